/**
 * Which operations page, and how (runtime/client/operation.ts `Pagination`; docs/decisions/0049-pagination-styles.md).
 * An operation's own declaration wins — `x-pagination` (the runtime's shape) or Speakeasy's
 * `x-speakeasy-pagination` — else a GET is recognised when its reading is unambiguous: the items are the body
 * (an array) or its one array property, and exactly one style's markers are present, tried in this order:
 *
 * 1. `next-url`: a string property named like a next-page URL (`next_page_uri`, `next_url`, `nextPageUrl`, …;
 *    `next` only when its format is a URI);
 * 2. `cursor`: a cursor query parameter (`cursor`, `after`, `starting_after`, `page_token`, …) and a body
 *    property that carries the next one (`next_cursor`, `next_page_token`, `last_id`, …);
 * 3. `link-header`: a success response that declares a `Link` header;
 * 4. `offset`: query parameters `offset` and `limit`;
 * 5. `page`: a query parameter `page` (with a size parameter `per_page`, `page_size`, `limit`, … when there is one).
 *
 * Two candidates of one kind (two arrays, two cursor fields) are ambiguous: no pagination, unless declared.
 */
import type { Diagnostics } from '../../diagnostics.js';
import { resolveSchema } from '../../ir/resolve-schema.js';
import type { IrDocument, IrOperation, IrParameter, JsonSchemaObject } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';
import type { Pagination } from '../../runtime/client/operation.js';
import { isSuccess } from './type-expressions.js';

export type { Pagination };

const NEXT_URL = ['next_page_uri', 'next_page_url', 'next_url', 'nextPageUri', 'nextPageUrl', 'nextUrl', 'next_link', 'nextLink'];
const NEXT_URL_IF_URI = ['next', 'next_page'];
const CURSOR_PARAMS = ['cursor', 'after', 'starting_after', 'page_token', 'pageToken', 'next_token', 'nextToken', 'continuation_token', 'continuationToken'];
const NEXT_CURSOR = [
  'next_cursor',
  'nextCursor',
  'next_page_token',
  'nextPageToken',
  'next_token',
  'nextToken',
  'continuation_token',
  'continuationToken',
  'last_id',
  'lastId',
];
const HAS_MORE = ['has_more', 'hasMore', 'has_next', 'hasNext'];
const PAGE_PARAMS = ['page', 'page_number', 'pageNumber'];
const SIZE_PARAMS = ['per_page', 'perPage', 'page_size', 'pageSize', 'limit', 'size'];

type Ir = Pick<IrDocument, 'schemas'>;

/** The operation's pagination, or undefined when it does not page (or its reading is ambiguous). */
export function paginationOf(ir: Ir, op: IrOperation, diagnostics?: Diagnostics): Pagination | undefined {
  const declared = op.extensions['x-pagination'] ?? op.extensions['x-speakeasy-pagination'];
  if (declared !== undefined) {
    const extension = op.extensions['x-pagination'] !== undefined ? 'x-pagination' : 'x-speakeasy-pagination';
    const pagination = extension === 'x-pagination' ? fromOwnExtension(declared, op) : fromSpeakeasy(declared, op);
    if (typeof pagination === 'string') {
      diagnostics?.report({
        code: 'GEN006',
        message: `${op.operationId}: ${extension} ignored: ${pagination}`,
        pointer: `${op.pointer}/${extension}`,
        hint:
          extension === 'x-pagination'
            ? '`x-pagination: { style: next-url | cursor | link-header | offset | page, items: <property path>, … }` (docs/decisions/0049-pagination-styles.md)'
            : "see Speakeasy's `x-speakeasy-pagination` (type offsetLimit, cursor or url, with inputs and outputs)",
      });
      return undefined;
    }
    return pagination;
  }
  if (op.method !== 'get') return undefined;
  return detect(ir, op);
}

/** The body of the first successful JSON response, resolved. */
function successBody(ir: Ir, op: IrOperation): JsonSchemaObject | undefined {
  const success = op.responses.find((r) => isSuccess(r) && r.schema !== undefined);
  return resolveSchema(ir, success?.schema);
}

function detect(ir: Ir, op: IrOperation): Pagination | undefined {
  const body = successBody(ir, op);
  if (body === undefined) return undefined;
  const items = itemsPath(ir, body);
  if (items === undefined) return undefined;
  const properties = propertiesOf(body);
  const query = (names: readonly string[]) => op.queryParams.filter((p) => names.includes(p.name));

  const nextUrls = [
    ...NEXT_URL.filter((name) => isStringSchema(resolveSchema(ir, properties[name] as never))),
    ...NEXT_URL_IF_URI.filter((name) => /^(uri|url|uri-reference)$/.test(String(resolveSchema(ir, properties[name] as never)?.['format'] ?? ''))),
  ];
  if (nextUrls.length > 1) return undefined;
  if (nextUrls[0] !== undefined) return { style: 'next-url', items, next: nextUrls[0] };

  const cursorParams = query(CURSOR_PARAMS);
  const cursors = NEXT_CURSOR.filter((name) => name in properties);
  if (cursorParams.length === 1 && cursors.length === 1) {
    const hasMore = HAS_MORE.filter((name) => name in properties);
    return {
      style: 'cursor',
      items,
      cursor: cursors[0] as string,
      param: (cursorParams[0] as IrParameter).name,
      ...(hasMore.length === 1 ? { hasMore: hasMore[0] as string } : {}),
    };
  }
  if (cursorParams.length > 0 || cursors.length > 0) return undefined;

  if (op.responses.some((r) => isSuccess(r) && r.headers.some((h) => h.name.toLowerCase() === 'link'))) return { style: 'link-header', items };

  const offset = query(['offset']);
  const limit = query(['limit']);
  if (offset.length === 1 && limit.length === 1) return { style: 'offset', items, offset: 'offset', limit: 'limit' };

  const pages = query(PAGE_PARAMS);
  if (pages.length === 1) {
    const sizes = query(SIZE_PARAMS);
    return { style: 'page', items, page: (pages[0] as IrParameter).name, ...(sizes.length === 1 ? { size: (sizes[0] as IrParameter).name } : {}) };
  }
  return undefined;
}

/** '' when the body is the array; else its one array property; undefined when there is none or several. */
function itemsPath(ir: Ir, body: JsonSchemaObject): string | undefined {
  if (isArraySchema(body)) return '';
  const arrays = Object.entries(propertiesOf(body)).filter(([, schema]) => isArraySchema(resolveSchema(ir, schema as never)));
  return arrays.length === 1 ? arrays[0]?.[0] : undefined;
}

function propertiesOf(schema: JsonSchemaObject): Record<string, unknown> {
  const properties = schema['properties'];
  return properties !== null && typeof properties === 'object' ? (properties as Record<string, unknown>) : {};
}

function isArraySchema(schema: JsonSchemaObject | undefined): boolean {
  const type = schema?.['type'];
  return type === 'array' || (Array.isArray(type) && type.includes('array')) || (schema !== undefined && 'items' in schema && type === undefined);
}

function isStringSchema(schema: JsonSchemaObject | undefined): boolean {
  const type = schema?.['type'];
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

const STYLES = ['next-url', 'cursor', 'link-header', 'offset', 'page'];
const PATH = /^(?:[A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*)*)?$/;

/** `x-pagination`: the runtime's own shape, checked field by field. A string is why it is refused. */
function fromOwnExtension(value: unknown, op: IrOperation): Pagination | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'not an object';
  const v = value as Record<string, unknown>;
  const style = v['style'];
  if (typeof style !== 'string' || !STYLES.includes(style)) return `style must be one of ${STYLES.join(', ')}`;
  const text = (key: string, required: boolean): string | undefined | Error => {
    const field = v[key];
    if (field === undefined) return required ? new Error(`${style} needs \`${key}\``) : undefined;
    if (typeof field !== 'string' || !PATH.test(field)) return new Error(`\`${key}\` must be a property path such as \`data\` or \`meta.next\``);
    return field;
  };
  const param = (key: string, required: boolean): string | undefined | Error => {
    const field = v[key];
    if (field === undefined) return required ? new Error(`${style} needs \`${key}\` (a query parameter)`) : undefined;
    if (typeof field !== 'string' || !op.queryParams.some((p) => p.name === field))
      return new Error(`\`${key}\` must name a query parameter of the operation, not ${JSON.stringify(field)}`);
    return field;
  };
  const fields: Record<string, string | undefined | Error> = { items: text('items', false) ?? '' };
  if (style === 'next-url') fields['next'] = text('next', true);
  if (style === 'cursor') Object.assign(fields, { cursor: text('cursor', true), param: param('param', true), hasMore: text('hasMore', false) });
  if (style === 'offset') Object.assign(fields, { offset: param('offset', true), limit: param('limit', false) });
  if (style === 'page') Object.assign(fields, { page: param('page', true), size: param('size', false) });
  const problem = Object.values(fields).find((f): f is Error => f instanceof Error);
  if (problem !== undefined) return problem.message;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, f]) => f !== undefined));
  return { style, ...defined } as Pagination;
}

/**
 * Speakeasy's `x-speakeasy-pagination`: `type` `offsetLimit` (an `offset` or `page` input, maybe a `limit`),
 * `cursor` (a `cursor` input, `outputs.nextCursor`) or `url` (`outputs.nextUrl`); `outputs.results` the items,
 * JSONPath limited to `$` and dotted properties.
 */
function fromSpeakeasy(value: unknown, op: IrOperation): Pagination | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'not an object';
  const v = value as { type?: unknown; inputs?: unknown; outputs?: unknown };
  const inputs = Array.isArray(v.inputs) ? (v.inputs as Record<string, unknown>[]) : [];
  const outputs = v.outputs !== null && typeof v.outputs === 'object' ? (v.outputs as Record<string, unknown>) : {};
  const input = (type: string): string | undefined => {
    const found = inputs.find((i) => i['type'] === type && (i['in'] === undefined || i['in'] === 'parameters'));
    const name = found?.['name'];
    return typeof name === 'string' && op.queryParams.some((p) => p.name === name) ? name : undefined;
  };
  const path = (key: string): string | undefined => {
    const expression = outputs[key];
    if (typeof expression !== 'string') return undefined;
    const match = /^\$((?:\.[A-Za-z_$][\w$-]*)*)$/.exec(expression.trim());
    return match === null ? undefined : (match[1] ?? '').slice(1);
  };
  const items = path('results') ?? '';
  if (v.type === 'url') {
    const next = path('nextUrl');
    return next === undefined ? '`outputs.nextUrl` must be a JSONPath such as `$.next`' : { style: 'next-url', items, next };
  }
  if (v.type === 'cursor') {
    const param = input('cursor');
    const cursor = path('nextCursor');
    if (param === undefined) return 'no `cursor` input naming a query parameter of the operation';
    if (cursor === undefined) return '`outputs.nextCursor` must be a JSONPath such as `$.next_cursor`';
    return { style: 'cursor', items, cursor, param };
  }
  if (v.type === 'offsetLimit') {
    const limit = input('limit');
    const offset = input('offset');
    if (offset !== undefined) return { style: 'offset', items, offset, ...(limit === undefined ? {} : { limit }) };
    const page = input('page');
    if (page !== undefined) return { style: 'page', items, page, ...(limit === undefined ? {} : { size: limit }) };
    return 'offsetLimit needs an `offset` or `page` input naming a query parameter of the operation';
  }
  return 'type must be offsetLimit, cursor or url';
}

/** The TypeScript type of one item, from the page type: the array at `items` (nullable steps removed). */
export function itemTypeExpression(pageType: string, items: string): string {
  let type = pageType;
  for (const key of items === '' ? [] : items.split('.')) type = `NonNullable<${type}>[${stringLiteral(key)}]`;
  return `NonNullable<${type}>[number]`;
}
