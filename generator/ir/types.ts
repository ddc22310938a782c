/**
 * The intermediate representation (IR): a pure, JSON-serialisable model of an OpenAPI document that
 * every emitter reads. Only `generator/load` sees YAML, files and external `$ref`s; the IR is built
 * from the bundled document, so the only refs left inside schemas are local component refs
 * (`#/components/schemas/X`). Parameter, request-body and response refs are resolved here.
 *
 * Schemas are kept raw (JSON Schema 2020-12 objects as written in the spec). Documents in OpenAPI
 * 3.0 are normalised to the 3.1 dialect when the IR is built (`nullable` → `type: [.., "null"]`,
 * boolean `exclusiveMinimum`/`exclusiveMaximum` → numbers), so emitters deal with one dialect only.
 */

/** A raw JSON Schema (2020-12 dialect). `true`/`false` are valid schemas. */
export type JsonSchema = boolean | JsonSchemaObject;
export type JsonSchemaObject = { readonly [keyword: string]: unknown };

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Where a problem sits in the bundled document: an RFC 6901 JSON pointer, e.g. `/paths/~1x/get`. */
export type JsonPointer = string;

export interface IrParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly description: string | undefined;
  readonly deprecated: boolean;
  readonly schema: JsonSchema;
  /** The component name when the parameter was a `$ref` to `#/components/parameters/<name>`. */
  readonly ref: string | undefined;
  /** A `{name}` of the path template the document does not declare (GEN009): a string, absent from the document's own types. */
  readonly undeclared?: true;
}

export interface IrRequestBody {
  /** The preferred media type: `application/json` (or a `+json` type) when offered, else the first. */
  readonly contentType: string;
  /** Every media type the operation accepts, in document order. */
  readonly contentTypes: readonly string[];
  readonly required: boolean;
  readonly description: string | undefined;
  readonly schema: JsonSchema;
}

export interface IrResponse {
  /** `200`, `204`, `4XX` or `default`, as written in the spec. */
  readonly status: string;
  readonly description: string;
  /** The preferred media type, or undefined when the response has no content (e.g. 204). */
  readonly contentType: string | undefined;
  readonly schema: JsonSchema | undefined;
  /** The `text/event-stream` schema when the response offers that media type (the schema of each event). */
  readonly eventStream?: JsonSchema;
  /** Response header names in lower case with their schemas. */
  readonly headers: readonly IrParameter[];
}

export interface IrOperation {
  /** As written in the spec; when absent, derived from method and path (see ir/derive-operation-id). */
  readonly operationId: string;
  readonly operationIdDerived: boolean;
  readonly method: HttpMethod;
  /** The path template as written in the spec, e.g. `/edges/https/{edge_id}/routes/{id}/oauth`. */
  readonly path: string;
  /** The first tag; `default` when the operation has none. */
  readonly tag: string;
  readonly tags: readonly string[];
  readonly summary: string | undefined;
  readonly description: string | undefined;
  readonly deprecated: boolean;
  /** Path parameters in the order they appear in the path template. */
  readonly pathParams: readonly IrParameter[];
  readonly queryParams: readonly IrParameter[];
  readonly headerParams: readonly IrParameter[];
  readonly cookieParams: readonly IrParameter[];
  readonly requestBody: IrRequestBody | undefined;
  /** Responses sorted by status (numbers first, then `1XX`…`5XX`, then `default`). */
  readonly responses: readonly IrResponse[];
  /** Security requirement names that apply (operation-level, else document-level). */
  readonly security: readonly string[];
  /**
   * The security requirements that apply (operation-level, else document-level), as written: alternatives,
   * each the scheme names that must all be sent (scopes left out). `[]` needs none; a `[]` among them makes
   * credentials optional.
   */
  readonly securityRequirements: readonly (readonly string[])[];
  /** The operation's own `x-*` keys. */
  readonly extensions: Readonly<Record<string, unknown>>;
  /** Location in the bundled document, for diagnostics: `/paths/~1reserved_addrs/post`. */
  readonly pointer: JsonPointer;
}

export interface IrSchema {
  /** The component name as written (`TunnelGroupBackend`). */
  readonly name: string;
  readonly schema: JsonSchema;
  readonly pointer: JsonPointer;
}

export interface IrTag {
  readonly name: string;
  readonly displayName: string | undefined;
  readonly description: string | undefined;
  /** The tag's own `x-*` keys, e.g. `x-resource`. */
  readonly extensions: Readonly<Record<string, unknown>>;
}

export interface IrDocument {
  /** The `openapi` field of the source document (`3.0.1`, `3.1.0`). */
  readonly openapiVersion: string;
  readonly info: { readonly title: string; readonly version: string; readonly description: string | undefined };
  readonly servers: readonly string[];
  /** Tags declared at the top level plus any used only by operations, in declaration order. */
  readonly tags: readonly IrTag[];
  /** Operations in document order (paths, then methods in HTTP_METHODS order). */
  readonly operations: readonly IrOperation[];
  /** Component schemas by name, sorted by name. */
  readonly schemas: readonly IrSchema[];
  /** `x-*` keys at the document root. */
  readonly extensions: Readonly<Record<string, unknown>>;
  /** `x-*` keys of `components`, e.g. `x-error-codes`. */
  readonly componentExtensions: Readonly<Record<string, unknown>>;
  /**
   * The bundled document (single file, local `$ref`s only), exactly as written to
   * generated/openapi.json. Targets that hand the whole document to a library (openapi-typescript,
   * Redocly docs) use it; everything else reads the fields above.
   */
  readonly bundle: Readonly<Record<string, unknown>>;
}
