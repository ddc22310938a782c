/**
 * Annotates every closed object schema with the fields allowed there, so that an unknown-field problem can say
 * "unknown field; allowed: description, metadata, labels" (docs/decisions/0004-error-registry.md) without
 * resolving `$ref`s at run time. The list is in the spec's order, the order people read the schema in.
 */
import type { JsonSchema } from '../../ir/types.js';
import { ALLOWED_FIELDS_KEYWORD } from '../../runtime/validators/problem.js';
import { isObject, mapSchema, type SchemaObject, unescapePointerToken } from './schema-walk.js';

export { ALLOWED_FIELDS_KEYWORD };

/** Resolves a schema id (optionally with a `#/json/pointer` fragment) to a schema. */
export type SchemaResolver = (ref: string) => JsonSchema | undefined;

export function annotateAllowedFields(schema: JsonSchema, resolve: SchemaResolver): JsonSchema {
  return mapSchema(schema, (node) => {
    if (node['additionalProperties'] === false) return { ...node, [ALLOWED_FIELDS_KEYWORD]: ownFields(node) };
    if (node['unevaluatedProperties'] === false) return { ...node, [ALLOWED_FIELDS_KEYWORD]: evaluatedFields(node, resolve) };
    return node;
  });
}

function ownFields(node: SchemaObject): string[] {
  return isObject(node['properties']) ? Object.keys(node['properties']) : [];
}

/** The fields a node's adjacent and in-place applicators declare (JSON Schema 2020-12 core §11.3). */
function evaluatedFields(node: SchemaObject, resolve: SchemaResolver, seen = new Set<string>()): string[] {
  const names = new Set(ownFields(node));
  const visit = (sub: unknown): void => {
    if (!isObject(sub)) return;
    for (const name of evaluatedFields(sub, resolve, seen)) names.add(name);
  };
  const ref = node['$ref'];
  if (typeof ref === 'string' && !seen.has(ref)) {
    seen.add(ref);
    visit(resolve(ref));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach(visit);
  }
  visit(node['then']);
  visit(node['else']);
  if (isObject(node['dependentSchemas'])) Object.values(node['dependentSchemas']).forEach(visit);
  return [...names];
}

/** A resolver over schemas keyed by `$id`, following RFC 6901 fragments. */
export function resolverFor(schemas: ReadonlyMap<string, JsonSchema>): SchemaResolver {
  return (ref) => {
    const [id = '', fragment = ''] = ref.split('#', 2);
    let node: unknown = schemas.get(id);
    for (const token of fragment.split('/').slice(1)) {
      if (!isObject(node) && !Array.isArray(node)) return undefined;
      node = (node as Record<string, unknown>)[unescapePointerToken(token)];
    }
    return isObject(node) || typeof node === 'boolean' ? (node as JsonSchema) : undefined;
  };
}
