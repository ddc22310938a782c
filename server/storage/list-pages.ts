import { timestampOfMillis } from '../context.js';
import type { JsonPiece } from '../http/json-text.js';
import type { Queryable } from './database.js';
import type { ListOptions } from './resources.js';

/*
 * A list page of a kind whose stored body is the rest of its API JSON (server/resources/crud.ts,
 * `storedBodyIsApi`), as the text of its items: one statement on PostgreSQL, which writes each item's
 * JSON itself (the head's `id`, `uri` and `created_at`, then the stored members), so the server neither
 * parses rows into dates and objects nor joins strings per item; from the read index on the embedded
 * database, as pieces that share the index's text. Either way the answer is pieces of text written out
 * as they are (server/http/json-text.ts), never one string of the whole page and then its bytes
 * (docs/decisions/0068-list-pages-as-text.md).
 */

export interface JsonListQuery extends Omit<ListOptions, 'parentId'> {
  /** An item's `uri` is this followed by its id. */
  readonly uriPrefix: string;
  /** The parent named by the path: its children are listed, and only when it is the account's resource of that kind. */
  readonly parent?: { readonly kind: string; readonly id: string } | undefined;
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
  if (query.parent !== undefined && (await index.getJson(query.parent.kind, accountId, query.parent.id)) === undefined) return NOT_FOUND;
  const page = await index.listJson(kind, accountId, { beforeId: query.beforeId, limit: query.limit, parentId: query.parent?.id });
  const uriOpen = JSON.stringify(query.uriPrefix).slice(0, -1);
  const parts: string[] = [];
  for (let i = 0; i < page.items.length; i += 1) {
    const item = page.items[i]!;
    const id = JSON.stringify(item.id);
    const head = `${i === 0 ? '' : ','}{"id":${id},"uri":${uriOpen}${id.slice(1)},"created_at":"${timestampOfMillis(item.createdAt)}"`;
    // The body is an object's text, `{…}`: its members follow the head's, shared with the index (a slice, not a copy).
    const members = item.body.slice(1);
    if (members === '}') parts.push(`${head}}`);
    else parts.push(`${head},`, members);
  }
  return { parentFound: true, parts, lastId: page.items.at(-1)?.id, hasMore: page.hasMore };
}

interface PageRow {
  /** Items of the row, separated by commas; null on the one row of an empty page. */
  items: string | null;
  last_id: string | null;
  has_more: boolean;
  parent_found: boolean;
}

async function pageFromDatabase(db: Queryable, kind: string, accountId: string, query: JsonListQuery): Promise<JsonListPage> {
  const params: unknown[] = [accountId, kind, query.limit, query.uriPrefix];
  let where = 'account_id = $1 AND kind = $2';
  let parentFound = 'true';
  if (query.parent !== undefined) {
    params.push(query.parent.id, query.parent.kind);
    where += ` AND parent_id = $${params.length - 1}`;
    parentFound = `EXISTS (SELECT 1 FROM resources WHERE id = $${params.length - 1} AND account_id = $1 AND kind = $${params.length})`;
  }
  if (query.beforeId !== undefined) {
    params.push(query.beforeId);
    where += ` AND id < $${params.length}`;
  }
  // `item` is what crud.ts's storedJsonAnswer writes: the head, then the body's members as jsonb writes them.
  // One row more than asked tells whether an older page exists; its text is not joined. The items are joined
  // in rows of about ROW_BYTES, and every row (at least one, even for an empty page) carries the page's facts.
  const sql = `WITH page AS (
       SELECT id, '{"id":' || to_json(id)::text || ',"uri":' || to_json($4::text || id)::text
              || ',"created_at":"' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '"'
              || CASE WHEN body = '{}'::jsonb THEN '}' ELSE ',' || substr(body::text, 2) END AS item
         FROM resources WHERE ${where} ORDER BY id DESC LIMIT $3::int + 1
     ), numbered AS (
       SELECT id, item, row_number() OVER w AS n, (sum(octet_length(item)) OVER w - octet_length(item)) / ${ROW_BYTES} AS part
         FROM page WINDOW w AS (ORDER BY id DESC)
     ), parts AS (
       SELECT part, string_agg(item, ',' ORDER BY id DESC) AS items, min(id) AS last_id FROM numbered WHERE n <= $3::int GROUP BY part
     )
     SELECT parts.items, parts.last_id, (SELECT count(*) FROM page) > $3::int AS has_more, ${parentFound} AS parent_found
       FROM (SELECT 1) AS one LEFT JOIN parts ON true ORDER BY parts.part`;
  let first: PageRow | undefined;
  let lastId: string | undefined;
  const items: JsonPiece[] = [];
  const take = (row: PageRow) => {
    first ??= row;
    lastId = row.last_id ?? undefined;
    if (row.items !== null) items.push(row.items);
  };
  if (db.queryEach === undefined) {
    for (const row of (await db.query<PageRow>(sql, params)).rows) take(row);
  } else {
    // A page of more than one row (over ~64 KiB) is held as bytes: each row's text is copied as it arrives and
    // dropped, so it dies young in V8's heap. Held as text until the page was sent, the rows of four worst-case
    // pages (29 MiB) were promoted to the old generation each time, collected only by a later full collection
    // (bench/RESULTS.md "Worst-case lists on PostgreSQL: rows as bytes"). An ordinary page, one row, stays text.
    await db.queryEach<PageRow>(sql, params, (row) => {
      take(row);
      if (items.length < 2) return;
      if (items.length === 2) items[0] = Buffer.from(items[0] as string, 'utf8');
      items[items.length - 1] = Buffer.from(items.at(-1) as string, 'utf8');
    });
  }
  const parts: JsonPiece[] = [];
  for (const piece of items) {
    if (parts.length > 0) parts.push(',');
    parts.push(piece);
  }
  if (first === undefined || !first.parent_found) return NOT_FOUND;
  return { parentFound: true, parts, lastId, hasMore: first.has_more };
}
