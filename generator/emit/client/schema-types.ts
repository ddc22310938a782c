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

export async function emitSchemaTypes(ir: IrDocument): Promise<SchemaTypes> {
  const nodes = await openapiTS(structuredClone(ir.bundle) as unknown as OpenAPI3, {
    // The bundle has no external refs left; silence openapi-typescript's own console output.
    silent: true,
  });
  const body = astToString(nodes);
  const exports = [...body.matchAll(/^export (?:interface|type) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] ?? '').sort();
  return { contents: normalizeNewlines(`${GENERATED_BANNER}\n${body}`), exports };
}
