// List pages as the text of their items (server/storage/list-pages.ts, docs/decisions/0068-list-pages-as-text.md):
// the page PostgreSQL writes in one statement, and the one the embedded read index writes, hold exactly the
// items a GET by id answers on the same path (crud.ts's storedJsonAnswer), newest first, with the pagination
// and parent rules of every list. Run on both databases; on the embedded one the SQL path is run too (inside
// a transaction there is no read index).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { newId } from '../../server/ids/id.js';
import { storedJsonAnswer } from '../../server/resources/crud.js';
import type { Database, Queryable } from '../../server/storage/database.js';
import { type JsonListQuery, listPageJson } from '../../server/storage/list-pages.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { createResource, getStoredAnswer } from '../../server/storage/resources.js';
import { youngGenerationHolds, youngGenerationLingering } from '../../server/storage/young-generation.js';
import { storageBackends } from './backends.js';

const backends = storageBackends();
afterAll(() => Promise.all(backends.map((harness) => harness.stop())));

const PREFIX = 'http://api.test/a "quoted" path/';

for (const harness of backends) {
  describe.skipIf(!harness.available)(`list pages as text on ${harness.backend}`, () => {
    let db: Database;

    beforeAll(async () => {
      db = await openDatabase((await harness.freshTarget()).options);
    });

    afterAll(() => db?.close());

    /** Each way this database answers: outside a transaction (the read index on the embedded one), and inside one (SQL). */
    const paths: [string, <T>(read: (q: Queryable) => Promise<T>) => Promise<T>][] = [
      ['outside a transaction', (read) => read(db)],
      ['inside a transaction', (read) => db.transaction((tx) => read(tx))],
    ];

    async function account(): Promise<string> {
      return (await createAccount(db, { name: 'test', mayReportAbuse: false })).accountId;
    }

    async function create(kind: string, accountId: string, body: Record<string, unknown>, parentId?: string): Promise<string> {
      const id = newId(kind.replaceAll('_', ''));
      await db.transaction((tx) => createResource(tx, { kind, accountId, id, body, parentId }));
      return id;
    }

    /** What the page should hold: the GET answers of `ids` on the same path, joined by commas. */
    async function expected(q: Queryable, kind: string, accountId: string, ids: readonly string[]): Promise<string> {
      const answers = [];
      for (const id of ids) answers.push(storedJsonAnswer((await getStoredAnswer(q, kind, accountId, id))!, PREFIX + id));
      return answers.join(',');
    }

    for (const [name, on] of paths) {
      it(`${name}: the items' GET answers newest first, in pages, with hasMore and the last id`, async () => {
        const accountId = await account();
        const bodies = [{}, { description: 'naïve "quoted" \\ ☃ 😀', metadata: '{"a":[1,2]}' }, { n: 1.5, nested: { list: [1, 'b', null] } }, { body: 'x' }];
        const ids: string[] = [];
        for (const body of bodies) ids.push(await create('http_response_backend', accountId, body));
        await create('http_response_backend', await account(), { other: 'account' });
        await create('weighted_backend', accountId, { other: 'kind' });
        const newest = [...ids].reverse();
        const page = (query: Partial<JsonListQuery>) =>
          on((q) => listPageJson(q, 'http_response_backend', accountId, { limit: 100, uriPrefix: PREFIX, ...query }));

        const all = await page({});
        expect(all).toMatchObject({ parentFound: true, lastId: ids[0], hasMore: false });
        expect(all.parts.join('')).toBe(await on((q) => expected(q, 'http_response_backend', accountId, newest)));
        expect(JSON.parse(`[${all.parts.join('')}]`).map((item: { uri: string }) => item.uri)).toEqual(newest.map((id) => PREFIX + id));

        const first = await page({ limit: 3 });
        expect(first).toMatchObject({ lastId: newest[2], hasMore: true });
        expect(first.parts.join('')).toBe(await on((q) => expected(q, 'http_response_backend', accountId, newest.slice(0, 3))));
        const last = await page({ limit: 3, beforeId: newest[2] });
        expect(last).toMatchObject({ lastId: ids[0], hasMore: false });
        expect(last.parts.join('')).toBe(await on((q) => expected(q, 'http_response_backend', accountId, [ids[0]!])));
        expect(await page({ limit: 3, beforeId: ids[0] })).toEqual({ parentFound: true, parts: [], lastId: undefined, hasMore: false });
        const exact = await page({ limit: 4 });
        expect(exact).toMatchObject({ lastId: ids[0], hasMore: false });
      });

      it(`${name}: children of the parent named, and parentFound false for a parent of another kind or account`, async () => {
        const accountId = await account();
        const parent = await create('edghts', accountId, {});
        const otherParent = await create('edghts', accountId, {});
        const children = [await create('ip_policy', accountId, { n: 1 }, parent), await create('ip_policy', accountId, { n: 2 }, parent)];
        await create('ip_policy', accountId, { n: 3 }, otherParent);
        const page = (parentId: string, parentKind = 'edghts', account = accountId) =>
          on((q) => listPageJson(q, 'ip_policy', account, { limit: 100, uriPrefix: PREFIX, parent: { kind: parentKind, id: parentId } }));

        const found = await page(parent);
        expect(found).toMatchObject({ parentFound: true, lastId: children[0], hasMore: false });
        expect(found.parts.join('')).toBe(await on((q) => expected(q, 'ip_policy', accountId, [...children].reverse())));
        expect(await page(parent, 'edgtls')).toMatchObject({ parentFound: false, parts: [] });
        expect(await page(parent, 'edghts', await account())).toMatchObject({ parentFound: false, parts: [] });
        expect(await page(newId('edghts'))).toMatchObject({ parentFound: false, parts: [] });
        const empty = await create('edghts', accountId, {});
        expect(await page(empty)).toEqual({ parentFound: true, parts: [], lastId: undefined, hasMore: false });
      });
    }

    it('lists asked in one turn go as one statement per shape, and each holds only its own account’s items', async () => {
      const [alice, bob] = [await account(), await account()];
      const own: Record<string, string[]> = { [alice]: [], [bob]: [] };
      for (let i = 0; i < 5; i += 1)
        for (const accountId of [alice, bob]) own[accountId]!.push(await create('http_response_backend', accountId, { i, accountId }));
      const parents = { [alice]: await create('edghts', alice, {}), [bob]: await create('edghts', bob, {}) };
      for (const accountId of [alice, bob]) await create('ip_policy', accountId, { child: accountId }, parents[accountId]);
      // Every shape (with and without a parent and a cursor), both accounts, the same list twice, and a
      // parent of the other account, all asked in the same turn through a handle with no read index.
      const queries: [string, string, Omit<JsonListQuery, 'uriPrefix'>][] = [];
      for (const [accountId, other] of [
        [alice, bob],
        [bob, alice],
      ] as const) {
        queries.push(
          ['http_response_backend', accountId, { limit: 100 }],
          ['http_response_backend', accountId, { limit: 100 }],
          ['http_response_backend', accountId, { limit: 2 }],
        );
        queries.push(
          ['http_response_backend', accountId, { limit: 100, beforeId: own[accountId]![3] }],
          ['http_response_backend', accountId, { limit: 1, beforeId: own[other]![4] }],
        );
        queries.push(['ip_policy', accountId, { limit: 100, parent: { kind: 'edghts', id: parents[accountId]! } }]);
        queries.push(['ip_policy', accountId, { limit: 100, parent: { kind: 'edghts', id: parents[other]! } }]);
        queries.push(['ip_policy', accountId, { limit: 100, parent: { kind: 'edghts', id: parents[accountId]! }, beforeId: own[other]![0] }]);
      }
      const statements: string[] = [];
      const counting: Queryable = {
        query: (sql, params) => {
          statements.push(sql);
          return db.query(sql, params);
        },
      };
      const batched = await Promise.all(queries.map(([kind, accountId, query]) => listPageJson(counting, kind, accountId, { uriPrefix: PREFIX, ...query })));
      expect(statements).toHaveLength(4);
      for (const [i, [kind, accountId, query]] of queries.entries()) {
        const alone = await db.transaction((tx) => listPageJson(tx, kind, accountId, { uriPrefix: PREFIX, ...query }));
        expect(batched[i], `list ${i}`).toEqual(alone);
        const items = JSON.parse(`[${batched[i]!.parts.join('')}]`) as { accountId?: string; child?: string; id: string }[];
        for (const item of items) expect(item.accountId ?? item.child).toBe(accountId);
      }
      // The same text as SQL writes it inside a transaction (the embedded read index writes its own).
      expect(batched[0]!.parts.join('')).toBe(await db.transaction((tx) => expected(tx, 'http_response_backend', alice, [...own[alice]!].reverse())));
      expect(batched[6]).toMatchObject({ parentFound: false, parts: [] });
    });

    it('at most 8 lists to a statement, and a failed statement fails only its own lists', async () => {
      const accountId = await account();
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) ids.push(await create('http_response_backend', accountId, { i }));
      const statements: string[] = [];
      const counting: Queryable = {
        query: (sql, params) => {
          statements.push(sql);
          return db.query(sql, params);
        },
      };
      // Ten distinct lists (limits 1 to 10) of one shape: two statements, each list its own page.
      const pages = await Promise.all(
        Array.from({ length: 10 }, (_, i) => listPageJson(counting, 'http_response_backend', accountId, { limit: i + 1, uriPrefix: PREFIX })),
      );
      expect(statements).toHaveLength(2);
      expect(pages.map((page) => page.hasMore)).toEqual([true, true, false, false, false, false, false, false, false, false]);
      expect(pages.map((page) => page.lastId)).toEqual([ids[2], ids[1], ...Array(8).fill(ids[0])]);

      const broken: Queryable = { query: () => Promise.reject(new Error('connection lost')) };
      const [failed, passed] = await Promise.allSettled([
        listPageJson(broken, 'http_response_backend', accountId, { limit: 1, uriPrefix: PREFIX }),
        listPageJson(counting, 'http_response_backend', accountId, { limit: 1, uriPrefix: PREFIX }),
      ]);
      expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'connection lost' } });
      expect(passed).toMatchObject({ status: 'fulfilled', value: { lastId: ids[2], hasMore: true } });
    });

    it('a large page comes in several pieces that join to the same items, on both paths', async () => {
      const accountId = await account();
      const ids: string[] = [];
      // 30,000 characters of two-byte text and escapes per body: about 20 items to a PostgreSQL row of 64 KiB.
      for (let i = 0; i < 12; i += 1) ids.push(await create('http_response_backend', accountId, { body: `${i}é\n`.repeat(10_000) }));
      for (const [, on] of paths) {
        const page = await on((q) => listPageJson(q, 'http_response_backend', accountId, { limit: 11, uriPrefix: PREFIX }));
        expect(page.parts.length).toBeGreaterThan(2);
        expect(page).toMatchObject({ lastId: ids[1], hasMore: true });
        expect(page.parts.join('')).toBe(await on((q) => expected(q, 'http_response_backend', accountId, ids.slice(1).reverse())));
      }
    });

    // The young generation held while a page is read in rows (docs/decisions/0086-worst-case-list-memory.md): on a loaded
    // machine, four concurrent worst-case lists on PostgreSQL doubled it for good without the hold. The read index (the
    // embedded database outside a transaction) reads no statement.
    const sqlPaths = harness.backend === 'postgres' ? paths : paths.filter(([name]) => name === 'inside a transaction');
    for (const [name, on] of sqlPaths) {
      it(`${name}: a page read in rows holds V8's young generation while its statement runs, a page of one row takes no hold`, async () => {
        const accountId = await account();
        for (let i = 0; i < 3; i += 1) await create('http_response_backend', accountId, { body: `${i}`.repeat(40_000) });
        /** The holds in place when each statement was sent. */
        const seen: number[] = [];
        /** The statement (0-based) that fails as if the database went away, if any. */
        let failing: number | undefined;
        const watched = (q: Queryable): Queryable =>
          new Proxy(q, {
            get(target, property, receiver) {
              const value = Reflect.get(target, property, receiver);
              if ((property !== 'query' && property !== 'queryEach') || typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                seen.push(youngGenerationHolds());
                if (seen.length - 1 === failing) return Promise.reject(new Error('the database went away'));
                return value.apply(target, args);
              };
            },
          });
        const before = youngGenerationHolds();

        const small = await on((q) => listPageJson(watched(q), 'http_response_backend', accountId, { limit: 1, uriPrefix: PREFIX }));
        expect(small.parts).toHaveLength(1);
        expect(seen).toEqual([before]);

        seen.length = 0;
        const large = await on((q) => listPageJson(watched(q), 'http_response_backend', accountId, { limit: 3, uriPrefix: PREFIX }));
        expect(large.parts.length).toBeGreaterThan(1);
        // The page's statement sees its size (no hold); the statement in rows runs held.
        expect(seen).toEqual([before, before + 1]);
        expect(youngGenerationHolds()).toBe(before);
        // Given back with its linger (young-generation.ts): the rows that survived a scavenge count toward V8's next growth.
        expect(youngGenerationLingering()).toBe(true);

        // The statement in rows failing: the list fails with it, and its hold is given back.
        seen.length = 0;
        failing = 1;
        await expect(on((q) => listPageJson(watched(q), 'http_response_backend', accountId, { limit: 3, uriPrefix: PREFIX }))).rejects.toThrow(
          'the database went away',
        );
        expect(seen).toEqual([before, before + 1]);
        expect(youngGenerationHolds()).toBe(before);
      });
    }
  });
}
