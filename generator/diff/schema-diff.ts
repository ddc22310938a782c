/**
 * Compares two versions of a JSON Schema in the direction data flows: in a request the client writes
 * the value (so anything the new schema refuses that the old one accepted breaks it); in a response it
 * reads it (so anything the old schema promised that the new one no longer does breaks it).
 */
import type { JsonSchema, JsonSchemaObject } from '../ir/types.js';
import type { Change, Severity } from './change.js';

export type Direction = 'request' | 'response';

export interface SchemaSide {
  readonly schema: JsonSchema;
  /** Where the schema is in its bundled document. */
  readonly pointer: string;
  /** Component schemas of its document, by name, for `$ref`s. */
  readonly components: ReadonlyMap<string, JsonSchema>;
}

interface Walk {
  readonly direction: Direction;
  /** The operation part: `POST /backends/weighted request body`. */
  readonly where: string;
  /** The value inside it, pointer-like: `/backends/{*}`; empty for the whole body. */
  readonly field: string;
  readonly changes: Change[];
  readonly visited: Set<string>;
}

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'x-max-bytes'] as const;
const REF = /^#\/components\/schemas\/(.+)$/;

export function compareSchemas(base: SchemaSide, head: SchemaSide, direction: Direction, where: string, changes: Change[]): void {
  walk(base, head, { direction, where, field: '', changes, visited: new Set() });
}

function walk(baseIn: SchemaSide, headIn: SchemaSide, w: Walk): void {
  const base = resolve(baseIn);
  const head = resolve(headIn);
  const key = `${base.pointer}|${head.pointer}|${w.direction}`;
  if (w.visited.has(key)) return;
  w.visited.add(key);
  if (typeof base.schema !== 'object' || typeof head.schema !== 'object') return;
  const b = base.schema;
  const h = head.schema;
  const add = (severity: Severity, rule: string, message: string, side: 'base' | 'head' = 'head') =>
    w.changes.push({ severity, rule, message: `${label(w)}: ${message}`, pointer: side === 'head' ? head.pointer : base.pointer, side });
  const req = w.direction === 'request';

  const bt = types(b, base.components);
  const ht = types(h, head.components);
  const bCore = [...bt].filter((t) => t !== 'null').sort();
  const hCore = [...ht].filter((t) => t !== 'null').sort();
  if (bCore.length > 0 && hCore.length > 0 && !sameTypes(bCore, hCore)) {
    add('breaking', 'type-changed', `type changed from ${bCore.join('|')} to ${hCore.join('|')}`);
    return;
  }
  if (bCore.includes('integer') !== hCore.includes('integer') && bCore.length > 0 && hCore.length > 0) {
    const widened = bCore.includes('integer');
    add(
      widened === req ? 'safe' : widened ? 'risky' : 'breaking',
      widened ? 'integer-to-number' : 'number-to-integer',
      widened ? 'now accepts any number, not only integers' : 'now accepts integers only',
    );
  }
  if (bt.has('null') && !ht.has('null')) add(req ? 'breaking' : 'safe', 'null-removed', 'no longer accepts null');
  if (!bt.has('null') && ht.has('null')) add(req ? 'safe' : 'breaking', 'made-nullable', 'may now be null');

  compareEnums(b, h, req, add);
  compareBounds(b, h, req, add);
  comparePatterns(b, h, add);
  // A format added is a narrowing like a pattern added (risky); removing one from a request only widens it.
  if (b['format'] !== h['format'] && (b['format'] !== undefined || req))
    add('risky', 'format-changed', `format changed from ${String(b['format'] ?? 'none')} to ${String(h['format'] ?? 'none')}`);

  compareConstraints(b, h, req, add);
  compareProperties(base, head, w);
  for (const keyword of ['items', 'additionalProperties', 'propertyNames'] as const) {
    const bs = b[keyword];
    const hs = h[keyword];
    if (typeof bs === 'object' && typeof hs === 'object' && bs !== null && hs !== null) {
      walk(
        { ...base, schema: bs as JsonSchema, pointer: `${base.pointer}/${keyword}` },
        { ...head, schema: hs as JsonSchema, pointer: `${head.pointer}/${keyword}` },
        { ...w, field: `${w.field}${keyword === 'items' ? '[]' : keyword === 'additionalProperties' ? '/{*}' : '/{key}'}` },
      );
    }
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const bs = nonNull(b[keyword]);
    const hs = nonNull(h[keyword]);
    if (bs.length === hs.length) {
      bs.forEach(([bi, bSchema], n) => {
        const [hi, hSchema] = hs[n]!;
        walk(
          { ...base, schema: bSchema, pointer: `${base.pointer}/${keyword}/${bi}` },
          { ...head, schema: hSchema, pointer: `${head.pointer}/${keyword}/${hi}` },
          w,
        );
      });
    } else if (bs.length > 0 || hs.length > 0) {
      add('risky', 'alternatives-changed', `${keyword} alternatives changed from ${bs.length} to ${hs.length}`);
    }
  }
}

function compareProperties(base: SchemaSide, head: SchemaSide, w: Walk): void {
  const b = base.schema as JsonSchemaObject;
  const h = head.schema as JsonSchemaObject;
  const bp = (b['properties'] ?? {}) as Record<string, JsonSchema>;
  const hp = (h['properties'] ?? {}) as Record<string, JsonSchema>;
  const bReq = new Set((b['required'] ?? []) as string[]);
  const hReq = new Set((h['required'] ?? []) as string[]);
  const req = w.direction === 'request';
  for (const name of Object.keys(bp)) {
    if (name in hp) continue;
    const child = { ...w, field: `${w.field}/${name}` };
    const pointer = `${base.pointer}/properties/${escapeToken(name)}`;
    if (req)
      w.changes.push({
        severity: h['additionalProperties'] === false ? 'breaking' : 'risky',
        rule: 'request-field-removed',
        message: `${label(child)}: request field removed`,
        pointer,
        side: 'base',
      });
    else w.changes.push({ severity: 'breaking', rule: 'response-field-removed', message: `${label(child)}: response field removed`, pointer, side: 'base' });
  }
  for (const name of Object.keys(hp)) {
    const child = { ...w, field: `${w.field}/${name}` };
    const hPointer = `${head.pointer}/properties/${escapeToken(name)}`;
    if (!(name in bp)) {
      if (req && hReq.has(name))
        w.changes.push({
          severity: 'breaking',
          rule: 'request-field-added-required',
          message: `${label(child)}: new required request field`,
          pointer: hPointer,
          side: 'head',
        });
      else
        w.changes.push({
          severity: 'safe',
          rule: req ? 'request-field-added' : 'response-field-added',
          message: `${label(child)}: new ${req ? 'optional request' : 'response'} field`,
          pointer: hPointer,
          side: 'head',
        });
      continue;
    }
    if (req && !bReq.has(name) && hReq.has(name))
      w.changes.push({
        severity: 'breaking',
        rule: 'request-field-made-required',
        message: `${label(child)}: request field made required`,
        pointer: hPointer,
        side: 'head',
      });
    if (!req && bReq.has(name) && !hReq.has(name))
      w.changes.push({
        severity: 'breaking',
        rule: 'response-field-made-optional',
        message: `${label(child)}: response field made optional`,
        pointer: hPointer,
        side: 'head',
      });
    walk({ ...base, schema: bp[name]!, pointer: `${base.pointer}/properties/${escapeToken(name)}` }, { ...head, schema: hp[name]!, pointer: hPointer }, child);
  }
}

/**
 * Keywords that relate values or fields (`propertyNames`, `dependentSchemas`, `if`/`then`/`else`, `not`,
 * `allOf`): one added to a request refuses what was sent before; one removed from a response may let
 * through what was never sent. Their content is compared as a whole (a changed one is risky).
 */
const CONSTRAINT_KEYWORDS = ['propertyNames', 'dependentSchemas', 'dependentRequired', 'if', 'then', 'else', 'not', 'allOf'] as const;

function compareConstraints(b: JsonSchemaObject, h: JsonSchemaObject, req: boolean, add: (s: Severity, r: string, m: string) => void): void {
  for (const keyword of CONSTRAINT_KEYWORDS) {
    const bv = b[keyword];
    const hv = h[keyword];
    if (bv === undefined && hv !== undefined) add(req ? 'breaking' : 'safe', 'constraint-added', `${keyword} added`);
    else if (bv !== undefined && hv === undefined) add(req ? 'safe' : 'risky', 'constraint-removed', `${keyword} removed`);
    // propertyNames is walked like a schema of its own when both sides have it.
    else if (bv !== undefined && keyword !== 'propertyNames' && JSON.stringify(bv) !== JSON.stringify(hv))
      add('risky', 'constraint-changed', `${keyword} changed`);
  }
}

function compareEnums(b: JsonSchemaObject, h: JsonSchemaObject, req: boolean, add: (s: Severity, r: string, m: string) => void): void {
  if (!Array.isArray(b['enum']) || !Array.isArray(h['enum'])) {
    if (!Array.isArray(b['enum']) && Array.isArray(h['enum']))
      add(req ? 'breaking' : 'safe', 'enum-added', `now limited to ${h['enum'].map((v) => JSON.stringify(v)).join(', ')}`);
    return;
  }
  const hv = new Set(h['enum'].map((v) => JSON.stringify(v)));
  const bv = new Set(b['enum'].map((v) => JSON.stringify(v)));
  const removed = [...bv].filter((v) => !hv.has(v));
  const added = [...hv].filter((v) => !bv.has(v));
  if (removed.length > 0) add(req ? 'breaking' : 'risky', 'enum-value-removed', `enum value${removed.length > 1 ? 's' : ''} ${removed.join(', ')} removed`);
  if (added.length > 0) add(req ? 'safe' : 'risky', 'enum-value-added', `enum value${added.length > 1 ? 's' : ''} ${added.join(', ')} added`);
}

function compareBounds(b: JsonSchemaObject, h: JsonSchemaObject, req: boolean, add: (s: Severity, r: string, m: string) => void): void {
  const report = (keyword: string, narrowed: boolean) => {
    const text = `${keyword} changed from ${String(b[keyword] ?? 'none')} to ${String(h[keyword] ?? 'none')}`;
    if (narrowed) add(req ? 'breaking' : 'safe', keyword === 'x-max-bytes' ? 'byte-limit-narrowed' : 'range-narrowed', text);
    else add(req ? 'safe' : 'risky', keyword === 'x-max-bytes' ? 'byte-limit-widened' : 'range-widened', text);
  };
  for (const keyword of LOWER_BOUNDS) {
    const bv = b[keyword];
    const hv = h[keyword];
    if (bv === hv) continue;
    if (typeof hv === 'number' && (typeof bv !== 'number' || hv > bv)) report(keyword, true);
    else report(keyword, false);
  }
  for (const keyword of UPPER_BOUNDS) {
    const bv = b[keyword];
    const hv = h[keyword];
    if (bv === hv) continue;
    if (typeof hv === 'number' && (typeof bv !== 'number' || hv < bv)) report(keyword, true);
    else report(keyword, false);
  }
}

function comparePatterns(b: JsonSchemaObject, h: JsonSchemaObject, add: (s: Severity, r: string, m: string) => void): void {
  if (b['pattern'] === h['pattern'] && b['x-id-prefix'] === h['x-id-prefix']) return;
  const bPrefix = idPrefix(b);
  const hPrefix = idPrefix(h);
  if (bPrefix !== undefined && bPrefix !== hPrefix) {
    add('breaking', 'id-prefix-changed', `id prefix changed from ${bPrefix}_ to ${hPrefix === undefined ? 'none' : `${hPrefix}_`}`);
    return;
  }
  if (b['pattern'] !== h['pattern'])
    add('risky', 'pattern-changed', `pattern changed from ${String(b['pattern'] ?? 'none')} to ${String(h['pattern'] ?? 'none')}`);
}

/** `x-id-prefix`, or the literal prefix of an id pattern like `^bkdtg_[0-9A-Za-z]{27}$`. */
function idPrefix(s: JsonSchemaObject): string | undefined {
  if (typeof s['x-id-prefix'] === 'string') return s['x-id-prefix'];
  const match = typeof s['pattern'] === 'string' ? /^\^([a-z]+)_\[/.exec(s['pattern']) : null;
  return match?.[1];
}

function resolve(side: SchemaSide): SchemaSide {
  let current = side;
  for (let depth = 0; depth < 32; depth++) {
    const s = current.schema;
    if (typeof s !== 'object' || typeof s['$ref'] !== 'string') return current;
    const name = REF.exec(s['$ref'])?.[1];
    const target = name === undefined ? undefined : current.components.get(decodeURIComponent(name));
    if (target === undefined) return current;
    current = { ...current, schema: target, pointer: `/components/schemas/${name}` };
  }
  return current;
}

/** The JSON types a schema accepts; `null` included when it is nullable (3.1 type arrays or `oneOf` with null). */
function types(s: JsonSchemaObject, components: ReadonlyMap<string, JsonSchema>): Set<string> {
  const out = new Set<string>();
  const t = s['type'];
  if (typeof t === 'string') out.add(t);
  else if (Array.isArray(t)) for (const x of t) out.add(String(x));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = s[keyword];
    if (!Array.isArray(list)) continue;
    for (const alt of list) {
      const r = resolve({ schema: alt as JsonSchema, pointer: '', components });
      if (typeof r.schema === 'object') for (const x of types(r.schema, components)) out.add(x);
    }
  }
  if (out.size === 0 && typeof s['properties'] === 'object') out.add('object');
  return out;
}

function sameTypes(a: string[], b: string[]): boolean {
  // integer → number widens a response and narrows a request; treat it as the same family.
  const norm = (x: string[]) => x.map((t) => (t === 'integer' ? 'number' : t)).join(',');
  return norm(a) === norm(b);
}

function nonNull(list: unknown): Array<[number, JsonSchema]> {
  if (!Array.isArray(list)) return [];
  return list.map((s, i) => [i, s as JsonSchema] as [number, JsonSchema]).filter(([, s]) => !(typeof s === 'object' && s['type'] === 'null'));
}

function label(w: Walk): string {
  return w.field === '' ? w.where : `${w.where} ${w.field}`;
}

function escapeToken(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
