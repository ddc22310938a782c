/**
 * Recognises a paginated list operation by its success body: an object with a `next_page_uri`
 * property and exactly one array property, which holds the items (spec/openapi.yaml `info.description`, "Pagination";
 * docs/decisions/0007-pagination.md): `{ <key>: [...], uri, next_page_uri }`). Returns that array's key.
 */
import { resolveSchema } from '../../ir/resolve-schema.js';
import type { IrDocument, IrOperation } from '../../ir/types.js';

export function listItemsKey(ir: Pick<IrDocument, 'schemas'>, operation: IrOperation): string | undefined {
  if (operation.method !== 'get') return undefined;
  const success = operation.responses.find((r) => /^2\d\d$/.test(r.status) && r.schema !== undefined);
  const envelope = resolveSchema(ir, success?.schema);
  const properties = envelope?.['properties'];
  if (properties === null || typeof properties !== 'object' || !('next_page_uri' in properties)) return undefined;
  const arrays = Object.entries(properties as Record<string, unknown>)
    .filter(([, schema]) => isArraySchema(resolveSchema(ir, schema as never)))
    .map(([key]) => key);
  return arrays.length === 1 ? arrays[0] : undefined;
}

function isArraySchema(schema: Record<string, unknown> | undefined): boolean {
  const type = schema?.['type'];
  return type === 'array' || (Array.isArray(type) && type.includes('array')) || (schema !== undefined && 'items' in schema && type === undefined);
}
