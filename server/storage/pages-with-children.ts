import { timestampOfMillis } from '../context.js';
import type { JsonPiece } from '../http/json-text.js';
import type { Queryable } from './database.js';
import type { JsonListPage } from './list-pages.js';
import { membersWithout } from './omit-member.js';
import { PageBytes } from './page-bytes.js';
import { TurnBatches } from './turn-batches.js';
import { holdYoungGeneration } from './young-generation.js';

/*
 * A list page whose items carry their children, written as text from what is stored: an HTTPS edge with its routes
 * (docs/decisions/0061-edge-routes-bound.md), the largest page there is (7.7 MiB at every request bound). Each item
 * is `{"id":…,"uri":…,"created_at":…` and the members of its stored body but one (`modules`, which the answer does
 * not carry), then `"<children>":[…]`, its newest children oldest first, each `{"id":…,"uri":…,"created_at":…,
 * "<parent member>":…` and its own body's members but that one. The same values as the kinds' `toApi`
 * (test/server/https-edge-routes-on-edge.test.ts compares them); the embedded database writes its bodies' text as it
 * holds it, PostgreSQL jsonb's (with its spaces).
 *
 * Answered from objects, four such pages at once took the server 40-90 MiB over its idle memory and more at each
 * round: the objects of a page lived while it was sent, long enough to be promoted to V8's old generation, and
 * PostgreSQL's ten statements a page (one per edge) were parsed into objects too
 * (docs/decisions/0086-worst-case-list-memory.md). Now no JSON is parsed or written: the embedded database's pages
 * are pieces of the read index's text, PostgreSQL's one statement for the items and one for their children, whose
 * rows go into the reused slabs of page-bytes.ts as they arrive.
 */

/** What a page with children is made of: the kinds, the member left out, and how children are named. */
export interface ChildrenOfPage {
  readonly kind: string;
  readonly childKind: string;
  /** The items' member holding their children (`routes`). */
  readonly childrenKey: string;
  /** The children's member naming their parent (`edge_id`). */
  readonly parentKey: string;
  /** The most children an item carries, its newest ones. */
  readonly childLimit: number;
  /** The path segment of the children below their parent's URI (`routes`). */
  readonly childPath: string;
  /** The member of both bodies that the answers leave out. */
  readonly omit: string;
}

export interface ChildrenPageQuery {
  readonly beforeId: string | undefined;
  readonly limit: number;
  /** An item's `uri` is this followed by its id; a child's, this, its parent's id, `/<childPath>/` and its id. */
  readonly uriPrefix: string;
}

/** A page of the account's resources of `page.kind`, newest first, each with its children. */
export async function listPageWithChildren(db: Queryable, page: ChildrenOfPage, accountId: string, query: ChildrenPageQuery): Promise<JsonListPage> {
  if (!Number.isInteger(query.limit) || query.limit < 1) throw new RangeError(`listPageWithChildren: limit must be a positive integer, got ${query.limit}`);
  const index = db.readIndex;
  if (index === undefined) {
    if ('inTransaction' in db) return fromDatabase(db, { page, accountId, query });
    return batches.get(db, { page, accountId, query });
  }
  const uriOpen = JSON.stringify(query.uriPrefix).slice(1, -1);
  const items = await index.listBodies(page.kind, accountId, { beforeId: query.beforeId, limit: query.limit });
  const parts: string[] = [];
  for (const [i, item] of items.items.entries()) {
    parts.push(`${i === 0 ? '' : ','}{"id":"${item.id}","uri":"${uriOpen}${item.id}","created_at":"${timestampOfMillis(item.createdAt)}"`);
    parts.push(...membersWithout(item.body, page.omit), `,"${page.childrenKey}":[`);
    const children = await index.listBodies(page.childKind, accountId, { parentId: item.id, limit: page.childLimit });
    for (let c = children.items.length - 1; c >= 0; c -= 1) {
      const child = children.items[c]!;
      parts.push(
        `${c === children.items.length - 1 ? '' : ','}{"id":"${child.id}","uri":"${uriOpen}${item.id}/${page.childPath}/${child.id}","created_at":"${timestampOfMillis(child.createdAt)}","${page.parentKey}":"${item.id}"`,
        ...membersWithout(child.body, page.omit),
        '}',
      );
    }
    parts.push(']}');
  }
  return { parentFound: true, parts, lastId: items.items.at(-1)?.id, hasMore: items.hasMore };
}

/** `created_at` as the API writes it (docs/decisions/0011-timestamps.md), in SQL. */
const CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The body but `$omit` as text, made once per row (PostgreSQL does not share a repeated expression, and each
 * `body - $omit` copies the whole body, a route's modules up to 256 KiB among it): a lateral join beside the row's table.
 */
const WITHOUT_OMITTED = (body: string, omit: string) => `CROSS JOIN LATERAL (SELECT (${body} - ${omit}::text)::text AS members) AS m`;

/** The members of that text after a comma (nothing for none), in SQL: its text without its braces. */
const MEMBERS = `CASE WHEN m.members = '{}' THEN '' ELSE ',' || substr(m.members, 2, length(m.members) - 2) END`;

interface PageAsk {
  readonly page: ChildrenOfPage;
  readonly accountId: string;
  readonly query: ChildrenPageQuery;
}

/**
 * Pages read outside transactions on PostgreSQL: the same page asked in one turn of the event loop is read once, its
 * slabs lent to each answer (turn-batches.ts, as list-pages.ts does for stored answers); distinct pages each on
 * their own two statements.
 */
const batches = new TurnBatches<PageAsk, JsonListPage>({
  shape: ({ page }) => page.kind,
  key: ({ page, accountId, query }) => JSON.stringify([accountId, page.kind, query.limit, query.uriPrefix, query.beforeId]),
  maxPerStatement: 1,
  run: async (db, asks) => [await fromDatabase(db, asks[0]!)],
  shared: (page, asks) => page.bytes?.sharedBy(asks),
});

interface ItemRow {
  id: string;
  /** The item's text up to its children: its head and members. */
  head: string;
}

interface ChildRow {
  parent_id: string;
  /** The child's whole text. */
  item: string;
}

async function fromDatabase(db: Queryable, { page, accountId, query }: PageAsk): Promise<JsonListPage> {
  const uriOpen = JSON.stringify(query.uriPrefix).slice(1, -1);
  const before = query.beforeId === undefined ? '' : ' AND id < $5';
  const itemParams: unknown[] = [accountId, page.kind, query.limit + 1, uriOpen];
  if (query.beforeId !== undefined) itemParams.push(query.beforeId);
  const { rows: items } = await db.query<ItemRow>(
    `SELECT id, '{"id":"' || id || '","uri":"' || $4::text || id || '","created_at":"' || ${CREATED_AT} || '"' || ${MEMBERS} AS head
       FROM resources ${WITHOUT_OMITTED('body', `$${itemParams.length + 1}`)} WHERE account_id = $1 AND kind = $2${before} ORDER BY id DESC LIMIT $3`,
    [...itemParams, page.omit],
  );
  const hasMore = items.length > query.limit;
  const pageItems = items.slice(0, query.limit);
  const children = new Map<string, JsonPiece[]>();
  let bytes: PageBytes | undefined;
  if (pageItems.length > 0) {
    const sql = `SELECT r.parent_id, '{"id":"' || r.id || '","uri":"' || $4::text || r.parent_id || '/' || $5::text || '/' || r.id || '","created_at":"' || ${CREATED_AT.replace('created_at', 'r.created_at')}
                        || '","' || $6::text || '":"' || r.parent_id || '"' || ${MEMBERS} || '}' AS item
                   FROM unnest($3::text[]) AS p(id)
                   CROSS JOIN LATERAL (SELECT id, parent_id, created_at, body FROM resources
                                        WHERE account_id = $1 AND kind = $2 AND parent_id = p.id ORDER BY id DESC LIMIT $8) AS r
                   ${WITHOUT_OMITTED('r.body', '$7')}
                  ORDER BY r.parent_id, r.id`;
    const params = [accountId, page.childKind, pageItems.map((item) => item.id), uriOpen, page.childPath, page.parentKey, page.omit, page.childLimit];
    // Each child's text copied into the page's slabs as its row arrives, and dropped: it dies young (page-bytes.ts).
    const take = (row: ChildRow) => {
      let list = children.get(row.parent_id);
      if (list === undefined) {
        list = [];
        children.set(row.parent_id, list);
      }
      if (list.length > 0) list.push(',');
      if (db.queryEach === undefined) {
        list.push(row.item);
      } else {
        bytes ??= new PageBytes();
        list.push(bytes.append(row.item));
      }
    };
    // Up to 7.7 MiB of rows parsed and dropped: no reason for V8 to grow its young generation for them (young-generation.ts).
    const release = holdYoungGeneration();
    try {
      if (db.queryEach === undefined) for (const row of (await db.query<ChildRow>(sql, params)).rows) take(row);
      else await db.queryEach<ChildRow>(sql, params, take);
    } finally {
      release();
    }
  }
  const parts: JsonPiece[] = [];
  for (const [i, item] of pageItems.entries()) {
    parts.push(`${i === 0 ? '' : ','}${item.head},"${page.childrenKey}":[`, ...(children.get(item.id) ?? []), ']}');
  }
  const answer: JsonListPage = { parentFound: true, parts, lastId: pageItems.at(-1)?.id, hasMore };
  return bytes === undefined ? answer : { ...answer, bytes };
}
