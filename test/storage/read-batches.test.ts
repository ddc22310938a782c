// Reads by id on PostgreSQL go in one statement per turn of the event loop (server/storage/read-batches.ts):
// each read still gets exactly its own account's resource of its kind, and sees what was committed before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/index.js';
import type { Database, Queryable } from '../../server/storage/database.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { createResource, getStoredAnswer } from '../../server/storage/resources.js';
import { bodyOfStoredAnswer } from '../../server/storage/stored-answers.js';
import { storageBackends } from './backends.js';

const postgres = storageBackends().find((harness) => harness.backend === 'postgres')!;

describe.skipIf(!postgres.available)('reads by id on PostgreSQL, batched', () => {
  let db: Database;
  let statements = 0;
  /** The database, counting the statements that reach it. */
  let counted: Queryable;
  let accounts: string[];

  beforeAll(async () => {
    db = await openDatabase((await postgres.freshTarget()).options);
    counted = {
      query: (sql, params) => {
        statements += 1;
        return db.query(sql, params);
      },
    };
    accounts = [
      (await createAccount(db, { name: 'one', mayReportAbuse: false })).accountId,
      (await createAccount(db, { name: 'two', mayReportAbuse: false })).accountId,
    ];
    await db.transaction(async (tx) => {
      await createResource(tx, { id: 'bkd_one', accountId: accounts[0]!, kind: 'http_response_backend', body: { description: 'one' } });
      await createResource(tx, { id: 'bkd_two', accountId: accounts[1]!, kind: 'http_response_backend', body: { description: 'two' } });
      await createResource(tx, { id: 'cr_one', accountId: accounts[0]!, kind: 'ip_policy', body: { description: 'a credential' } });
    });
  });

  afterAll(async () => {
    await db?.close();
    await postgres.stop();
  });

  it('answers each read of one turn with its own row, in one statement', async () => {
    statements = 0;
    const reads = [
      // given: kind, account, id → want: the description read, or undefined
      ['http_response_backend', 0, 'bkd_one', 'one'],
      ['http_response_backend', 1, 'bkd_two', 'two'],
      ['http_response_backend', 1, 'bkd_one', undefined], // another account's
      ['http_response_backend', 0, 'cr_one', undefined], // another kind's
      ['ip_policy', 0, 'cr_one', 'a credential'],
      ['http_response_backend', 0, 'bkd_missing', undefined],
      ['http_response_backend', 0, 'bkd_one', 'one'], // the same id twice
    ] as const;
    const found = await Promise.all(reads.map(([kind, account, id]) => getStoredAnswer(counted, kind, accounts[account]!, id)));
    expect(found.map((stored) => (stored === undefined ? undefined : JSON.parse(bodyOfStoredAnswer(stored.answer)).description))).toEqual(
      reads.map((read) => read[3]),
    );
    expect(found[0]).toMatchObject({ id: 'bkd_one', parentId: null });
    expect(statements).toBe(1);
  });

  it('sees a write committed before the read, and reads inside a transaction alone', async () => {
    await db.transaction(async (tx) => {
      await createResource(tx, { id: 'bkd_new', accountId: accounts[0]!, kind: 'http_response_backend', body: { description: 'new' } });
      // Inside the transaction: its own statement on its connection, seeing its own write.
      expect(JSON.parse(bodyOfStoredAnswer((await getStoredAnswer(tx, 'http_response_backend', accounts[0]!, 'bkd_new'))!.answer))).toEqual({
        description: 'new',
      });
    });
    expect(JSON.parse(bodyOfStoredAnswer((await getStoredAnswer(counted, 'http_response_backend', accounts[0]!, 'bkd_new'))!.answer))).toEqual({
      description: 'new',
    });
  });
});
