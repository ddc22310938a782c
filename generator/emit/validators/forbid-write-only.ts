/**
 * A `writeOnly` field is the client's to send and is never returned (JSON Schema validation §9.4,
 * OpenAPI 3.1 §4.8.24.1): a password, a private key. Response validators therefore refuse it, so a
 * server test catches a secret that leaks into a response. Components that hold such a field
 * (directly or through a `$ref`) get a response copy in which the field's schema is `false`; all
 * others are used as they are.
 */
import type { JsonSchema } from '../../ir/types.js';
import { parseComponentId, responseComponentSchemaId } from './schema-ids.js';
import { isObject, mapSchema, type SchemaObject, subschemas } from './schema-walk.js';

export function forbidWriteOnly(schema: JsonSchema, components: ReadonlyMap<string, JsonSchema>, variants: Map<string, JsonSchema>): JsonSchema {
  const holds = new Map<string, boolean>();
  const holdsWriteOnly = (name: string): boolean => {
    const known = holds.get(name);
    if (known !== undefined) return known;
    holds.set(name, false); // a cycle back here adds nothing
    const component = components.get(name);
    const found = component !== undefined && reaches(component, holdsWriteOnly);
    holds.set(name, found);
    return found;
  };
  const rewrite = (node: JsonSchema): JsonSchema =>
    mapSchema(node, (copy) => {
      const out: SchemaObject = { ...copy };
      const writeOnly = writeOnlyFields(copy);
      if (writeOnly.length > 0) {
        out['properties'] = Object.fromEntries(
          Object.entries(copy['properties'] as SchemaObject).map(([name, sub]) => [name, writeOnly.includes(name) ? false : sub]),
        );
        if (Array.isArray(copy['required'])) out['required'] = (copy['required'] as unknown[]).filter((name) => !writeOnly.includes(String(name)));
      }
      const ref = typeof copy['$ref'] === 'string' ? parseComponentId(copy['$ref']) : undefined;
      if (ref !== undefined && holdsWriteOnly(ref.name)) {
        const id = responseComponentSchemaId(ref.name);
        if (!variants.has(id)) {
          variants.set(id, {}); // placeholder while the copy is built: cycles reuse the id
          const variant = rewrite(components.get(ref.name) ?? true);
          variants.set(id, isObject(variant) ? { ...variant, $id: id } : variant);
        }
        out['$ref'] = ref.fragment === '' ? id : `${id}#${ref.fragment}`;
      }
      return out;
    });
  return rewrite(schema);
}

/** The names of the properties a schema marks `writeOnly: true` (its own, not through `$ref`s). */
export function writeOnlyFields(node: JsonSchema): string[] {
  if (!isObject(node) || !isObject(node['properties'])) return [];
  return Object.entries(node['properties'])
    .filter(([, sub]) => isObject(sub) && sub['writeOnly'] === true)
    .map(([name]) => name);
}

function reaches(node: JsonSchema, holdsWriteOnly: (name: string) => boolean): boolean {
  if (!isObject(node)) return false;
  if (writeOnlyFields(node).length > 0) return true;
  const ref = typeof node['$ref'] === 'string' ? parseComponentId(node['$ref']) : undefined;
  if (ref !== undefined && holdsWriteOnly(ref.name)) return true;
  return subschemas(node).some(([, sub]) => reaches(sub, holdsWriteOnly));
}
