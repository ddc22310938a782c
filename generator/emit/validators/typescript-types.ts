/**
 * TypeScript types for the validators' type guards, printed from the same schemas (so a guard's
 * `value is T` says exactly what the validator checks). Component refs become the component's type
 * name; objects list their properties (optional unless `required`), with an index signature only
 * where the schema allows other fields; `type: [T, "null"]` becomes `T | null`.
 */
import { propertyKey } from '../../naming/identifier.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import type { JsonSchema } from '../../ir/types.js';
import { parseComponentRef } from './schema-ids.js';
import { isObject, isSchema, type SchemaObject } from './schema-walk.js';

/** Maps a component name to its exported type name (undefined when it has none). */
export type TypeNameOf = (componentName: string) => string | undefined;

export function typeOf(schema: JsonSchema, nameOf: TypeNameOf, indent = ''): string {
  if (schema === true) return 'unknown';
  if (schema === false) return 'never';
  // `not: {}` admits nothing: a field that may not be sent (an immutable field in an update body).
  if (schema['not'] === true || (isObject(schema['not']) && Object.keys(schema['not']).length === 0)) return 'never';
  const parts: string[] = [];
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const target = parseComponentRef(ref);
    parts.push((target !== undefined && target.fragment === '' ? nameOf(target.name) : undefined) ?? 'unknown');
  }
  if (Array.isArray(schema['allOf'])) {
    for (const member of schema['allOf']) if (isSchema(member)) parts.push(typeOf(member, nameOf, indent));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0) {
      parts.push(list.filter(isSchema).map((member) => wrap(typeOf(member, nameOf, indent))).join(' | '));
    }
  }
  const own = ownType(schema, nameOf, indent);
  if (own !== undefined) parts.push(own);
  const unique = [...new Set(parts)];
  return unique.length === 0 ? 'unknown' : unique.length === 1 ? (unique[0] ?? 'unknown') : unique.map(wrap).join(' & ');
}

function ownType(schema: SchemaObject, nameOf: TypeNameOf, indent: string): string | undefined {
  if ('const' in schema) return literal(schema['const']);
  if (Array.isArray(schema['enum'])) return schema['enum'].map(literal).join(' | ') || 'never';
  const declared = schema['type'];
  const types = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared.map(String) : inferTypes(schema);
  if (types.length === 0) return undefined;
  return types.map((type) => primitive(type, schema, nameOf, indent)).join(' | ');
}

/** A schema without `type` that describes an object or array by its keywords alone. */
function inferTypes(schema: SchemaObject): string[] {
  if ('properties' in schema || 'additionalProperties' in schema || 'required' in schema) return ['object'];
  if ('items' in schema || 'prefixItems' in schema) return ['array'];
  return [];
}

function primitive(type: string, schema: SchemaObject, nameOf: TypeNameOf, indent: string): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return arrayType(schema, nameOf, indent);
    case 'object':
      return objectType(schema, nameOf, indent);
    default:
      return 'unknown';
  }
}

function arrayType(schema: SchemaObject, nameOf: TypeNameOf, indent: string): string {
  const items = schema['items'];
  const rest = isSchema(items) ? typeOf(items, nameOf, indent) : 'unknown';
  const prefix = schema['prefixItems'];
  if (Array.isArray(prefix)) {
    const head = prefix.filter(isSchema).map((item) => typeOf(item, nameOf, indent));
    return items === false ? `[${head.join(', ')}]` : `[${[...head, `...${wrap(rest)}[]`].join(', ')}]`;
  }
  return `${wrap(rest)}[]`;
}

function objectType(schema: SchemaObject, nameOf: TypeNameOf, indent: string): string {
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  const required = new Set(Array.isArray(schema['required']) ? schema['required'].map(String) : []);
  const inner = `${indent}  `;
  const lines: string[] = [];
  for (const [name, sub] of Object.entries(properties)) {
    if (!isSchema(sub)) continue;
    const doc = isObject(sub) && typeof sub['description'] === 'string' ? jsDoc(jsDocLines(sub['description']), inner) : '';
    lines.push(`${doc}${inner}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${typeOf(sub, nameOf, inner)};`);
  }
  for (const name of required) {
    if (!(name in properties)) lines.push(`${inner}${propertyKey(name)}: unknown;`);
  }
  const extra = schema['additionalProperties'] ?? schema['unevaluatedProperties'];
  if (extra !== false && (Object.keys(properties).length === 0 || isSchema(extra) && extra !== true)) {
    // An index signature must admit every declared property's type too, so beside properties it is `unknown`.
    const value = Object.keys(properties).length === 0 && isSchema(extra) ? typeOf(extra, nameOf, inner) : 'unknown';
    lines.push(`${inner}[key: string]: ${value};`);
  }
  return lines.length === 0 ? 'Record<string, never>' : `{\n${lines.join('\n')}\n${indent}}`;
}

/** Parenthesises a type that has a top-level `|` or `&`, so it can meet `[]`, `&` or `|` safely. */
function wrap(type: string): string {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < type.length; i++) {
    const c = type.charAt(i);
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '/' && type.charAt(i + 1) === '*') {
      // Skip JSDoc: descriptions may hold any character.
      const close = type.indexOf('*/', i + 2);
      i = close === -1 ? type.length : close + 1;
    } else if (c === '"') quoted = true;
    else if ('{[(<'.includes(c)) depth++;
    else if ('}])>'.includes(c)) depth--;
    else if (depth === 0 && (c === '|' || c === '&')) return `(${type})`;
  }
  return type;
}

function literal(value: unknown): string {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? JSON.stringify(value) : 'unknown';
}
