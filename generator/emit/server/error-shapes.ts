/**
 * The error bodies a document declares, read so the server package's edge answers in them
 * (docs/decisions/0066-edge-errors-in-the-document-shape.md): per status, the JSON schema the document's operations
 * declare most often for it, and for every other status the one declared most often as `default` or for a range
 * (`4XX`) — of all error responses when there are none. Each becomes an object literal filled from the edge's `ApiError` — its message, code and status
 * where the schema has a property of a common spelling for them (`message`/`msg`/`detail`…, `code`/`type`…,
 * `status`/`status_code`…), found through nested objects (`{ error: { message } }`) and arrays of them (`{ detail:
 * [{ msg }] }`); a required property of no such spelling gets its `const`, its first `enum` value or its type's
 * empty value. A document with an error registry (ours) answers its registry's body instead, and one declaring no
 * JSON error body answers RFC 9457 problem details (the runtime's `problemDetails`).
 */
import type { IrDocument, JsonSchema } from '../../ir/types.js';
import { propertyKey, stringLiteral } from '../../naming/identifier.js';

/** An expression the generated function returns, printed as TypeScript. */
export type Fill =
  | { readonly kind: 'message' | 'code' | 'status' | 'status-text' }
  | { readonly kind: 'literal'; readonly value: unknown }
  | { readonly kind: 'array'; readonly item: Fill | undefined }
  | { readonly kind: 'object'; readonly properties: ReadonlyArray<readonly [name: string, fill: Fill]> };

export interface ErrorShape {
  /** The statuses answered in this shape; empty for the shape of every other status. */
  readonly statuses: readonly number[];
  /** The operation and the status (as written) whose declared response has this schema: its validators type names it. */
  readonly operationId: string;
  readonly status: string;
  /** The component's name, or undefined for an inline schema. */
  readonly schemaName: string | undefined;
  readonly fill: Fill;
}

/** The shapes, the one for every other status last; undefined when the document declares no JSON error body. */
export function documentErrorShapes(ir: IrDocument): ErrorShape[] | undefined {
  const declared = errorResponses(ir);
  if (declared.length === 0) return undefined;
  // What the document says of the statuses it does not list: its `default` and ranges (`4XX`), else all it declares.
  const general = declared.filter((d) => d.status === 'default' || /^[45]XX$/i.test(d.status));
  const fallback = mostDeclared(general.length > 0 ? general : declared);
  const byStatus = new Map<number, Declared>();
  for (const status of [...new Set(declared.filter((d) => /^\d{3}$/.test(d.status)).map((d) => Number(d.status)))].sort((a, b) => a - b)) {
    const chosen = mostDeclared(declared.filter((d) => d.status === String(status)));
    if (chosen.key !== fallback.key) byStatus.set(status, chosen);
  }
  const shapes = new Map<string, { first: Declared; statuses: number[] }>();
  for (const [status, chosen] of byStatus) {
    const shape = shapes.get(chosen.key) ?? { first: chosen, statuses: [] };
    shape.statuses.push(status);
    shapes.set(chosen.key, shape);
  }
  const toShape = (d: Declared, statuses: number[]): ErrorShape => ({
    statuses,
    operationId: d.operationId,
    status: d.status,
    schemaName: componentName(d.schema),
    fill: fillOf(ir, d.schema, new Set()) ?? { kind: 'object', properties: [] },
  });
  return [...[...shapes.values()].map(({ first, statuses }) => toShape(first, statuses)), toShape(fallback, [])];
}

interface Declared {
  readonly status: string;
  readonly operationId: string;
  readonly schema: JsonSchema;
  /** The schema as text, to count the responses that declare the same one. */
  readonly key: string;
}

/**
 * Every error response (4xx, 5xx, their ranges; `default` where the operation declares its success apart) with a JSON
 * body, in document order.
 */
function errorResponses(ir: IrDocument): Declared[] {
  return ir.operations.flatMap((op) => {
    const successApart = op.responses.some((r) => /^2/.test(r.status));
    return op.responses.flatMap((response) =>
      /^[45]/.test(response.status) || (response.status === 'default' && successApart)
        ? response.schema !== undefined && response.contentType !== undefined && /\bjson\b/i.test(response.contentType)
          ? [{ status: response.status, operationId: op.operationId, schema: response.schema, key: JSON.stringify(response.schema) }]
          : []
        : [],
    );
  });
}

/** The schema declared most often; the first declared of those tied. */
function mostDeclared(declared: readonly Declared[]): Declared {
  const counts = new Map<string, number>();
  for (const d of declared) counts.set(d.key, (counts.get(d.key) ?? 0) + 1);
  let best = declared[0] as Declared;
  for (const d of declared) if ((counts.get(d.key) ?? 0) > (counts.get(best.key) ?? 0)) best = d;
  return best;
}

function componentName(schema: JsonSchema): string | undefined {
  const ref = typeof schema === 'object' ? schema['$ref'] : undefined;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? decodeURIComponent(ref.slice('#/components/schemas/'.length)) : undefined;
}

/** Property spellings, compared in lower case without `_` and `-`. */
const MESSAGE = new Set(['message', 'msg', 'detail', 'description', 'errormessage', 'errordescription', 'reason', 'title']);
const CODE = new Set(['code', 'errorcode', 'type', 'errortype', 'kind']);
const STATUS = new Set(['status', 'statuscode', 'httpstatus', 'httpstatuscode', 'httpcode']);

function spelling(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/** The fill of a schema; undefined when nothing can be said for it (no slot, nothing required). */
function fillOf(ir: IrDocument, schema: JsonSchema, seen: ReadonlySet<string>): Fill | undefined {
  const resolved = resolve(ir, schema, seen);
  if (resolved === undefined) return undefined;
  const { node, within } = resolved;
  if ('const' in node) return { kind: 'literal', value: node['const'] };
  if (Array.isArray(node['enum']) && node['enum'].length > 0) return { kind: 'literal', value: node['enum'][0] };
  const type = typeOf(node);
  if (type === 'array') return { kind: 'array', item: node['items'] === undefined ? undefined : fillOf(ir, node['items'] as JsonSchema, within) };
  if (type !== 'object') return undefined;
  const { members, required } = membersOf(ir, node, within);
  const properties: Array<readonly [string, Fill]> = [];
  for (const [name, sub] of Object.entries(members)) {
    const fill = slotFill(ir, name, sub, within) ?? (required.has(name) ? (fillOf(ir, sub, within) ?? emptyOf(ir, sub, within)) : undefined);
    if (fill !== undefined) properties.push([name, fill]);
  }
  return { kind: 'object', properties };
}

/** The message, code or status where the property's name and type say so; the fill of a nested error (`error`, `detail`). */
function slotFill(ir: IrDocument, name: string, schema: JsonSchema, seen: ReadonlySet<string>): Fill | undefined {
  const resolved = resolve(ir, schema, seen);
  if (resolved === undefined) return undefined;
  const { node } = resolved;
  const type = typeOf(node);
  const key = spelling(name);
  if ('const' in node || Array.isArray(node['enum'])) return undefined;
  if (type === 'string' && key === 'type' && node['format'] === 'uri') return { kind: 'literal', value: 'about:blank' };
  if (type === 'string' && key === 'title') return { kind: 'status-text' };
  if (type === 'string' && MESSAGE.has(key)) return { kind: 'message' };
  if (type === 'string' && CODE.has(key)) return { kind: 'code' };
  if ((type === 'integer' || type === 'number') && STATUS.has(key)) return { kind: 'status' };
  if ((type === 'object' || type === 'array') && /^(error|errors|detail|details)$/.test(key)) {
    const fill = fillOf(ir, schema, seen);
    return fill !== undefined && carriesSlot(fill) ? fill : undefined;
  }
  return undefined;
}

function carriesSlot(fill: Fill): boolean {
  if (fill.kind === 'object') return fill.properties.some(([, f]) => carriesSlot(f));
  if (fill.kind === 'array') return fill.item !== undefined && carriesSlot(fill.item);
  return fill.kind === 'message' || fill.kind === 'code';
}

/** A required property's value when nothing else fills it: its type's empty value. */
function emptyOf(ir: IrDocument, schema: JsonSchema, seen: ReadonlySet<string>): Fill {
  const node = resolve(ir, schema, seen)?.node ?? {};
  switch (typeOf(node)) {
    case 'string':
      return { kind: 'literal', value: '' };
    case 'integer':
    case 'number':
      return { kind: 'literal', value: 0 };
    case 'boolean':
      return { kind: 'literal', value: false };
    case 'array':
      return { kind: 'array', item: undefined };
    case 'null':
      return { kind: 'literal', value: null };
    default:
      return { kind: 'object', properties: [] };
  }
}

/** The schema behind `$ref`s and a first `anyOf`/`oneOf` member that is not null; undefined for a cycle. */
function resolve(ir: IrDocument, schema: JsonSchema, seen: ReadonlySet<string>): { node: Record<string, unknown>; within: ReadonlySet<string> } | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const name = componentName(schema);
  if (name !== undefined) {
    if (seen.has(name)) return undefined;
    const target = ir.schemas.find((s) => s.name === name)?.schema;
    return target === undefined ? undefined : resolve(ir, target, new Set([...seen, name]));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = schema[key];
    if (Array.isArray(members) && schema['properties'] === undefined) {
      const member = members.find((m) => typeOf(resolve(ir, m as JsonSchema, seen)?.node ?? {}) !== 'null');
      if (member !== undefined) return resolve(ir, member as JsonSchema, seen);
    }
  }
  return { node: schema as Record<string, unknown>, within: seen };
}

/** Its own properties and required names and those of its `allOf` parts. */
function membersOf(ir: IrDocument, node: Record<string, unknown>, seen: ReadonlySet<string>): { members: Record<string, JsonSchema>; required: Set<string> } {
  const members: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const part of Array.isArray(node['allOf']) ? node['allOf'] : []) {
    const resolved = resolve(ir, part as JsonSchema, seen);
    if (resolved === undefined) continue;
    const inherited = membersOf(ir, resolved.node, resolved.within);
    Object.assign(members, inherited.members);
    for (const name of inherited.required) required.add(name);
  }
  Object.assign(members, node['properties'] ?? {});
  for (const name of Array.isArray(node['required']) ? node['required'] : []) required.add(String(name));
  return { members, required };
}

function typeOf(node: Record<string, unknown>): string | undefined {
  const type = node['type'];
  if (Array.isArray(type)) return type.find((t) => t !== 'null') ?? 'null';
  if (typeof type === 'string') return type;
  if (node['properties'] !== undefined || node['allOf'] !== undefined) return 'object';
  if (node['items'] !== undefined) return 'array';
  return undefined;
}

/** The fill as a TypeScript expression over `error` (an `ApiError`) and `statusText` (its status's reason phrase). */
export function printFill(fill: Fill, indent = ''): string {
  switch (fill.kind) {
    case 'message':
      return 'error.message';
    case 'code':
      return 'error.code';
    case 'status':
      return 'error.status';
    case 'status-text':
      return 'statusText(error.status)';
    case 'literal':
      return typeof fill.value === 'string' ? stringLiteral(fill.value) : (JSON.stringify(fill.value) ?? 'null');
    case 'array': {
      if (fill.item === undefined) return '[]';
      if (fill.item.kind !== 'object' || fill.item.properties.length === 0) return `[${printFill(fill.item, indent)}]`;
      return `[\n${indent}  ${printFill(fill.item, `${indent}  `)},\n${indent}]`;
    }
    case 'object': {
      if (fill.properties.length === 0) return '{}';
      const inner = `${indent}  `;
      return `{\n${fill.properties.map(([name, f]) => `${inner}${propertyKey(name)}: ${printFill(f, inner)},\n`).join('')}${indent}}`;
    }
  }
}

/** Whether the printed fill reads the error. */
export function readsError(fill: Fill): boolean {
  if (fill.kind === 'literal') return false;
  if (fill.kind === 'array') return fill.item !== undefined && readsError(fill.item);
  if (fill.kind === 'object') return fill.properties.some(([, f]) => readsError(f));
  return true;
}

/** Whether the printed fill calls `statusText`. */
export function usesStatusText(fill: Fill): boolean {
  if (fill.kind === 'status-text') return true;
  if (fill.kind === 'array') return fill.item !== undefined && usesStatusText(fill.item);
  if (fill.kind === 'object') return fill.properties.some(([, f]) => usesStatusText(f));
  return false;
}
