// resources_by_parent holds only resources with a parent (migration 006, docs/decisions/0097-parent-index-partial.md):
// every statement that reads children by parent must still be planned on it, with the parent as a parameter
// (the generic plan a named statement gets after its fifth run on PostgreSQL), on both databases. Sequential
// scans are turned off for the plans: on tables this small the planner would rather scan, which says nothing
// about whether the index is usable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { newId } from '../../server/ids/id.js';
import type { Database, Transaction } from '../../server/storage/database.js';
import { pagesInRowsStatement, pagesStatement } from '../../server/storage/list-pages.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { createResource } from '../../server/storage/resources.js';
import { storageBackends } from './backends.js';

const backends = storageBackends();
afterAll(() => Promise.all(backends.map((harness) => harness.stop())));

/** The plan PostgreSQL keeps for `sql` prepared with parameters of `types` and run with `args` (SQL literals). */
async function genericPlan(tx: Transaction, sql: string, types: readonly string[], args: readonly string[]): Promise<string> {
  await tx.query('SET LOCAL enable_seqscan = off');
  await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
  await tx.execScript(`PREPARE by_parent (${types.join(', ')}) AS ${sql}`);
  const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE by_parent (${args.join(', ')})`);
  await tx.execScript('DEALLOCATE by_parent');
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

for (const harness of backends) {
  describe.skipIf(!harness.available)(`the parent index on ${harness.backend}`, () => {
    let db: Database;
    let accountId: string;
    let parentId: string;

    beforeAll(async () => {
      db = await openDatabase((await harness.freshTarget()).options);
      accountId = (await createAccount(db, { name: 'test', mayReportAbuse: false })).accountId;
      parentId = newId('edghts');
      await db.transaction((tx) => createResource(tx, { kind: 'https_edge', accountId, id: parentId, body: {} }));
      for (let i = 0; i < 3; i += 1) {
        await db.transaction((tx) => createResource(tx, { kind: 'https_edge_route', accountId, id: newId('edghtsrt'), body: { i }, parentId }));
        await db.transaction((tx) => createResource(tx, { kind: 'http_response_backend', accountId, id: newId('bkdhr'), body: { i } }));
      }
    });

    afterAll(() => db?.close());

    it('holds only resources with a parent', async () => {
      const { rows } = await db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE indexname = 'resources_by_parent'");
      expect(rows.map((row) => row.indexdef)).toEqual([
        'CREATE INDEX resources_by_parent ON public.resources USING btree (account_id, kind, parent_id, id DESC) WHERE (parent_id IS NOT NULL)',
      ]);
    });

    it("plans a page of a parent's children on it, with or without a cursor, whole or in rows", async () => {
      const lists = (before: boolean) => [
        // The lists' accounts, kinds, limits, URI prefixes, item ends (none: stored answers as they are), parents.
        [
          `'{${accountId}}'`,
          "'{https_edge_route}'",
          "'{100}'",
          "'{http://api.test/}'",
          "'{NULL}'",
          `'{${parentId}}'`,
          "'{https_edge}'",
          ...(before ? ["'{zzz}'"] : []),
        ],
        ['text[]', 'text[]', 'int[]', 'text[]', 'text[]', 'text[]', 'text[]', ...(before ? ['text[]'] : [])],
      ];
      for (const before of [false, true]) {
        const [args, types] = lists(before);
        for (const statement of [pagesStatement(true, before), pagesInRowsStatement(true, before)]) {
          const plan = await db.transaction((tx) => genericPlan(tx, statement, types!, args!));
          expect(plan).toContain('resources_by_parent');
        }
      }
    });

    it('plans the children of a parent, newest first, on it (list pages of kinds without stored answers, child counts)', async () => {
      const plan = await db.transaction((tx) =>
        genericPlan(
          tx,
          'SELECT id FROM resources WHERE account_id = $1 AND kind = $2 AND parent_id = $3 ORDER BY id DESC LIMIT $4',
          ['text', 'text', 'text', 'int'],
          [`'${accountId}'`, "'https_edge_route'", `'${parentId}'`, '100'],
        ),
      );
      expect(plan).toContain('resources_by_parent');
    });
  });
}
