/**
 * A `$ref` under `propertyNames` is replaced by a copy of what it refers to. The validators call a referenced
 * schema's own function (create-ajv.ts: `inlineRefs: false`), and ajv marks the errors found while checking a
 * field's name with that name (`propertyName`) only in code compiled in place: errors coming back from a called
 * function say only that the object failed, so a problem could no longer point at the offending name
 * (`/backends/not a key!`). A name's schema is a string's (a pattern, a length), small to copy.
 *
 * The copy has no `$id`, and every `$ref` inside it is replaced the same way, so that nothing in it resolves
 * against another base. A `$ref` that leads back into itself, or to nothing this mode holds, stays as it is.
 */
import type { JsonSchema } from '../../ir/types.js';
import type { SchemaResolver } from './allowed-fields.js';
import { isObject, mapSchema, type SchemaObject } from './schema-walk.js';

export function inlinePropertyNameRefs(schema: JsonSchema, resolve: SchemaResolver): JsonSchema {
  return mapSchema(schema, (node) => {
    const names = node['propertyNames'];
    return isObject(names) ? { ...node, propertyNames: copyWithoutRefs(names, resolve, new Set()) } : node;
  });
}

/** `schema` with each `$ref` (its own and its subschemas') replaced by a copy of its target, as far as none leads back. */
function copyWithoutRefs(schema: SchemaObject, resolve: SchemaResolver, entered: ReadonlySet<string>): JsonSchema {
  return mapSchema(schema, (node) => {
    const ref = node['$ref'];
    if (typeof ref !== 'string' || entered.has(ref)) return node;
    const target = resolve(ref);
    if (target === undefined) return node;
    const { $id: _id, ...content } = isObject(target) ? target : { allOf: [target] };
    const copy = copyWithoutRefs(content, resolve, new Set([...entered, ref]));
    const { $ref: _ref, ...beside } = node;
    // Keywords beside the ref hold together with it (JSON Schema 2020-12 core §8.2.3.1): as one allOf.
    return Object.keys(beside).length === 0 ? copy : { ...beside, allOf: [copy, ...(Array.isArray(beside['allOf']) ? beside['allOf'] : [])] };
  });
}
