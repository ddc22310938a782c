import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { newId } from '../../server/ids/id.js';
import type { Database, Transaction } from '../../server/storage/database.js';
import { ConflictError, MissingReferenceError, NestedDatabaseUseError, ReferencedError, UnstorableValueError } from '../../server/storage/errors.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { listPageWithChildren } from '../../server/storage/pages-with-children.js';
import { createResource, deleteResource, getResource, listResources, type NewResource, updateResource } from '../../server/storage/resources.js';
import { storageBackends } from './backends.js';

const backends = storageBackends();
afterAll(() => Promise.all(backends.map((harness) => harness.stop())));

for (const harness of backends) {
  describe.skipIf(!harness.available)(`resource store on ${harness.backend}`, () => {
    let db: Database;

    beforeAll(async () => {
      db = await openDatabase((await harness.freshTarget()).options);
    });

    afterAll(() => db?.close());

    async function account(): Promise<string> {
      return (await createAccount(db, { name: 'test', mayReportAbuse: false })).accountId;
    }

    function create(input: Omit<NewResource<Record<string, unknown>>, 'id'> & { id?: string }) {
      return db.transaction((tx) => createResource(tx, { id: newId(input.kind), ...input }));
    }

    async function caught(promise: Promise<unknown>): Promise<unknown> {
      return promise.then(
        () => expect.unreachable('expected a rejection'),
        (error: unknown) => error,
      );
    }

    it('creates and reads back a resource, body intact', async () => {
      const accountId = await account();
      const body = { description: 'naïve "quoted" \\ text ☃', metadata: '{"a":1}', labels: { env: 'prod' }, weight: 2.5, empty: null, list: [1, 'b'] };
      const created = await create({ kind: 'bkdtg', accountId, body });
      expect(created).toMatchObject({ accountId, kind: 'bkdtg', parentId: null, body });
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(await getResource(db, 'bkdtg', accountId, created.id)).toEqual(created);
    });

    it('hides a resource from other accounts and other kinds', async () => {
      const owner = await account();
      const other = await account();
      const { id } = await create({ kind: 'bkdtg', accountId: owner, body: {} });
      expect(await getResource(db, 'bkdtg', other, id)).toBeUndefined();
      expect(await getResource(db, 'bkdhr', owner, id)).toBeUndefined();
      expect(await db.transaction((tx) => updateResource(tx, 'bkdtg', other, id, { body: { hijacked: true } }))).toBeUndefined();
      expect(await db.transaction((tx) => deleteResource(tx, 'bkdtg', other, id))).toBe(false);
      expect((await getResource(db, 'bkdtg', owner, id))?.body).toEqual({});
    });

    it('lists newest first in pages of `limit`, older than `beforeId`', async () => {
      const accountId = await account();
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) ids.push((await create({ kind: 'ipp', accountId, body: { index } })).id);
      await create({ kind: 'ipp', accountId: await account(), body: {} });
      await create({ kind: 'ca', accountId, body: {} });
      const page = async (beforeId: string | undefined, limit: number) => {
        const result = await listResources(db, 'ipp', accountId, { beforeId, limit });
        return { ids: result.items.map((item) => item.id), hasMore: result.hasMore };
      };
      expect(await page(undefined, 2)).toEqual({ ids: [ids[4], ids[3]], hasMore: true });
      expect(await page(ids[3], 2)).toEqual({ ids: [ids[2], ids[1]], hasMore: true });
      expect(await page(ids[1], 2)).toEqual({ ids: [ids[0]], hasMore: false });
      // Exactly `limit` left: no next page (never a link to an empty page, docs/decisions/0007-pagination.md).
      expect(await page(undefined, 5)).toEqual({ ids: [...ids].reverse(), hasMore: false });
      expect(await page(ids[0], 100)).toEqual({ ids: [], hasMore: false });
    });

    it('refuses a non-positive limit', async () => {
      await expect(listResources(db, 'ipp', await account(), { limit: 0 })).rejects.toThrow('listResources: limit must be a positive integer, got 0');
    });

    it('refuses a limit that is not a positive integer for a page with children too', async () => {
      const page = { kind: 'edghts', childKind: 'edghtsrt', childPath: 'routes', parentKey: 'edge_id', childrenKey: 'routes', omit: 'modules', childLimit: 20 };
      for (const limit of [0, 1.5]) {
        await expect(
          listPageWithChildren(db, page, await account(), { limit, beforeId: undefined, uriPrefix: 'http://api.test/edges/https/' }),
        ).rejects.toThrow(`listPageWithChildren: limit must be a positive integer, got ${limit}`);
      }
    });

    it('lists the children of one parent, and deletes children with their parent', async () => {
      const accountId = await account();
      const edge = await create({ kind: 'edghts', accountId, body: {} });
      const otherEdge = await create({ kind: 'edghts', accountId, body: {} });
      const first = await create({ kind: 'edghtsrt', accountId, parentId: edge.id, body: { match: '/a' } });
      const second = await create({ kind: 'edghtsrt', accountId, parentId: edge.id, body: { match: '/b' } });
      await create({ kind: 'edghtsrt', accountId, parentId: otherEdge.id, body: { match: '/c' } });
      const routes = await listResources(db, 'edghtsrt', accountId, { parentId: edge.id, limit: 10 });
      expect(routes.items.map((item) => [item.id, item.parentId])).toEqual([
        [second.id, edge.id],
        [first.id, edge.id],
      ]);
      expect(await db.transaction((tx) => deleteResource(tx, 'edghts', accountId, edge.id))).toBe(true);
      expect(await getResource(db, 'edghtsrt', accountId, first.id)).toBeUndefined();
      expect((await listResources(db, 'edghtsrt', accountId, { limit: 10 })).items).toHaveLength(1);
    });

    it('refuses a parent of another account', async () => {
      const edge = await create({ kind: 'edghts', accountId: await account(), body: {} });
      const error = await caught(create({ kind: 'edghtsrt', accountId: await account(), parentId: edge.id, body: {} }));
      expect(error).toBeInstanceOf(MissingReferenceError);
      expect(error).toMatchObject({ code: 'reference_not_found', ids: [edge.id], message: `no such resource: ${edge.id}` });
    });

    it('replaces the body and, when given, the references', async () => {
      const accountId = await account();
      const first = await create({ kind: 'bkdtg', accountId, body: {} });
      const second = await create({ kind: 'bkdtg', accountId, body: {} });
      const weighted = await create({ kind: 'bkdwd', accountId, body: { v: 1 }, refs: [first.id] });
      const bodyOnly = await db.transaction((tx) => updateResource(tx, 'bkdwd', accountId, weighted.id, { body: { v: 2 } }));
      expect(bodyOnly).toMatchObject({ id: weighted.id, body: { v: 2 }, createdAt: weighted.createdAt });
      expect(bodyOnly!.updatedAt.getTime()).toBeGreaterThanOrEqual(weighted.updatedAt.getTime());
      await expect(db.transaction((tx) => deleteResource(tx, 'bkdtg', accountId, first.id))).rejects.toBeInstanceOf(ReferencedError);
      await db.transaction((tx) => updateResource(tx, 'bkdwd', accountId, weighted.id, { body: { v: 3 }, refs: [second.id] }));
      expect(await db.transaction((tx) => deleteResource(tx, 'bkdtg', accountId, first.id))).toBe(true);
      await expect(db.transaction((tx) => deleteResource(tx, 'bkdtg', accountId, second.id))).rejects.toBeInstanceOf(ReferencedError);
      expect(await db.transaction((tx) => updateResource(tx, 'bkdwd', accountId, newId('bkdwd'), { body: {} }))).toBeUndefined();
    });

    it('refuses references to missing or foreign resources, creating nothing', async () => {
      const accountId = await account();
      const mine = await create({ kind: 'bkdtg', accountId, body: {} });
      const foreign = await create({ kind: 'bkdtg', accountId: await account(), body: {} });
      const missing = newId('bkdtg');
      const id = newId('bkdwd');
      const error = await caught(create({ id, kind: 'bkdwd', accountId, body: {}, refs: [mine.id, foreign.id, missing, mine.id] }));
      expect(error).toBeInstanceOf(MissingReferenceError);
      expect(error).toMatchObject({ code: 'reference_not_found', ids: [foreign.id, missing] });
      expect(await getResource(db, 'bkdwd', accountId, id)).toBeUndefined();
      const update = await caught(db.transaction((tx) => updateResource(tx, 'bkdtg', accountId, mine.id, { body: { changed: true }, refs: [missing] })));
      expect(update).toMatchObject({ code: 'reference_not_found', ids: [missing] });
      expect((await getResource(db, 'bkdtg', accountId, mine.id))?.body).toEqual({});
    });

    it('refuses to delete a referenced resource, listing the referrers and changing nothing', async () => {
      const accountId = await account();
      const backend = await create({ kind: 'bkdtg', accountId, body: { keep: true } });
      const first = await create({ kind: 'bkdwd', accountId, body: {}, refs: [backend.id] });
      const second = await create({ kind: 'bkdwd', accountId, body: {}, refs: [backend.id] });
      const error = await caught(db.transaction((tx) => deleteResource(tx, 'bkdtg', accountId, backend.id)));
      expect(error).toBeInstanceOf(ReferencedError);
      expect(error).toMatchObject({
        code: 'resource_referenced',
        resourceId: backend.id,
        referrers: [
          { id: first.id, kind: 'bkdwd' },
          { id: second.id, kind: 'bkdwd' },
        ],
        message: `${backend.id} is still referenced by ${first.id}, ${second.id}`,
      });
      expect((await getResource(db, 'bkdtg', accountId, backend.id))?.body).toEqual({ keep: true });
      // The failed delete leaves the transaction usable (savepoint), so a handler can go on in it.
      const stillThere = await db.transaction(async (tx) => {
        await deleteResource(tx, 'bkdtg', accountId, backend.id).catch(() => undefined);
        return getResource(tx, 'bkdtg', accountId, backend.id);
      });
      expect(stillThere?.id).toBe(backend.id);
      await db.transaction(async (tx) => {
        await deleteResource(tx, 'bkdwd', accountId, first.id);
        await deleteResource(tx, 'bkdwd', accountId, second.id);
      });
      expect(await db.transaction((tx) => deleteResource(tx, 'bkdtg', accountId, backend.id))).toBe(true);
    });

    it('refuses to delete a parent whose child is referenced from outside', async () => {
      const accountId = await account();
      const edge = await create({ kind: 'edghts', accountId, body: {} });
      const route = await create({ kind: 'edghtsrt', accountId, parentId: edge.id, body: {} });
      await create({ kind: 'edghtsrt', accountId, parentId: edge.id, body: {}, refs: [route.id] });
      const outside = await create({ kind: 'bkdwd', accountId, body: {}, refs: [route.id] });
      const error = await caught(db.transaction((tx) => deleteResource(tx, 'edghts', accountId, edge.id)));
      expect(error).toMatchObject({ code: 'resource_referenced', referrers: [{ id: outside.id, kind: 'bkdwd' }] });
      expect(await getResource(db, 'edghtsrt', accountId, route.id)).toBeDefined();
    });

    it.each([
      { why: 'a NUL character in the body', body: { description: 'a\u0000b' }, uniques: [] },
      { why: 'a lone surrogate in the body', body: { description: 'a\ud800b' }, uniques: [] },
      { why: 'a NUL character in a unique value', body: {}, uniques: [{ namespace: 'domain', value: 'a\u0000b' }] },
    ])('refuses $why with UnstorableValueError, creating nothing', async ({ body, uniques }) => {
      const accountId = await account();
      const id = newId('agin');
      const error = await caught(create({ id, kind: 'agin', accountId, body, uniques }));
      expect(error).toBeInstanceOf(UnstorableValueError);
      expect(error).toMatchObject({ code: 'unstorable_value', message: 'text must not contain the NUL character (U+0000) or unpaired UTF-16 surrogates' });
      expect(await getResource(db, 'agin', accountId, id)).toBeUndefined();
    });

    it('refuses an unstorable body on update, changing nothing', async () => {
      const accountId = await account();
      const { id } = await create({ kind: 'ipp', accountId, body: { description: 'ok' } });
      const error = await caught(db.transaction((tx) => updateResource(tx, 'ipp', accountId, id, { body: { description: '\u0000' } })));
      expect(error).toMatchObject({ code: 'unstorable_value' });
      expect((await getResource(db, 'ipp', accountId, id))?.body).toEqual({ description: 'ok' });
    });

    it('answers false when deleting what does not exist', async () => {
      expect(await db.transaction((tx) => deleteResource(tx, 'bkdtg', 'acct_none', newId('bkdtg')))).toBe(false);
    });

    it('keeps unique values unique across accounts until their resource is deleted', async () => {
      const first = await account();
      const second = await account();
      const addr = `1.tcp.example.com:${20000 + Math.floor(Math.random() * 10000)}`;
      const taken = await create({ kind: 'ra', accountId: first, body: { addr }, uniques: [{ namespace: 'addr', value: addr }] });
      const id = newId('ra');
      const error = await caught(create({ id, kind: 'ra', accountId: second, body: { addr }, uniques: [{ namespace: 'addr', value: addr }] }));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({ code: 'unique_conflict', namespace: 'addr', value: addr, message: `addr "${addr}" is already in use` });
      expect(await getResource(db, 'ra', second, id)).toBeUndefined();
      // Another namespace is another space.
      await create({ kind: 'agin', accountId: second, body: {}, uniques: [{ namespace: 'domain', value: addr }] });
      await db.transaction((tx) => deleteResource(tx, 'ra', first, taken.id));
      await create({ kind: 'ra', accountId: second, body: { addr }, uniques: [{ namespace: 'addr', value: addr }] });
    });

    it('lets exactly one of many concurrent creators take a unique value', async () => {
      const accounts = await Promise.all(Array.from({ length: 6 }, () => account()));
      const domain = `race-${newId('x')}.example.com`.toLowerCase();
      const outcomes = await Promise.allSettled(
        accounts.map((accountId) => create({ kind: 'agin', accountId, body: { domain }, uniques: [{ namespace: 'domain', value: domain }] })),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'unique_conflict', namespace: 'domain', value: domain });
      }
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM unique_values WHERE value = $1', [domain]);
      expect(rows[0]?.n).toBe(1);
    });

    it('rolls a failed transaction back completely', async () => {
      const accountId = await account();
      const addr = `rollback.example.com:${newId('x').slice(-6)}`;
      const ids = [newId('ra'), newId('ra')];
      await expect(
        db.transaction(async (tx) => {
          await createResource(tx, { id: ids[0]!, kind: 'ra', accountId, body: {}, uniques: [{ namespace: 'addr', value: addr }] });
          await createResource(tx, { id: ids[1]!, kind: 'ra', accountId, body: {}, refs: [ids[0]!] });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await listResources(db, 'ra', accountId, { limit: 10 })).items).toEqual([]);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM resource_refs WHERE from_id = ANY($1::text[])', [ids]);
      expect(rows[0]?.n).toBe(0);
      // The unique value was released with the rollback.
      await create({ kind: 'ra', accountId, body: {}, uniques: [{ namespace: 'addr', value: addr }] });
    });

    it('refuses to use the database itself inside its own transaction', async () => {
      const accountId = await account();
      const id = newId('ipp');
      const error = await caught(
        db.transaction(async (tx) => {
          await createResource(tx, { id, kind: 'ipp', accountId, body: {} });
          await db.query('SELECT 1');
        }),
      );
      expect(error).toBeInstanceOf(NestedDatabaseUseError);
      expect(error).toMatchObject({ code: 'nested_database_use' });
      await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toBeInstanceOf(NestedDatabaseUseError);
      expect(await getResource(db, 'ipp', accountId, id)).toBeUndefined();
    });

    it('refuses it in a transaction opened after all others closed, and in one that outlives another', async () => {
      // The guard tracks async context only while a transaction is open (transaction-scope.ts).
      await db.transaction(async () => 1);
      await expect(db.transaction(async () => db.query('SELECT 1'))).rejects.toBeInstanceOf(NestedDatabaseUseError);
      const [short, long] = await Promise.allSettled([
        db.transaction(async () => 1),
        db.transaction(async (tx) => {
          await tx.query('SELECT 1');
          await tx.query('SELECT 1');
          return db.query('SELECT 1');
        }),
      ]);
      expect(short).toEqual({ status: 'fulfilled', value: 1 });
      expect(long).toMatchObject({ status: 'rejected', reason: expect.any(NestedDatabaseUseError) });
      expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    });

    it('reads a row for update inside a transaction', async () => {
      const accountId = await account();
      const { id } = await create({ kind: 'ipp', accountId, body: { n: 1 } });
      const updated = await db.transaction(async (tx) => {
        const current = await getResource<{ n: number }>(tx, 'ipp', accountId, id, { forUpdate: true });
        return updateResource(tx, 'ipp', accountId, id, { body: { n: (current?.body.n ?? 0) + 1 } });
      });
      expect(updated?.body).toEqual({ n: 2 });
    });
  });
}

/*
 * Races that only PostgreSQL can have (PGlite serializes transactions): two transactions from the pool
 * are made to overlap on purpose, the first held open until the second is seen waiting for its lock.
 */
const postgres = backends.find((harness) => harness.backend === 'postgres')!;

describe.skipIf(!postgres.available)('storage races on postgres', () => {
  let db: Database;
  let accountId: string;

  beforeAll(async () => {
    db = await openDatabase((await postgres.freshTarget()).options);
    ({ accountId } = await createAccount(db, { name: 'races', mayReportAbuse: false }));
  });

  afterAll(() => db?.close());

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
