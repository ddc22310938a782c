/**
 * `schema.gen.ts`: the `paths`/`components`/`operations` types, from openapi-typescript's programmatic
 * API (transform to a TypeScript AST, then astToString). It reads the bundled document; our IR
 * decides everything else. Its printer output is already formatted and deterministic.
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import type { IrDocument } from '../../ir/types.js';
import { GENERATED_BANNER } from '../../render/banner.js';
import { normalizeNewlines } from '../../render/format-typescript.js';

export interface SchemaTypes {
  readonly contents: string;
  /** Type names the file exports (`paths`, `components`, `operations`, `webhooks`, `$defs`). */
  readonly exports: readonly string[];
}

/**
 * @param clientHeaders header parameters the client sends itself (default-headers.ts): the types mark
 * them optional, so `api.raw` callers need not repeat them.
 */
export async function emitSchemaTypes(ir: IrDocument, clientHeaders: Readonly<Record<string, string>> = {}): Promise<SchemaTypes> {
  const document = structuredClone(ir.bundle) as Record<string, unknown>;
  relaxHeaders(document, new Set(Object.keys(clientHeaders).map((h) => h.toLowerCase())));
  const nodes = await openapiTS(document as unknown as OpenAPI3, {
    // The bundle has no external refs left; silence openapi-typescript's own console output.
    silent: true,
  });
  const body = astToString(nodes);
  const exports = [...body.matchAll(/^export (?:interface|type) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] ?? '').sort();
  return { contents: normalizeNewlines(`${GENERATED_BANNER}\n${body}`), exports };
}

function relaxHeaders(node: unknown, names: ReadonlySet<string>): void {
  if (names.size === 0 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) relaxHeaders(item, names);
    return;
  }
  const record = node as Record<string, unknown>;
  if (record['in'] === 'header' && typeof record['name'] === 'string' && names.has(record['name'].toLowerCase())) {
    record['required'] = false;
  }
  for (const value of Object.values(record)) relaxHeaders(value, names);
}
