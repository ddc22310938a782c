/**
 * Follows `#/components/schemas/X` refs through the IR's component schemas (bounded, so a cyclic
 * alias cannot hang). Emitters use it to look at a schema's shape, never to inline it.
 */
import type { IrDocument, JsonSchema, JsonSchemaObject } from './types.js';

const PREFIX = '#/components/schemas/';

export function resolveSchema(ir: Pick<IrDocument, 'schemas'>, schema: JsonSchema | undefined): JsonSchemaObject | undefined {
  let current = schema;
  for (let hops = 0; hops < 32; hops++) {
    if (current === undefined || typeof current === 'boolean') return undefined;
    const ref = current['$ref'];
    if (typeof ref !== 'string') return current;
    if (!ref.startsWith(PREFIX)) return undefined;
    const name = decodeURIComponent(ref.slice(PREFIX.length)).replace(/~1/g, '/').replace(/~0/g, '~');
    current = ir.schemas.find((s) => s.name === name)?.schema;
  }
  return undefined;
}
