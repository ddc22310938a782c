/**
 * Rebuilds a JSON Schema bottom-up: `visit` sees each schema object after its subschemas were
 * rebuilt, and returns its replacement. Keywords per JSON Schema 2020-12 core §10 (applicators).
 */
import type { JsonSchema } from '../../ir/types.js';

export type SchemaObject = Record<string, unknown>;

const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SCHEMA_KEYWORDS = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'contentSchema',
] as const;

/** The subschemas of `node` with the JSON pointer suffix that leads to each. */
export function subschemas(node: SchemaObject): Array<[suffix: string, schema: JsonSchema]> {
  const found: Array<[string, JsonSchema]> = [];
  for (const key of SCHEMA_MAP_KEYWORDS) {
    const map = node[key];
    if (isObject(map)) {
      for (const [name, sub] of Object.entries(map)) {
        if (isSchema(sub)) found.push([`/${key}/${escapePointerToken(name)}`, sub]);
      }
    }
  }
  for (const key of SCHEMA_LIST_KEYWORDS) {
    const list = node[key];
    if (Array.isArray(list)) {
      list.forEach((sub, i) => {
        if (isSchema(sub)) found.push([`/${key}/${i}`, sub]);
      });
    }
  }
  for (const key of SCHEMA_KEYWORDS) {
    const sub = node[key];
    if (isSchema(sub)) found.push([`/${key}`, sub]);
  }
  return found;
}

/** A copy of `schema` with every schema object (the root included) replaced by `visit(copy, pointer)`. */
export function mapSchema(schema: JsonSchema, visit: (node: SchemaObject, pointer: string) => JsonSchema, pointer = ''): JsonSchema {
  if (typeof schema === 'boolean') return schema;
  const copy: SchemaObject = { ...schema };
  for (const key of SCHEMA_MAP_KEYWORDS) {
    const map = copy[key];
    if (isObject(map)) {
      copy[key] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, isSchema(sub) ? mapSchema(sub, visit, `${pointer}/${key}/${escapePointerToken(name)}`) : sub]),
      );
    }
  }
  for (const key of SCHEMA_LIST_KEYWORDS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map((sub, i) => (isSchema(sub) ? mapSchema(sub, visit, `${pointer}/${key}/${i}`) : sub));
  }
  for (const key of SCHEMA_KEYWORDS) {
    const sub = copy[key];
    if (isSchema(sub)) copy[key] = mapSchema(sub, visit, `${pointer}/${key}`);
  }
  return visit(copy, pointer);
}

export function isObject(value: unknown): value is SchemaObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'boolean' || isObject(value);
}

/** RFC 6901 §3. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}
