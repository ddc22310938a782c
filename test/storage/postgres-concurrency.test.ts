import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { newId } from '../../server/ids/id.js';
import type { Database, Transaction } from '../../server/storage/database.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { createResource, deleteResource, getResource } from '../../server/storage/resources.js';
import { storageBackends } from './backends.js';

/*
 * Races that only PostgreSQL can have (PGlite serializes transactions): two transactions from the pool
 * are made to overlap on purpose, the first held open until the second is seen waiting for its lock.
 */

const postgres = storageBackends().find((harness) => harness.backend === 'postgres')!;

describe.skipIf(!postgres.available)('storage races on postgres', () => {
  let db: Database;
  let accountId: string;

  beforeAll(async () => {
    db = await openDatabase((await postgres.freshTarget()).options);
    ({ accountId } = await createAccount(db, { name: 'races', mayReportAbuse: false }));
  });

  afterAll(async () => {
    await db?.close();
    await postgres.stop();
  });

  /** Runs `work` in a transaction and keeps it open until `finish` is called (commit, or rollback on throw). */
  function heldTransaction(work: (tx: Transaction) => Promise<void>) {
    let finish!: (outcome: 'commit' | 'rollback') => void;
    const decided = new Promise<'commit' | 'rollback'>((resolve) => (finish = resolve));
    let ready!: () => void;
    const started = new Promise<void>((resolve) => (ready = resolve));
    const done = db
      .transaction(async (tx) => {
        await work(tx);
        ready();
        if ((await decided) === 'rollback') throw new Error('rolled back on purpose');
      })
      .catch((error: unknown) => {
        if ((error as Error).message !== 'rolled back on purpose') throw error;
      });
    return { started, done, finish };
  }

  /** Resolves once `count` sessions of this database wait for a lock (bounded polling, no timing). */
  async function lockWaiters(count: number): Promise<void> {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (rows[0]?.n === count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`never saw ${count} session(s) waiting for a lock`);
  }

  /** Attaches a handler at once, so a rejection while the test still waits elsewhere is not "unhandled". */
  function settled<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
    return promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  }

  function createWithDomain(domain: string) {
    return db.transaction((tx) =>
      createResource(tx, { id: newId('agin'), kind: 'agin', accountId, body: { domain }, uniques: [{ namespace: 'domain', value: domain }] }),
    );
  }

  it('makes a second creator of a unique value wait for the first, then conflict when it commits', async () => {
    const domain = `${newId('x').toLowerCase()}.example.com`;
    const first = heldTransaction(async (tx) => {
      await createResource(tx, { id: newId('agin'), kind: 'agin', accountId, body: {}, uniques: [{ namespace: 'domain', value: domain }] });
    });
    await first.started;
    const second = settled(createWithDomain(domain));
    await lockWaiters(1);
    first.finish('commit');
    await first.done;
    expect((await second).error).toMatchObject({ code: 'unique_conflict', namespace: 'domain', value: domain });
  });

  it('gives the value to the waiting creator when the first rolls back', async () => {
    const domain = `${newId('x').toLowerCase()}.example.com`;
    const first = heldTransaction(async (tx) => {
      await createResource(tx, { id: newId('agin'), kind: 'agin', accountId, body: {}, uniques: [{ namespace: 'domain', value: domain }] });
    });
    await first.started;
    const second = settled(createWithDomain(domain));
    await lockWaiters(1);
    first.finish('rollback');
    await first.done;
    expect((await second).value?.body).toEqual({ domain });
  });

  it('refuses a delete that races with a new reference to the resource', async () => {
    const target = await db.transaction((tx) => createResource(tx, { id: newId('bkdtg'), kind: 'bkdtg', accountId, body: {} }));
    const referrerId = newId('bkdwd');
    const referrer = heldTransaction(async (tx) => {
      await createResource(tx, { id: referrerId, kind: 'bkdwd', accountId, body: {}, refs: [target.id] });
    });
    await referrer.started;
    const deletion = settled(db.transaction((tx) => deleteResource(tx, 'bkdtg', accountId, target.id)));
    await lockWaiters(1);
    referrer.finish('commit');
    await referrer.done;
    expect((await deletion).error).toMatchObject({ code: 'resource_referenced', referrers: [{ id: referrerId, kind: 'bkdwd' }] });
    expect(await getResource(db, 'bkdtg', accountId, target.id)).toBeDefined();
  });

  it('refuses a reference that races with the deletion of its target', async () => {
    const target = await db.transaction((tx) => createResource(tx, { id: newId('bkdtg'), kind: 'bkdtg', accountId, body: {} }));
    const deletion = heldTransaction(async (tx) => {
      expect(await deleteResource(tx, 'bkdtg', accountId, target.id)).toBe(true);
    });
    await deletion.started;
    const referrer = settled(db.transaction((tx) => createResource(tx, { id: newId('bkdwd'), kind: 'bkdwd', accountId, body: {}, refs: [target.id] })));
    await lockWaiters(1);
    deletion.finish('commit');
    await deletion.done;
    expect((await referrer).error).toMatchObject({ code: 'reference_not_found', ids: [target.id] });
  });
});
