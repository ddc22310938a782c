/**
 * Group commit on the embedded database (server/storage/commit-groups.ts): transactions that wait while
 * one runs commit together in one database transaction, and one that fails, whichever way, takes none of
 * the others down. Checked on a real PGlite database, with the read index compared to the database.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { newId } from '../../server/ids/id.js';
import type { Database, Transaction } from '../../server/storage/database.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { createResource, getResource, listResources } from '../../server/storage/resources.js';
import { freshDataDir } from '../support/fresh-data-dir.js';

let db: Database;
let dataDir: string;
let accountId: string;

beforeAll(async () => {
  dataDir = await freshDataDir();
  db = await openDatabase({ dataDir });
  accountId = (await createAccount(db, { name: 'groups', mayReportAbuse: false })).accountId;
});
afterAll(async () => {
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const KIND = 'http_response_backend';

async function create(tx: Transaction, label: string): Promise<string> {
  const id = newId('bkdhr');
  await createResource(tx, { kind: KIND, accountId, id, body: { label } });
  return id;
}

async function transactionId(tx: Transaction): Promise<string> {
  const { rows } = await tx.query<{ xid: string }>('SELECT txid_current()::text AS xid');
  return rows[0]!.xid;
}

describe('group commit on the embedded database', () => {
  it('commits the transactions that waited in one transaction; the failing ones (a thrown error, an SQL error, an SQL error caught) alone roll back', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ids: Record<string, string> = {};
    const xids: Record<string, string> = {};
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => {
      started = resolve;
    });

    const first = db.transaction(async (tx) => {
      ids.first = await create(tx, 'first');
      xids.first = await transactionId(tx);
      started();
      await held;
    });
    await firstStarted;
    // These arrive while `first` holds the database: they run afterwards, as one group.
    const ok1 = db.transaction(async (tx) => {
      ids.ok1 = await create(tx, 'ok1');
      xids.ok1 = await transactionId(tx);
      return 'ok1';
    });
    const thrown = db.transaction(async (tx) => {
      ids.thrown = await create(tx, 'thrown');
      xids.thrown = await transactionId(tx);
      throw new Error('refused after writing');
    });
    const sqlError = db.transaction(async (tx) => {
      ids.sqlError = await create(tx, 'sqlError');
      await tx.query('SELECT 1 / 0');
    });
    const caught = db.transaction(async (tx) => {
      ids.caught = await create(tx, 'caught');
      // Swallowing the error leaves the transaction aborted: it cannot commit, as it could not alone.
      await tx.query('SELECT 1 / 0').catch(() => undefined);
      return 'caught';
    });
    const ok2 = db.transaction(async (tx) => {
      ids.ok2 = await create(tx, 'ok2');
      xids.ok2 = await transactionId(tx);
      return 'ok2';
    });
    release();

    const outcomes = await Promise.allSettled([first, ok1, thrown, sqlError, caught, ok2]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toEqual({ status: 'fulfilled', value: 'ok1' });
    expect(outcomes[5]).toEqual({ status: 'fulfilled', value: 'ok2' });
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toContain('refused after writing');
    expect(String((outcomes[3] as PromiseRejectedResult).reason)).toContain('division by zero');
    expect(String((outcomes[4] as PromiseRejectedResult).reason)).toContain('current transaction is aborted');

    // One database transaction for the whole group, another than the first's.
    expect(xids.ok1).toBe(xids.thrown);
    expect(xids.ok1).toBe(xids.ok2);
    expect(xids.ok1).not.toBe(xids.first);

    // What committed, through the read index and in the database itself.
    const committed = [ids.first, ids.ok1, ids.ok2];
    const rolledBack = [ids.thrown, ids.sqlError, ids.caught];
    for (const id of committed) {
      expect(await getResource(db, KIND, accountId, id!)).toBeDefined();
      expect(await db.transaction((tx) => getResource(tx, KIND, accountId, id!))).toBeDefined();
    }
    for (const id of rolledBack) {
      expect(await getResource(db, KIND, accountId, id!)).toBeUndefined();
      expect(await db.transaction((tx) => getResource(tx, KIND, accountId, id!))).toBeUndefined();
    }
    const indexed = await listResources(db, KIND, accountId, { limit: 100 });
    expect(indexed).toEqual(await db.transaction((tx) => listResources(tx, KIND, accountId, { limit: 100 })));
    expect(indexed.items.map((record) => record.id).sort()).toEqual([...committed].sort());
  });

  it('a transaction alone runs alone, and the database is usable after a group whose last member failed', async () => {
    const alone = await db.transaction(async (tx) => transactionId(tx));
    const next = await db.transaction(async (tx) => transactionId(tx));
    expect(alone).not.toBe(next);
    const results = await Promise.allSettled([
      db.transaction(async (tx) => create(tx, 'a')),
      db.transaction(async (tx) => create(tx, 'b')),
      db.transaction(async (tx) => {
        await create(tx, 'c');
        await tx.query('SELECT 1 / 0');
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const [a, b] = results.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
    expect(await getResource(db, KIND, accountId, a!)).toBeDefined();
    expect(await getResource(db, KIND, accountId, b!)).toBeDefined();
    expect(await db.transaction(async (tx) => (await tx.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one)).toBe(1);
  });
});
