/**
 * Where a request schema refers to other resources by id (docs/decisions/0010-referenced-resources.md: a
 * reference to a missing id or another account's → 400 with the reference code of the kind): a property, a
 * list item, a nullable property or a map key (`propertyNames`) whose schema is an id schema.
 */
import { type Resource, resources } from '@tunnel-api/server';
import { refName, resolve, type Schema, schemaNamed } from '../../fuzz/support/spec-operations.js';

export interface ReferenceSite {
  /** Property name in the body (top level). */
  property: string;
  shape: 'value' | 'list' | 'map-key';
  /** Id schema referred to, e.g. `IPPolicyId` (`BackendId` for any backend). */
  idSchema: string;
}

/**
 * The error code a reference to a missing resource of this id schema answers: the `reference-error-code` of
 * the resource(s) whose prefix the schema admits (`x-id-prefix`, or a family pattern such as
 * `^bkd(tg|hr|wd)_…`), from the spec's registry (`resources` of the generated server package).
 */
export function referenceCodeOf(idSchema: string): string {
  const schema = schemaNamed(idSchema);
  const family = /^\^([a-z]+)(?:\(([a-z|]+)\))?_/.exec(String(schema.pattern ?? ''));
  const prefixes =
    typeof schema['x-id-prefix'] === 'string'
      ? [schema['x-id-prefix']]
      : family === null
        ? []
        : family[2] === undefined
          ? [family[1]!]
          : family[2].split('|').map((tail) => family[1]! + tail);
  const codes = new Set(prefixes.map((prefix) => Object.values<Resource>(resources).find((r) => r.idPrefix === prefix)?.referenceErrorCode));
  const [code] = codes;
  if (codes.size !== 1 || code === undefined) throw new Error(`${idSchema}: no single reference-error code in the registry (${[...codes].join(', ')})`);
  return code;
}

function idRef(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  const candidates = [schema.$ref, ...((schema.oneOf ?? []) as Schema[]).map((member) => member.$ref)];
  return candidates.map((ref) => (typeof ref === 'string' ? refName(ref) : undefined)).find((name) => name !== undefined && /Id$/.test(name));
}

export function referenceSites(schemaName: string): ReferenceSite[] {
  const schema = schemaNamed(schemaName);
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).flatMap(([property, raw]): ReferenceSite[] => {
    // A field repeating the path's id names the resource at hand, not a reference (docs/decisions/0052-real-service-clients.md).
    if (raw['x-path-parameter'] !== undefined) return [];
    const value = idRef(raw);
    if (value) return [{ property, shape: 'value', idSchema: value }];
    const resolved = resolve(raw);
    const item = idRef(resolved.items);
    if (item) return [{ property, shape: 'list', idSchema: item }];
    const key = idRef(resolved.propertyNames);
    if (key) return [{ property, shape: 'map-key', idSchema: key }];
    return [];
  });
}

/** The body with the reference at `site` replaced by `id`. */
export function withReference(body: Record<string, unknown>, site: ReferenceSite, id: string): Record<string, unknown> {
  switch (site.shape) {
    case 'value':
      return { ...body, [site.property]: id };
    case 'list':
      return { ...body, [site.property]: [id] };
    case 'map-key':
      return { ...body, [site.property]: { [id]: 1 } };
  }
}
