/**
 * What a resource must read back as after a write, from the request schema and the body sent, with
 * the API's documented normalisation (docs/decisions/0009-output-shape.md): defaults applied on create and replace,
 * request references (`backend_id`, `ip_policy_ids`) shown as `Ref`s (`backend`, `ip_policies`),
 * header names in lower case (docs/decisions/0026-server-assigned-values.md), timestamps at second precision.
 */
import { isDeepStrictEqual } from 'node:util';
import { resolve, type Schema, schemaNamed } from './spec-operations.js';

/** `ip_policy_ids` → `ip_policies`, `certificate_authority_ids` → `certificate_authorities`. */
export function pluralOfIds(key: string): string {
  const stem = key.slice(0, -'_ids'.length);
  return stem.endsWith('y') ? `${stem.slice(0, -1)}ies` : `${stem}s`;
}

function isIdReference(schema: Schema): boolean {
  const refs = [schema.$ref, schema.items?.$ref, ...((schema.oneOf ?? []) as Schema[]).map((member) => member.$ref)];
  return refs.some((ref) => typeof ref === 'string' && /Id$/.test(ref));
}

/**
 * Request inputs that the resource does not show under their own name: generation parameters of an
 * SSH CA (spec/components/schemas/SSHCertificateAuthority.yaml: the resource shows the `key_type` it made).
 */
const WRITE_ONLY = new Set(['private_key_type', 'elliptic_curve', 'key_size']);

/** Where the resource shows a request field it does not echo: a reference as a `Ref` (docs/decisions/0009-output-shape.md). */
function shownAs(key: string, property: Schema): string | undefined {
  if (WRITE_ONLY.has(key)) return undefined;
  if (!isIdReference(property)) return key;
  if (key.endsWith('_ids')) return pluralOfIds(key);
  return key.endsWith('_id') ? key.slice(0, -'_id'.length) : key;
}

/** Resource fields derived from a request field, which change when it does. */
export const DERIVED: Readonly<Record<string, readonly string[]>> = {
  certificate_management_policy: ['certificate_management_status'],
};

/** The fields of the resource a request field may change: its own, its `Ref` form, what it derives. */
export function touchedBy(key: string): string[] {
  return [key, key.replace(/_id$/, ''), ...(key.endsWith('_ids') ? [pluralOfIds(key)] : []), ...(DERIVED[key] ?? [])];
}

function objectMember(schema: Schema, value: unknown): Schema | undefined {
  const resolved = resolve(schema);
  if (resolved.oneOf)
    return (resolved.oneOf as Schema[]).map(resolve).find((member) => member.type === 'object' && value !== null && typeof value === 'object');
  return resolved.type === 'object' || (Array.isArray(resolved.type) && resolved.type.includes('object')) ? resolved : undefined;
}

/** The body with every omitted property that has a default set to it, at every level. */
export function withDefaults(schema: Schema, value: unknown): unknown {
  const object = objectMember(schema, value);
  if (!object?.properties || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(object.properties as Record<string, Schema>)) {
    const given = (value as Record<string, unknown>)[key];
    if (given !== undefined) out[key] = withDefaults(property, given);
    else if ('default' in property) out[key] = withDefaults(property, structuredClone(property.default));
  }
  return out;
}

function isHeaderName(schema: Schema | undefined): boolean {
  return schema !== undefined && resolve(schema)['x-error-code'] === 'HEADER_NAME_INVALID';
}

/** Differences between what was sent (with defaults when `defaults`) and what was read, as messages. */
export function readbackProblems(schema: Schema, sent: unknown, got: unknown, at = ''): string[] {
  // A map cleared with `null` in a PATCH reads as the empty map, or as null where the resource shows none so
  // (docs/decisions/0052-real-service-clients.md).
  const map = resolve(schema);
  if (sent === null && map.properties === undefined && typeof map.additionalProperties === 'object' && isDeepStrictEqual(got, {})) return [];
  const object = objectMember(schema, sent);
  if (sent === null || typeof sent !== 'object' || !object) return compareLeaf(schema, sent, got, at);
  // A nullable map sent empty reads as null ("`null` or `{}` removes them all", HTTPResponseBackendUpdate).
  if (got === null && !object.properties && Object.keys(sent).length === 0 && [resolve(schema).type].flat().includes('null')) return [];
  if (got === null || typeof got !== 'object') return [`${at || '/'}: sent an object, read ${JSON.stringify(got)}`];
  const read = got as Record<string, unknown>;
  if (!object.properties) {
    // A map; header maps come back with lower-case names.
    const lower = isHeaderName(object.propertyNames);
    const expected = Object.fromEntries(Object.entries(sent).map(([k, v]) => [lower ? k.toLowerCase() : k, v]));
    return isDeepStrictEqual(expected, read) ? [] : [`${at || '/'}: sent ${JSON.stringify(expected)}, read ${JSON.stringify(read)}`];
  }
  const problems: string[] = [];
  for (const [key, value] of Object.entries(sent as Record<string, unknown>)) {
    const property = (object.properties as Record<string, Schema>)[key] ?? {};
    const shown = key in read ? key : shownAs(key, property);
    if (shown === key) {
      problems.push(...readbackProblems(property, value, read[key], `${at}/${key}`));
    } else if (shown === undefined) {
    } else if (Array.isArray(value)) {
      // A list of references reads as Refs, each referenced resource once.
      const refs = read[shown];
      const ids = Array.isArray(refs) ? refs.map((ref: { id?: string }) => ref?.id) : refs;
      if (!isDeepStrictEqual(ids, [...new Set(value)])) problems.push(`${at}/${key}: sent ${JSON.stringify(value)}, read ${shown} ${JSON.stringify(refs)}`);
    } else {
      const ref = read[shown] as { id?: string } | null | undefined;
      if (value === null ? ref !== null : ref?.id !== value) problems.push(`${at}/${key}: sent ${JSON.stringify(value)}, read ${shown} ${JSON.stringify(ref)}`);
    }
  }
  return problems;
}

function compareLeaf(schema: Schema, sent: unknown, got: unknown, at: string): string[] {
  const resolved = resolve(schema);
  let expected = sent;
  if (resolved.format === 'date-time' && typeof sent === 'string')
    expected = new Date(Math.floor(Date.parse(sent) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  if (Array.isArray(sent) && isHeaderName(resolved.items)) expected = [...new Set(sent.map((name: string) => name.toLowerCase()))];
  if (Array.isArray(sent) && !isHeaderName(resolved.items) && resolved.items) {
    if (!Array.isArray(got) || got.length !== sent.length) return [`${at}: sent ${JSON.stringify(sent)}, read ${JSON.stringify(got)}`];
    return sent.flatMap((item, i) => readbackProblems(resolved.items, item, got[i], `${at}/${i}`));
  }
  return isDeepStrictEqual(expected, got) ? [] : [`${at || '/'}: sent ${JSON.stringify(expected)}, read ${JSON.stringify(got)}`];
}

/** What a write-only input produces (spec/components/schemas/SSHCertificateAuthority.yaml: a CA shows the `key_type` it was made with). */
const PRODUCED: Readonly<Record<string, (sent: Record<string, any>, read: Record<string, any>) => string[]>> = {
  SSHCertificateAuthorityCreate: (sent, read) =>
    read.key_type === sent.private_key_type ? [] : [`/key_type: asked for ${sent.private_key_type}, read ${read.key_type}`],
};

/** {@link readbackProblems} for a request schema of the spec, plus what its write-only inputs produce. */
export function resourceProblems(schemaName: string, sent: Record<string, any>, read: Record<string, any>): string[] {
  return [...readbackProblems(schemaNamed(schemaName), sent, read), ...(PRODUCED[schemaName]?.(sent, read) ?? [])];
}
