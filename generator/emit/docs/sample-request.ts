/**
 * The one request every code sample of an operation sends, from the IR and the spec's own examples: the
 * base URL (the document's first server, written out literally so a server can swap in its own), the path
 * with example ids, the required query parameters, the credential and required headers (curl-headers.ts)
 * and the request body's first example. curl, the SDK sample and the snippet-library languages are all
 * rendered from it (code-samples.ts), so they cannot drift apart.
 */
import type { IrDocument, IrOperation, JsonSchema } from '../../ir/types.js';
import { schemaSample } from './console-body-example.js';
import { type CurlHeader, curlHeaders } from './curl-headers.js';
import { parameterSample } from './parameter-sample.js';

export interface SampleRequest {
  /** Upper case: `POST`. */
  readonly method: string;
  readonly baseUrl: string;
  /** The path with every parameter replaced by its example value. */
  readonly path: string;
  /** The path parameters' example values, in path order. */
  readonly pathArguments: ReadonlyArray<readonly [string, string]>;
  /** Required query parameters only; optional ones (before_id, limit) are left to the reader. */
  readonly query: ReadonlyArray<readonly [string, string | number | boolean]>;
  /** The credential (its value naming the shell variable) and the required header parameters; no `Content-Type`. */
  readonly headers: readonly CurlHeader[];
  readonly body: { readonly contentType: string; readonly example: unknown } | undefined;
}

/** Used when the document names no server. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010';

export function sampleRequest(ir: IrDocument, op: IrOperation, keyVariable: string): SampleRequest {
  const components = new Map(ir.schemas.map((x) => [x.name, x.schema]));
  const pathArguments = op.pathParams.map((p) => [p.name, exampleId(resolve(p.schema, components), p.name)] as const);
  let path = op.path;
  for (const [name, value] of pathArguments) path = path.replace(`{${name}}`, value);
  return {
    method: op.method.toUpperCase(),
    baseUrl: ir.servers[0] ?? DEFAULT_BASE_URL,
    path,
    pathArguments,
    query: op.queryParams.filter((p) => p.required).map((p) => [p.name, parameterSample(p)] as const),
    headers: curlHeaders(ir, op, keyVariable),
    body: op.requestBody === undefined ? undefined : { contentType: op.requestBody.contentType, example: requestExample(ir, op) },
  };
}

function resolve(schema: JsonSchema, components: ReadonlyMap<string, JsonSchema>): JsonSchema {
  const ref = typeof schema === 'object' && typeof schema['$ref'] === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema['$ref'])?.[1] : undefined;
  return ref === undefined ? schema : (components.get(ref) ?? schema);
}

/** An id of the right kind, from its pattern's prefix (`^tgb_…` → `tgb_2QsK…`), else one naming the parameter. */
function exampleId(schema: JsonSchema, name: string): string {
  const pattern = typeof schema === 'object' && typeof schema['pattern'] === 'string' ? schema['pattern'] : undefined;
  const prefix = pattern === undefined ? undefined : /^\^([a-z]+)_/.exec(pattern)?.[1];
  return prefix === undefined ? `${name}_value` : `${prefix}_2QsK4cVbH8yXn1mF7rT0aPq3Lw9`;
}

/** The first example of the request body, from the bundled document (the IR keeps schemas only). */
function requestExample(ir: IrDocument, op: IrOperation): unknown {
  if (op.requestBody === undefined) return undefined;
  const item = (ir.bundle['paths'] as Record<string, Record<string, unknown>> | undefined)?.[op.path]?.[op.method] as
    | { requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> } }
    | undefined;
  const media = item?.requestBody?.content?.[op.requestBody.contentType];
  const first = media?.examples === undefined ? undefined : Object.values(media.examples)[0];
  // No example: the required properties, each from its schema's example, default or type (so the sample compiles).
  return media?.example ?? first?.value ?? schemaSample(op.requestBody.schema, (ir.bundle['components'] ?? {}) as Record<string, unknown>, new Set());
}
