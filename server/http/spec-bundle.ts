/**
 * The bundled spec (generated/openapi.json) as the request hooks read it: operations with their request
 * body's schema, resolved one `$ref` deep. Read once per process, however many hooks ask.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface BundleSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, BundleSchema>>;
  readonly additionalProperties?: unknown;
  readonly required?: readonly string[];
  readonly 'x-path-parameter'?: string;
}

export interface BundleParameter {
  readonly $ref?: string;
  readonly name?: string;
  readonly in?: string;
}

export interface BundleOperation {
  readonly operationId?: string;
  readonly parameters?: readonly BundleParameter[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: BundleSchema }>> };
  readonly responses?: Readonly<Record<string, unknown>>;
}

export interface Bundle {
  readonly paths: Readonly<Record<string, Readonly<Record<string, BundleOperation>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, BundleSchema>>; readonly parameters?: Readonly<Record<string, BundleParameter>> };
}

const bundlePath = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));
let bundle: Bundle | undefined;

export function specBundle(): Bundle {
  bundle ??= JSON.parse(readFileSync(bundlePath, 'utf8')) as Bundle;
  return bundle;
}

/** A component schema for its `$ref` (or the schema itself). */
export function resolveSchema(spec: Bundle, schema: BundleSchema): BundleSchema {
  return schema.$ref === undefined ? schema : (spec.components.schemas[schema.$ref.split('/').pop()!] ?? {});
}

/** An operation's parameters, each resolved one `$ref` deep. */
export function parametersOf(spec: Bundle, operation: BundleOperation): BundleParameter[] {
  return (operation.parameters ?? []).map((p) => (p.$ref === undefined ? p : (spec.components.parameters?.[p.$ref.split('/').pop()!] ?? {})));
}

/** Every operation with its method and its JSON request body's schema, resolved. */
export function* operationsWithBodies(spec: Bundle): Generator<{ method: string; path: string; operation: BundleOperation; body: BundleSchema }> {
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (schema !== undefined && operation.operationId !== undefined) yield { method, path, operation, body: resolveSchema(spec, schema) };
    }
  }
}
