/**
 * Normalises a schema to the JSON Schema 2020-12 dialect of OpenAPI 3.1 (pure; returns a new value).
 * OpenAPI 3.0 documents — and 3.1 documents that kept 3.0 habits — use `nullable` and boolean
 * `exclusiveMinimum`/`exclusiveMaximum` (OpenAPI 3.0.3 §4.7.24.1; 3.1 uses JSON Schema's numeric form).
 */
import type { JsonSchema } from './types.js';

type Mutable = Record<string, unknown>;

const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_KEYWORDS = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];

export function normalizeSchema(schema: unknown): JsonSchema {
  if (typeof schema === 'boolean') return schema;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return {};
  const out: Mutable = { ...(schema as Mutable) };
  for (const key of SCHEMA_MAP_KEYWORDS) {
    const map = out[key];
    if (map !== null && typeof map === 'object' && !Array.isArray(map)) {
      out[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, normalizeSchema(sub)]));
    }
  }
  for (const key of SCHEMA_LIST_KEYWORDS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((sub) => normalizeSchema(sub));
  }
  for (const key of SCHEMA_KEYWORDS) {
    const sub = out[key];
    // 3.0 allowed `items` as an array (tuple); 2020-12 calls that `prefixItems`.
    if (key === 'items' && Array.isArray(sub)) {
      out['prefixItems'] = sub.map((s) => normalizeSchema(s));
      delete out['items'];
    } else if (sub !== undefined && (typeof sub === 'boolean' || (sub !== null && typeof sub === 'object'))) {
      out[key] = normalizeSchema(sub);
    }
  }
  normalizeExclusiveBound(out, 'exclusiveMinimum', 'minimum');
  normalizeExclusiveBound(out, 'exclusiveMaximum', 'maximum');
  return normalizeNullable(out);
}

function normalizeExclusiveBound(out: Mutable, exclusiveKey: string, boundKey: string): void {
  const flag = out[exclusiveKey];
  if (typeof flag !== 'boolean') return;
  delete out[exclusiveKey];
  if (flag && typeof out[boundKey] === 'number') {
    out[exclusiveKey] = out[boundKey];
    delete out[boundKey];
  }
}

function normalizeNullable(out: Mutable): JsonSchema {
  if (!('nullable' in out)) return out;
  const nullable = out['nullable'] === true;
  delete out['nullable'];
  if (!nullable) return out;
  const type = out['type'];
  if (typeof type === 'string' || Array.isArray(type)) {
    const types = Array.isArray(type) ? type : [type];
    if (!types.includes('null')) out['type'] = [...types, 'null'];
    if (Array.isArray(out['enum']) && !out['enum'].includes(null)) out['enum'] = [...out['enum'], null];
    return out;
  }
  // No `type` to extend (e.g. `allOf: [{$ref}]`): say "this, or null".
  const { description, title, ...rest } = out;
  return {
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    anyOf: [rest, { type: 'null' }],
  };
}
