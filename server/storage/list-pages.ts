import { createHash } from 'node:crypto';
import { type JsonPiece, STREAM_ABOVE } from '../http/json-text.js';
import type { Queryable } from './database.js';
import { PageBytes } from './page-bytes.js';
import type { ListOptions } from './resources.js';
import { type Selection, selectedEndOfAnswer, selectedEndSql, selectionParam } from './selection.js';
import { TurnBatches } from './turn-batches.js';
import { holdYoungGeneration } from './young-generation.js';

/*
 * A list page of a kind that stores its answers (server/resources/crud.ts `storedBodyIsApi`,
 * stored-answers.ts), as the text of its items: each item is `{"id":…,"uri":…,` and its stored answer
 * (docs/decisions/0087-stored-answers.md). One statement on PostgreSQL, which joins the stored texts, so
 * neither it nor the server writes JSON per row; from the read index on the embedded database, as pieces
 * that share the index's text. Either way the answer is pieces of text written out as they are
 * (server/http/json-text.ts), never one string of the whole page and then its bytes
 * (docs/decisions/0068-list-pages-as-text.md).
 */

export interface JsonListQuery extends Omit<ListOptions, 'parentId'> {
  /** An item's `uri` is this followed by its id. */
  readonly uriPrefix: string;
  /** The parent named by the path: its children are listed, and only when it is the account's resource of that kind. */
  readonly parent?: { readonly kind: string; readonly id: string } | undefined;
  /**
   * What each item ends with in place of its stored answer's closing brace: members a read computes, the same for
   * every item of the page, and `}` (a tunnel group backend's `,"tunnels":[]}`, server/resources/crud.ts readMembers).
   */
  readonly itemEnd?: string | undefined;
  /**
   * Members that differ by item, in place of each stored answer's closing brace: a label selection (selection.ts), a
   * tunnel group backend's `tunnels`. Not with `itemEnd`.
   */
  readonly selection?: Selection | undefined;
}

export interface JsonListPage {
  /** False when `parent` is not a resource of the account of that kind (then nothing else is read). */
  readonly parentFound: boolean;
  /** The items' API JSON newest first, as pieces whose concatenation is the items separated by commas. */
  readonly parts: readonly JsonPiece[];
  /** The id of the last (oldest) item, when the page has items. */
  readonly lastId: string | undefined;
  /** Whether older resources exist after the last item. */
  readonly hasMore: boolean;
  /** Where `parts` holds bytes lent from reused slabs: released by each answer that sends the page (page-bytes.ts). */
  readonly bytes?: PageBytes;
}

/**
 * Rows of the PostgreSQL page carry about this many bytes of items each: one row for an ordinary page, and a
 * worst-case page (8 MiB) arrives in rows that `pg` reads without growing its buffer to the page's size.
 */
const ROW_BYTES = 64 * 1024;

const NOT_FOUND: JsonListPage = { parentFound: false, parts: [], lastId: undefined, hasMore: false };

/** A page of the account's resources of `kind`, newest first, as the API JSON of each item. */
export async function listPageJson(db: Queryable, kind: string, accountId: string, query: JsonListQuery): Promise<JsonListPage> {
  if (!Number.isInteger(query.limit) || query.limit < 1) throw new RangeError(`listPageJson: limit must be a positive integer, got ${query.limit}`);
  const index = db.readIndex;
  if (index === undefined) return pageFromDatabase(db, kind, accountId, query);
  if (query.parent !== undefined && !(await index.has(query.parent.kind, accountId, query.parent.id))) return NOT_FOUND;
  const page = await index.listAnswers(kind, accountId, { beforeId: query.beforeId, limit: query.limit, parentId: query.parent?.id });
  const uriOpen = JSON.stringify(query.uriPrefix).slice(1, -1);
  const { itemEnd, selection } = query;
  const parts: JsonPiece[] = [];
  // A selection's ends are made for this page: past STREAM_ABOVE code units of them, bytes in slabs reused from page
  // to page (page-bytes.ts), so that they die young and are not promoted to V8's old generation while the page is
  // sent (docs/decisions/0086-worst-case-list-memory.md); a page's first ends stay text.
  let madeLength = 0;
  let bytes: PageBytes | undefined;
  for (let i = 0; i < page.items.length; i += 1) {
    const item = page.items[i]!;
    // The ids of resources with stored answers need no escaping (stored-answers.ts); the answer is the index's string,
    // not a copy (nor is a slice of it: V8 makes a view of the string).
    parts.push(`${i === 0 ? '' : ','}{"id":"${item.id}","uri":"${uriOpen}${item.id}",`);
    if (selection !== undefined) {
      const end = selectedEndOfAnswer(selection, item.answer);
      madeLength += end.length;
      if (madeLength > STREAM_ABOVE) bytes ??= new PageBytes();
      parts.push(item.answer.slice(0, -1), bytes === undefined ? end : bytes.append(end));
    } else if (itemEnd === undefined) parts.push(item.answer);
    else parts.push(item.answer.slice(0, -1), itemEnd);
  }
  const listed = { parentFound: true, parts, lastId: page.items.at(-1)?.id, hasMore: page.hasMore };
  return bytes === undefined ? listed : { ...listed, bytes };
}

interface PageRow {
  /** Which list of the statement (1-based, in the order asked). */
  n: string;
  /** Items of the row, separated by commas; null on the one row of an empty page, and on a row holding only the extra item. */
  items: string | null;
  last_id: string | null;
  has_more: boolean | null;
  /** True when an item of the row has no stored answer (string_agg would leave it out). */
  unanswered: boolean | null;
  parent_found: boolean;
}

interface PageAsk {
  readonly kind: string;
  readonly accountId: string;
  readonly query: JsonListQuery;
  /** The query's selection as its parameter (selection.ts `selectionParam`) and that text's digest, when it has one. */
  readonly selection?: { readonly param: string; readonly digest: string } | undefined;
}

/**
 * Pages read outside transactions on PostgreSQL: the lists asked in one turn of the event loop go as one
 * statement per shape (with or without a parent, with or without a cursor, so that each keeps the plan of its
 * index), and the same list asked twice is read once (turn-batches.ts). Each list's rows are filtered by its
 * own account in the statement: nothing of one list's account reaches another's.
 */
const batches = new TurnBatches<PageAsk, JsonListPage>({
  // A selection is one parameter of the statement: lists of one selection (the same online tunnels) share a statement.
  shape: ({ query, selection }) => `${query.parent !== undefined}/${query.beforeId !== undefined}/${selection?.digest ?? ''}`,
  key: ({ kind, accountId, query, selection }) =>
    JSON.stringify([accountId, kind, query.limit, query.uriPrefix, query.parent?.kind, query.parent?.id, query.beforeId, query.itemEnd, selection?.digest]),
  // A statement holds its pages in memory until its last row arrives: a few worst-case pages (7 MiB each), not dozens.
  maxPerStatement: 8,
  run: (db, asks) => (asks[0]!.selection === undefined ? pagesFromDatabase(db, asks) : pagesInRows(db, asks)),
  shared: (page, asks) => page.bytes?.sharedBy(asks),
});

/**
 * The parameter of the last selection that had a key, with its digest: up to 1.9 MB of labels (100 online tunnels'),
 * which a list of the same account's backends with the same tunnels online does not make again. Made anew for each
 * list, four concurrent worst-case lists left 7.4 MB a round in V8's large-object space until a full collection.
 */
let lastSelection: { readonly key: string; readonly param: string; readonly digest: string } | undefined;

function selectionAsked(selection: Selection): { param: string; digest: string } {
  if (selection.key !== undefined && lastSelection?.key === selection.key) return lastSelection;
  const param = selectionParam(selection);
  const made = { param, digest: createHash('sha256').update(param).digest('base64') };
  if (selection.key !== undefined) lastSelection = { key: selection.key, ...made };
  return made;
}

function pageFromDatabase(db: Queryable, kind: string, accountId: string, query: JsonListQuery): Promise<JsonListPage> {
  // A selection goes once, as one parameter, to the statement in rows (a page of any size: with one, the items' sizes
  // are not known before it runs). Lists that ask the same page with the same selection at once are read once, as
  // other lists are: four lists of a worst-case page hold one page, not four.
  const ask: PageAsk = { kind, accountId, query, selection: query.selection === undefined ? undefined : selectionAsked(query.selection) };
  if ('inTransaction' in db) return (ask.selection === undefined ? pagesFromDatabase(db, [ask]) : pagesInRows(db, [ask])).then((pages) => pages[0]!);
  return batches.get(db, ask);
}

const statements = new Map<string, string>();

/** A list's filter, its parameters and its parent's check in the statements of one shape. */
function shapeOf(parent: boolean, before: boolean) {
  const columns = ['account_id', 'kind', 'lim', 'uri_prefix', 'item_end'];
  const types = ['text[]', 'text[]', 'int[]', 'text[]', 'text[]'];
  let filter = (r: string) => `${r}.account_id = q.account_id AND ${r}.kind = q.kind`;
  let parentFound = 'true';
  if (parent) {
    columns.push('parent_id', 'parent_kind');
    types.push('text[]', 'text[]');
    const withoutParent = filter;
    filter = (r) => `${withoutParent(r)} AND ${r}.parent_id = q.parent_id`;
    parentFound = 'EXISTS (SELECT 1 FROM resources WHERE id = q.parent_id AND account_id = q.account_id AND kind = q.parent_kind)';
  }
  if (before) {
    columns.push('before_id');
    types.push('text[]');
    const withoutBefore = filter;
    filter = (r) => `${withoutBefore(r)} AND ${r}.id < q.before_id`;
  }
  const lists = `unnest(${types.map((type, i) => `$${i + 1}::${type}`).join(', ')}) WITH ORDINALITY AS q(${columns.join(', ')}, n)`;
  // A selection (one list's alone) is the parameter after the lists' columns.
  return { filter, parentFound, lists, selectionParam: `$${types.length + 1}::jsonb` };
}

/**
 * An item of a page: what crud.ts's storedJsonAnswer writes, `{"id":…,"uri":…,` then the stored answer (`uri_prefix` as
 * written inside a JSON string), its closing brace replaced by `item_end` when the list has one (JsonListQuery
 * `itemEnd`), or by what the selection in the parameter `selection` selects for it (selection.ts); the same bytes
 * (test/storage/stored-answer-bytes.test.ts).
 */
function item(selection: string | undefined): string {
  const head = `'{"id":"' || r.id || '","uri":"' || q.uri_prefix || r.id || '",'`;
  if (selection !== undefined) return `${head} || left(r.answer, -1) || ${selectedEndSql('r', selection)}`;
  return `${head} || CASE WHEN q.item_end IS NULL THEN r.answer ELSE left(r.answer, -1) || q.item_end END`;
}

/**
 * The statement that reads lists of one shape whole, each in one row: its items joined in one aggregate over
 * the page (no window, no grouping: a page costs PostgreSQL about half what the statement in rows below does),
 * and whether an older page exists one probe of the index after the oldest item. A page whose items take more
 * than ROW_BYTES is not sent (`items` null, `bytes` says why): it is read again in rows (pagesInRowsStatement).
 */
export function pagesStatement(parent: boolean, before: boolean): string {
  const key = `whole/${parent}/${before}`;
  const cached = statements.get(key);
  if (cached !== undefined) return cached;
  const { filter, parentFound, lists } = shapeOf(parent, before);
  const statement = `SELECT q.n, p.items, p.last_id, p.has_more, p.unanswered, p.bytes, ${parentFound} AS parent_found
  FROM ${lists}
  LEFT JOIN LATERAL (
    SELECT CASE WHEN sum(octet_length(item)) <= ${ROW_BYTES} THEN string_agg(item, ',' ORDER BY id DESC) END AS items,
           min(id) AS last_id, sum(octet_length(item)) AS bytes, bool_or(item IS NULL) AS unanswered,
           EXISTS (SELECT 1 FROM resources o WHERE ${filter('o')} AND o.id < min(page.id)) AS has_more
      FROM (SELECT r.id, ${item(undefined)} AS item FROM resources r WHERE ${filter('r')} ORDER BY r.id DESC LIMIT q.lim) AS page
  ) AS p ON true
 ORDER BY q.n`;
  statements.set(key, statement);
  return statement;
}

/**
 * The statement for lists of one shape in rows of about ROW_BYTES, each list its parameters' element (`unnest … WITH
 * ORDINALITY`): for pages too large for one row. Each list reads one row more than asked, which tells whether an
 * older page exists and is not joined. The items are joined in rows of about ROW_BYTES (a running sum over the
 * index's order: no sort), and every row of a list (at least one, even for an empty page) carries its facts.
 */
export function pagesInRowsStatement(parent: boolean, before: boolean, selection = false): string {
  const key = `rows/${parent}/${before}/${selection}`;
  const cached = statements.get(key);
  if (cached !== undefined) return cached;
  const { filter, parentFound, lists, selectionParam } = shapeOf(parent, before);
  const statement = `SELECT q.n, p.items, p.last_id, p.has_more, p.unanswered, ${parentFound} AS parent_found
  FROM ${lists}
  LEFT JOIN LATERAL (
    SELECT part, string_agg(item, ',' ORDER BY id DESC) FILTER (WHERE rn <= q.lim) AS items,
           min(id) FILTER (WHERE rn <= q.lim) AS last_id, bool_or(rn > q.lim) AS has_more,
           bool_or(item IS NULL) FILTER (WHERE rn <= q.lim) AS unanswered
      FROM (SELECT id, item, row_number() OVER w AS rn, (sum(octet_length(item)) OVER w - octet_length(item)) / ${ROW_BYTES} AS part
              FROM (SELECT r.id, ${item(selection ? selectionParam : undefined)} AS item FROM resources r WHERE ${filter('r')} ORDER BY r.id DESC LIMIT q.lim + 1) AS page
              WINDOW w AS (ORDER BY id DESC ROWS UNBOUNDED PRECEDING)) AS numbered
     GROUP BY part
  ) AS p ON true
 ORDER BY q.n, p.part`;
  statements.set(key, statement);
  return statement;
}

interface WholePageRow {
  n: string;
  /** The items, separated by commas; null for an empty page, and for one over ROW_BYTES. */
  items: string | null;
  last_id: string | null;
  has_more: boolean | null;
  unanswered: boolean | null;
  /** The items' bytes (a bigint's text); null for an empty page. */
  bytes: string | null;
  parent_found: boolean;
}

/**
 * The pages of `asks` (all of one shape), in their order: one statement reads each whole (pagesStatement), and
 * the few too large for one row are read again, in rows (pagesInRows).
 */
async function pagesFromDatabase(db: Queryable, asks: readonly PageAsk[]): Promise<JsonListPage[]> {
  const parent = asks[0]!.query.parent !== undefined;
  const before = asks[0]!.query.beforeId !== undefined;
  const { rows } = await db.query<WholePageRow>(pagesStatement(parent, before), paramsOf(asks, parent, before));
  if (rows.length !== asks.length) throw new Error(`listPageJson: ${rows.length} rows for ${asks.length} lists`);
  const pages: JsonListPage[] = [];
  const large: number[] = [];
  for (const [i, row] of rows.entries()) {
    if (!row.parent_found) {
      pages[i] = NOT_FOUND;
      continue;
    }
    if (row.unanswered === true) throw new Error(`listPageJson: a resource of ${asks[i]!.kind} has no stored answer`);
    if (row.bytes !== null && Number(row.bytes) > ROW_BYTES) {
      large.push(i);
      continue;
    }
    pages[i] = { parentFound: true, parts: row.items === null ? [] : [row.items], lastId: row.last_id ?? undefined, hasMore: row.has_more === true };
  }
  if (large.length > 0) {
    const again = await pagesInRows(
      db,
      large.map((i) => asks[i]!),
    );
    for (const [k, i] of large.entries()) pages[i] = again[k]!;
  }
  return pages;
}

function paramsOf(asks: readonly PageAsk[], parent: boolean, before: boolean): unknown[] {
  const params: unknown[] = [
    asks.map((ask) => ask.accountId),
    asks.map((ask) => ask.kind),
    asks.map((ask) => ask.query.limit),
    asks.map((ask) => JSON.stringify(ask.query.uriPrefix).slice(1, -1)),
    asks.map((ask) => ask.query.itemEnd ?? null),
  ];
  if (parent)
    params.push(
      asks.map((ask) => ask.query.parent!.id),
      asks.map((ask) => ask.query.parent!.kind),
    );
  if (before) params.push(asks.map((ask) => ask.query.beforeId!));
  return params;
}

/**
 * The pages of `asks` (all of one shape), in their order, in rows of about ROW_BYTES each, from one statement; their
 * selection, when they have one, is one parameter, sent as it is.
 */
async function pagesInRows(db: Queryable, asks: readonly PageAsk[]): Promise<JsonListPage[]> {
  const parent = asks[0]!.query.parent !== undefined;
  const before = asks[0]!.query.beforeId !== undefined;
  // Asks of one statement share their selection (its digest is part of their shape).
  const selection = asks[0]!.selection;
  const params = paramsOf(asks, parent, before);
  if (selection !== undefined) params.push(selection.param);
  const sql = pagesInRowsStatement(parent, before, selection !== undefined);
  const lists: { parentFound: boolean; items: JsonPiece[]; lastId: string | undefined; hasMore: boolean; bytes?: PageBytes }[] = [];
  const take = (row: PageRow, asBytes: boolean) => {
    const n = Number(row.n);
    if (n === lists.length + 1) lists.push({ parentFound: row.parent_found, items: [], lastId: undefined, hasMore: false });
    else if (n !== lists.length) throw new Error(`listPageJson: no row for list ${lists.length + 1} of ${asks.length}`);
    const list = lists[n - 1]!;
    if (row.has_more === true) list.hasMore = true;
    if (row.unanswered === true) throw new Error(`listPageJson: a resource of ${asks[n - 1]!.kind} has no stored answer`);
    if (row.items === null) return;
    list.items.push(row.items);
    list.lastId = row.last_id ?? undefined;
    // A page of more than one row (over ~64 KiB) is held as bytes: each row's text is copied as it arrives and
    // dropped, so it dies young in V8's heap. Held as text until the page was sent, the rows of four worst-case
    // pages (29 MiB) were promoted to the old generation each time, collected only by a later full collection
    // (bench/RESULTS.md "Worst-case lists on PostgreSQL: rows as bytes"). The copies go into slabs reused from
    // page to page (page-bytes.ts), not a Buffer each. An ordinary page, one row, stays text.
    if (!asBytes || list.items.length < 2) return;
    list.bytes ??= new PageBytes();
    if (list.items.length === 2) list.items[0] = list.bytes.append(list.items[0] as string);
    list.items[list.items.length - 1] = list.bytes.append(list.items.at(-1) as string);
  };
  // Up to eight pages of 7.7 MiB of rows parsed and dropped (and `pg`'s socket reads under them): no reason for V8 to
  // grow its young generation for them, and keep it. Unheld, four concurrent worst-case lists on a loaded machine
  // doubled it (16 MiB more, for good) in one round of three (young-generation.ts; bench/RESULTS.md, "Worst-case
  // lists: a page read in rows holds the young generation"). Without a selection, a page is read in rows only when
  // the statement that reads pages whole found it large. A selection's page is read in rows whatever its size: its
  // list holds the young generation itself when the selection is large (crud.ts), and an ordinary one (a few tunnels
  // online) must not keep it small for the creates around it, as holding every list would.
  const release = selection === undefined ? holdYoungGeneration() : undefined;
  try {
    if (db.queryEach === undefined) {
      for (const row of (await db.query<PageRow>(sql, params)).rows) take(row, false);
    } else {
      await db.queryEach<PageRow>(sql, params, (row) => take(row, true));
    }
  } finally {
    release?.();
  }
  if (lists.length !== asks.length) throw new Error(`listPageJson: no row for list ${lists.length + 1} of ${asks.length}`);
  return lists.map(({ parentFound, items, lastId, hasMore, bytes }) => {
    if (!parentFound) return NOT_FOUND;
    const parts: JsonPiece[] = [];
    for (const piece of items) {
      if (parts.length > 0) parts.push(',');
      parts.push(piece);
    }
    return bytes === undefined ? { parentFound: true, parts, lastId, hasMore } : { parentFound: true, parts, lastId, hasMore, bytes };
  });
}
