/**
 * Invalid and borderline bodies made from valid ones: one mutation at one place of the body, chosen from what
 * the schema says about that place (docs/decisions/0004-error-registry.md lists what the API refuses). Each
 * mutation says whether the API must refuse it (`mustReject`) or may accept it (a borderline value).
 */
import fc from 'fast-check';
import { refName, resolve, type Schema, schemaNamed } from './spec-operations.js';
import { textOverBytes } from './text.js';

export interface Mutated {
  body: unknown;
  /** What was done where, for the failure message. */
  what: string;
  mustReject: boolean;
}

interface Site {
  /** JSON path from the body's root to the value (keys and indexes). */
  path: (string | number)[];
  schema: Schema;
  /** The schema of the object holding the site, when the site is one of its properties. */
  holder?: Schema;
  /** Whether the value is present in the body. */
  present: boolean;
}

/** Every place of `value` a mutation can touch: present values, absent properties, map entries. */
function sitesOf(schema: Schema, value: unknown, path: (string | number)[] = [], holder?: Schema): Site[] {
  const resolved = nonNull(schema, value);
  const sites: Site[] = [{ path, schema, present: value !== undefined, ...(holder ? { holder } : {}) }];
  if (value === undefined || value === null || typeof value !== 'object') return sites;
  if (Array.isArray(value)) {
    if (resolved.items) {
      value.forEach((item, i) => {
        sites.push(...sitesOf(resolved.items, item, [...path, i]));
      });
    }
    return sites;
  }
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  for (const [key, property] of Object.entries(properties)) sites.push(...sitesOf(property, (value as Record<string, unknown>)[key], [...path, key], resolved));
  if (!resolved.properties && typeof resolved.additionalProperties === 'object') {
    for (const [key, item] of Object.entries(value)) sites.push(...sitesOf(resolved.additionalProperties, item, [...path, key]));
  }
  return sites;
}

/** The member of a nullable `oneOf` that fits the value (or the schema itself). */
function nonNull(schema: Schema, value: unknown): Schema {
  const resolved = resolve(schema);
  if (!resolved.oneOf) return resolved;
  const members = (resolved.oneOf as Schema[]).map(resolve);
  return members.find((m) => m.type !== 'null' && (value === undefined || value !== null)) ?? members[0]!;
}

function typesOf(schema: Schema): Set<string> {
  const resolved = resolve(schema);
  if (resolved.oneOf) return new Set((resolved.oneOf as Schema[]).flatMap((m) => [...typesOf(m)]));
  if ('not' in resolved) return new Set();
  const types = [resolved.type].flat().filter((t): t is string => typeof t === 'string');
  return new Set(types.includes('integer') ? [...types, 'number'] : types);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const OTHER_TYPES: unknown[] = [0, -1, 1.5, 2 ** 53, true, false, null, '', 'x', [], ['x'], {}, { a: 1 }];

/** Marks "remove the property" in the value slot. */
const REMOVE = Symbol('remove');

function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: any = Array.isArray(body) ? [...body] : { ...(body as object) };
  const [head, ...rest] = path;
  if (rest.length === 0 && value === REMOVE) delete copy[head!];
  else copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

function pointer(path: (string | number)[]): string {
  return path.length === 0 ? '/' : `/${path.join('/')}`;
}

/** Nested arrays `depth` deep around `inner`. */
export function nested(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { d: value };
  return value;
}

function idPatternOf(schema: Schema): string | undefined {
  const resolved = resolve(schema);
  return typeof resolved.pattern === 'string' && typeof schema.$ref === 'string' && /Id$/.test(refName(schema.$ref)) ? resolved.pattern : undefined;
}

/** The mutations that apply at a site, each as an arbitrary of the value to put there. */
function mutationsAt(site: Site, realIds: readonly string[]): { name: string; value: fc.Arbitrary<unknown>; mustReject: boolean }[] {
  const types = typesOf(site.schema);
  const resolved = nonNull(site.schema, undefined);
  const out: { name: string; value: fc.Arbitrary<unknown>; mustReject: boolean }[] = [];
  const key = site.path.at(-1);
  const isProperty = site.holder !== undefined && typeof key === 'string';
  if (site.path.length > 0 && (site.present || isProperty)) {
    const wrong = OTHER_TYPES.filter((value) => !types.has(jsonType(value)) && !(jsonType(value) === 'integer' && types.has('number')));
    if (wrong.length > 0) out.push({ name: 'wrong type', value: fc.constantFrom(...wrong), mustReject: true });
    out.push({ name: 'deep nesting', value: fc.integer({ min: 50, max: 3000 }).map((depth) => nested(depth)), mustReject: true });
  }
  if ('not' in resolve(site.schema) && isProperty) out.push({ name: 'immutable field', value: fc.constantFrom('x', 1, null, {}), mustReject: true });
  if (!site.present) return out;
  if (isProperty && (site.holder!.required ?? []).includes(key)) out.push({ name: 'required field removed', value: fc.constant(REMOVE), mustReject: true });
  if (types.has('string')) {
    out.push({ name: 'NUL character', value: fc.constantFrom('\u0000', 'a\u0000b', `${'x'.repeat(10)}\u0000`), mustReject: true });
    out.push({ name: 'lone surrogate', value: fc.constantFrom('\ud800', 'a\udfffb', '\ud83d'), mustReject: true });
    // Borderline where nothing limits the field: a pattern that admits `é`s (header values) admits it.
    const limited =
      resolved.enum !== undefined ||
      resolved['x-max-bytes'] !== undefined ||
      resolved.maxLength !== undefined ||
      (typeof resolved.pattern === 'string' && !new RegExp(resolved.pattern).test('ééé'));
    out.push({ name: 'huge string', value: fc.integer({ min: 10_000, max: 60_000 }).map((n) => 'é'.repeat(n)), mustReject: limited });
    if (typeof resolved['x-max-bytes'] === 'number') out.push({ name: 'over the byte limit', value: textOverBytes(resolved['x-max-bytes']), mustReject: true });
    // The enum of a create field may list its zero value `""` (docs/decisions/0032-zero-values-on-create.md).
    if (resolved.enum)
      out.push({
        name: 'not in the enum',
        value: fc.constantFrom('', 'nope', String(resolved.enum.at(-1)).toUpperCase(), ` ${resolved.enum.at(-1)}`).filter((v) => !resolved.enum.includes(v)),
        mustReject: true,
      });
    if (resolved['x-error-code'] === 'HEADER_VALUE_INVALID')
      out.push({ name: 'CR/LF in a header value', value: fc.constantFrom('a\r\nSet-Cookie: x=1', 'a\nb', '\r', 'a\rb'), mustReject: true });
    if (resolved['x-error-code'] === 'HEADER_NAME_INVALID')
      out.push({ name: 'bad header name', value: fc.constantFrom('X Bad', 'a:b', 'a\r\nb', '', 'é'), mustReject: true });
    if (resolved.format === 'date-time')
      out.push({ name: 'bad date-time', value: fc.constantFrom('2024-13-01T00:00:00Z', 'yesterday', '2024-01-01', '1969-12-31T23:59:59Z'), mustReject: true });
    const idPattern = idPatternOf(site.schema);
    if (idPattern) {
      // A real id of another kind (docs/decisions/0006-ids.md: a body reference with the wrong prefix → 400),
      // and malformed ones.
      const otherKind = realIds.find((id) => !new RegExp(idPattern).test(id))!;
      out.push({
        name: 'bad id',
        value: fc.constantFrom(
          otherKind,
          'nope',
          `${otherKind}x`,
          otherKind.replace(/_.*/, '_'),
          'ipp_000000000000000000000000000',
          'ipp_3MPDGDOBYkN0NhDKFrxvyhcfkx!',
        ),
        mustReject: true,
      });
      // Well-formed but unknown (docs/decisions/0010-referenced-resources.md: a missing reference → 400 with
      // the kind's reference code).
      const prefix = idPattern.slice(1, idPattern.indexOf('_')).replace(/\((\w+)\|[^)]*\)/, '$1');
      out.push({ name: 'unknown id', value: fc.constant(`${prefix}_2QeKtgHQLJBYKG4LsI7iKl7oF9b`), mustReject: true });
    }
  }
  if (types.has('integer')) {
    const min = resolved.minimum;
    const max = resolved.maximum;
    const values: unknown[] = [1.5, 1e300, -1e300, 2 ** 64];
    if (typeof min === 'number') values.push(min - 1);
    if (typeof max === 'number') values.push(max + 1);
    out.push({ name: 'out of range', value: fc.constantFrom(...values), mustReject: true });
  }
  if (resolved.type === 'object' && resolved.additionalProperties === false) {
    out.push({
      name: 'unknown field',
      value: fc.constantFrom('zz_unknown', 'Description', '__proto__', 'constructor', '', 'a\u0000').map((name) => addProperty(name, 'x')),
      mustReject: true,
    });
  }
  if (resolved.type === 'object' && !resolved.properties && typeof resolved.additionalProperties === 'object') {
    // Map keys are text too: NUL and lone surrogates cannot be stored (TEXT_NOT_STORABLE), whatever the key means.
    const entry = typesOf(resolved.additionalProperties).has('string') ? 'x' : 1;
    out.push({ name: 'unstorable map key', value: fc.constantFrom('a\u0000b', '\ud800', 'x\udc00').map((name) => addProperty(name, entry)), mustReject: true });
    // Borderline: keys an object prototype has (refused or stored as keys, never acted on).
    out.push({
      name: 'prototype-named map key',
      value: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty').map((name) => addProperty(name, entry)),
      mustReject: false,
    });
  }
  return out;
}

/** Marks "add a property named … with value …" in the value slot. */
const ADD_PROPERTY = '\u0001add-property';

function addProperty(name: string, value: unknown): Record<string, unknown> {
  return { [ADD_PROPERTY]: { name, value } };
}

function apply(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (value && typeof value === 'object' && ADD_PROPERTY in value) {
    const added = (value as Record<string, { name: string; value: unknown }>)[ADD_PROPERTY]!;
    // JSON.parse (which the server uses) makes `__proto__` an own property; so does this.
    const target = path.length === 0 ? body : path.reduce((node: any, k) => node[k], body);
    const copy = { ...(target as object) };
    Object.defineProperty(copy, added.name, { value: added.value, enumerable: true, configurable: true, writable: true });
    return setAt(body, path, copy);
  }
  return setAt(body, path, value);
}

/** One mutation at one place of a valid body of `schemaName`. */
export function mutatedBody(schemaName: string, valid: fc.Arbitrary<Record<string, unknown>>, realIds: readonly string[]): fc.Arbitrary<Mutated> {
  const schema = schemaNamed(schemaName);
  return valid.chain((body) => {
    const choices = sitesOf(schema, body).flatMap((site) => mutationsAt(site, realIds).map((m) => ({ site, ...m })));
    return fc
      .constantFrom(...choices)
      .chain(({ site, name, value, mustReject }) =>
        value.map((v): Mutated => ({ body: apply(body, site.path, v), what: `${name} at ${pointer(site.path)}`, mustReject })),
      );
  });
}

/**
 * Every mutation at every place of `body`, each with one sampled value: wrong types for each field,
 * byte limits, NUL, CR/LF, bad ids, … deterministic for a seed.
 */
export function everyMutation(schemaName: string, body: Record<string, unknown>, realIds: readonly string[], seed: number): Mutated[] {
  return sitesOf(schemaNamed(schemaName), body).flatMap((site) =>
    mutationsAt(site, realIds).map(({ name, value, mustReject }) => ({
      body: apply(body, site.path, fc.sample(value, { seed, numRuns: 1 })[0]),
      what: `${name} at ${pointer(site.path)}`,
      mustReject,
    })),
  );
}
