/**
 * Follows `#/components/schemas/X` refs through the IR's component schemas (bounded, so a cyclic
 * alias cannot hang). Emitters use it to look at a schema's shape, never to inline it.
 */
import { parseComponentRef } from './json-pointer.js';
import type { IrDocument, JsonSchema, JsonSchemaObject } from './types.js';

export function resolveSchema(ir: Pick<IrDocument, 'schemas'>, schema: JsonSchema | undefined): JsonSchemaObject | undefined {
  let current = schema;
  for (let hops = 0; hops < 32; hops++) {
    if (current === undefined || typeof current === 'boolean') return undefined;
    const ref = current['$ref'];
    if (typeof ref !== 'string') return current;
    const target = parseComponentRef(ref);
    if (target === undefined || target.fragment !== '') return undefined;
    current = ir.schemas.find((s) => s.name === target.name)?.schema;
  }
  return undefined;
}
