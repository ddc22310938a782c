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
  /** For list operations: the envelope key that holds the page's items, e.g. `backends`. */
  readonly itemsKey?: string;
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
