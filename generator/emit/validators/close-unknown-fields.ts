/**
 * Request bodies reject unknown fields (docs/decisions/0004-error-registry.md: "400 invalid input, including
 * unknown body fields, listing the allowed ones") even where the spec forgot to say
 * `additionalProperties: false`: a typo such as `desciption` must fail loudly instead of being dropped.
 * Response bodies and the component validators keep the spec's own rules, so a server may add fields without
 * breaking clients.
 *
 * An object schema with `properties` and no `additionalProperties`/`unevaluatedProperties`/
 * `patternProperties` is closed: with `additionalProperties: false` when it has no applicators, or
 * with `unevaluatedProperties: false` when it combines others (`allOf`, `$ref`, `anyOf`…), because
 * only that keyword sees the fields its subschemas declare (JSON Schema 2020-12 core §11.3). The
 * members of such a combination are left open at their top level — closing them too would reject
 * their siblings' fields. A plain union (`oneOf` of objects) closes each member instead. Objects
 * without `properties` (free-form maps) are left as written.
 *
 * Components reached from a request body are copied into closed variants with their own ids, so the
 * component validators themselves stay exactly as the spec says. The copies also leave out
 * `readOnly` properties: a request that sends one is told it is not an allowed field.
 */
import type { JsonSchema } from '../../ir/types.js';
import { closedComponentSchemaId, parseComponentId } from './schema-ids.js';
import { escapePointerToken, isObject, isSchema, type SchemaObject } from './schema-walk.js';

export interface ClosedLocation {
  /** The component the location is in, or undefined for the body schema itself. */
  readonly component: string | undefined;
  /** JSON pointer inside that schema. */
  readonly pointer: string;
  readonly keyword: 'additionalProperties' | 'unevaluatedProperties';
}

export interface ClosedRequestSchemas {
  readonly schema: JsonSchema;
  /** Closed variants of the components the body reaches, by id (each carries its `$id`). */
  readonly variants: ReadonlyMap<string, JsonSchema>;
  readonly closed: readonly ClosedLocation[];
}

const COMBINATORS = ['allOf', 'anyOf', 'oneOf'] as const;
const OPEN_KEYWORDS = ['additionalProperties', 'unevaluatedProperties', 'patternProperties'] as const;

/** The names of the properties a schema marks `readOnly: true` (its own, not through `$ref`s). */
export function readOnlyFields(node: JsonSchema): string[] {
  if (!isObject(node) || !isObject(node['properties'])) return [];
  return Object.entries(node['properties'])
    .filter(([, sub]) => isObject(sub) && sub['readOnly'] === true)
    .map(([name]) => name);
}

/**
 * Closes a prepared body schema. `components` maps a component name to its prepared schema;
 * `variants` is shared between calls so each closed component is built once.
 */
export function closeUnknownFields(
  schema: JsonSchema,
  components: ReadonlyMap<string, JsonSchema>,
  variants: Map<string, JsonSchema> = new Map(),
): ClosedRequestSchemas {
  const closed: ClosedLocation[] = [];
  const pending: Array<{ name: string; openTop: boolean }> = [];

  const refTo = (ref: string, openTop: boolean): string => {
    const target = parseComponentId(ref);
    if (target === undefined) return ref;
    const id = closedComponentSchemaId(target.name, openTop);
    if (!variants.has(id) && !pending.some((p) => p.name === target.name && p.openTop === openTop)) {
      pending.push({ name: target.name, openTop });
    }
    return target.fragment === '' ? id : `${id}#${target.fragment}`;
  };

  const declaresFields = (node: JsonSchema, seen: Set<string>): boolean => {
    if (!isObject(node)) return false;
    if (isObject(node['properties'])) return true;
    const ref = node['$ref'];
    if (typeof ref === 'string') {
      const target = parseComponentId(ref);
      if (target !== undefined && target.fragment === '' && !seen.has(target.name)) {
        seen.add(target.name);
        const component = components.get(target.name);
        if (component !== undefined && declaresFields(component, seen)) return true;
      }
    }
    return COMBINATORS.some((key) => Array.isArray(node[key]) && (node[key] as unknown[]).some((m) => isSchema(m) && declaresFields(m, seen)));
  };

  const close = (node: JsonSchema, openTop: boolean, component: string | undefined, pointer: string): JsonSchema => {
    if (!isObject(node)) return node;
    const out: SchemaObject = { ...node };
    const isOpenAlready = OPEN_KEYWORDS.some((key) => key in node);
    const hasApplicators = typeof node['$ref'] === 'string' || COMBINATORS.some((key) => key in node) || 'dependentSchemas' in node || 'if' in node;
    let keyword: ClosedLocation['keyword'] | undefined;
    if (!openTop && !isOpenAlready) {
      if (isObject(node['properties']) && !hasApplicators) keyword = 'additionalProperties';
      else if (hasApplicators && (isObject(node['properties']) || ('allOf' in node && declaresFields(node, new Set())))) {
        keyword = 'unevaluatedProperties';
      }
    }
    // Members of a node closed with unevaluatedProperties (or of an open-top node) stay open at the top.
    const membersOpenTop = keyword === 'unevaluatedProperties' || node['unevaluatedProperties'] === false || openTop;
    // A bare `$ref` stands for its target, which is then closed; beside other keywords it is a member.
    if (typeof node['$ref'] === 'string') out['$ref'] = refTo(node['$ref'], membersOpenTop);
    for (const key of COMBINATORS) {
      const list = node[key];
      if (!Array.isArray(list)) continue;
      // allOf members always combine with their siblings; anyOf/oneOf members only when the node closes itself.
      const memberOpenTop = key === 'allOf' ? true : membersOpenTop;
      out[key] = list.map((member, i) => close(member as JsonSchema, memberOpenTop, component, `${pointer}/${key}/${i}`));
    }
    for (const key of ['properties', 'patternProperties', '$defs', 'dependentSchemas'] as const) {
      const map = node[key];
      if (isObject(map)) {
        out[key] = Object.fromEntries(
          Object.entries(map)
            // A readOnly field is the server's to set (OpenAPI 3.1 §4.8.24.1 via JSON Schema
            // validation §9.4): a request does not send it, so it is not among the allowed fields.
            .filter(([, sub]) => key !== 'properties' || !isObject(sub) || sub['readOnly'] !== true)
            .map(([name, sub]) => [name, isSchema(sub) ? close(sub, false, component, `${pointer}/${key}/${escapePointerToken(name)}`) : sub]),
        );
      }
    }
    const readOnly = readOnlyFields(node);
    if (readOnly.length > 0 && Array.isArray(node['required'])) {
      out['required'] = (node['required'] as unknown[]).filter((name) => !readOnly.includes(String(name)));
    }
    for (const key of ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'then', 'else', 'not'] as const) {
      const sub = node[key];
      if (isObject(sub)) out[key] = close(sub, key === 'then' || key === 'else', component, `${pointer}/${key}`);
    }
    if (Array.isArray(node['prefixItems'])) {
      out['prefixItems'] = (node['prefixItems'] as JsonSchema[]).map((sub, i) => close(sub, false, component, `${pointer}/prefixItems/${i}`));
    }
    if (keyword !== undefined) {
      out[keyword] = false;
      closed.push({ component, pointer, keyword });
    }
    return out;
  };

  const body = close(schema, false, undefined, '');
  while (pending.length > 0) {
    const { name, openTop } = pending.shift()!;
    const id = closedComponentSchemaId(name, openTop);
    if (variants.has(id)) continue;
    const component = components.get(name);
    if (component === undefined) continue;
    variants.set(id, {}); // placeholder: a cycle back to this component reuses the id
    const variant = close(component, openTop, name, '');
    variants.set(id, isObject(variant) ? { ...variant, $id: id } : variant);
  }
  return { schema: body, variants, closed };
}
