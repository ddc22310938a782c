/**
 * Deferred inserts (docs/decisions/0070-batched-inserts.md): a resource with nothing to check is inserted
 * with the rows of the transactions committing at the same time, in one statement — at a commit group's end
 * on the embedded database, per turn of the event loop outside a transaction on PostgreSQL. Checked on both
 * databases: a refused row fails only its own transaction, a statement after the deferral sees the row, a
 * transaction that throws inserts nothing, and the record handed back is what the database then returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { newId } from '../../server/ids/id.js';
import type { Database, Transaction } from '../../server/storage/database.js';
import { UnstorableValueError } from '../../server/storage/errors.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { createResource, getResource, getStoredAnswer, listResources } from '../../server/storage/resources.js';
import { MAX_STATEMENT_TEXT } from '../../server/storage/statement-parts.js';
import { bodyOfStoredAnswer } from '../../server/storage/stored-answers.js';
import { storageBackends } from './backends.js';

const KIND = 'http_response_backend';
const backends = storageBackends();
afterAll(() => Promise.all(backends.map((harness) => harness.stop())));

for (const harness of backends) {
  describe.skipIf(!harness.available)(`deferred inserts on ${harness.backend}`, () => {
    let db: Database;
    let accountId: string;

    beforeAll(async () => {
      db = await openDatabase((await harness.freshTarget()).options);
      accountId = (await createAccount(db, { name: 'deferred', mayReportAbuse: false })).accountId;
    });
    afterAll(() => db?.close());

    const create = (tx: Transaction, body: Record<string, unknown>) => createResource(tx, { kind: KIND, accountId, id: newId('bkdhr'), body });
    /** Read inside a transaction: from the database itself, never the read index. */
    const stored = (id: string) => db.transaction((tx) => getResource(tx, KIND, accountId, id));

    it('fails only the transaction whose row the database refuses, of many committing together', async () => {
      const bodies = Array.from({ length: 12 }, (_, n) => ({ n, text: n === 5 ? 'nul \u0000 inside' : `row ${n}` }));
      const outcomes = await Promise.allSettled(bodies.map((body) => db.transaction((tx) => create(tx, body))));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(bodies.map((body) => (body.n === 5 ? 'rejected' : 'fulfilled')));
      expect((outcomes[5] as PromiseRejectedResult).reason).toBeInstanceOf(UnstorableValueError);
      for (const outcome of outcomes) {
        if (outcome.status !== 'fulfilled') continue;
        expect(await stored(outcome.value.id)).toEqual(outcome.value);
        expect(await getResource(db, KIND, accountId, outcome.value.id)).toEqual(outcome.value);
      }
      const texts = (await listResources(db, KIND, accountId, { limit: 100 })).items.map((record) => record.body.text);
      expect(texts).not.toContain('nul \u0000 inside');
    });

    it('inserts the rows of transactions committing together in one statement', async () => {
      const records = await Promise.all(Array.from({ length: 8 }, (_, n) => db.transaction((tx) => create(tx, { n }))));
      // One statement, one transaction: every row has the same xmin.
      const { rows } = await db.query<{ xmin: string }>('SELECT DISTINCT xmin::text AS xmin FROM resources WHERE id = ANY($1::text[])', [
        records.map((record) => record.id),
      ]);
      expect(rows).toHaveLength(1);
    });

    it('inserts large rows in statements of bounded size; a refused one still fails only its own transaction', async () => {
      // Two rows of 30,000 characters fit in one statement, three do not (statement-parts.ts).
      const large = 'x'.repeat(30_000 - 40);
      expect(2 * 30_000).toBeLessThanOrEqual(MAX_STATEMENT_TEXT);
      expect(3 * 30_000).toBeGreaterThan(MAX_STATEMENT_TEXT);
      const records = await Promise.all(Array.from({ length: 8 }, (_, n) => db.transaction((tx) => create(tx, { n, text: `${n} ${large}` }))));
      for (const record of records) expect(await stored(record.id)).toEqual(record);
      // Eight rows of at most two per statement: four statements at least (one only, unbounded), each committed on its own.
      const { rows } = await db.query<{ xmin: string }>('SELECT DISTINCT xmin::text AS xmin FROM resources WHERE id = ANY($1::text[])', [
        records.map((record) => record.id),
      ]);
      expect(rows.length).toBeGreaterThanOrEqual(4);

      const bodies = Array.from({ length: 8 }, (_, n) => ({ n, text: n === 5 ? `nul \u0000 ${large}` : `${n} ${large}` }));
      const outcomes = await Promise.allSettled(bodies.map((body) => db.transaction((tx) => create(tx, body))));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(bodies.map((body) => (body.n === 5 ? 'rejected' : 'fulfilled')));
      expect((outcomes[5] as PromiseRejectedResult).reason).toBeInstanceOf(UnstorableValueError);
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') expect(await stored(outcome.value.id)).toEqual(outcome.value);
    });

    it('a statement after the deferral sees the row; a transaction that throws afterwards inserts nothing', async () => {
      const seen = await db.transaction(async (tx) => {
        const record = await create(tx, { seen: true });
        const { rows } = await tx.query<{ count: string }>('SELECT count(*)::text AS count FROM resources WHERE id = $1', [record.id]);
        return { id: record.id, count: rows[0]!.count };
      });
      expect(seen.count).toBe('1');
      expect(await stored(seen.id)).toBeDefined();

      let thrownId = '';
      const thrown = db.transaction(async (tx) => {
        thrownId = (await create(tx, { thrown: true })).id;
        throw new Error('refused after creating');
      });
      const alongside = db.transaction((tx) => create(tx, { alongside: true }));
      await expect(thrown).rejects.toThrow('refused after creating');
      expect(await stored((await alongside).id)).toBeDefined();
      expect(await stored(thrownId)).toBeUndefined();
    });

    it('hands back the record the database then returns: keys in jsonb order, the same times', async () => {
      // Given bodies / want: what the database hands back for them, read by a later transaction and as text.
      const bodies = [
        { zeta: 1, a: 2, mm: { yy: [{ b: 1, a: 2 }], x: null }, ab: 'é' },
        { é: 1, z: 2, 'ß-': 3, k10: 'ten', k9: 'nine', aa: true },
        { nested: { deeper: { c: 3, bb: 2, a: 1 } }, list: [3, 'two', { y: 1, x: 2 }] },
      ];
      for (const body of bodies) {
        const record = await db.transaction((tx) => create(tx, body));
        expect(record.body).toEqual(body);
        const read = await stored(record.id);
        expect(read).toEqual(record);
        expect(JSON.stringify(record.body)).toBe(JSON.stringify(read!.body));
        // The stored answer holds the same text, on both databases (written by the server, not by jsonb).
        expect(bodyOfStoredAnswer((await getStoredAnswer(db, KIND, accountId, record.id))!.answer)).toBe(JSON.stringify(record.body));
      }
    });
  });
}
