// Copied by `npm run generate` from generator/runtime/client/operation.ts. Edit it there.
/**
 * What the generated SDK knows about one operation: plain data (generated into operations.gen.ts),
 * interpreted by the hand-written runtime.
 */

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

export interface OperationSpec {
  /** The spec's operationId, e.g. `listWidgets`. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The path template, e.g. `/edges/https/{edge_id}/routes/{id}/oauth`. */
  readonly path: string;
  /** The request body's media type when the operation takes one. */
  readonly bodyMediaType?: string;
  /** How the success body is read: JSON when absent (pagination.ts, event-stream.ts). */
  readonly answer?: Answer;
  /** For an operation that pages: how to find its items and the next page (pagination.ts). */
  readonly pagination?: Pagination;
  /** For an `event-stream` answer: what each event of the stream is (event-stream.ts). */
  readonly events?: EventShape;
  /**
   * Set on the stream of an operation that answers JSON or a stream: the body property that asks for the
   * stream (`stream`), sent as `true` by the streaming method.
   */
  readonly streamFlag?: string;
}

/**
 * `json` (the default), `text` (a `text/*` answer, as a string), `binary` (any other non-JSON media type,
 * as a `Blob`) or `event-stream` (`text/event-stream`, as an EventStream of typed events).
 */
export type Answer = 'json' | 'text' | 'binary' | 'event-stream';

/**
 * Where a page's parts are, as property paths into the answer's body (`data`, `meta.next_cursor`); an
 * empty `items` means the body itself is the array.
 *
 * - `next-url`: the body names the next page's URL (`next_page_uri`), empty or null on the last page;
 * - `cursor`: the body names a cursor (`next_cursor`) sent back as the query parameter `param`; the last
 *   page has none, or `hasMore` false;
 * - `link-header`: the `Link` header's `rel="next"` URL (RFC 8288);
 * - `offset`: the query parameter `offset` advances by the number of items received;
 * - `page`: the query parameter `page` counts up from where it started (1 unless given).
 *
 * `offset` and `page` stop at an empty page, or one shorter than the `limit` (or `size`) the call asked for.
 */
export type Pagination =
  | { readonly style: 'next-url'; readonly items: string; readonly next: string }
  | { readonly style: 'cursor'; readonly items: string; readonly cursor: string; readonly param: string; readonly hasMore?: string }
  | { readonly style: 'link-header'; readonly items: string }
  | { readonly style: 'offset'; readonly items: string; readonly offset: string; readonly limit?: string }
  | { readonly style: 'page'; readonly items: string; readonly page: string; readonly size?: string };

/**
 * What one event of a `text/event-stream` answer is. `data`: the document's schema describes each event's
 * `data` (parsed as JSON when `json`), and the stream yields that; `envelope`: the schema describes the whole
 * event (`{ event, data, id }`, as OpenAPI 3.2's `itemSchema` does), and the stream yields such objects with
 * `data` parsed as JSON when `json`.
 */
export interface EventShape {
  readonly shape: 'data' | 'envelope';
  readonly json: boolean;
}

/**
 * A path parameter's value: openapi-fetch writes arrays and objects in the parameter's style (`simple`:
 * `a,b`; `label`: `.a.b`; `matrix`: `;id=a,b`) and primitives as text. `null` where a document marks a path
 * parameter nullable: the call refuses it (a URL needs a value) rather than send `{id}`.
 */
export type PathValue = string | number | boolean | ReadonlyArray<string | number | boolean> | Readonly<Record<string, string | number | boolean>> | null;

/** The arguments of one call, as the generated method collected them. */
export interface CallInput {
  /** Path parameters by their names in the spec. */
  readonly path?: Readonly<Record<string, PathValue>>;
  readonly query?: object | undefined;
  readonly body?: unknown;
}
