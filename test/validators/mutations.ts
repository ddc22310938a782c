/**
 * Systematic mutations of a valid request body, each with the problem it must cause: every field set
 * to a wrong type, past its range, over its byte limit, outside its enum/pattern/format; an unknown
 * field in every object; every required field removed. Derived from the spec's own schema, so a new
 * field gets its mutations without touching the test.
 */
export interface Mutation {
  readonly description: string;
  readonly value: unknown;
  readonly pointer: string;
  readonly rule: string;
}

type Schema = Record<string, unknown>;
export type Resolve = (ref: string) => Schema;

export function mutationsOf(root: unknown, rootSchema: Schema, resolve: Resolve): Mutation[] {
  const found: Mutation[] = [];
  const visit = (value: unknown, schema: Schema, path: readonly string[]): void => {
    const s = flatten(schema, resolve);
    if (s === undefined) return;
    const pointer = toPointer(path);
    const set = (replacement: unknown): unknown => setAt(root, path, replacement);
    const types = typesOf(s);
    const wrong = [12345, 'text', true, ['x'], { x: 1 }].find((candidate) => !accepts(types, candidate));
    if (types.length > 0 && wrong !== undefined && path.length > 0) {
      found.push({ description: `${pointer} of the wrong type`, value: set(wrong), pointer, rule: 'type' });
    }
    if (typeof value === 'number') {
      if (typeof s['maximum'] === 'number') found.push({ description: `${pointer} above its maximum`, value: set(s['maximum'] + 1), pointer, rule: 'maximum' });
      if (typeof s['minimum'] === 'number') found.push({ description: `${pointer} below its minimum`, value: set(s['minimum'] - 1), pointer, rule: 'minimum' });
    }
    if (typeof value === 'string') {
      const bytes = s['x-max-bytes'];
      if (typeof bytes === 'number') {
        // Three-byte characters: within any character limit of the same size, over the byte limit.
        found.push({ description: `${pointer} over its byte limit`, value: set('€'.repeat(Math.floor(bytes / 3) + 1)), pointer, rule: 'x-max-bytes' });
      }
      if (Array.isArray(s['enum'])) {
        found.push({ description: `${pointer} outside its enum`, value: set('not-one-of-them'), pointer, rule: 'enum' });
      } else if (typeof s['pattern'] === 'string' && !new RegExp(s['pattern'], 'u').test('!')) {
        found.push({ description: `${pointer} not matching its pattern`, value: set('!'), pointer, rule: 'pattern' });
      } else if (s['format'] === 'date-time') {
        found.push({ description: `${pointer} not an RFC 3339 date-time`, value: set('yesterday'), pointer, rule: 'format' });
      }
    }
    if (Array.isArray(value) && value.length > 0 && isSchemaObject(s['items'])) visit(value[0], s['items'], [...path, '0']);
    if (isPlainObject(value)) {
      const properties = isPlainObject(s['properties']) ? (s['properties'] as Record<string, Schema>) : {};
      const extra = s['additionalProperties'];
      if (Object.keys(properties).length > 0 || extra === false) {
        found.push({
          description: `unknown field in ${pointer || 'the body'}`,
          value: set({ ...value, unexpected_field: 1 }),
          pointer: `${pointer}/unexpected_field`,
          rule: 'additionalProperties',
        });
      }
      for (const field of Array.isArray(s['required']) ? (s['required'] as string[]) : []) {
        if (!(field in value)) continue;
        const { [field]: _removed, ...rest } = value;
        found.push({ description: `${pointer}/${field} missing`, value: set(rest), pointer: `${pointer}/${field}`, rule: 'required' });
      }
      for (const [field, fieldValue] of Object.entries(value)) {
        const fieldSchema = properties[field] ?? (isSchemaObject(extra) ? extra : undefined);
        if (fieldSchema !== undefined) visit(fieldValue, fieldSchema, [...path, field]);
      }
      const names = isSchemaObject(s['propertyNames']) ? flatten(s['propertyNames'], resolve) : undefined;
      const namePattern = names?.['pattern'];
      // A key the pattern refuses, among a few that patterns commonly do.
      const invalidKey = typeof namePattern === 'string' ? ['not a key!', 'nul\u0000key'].find((key) => !new RegExp(namePattern, 'u').test(key)) : undefined;
      if (invalidKey !== undefined) {
        // The new entry's value is one the map already holds, so that the key is the only thing wrong with it.
        const validValue = Object.values(value)[0] ?? '';
        const shown = JSON.stringify(invalidKey).slice(1, -1);
        found.push({
          description: `${pointer} with the invalid key "${shown}"`,
          value: set({ ...value, [invalidKey]: validValue }),
          pointer: `${pointer}/${invalidKey.replace(/~/g, '~0').replace(/\//g, '~1')}`,
          rule: 'pattern',
        });
      }
    }
  };
  visit(root, rootSchema, []);
  return found;
}

/** Follows `$ref`s, merges `allOf`, and takes the non-null alternative of `oneOf: [X, {type: null}]`. */
function flatten(schema: Schema, resolve: Resolve, depth = 0): Schema | undefined {
  if (depth > 20) return undefined;
  let s: Schema = { ...schema };
  if (typeof s['$ref'] === 'string') {
    const { $ref, ...rest } = s;
    s = { ...flatten(resolve($ref as string), resolve, depth + 1), ...rest };
  }
  if (Array.isArray(s['allOf'])) {
    const { allOf, ...rest } = s;
    for (const member of allOf as Schema[]) {
      const m = flatten(member, resolve, depth + 1) ?? {};
      s = { ...m, ...rest, properties: { ...(m['properties'] as object), ...(rest['properties'] as object) } };
    }
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = s[key];
    if (!Array.isArray(list)) continue;
    const nonNull = (list as Schema[]).filter((m) => m['type'] !== 'null');
    if (nonNull.length !== 1) return undefined; // a real union: its mutations are not derivable here
    const { [key]: _list, ...rest } = s;
    s = { ...flatten(nonNull[0]!, resolve, depth + 1), ...rest, nullable: true };
  }
  return s;
}

function typesOf(s: Schema): string[] {
  const t = s['type'];
  const types = typeof t === 'string' ? [t] : Array.isArray(t) ? (t as string[]) : [];
  return s['nullable'] === true ? [...types, 'null'] : types;
}

function accepts(types: readonly string[], value: unknown): boolean {
  if (types.length === 0) return true;
  if (Array.isArray(value)) return types.includes('array');
  if (typeof value === 'number') return types.includes('number') || (Number.isInteger(value) && types.includes('integer'));
  if (value === null) return types.includes('null');
  return types.includes(typeof value);
}

function setAt(root: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(root)) return root.map((item, i) => (String(i) === head ? setAt(item, rest, replacement) : item));
  return { ...(root as object), [head]: setAt((root as Record<string, unknown>)[head], rest, replacement) };
}

function toPointer(path: readonly string[]): string {
  return path.map((token) => `/${token.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isSchemaObject(value: unknown): value is Schema {
  return isPlainObject(value);
}
