/**
 * The embedded database's read index (server/storage/resource-index.ts) answers exactly what the
 * database holds: after every kind of committed write, and never a write that rolled back. Reads through
 * the Database use the index; the same reads inside a transaction go to PGlite itself, so each check
 * compares the two.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { newId } from '../../server/ids/id.js';
import { instrumentDatabase } from '../../server/ops/instrumented-database.js';
import { ServerMetrics } from '../../server/ops/metrics.js';
import type { Database } from '../../server/storage/database.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { compactJsonb, type LoadedRow, ResourceIndex } from '../../server/storage/resource-index.js';
import { createResource, deleteResource, getResource, listResources, type ResourceRecord, updateResource } from '../../server/storage/resources.js';
import { storedAnswer } from '../../server/storage/stored-answers.js';
import { freshDataDir } from '../support/fresh-data-dir.js';

let db: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = await freshDataDir();
  db = await openDatabase({ dataDir });
});
afterAll(async () => {
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function account(): Promise<string> {
  return (await createAccount(db, { name: 'index', mayReportAbuse: false })).accountId;
}

/** Every page of the list, through the index and through the database, must be the same. */
async function expectSameAsDatabase(kind: string, accountId: string, parentId?: string): Promise<void> {
  for (const limit of [1, 2, 100]) {
    let beforeId: string | undefined;
    for (;;) {
      const options = { limit, beforeId, parentId };
      const indexed = await listResources(db, kind, accountId, options);
      const stored = await db.transaction((tx) => listResources(tx, kind, accountId, options));
      expect(indexed).toEqual(stored);
      if (!stored.hasMore) break;
      beforeId = stored.items.at(-1)?.id;
    }
  }
  const all = await db.transaction((tx) => listResources(tx, kind, accountId, { limit: 1000, parentId }));
  for (const record of all.items) {
    expect(await getResource(db, kind, accountId, record.id)).toEqual(record);
  }
}

describe('read index on the embedded database', () => {
  it('is used outside transactions and never inside one', async () => {
    expect(db.readIndex).toBeInstanceOf(ResourceIndex);
    await db.transaction(async (tx) => expect(tx.readIndex).toBeUndefined());
  });

  it('is used, and follows writes, through the metrics wrapper the app puts around the database', async () => {
    const wrapped = instrumentDatabase(db, new ServerMetrics());
    expect(wrapped.readIndex).toBe(db.readIndex);
    const accountId = await account();
    expect((await listResources(wrapped, 'tls', accountId, { limit: 10 })).items).toEqual([]);
    const created = await wrapped.transaction((tx) => createResource(tx, { kind: 'tls', accountId, id: newId('tls'), body: { a: 1 } }));
    expect(await getResource(wrapped, 'tls', accountId, created.id)).toEqual(created);
    await expect(wrapped.transaction(async () => wrapped.readIndex)).rejects.toThrow();
  });

  it('agrees with the database after creates, updates and deletes (read before and after each)', async () => {
    const accountId = await account();
    await expectSameAsDatabase('bkdhr', accountId); // loads an empty slice, then follows the writes
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const created = await db.transaction((tx) => createResource(tx, { kind: 'bkdhr', accountId, id: newId('bkdhr'), body: { n: i, text: `ü ${i}` } }));
      ids.push(created.id);
    }
    await expectSameAsDatabase('bkdhr', accountId);
    await db.transaction((tx) => updateResource(tx, 'bkdhr', accountId, ids[3]!, { body: { n: 33, nested: { b: 1, a: [1, 2] } } }));
    await db.transaction((tx) => deleteResource(tx, 'bkdhr', accountId, ids[5]!));
    await expectSameAsDatabase('bkdhr', accountId);
    expect(await getResource(db, 'bkdhr', accountId, ids[5]!)).toBeUndefined();
    expect((await getResource(db, 'bkdhr', accountId, ids[3]!))?.body).toEqual({ n: 33, nested: { b: 1, a: [1, 2] } });
  });

  it('learns nothing from a transaction that rolled back', async () => {
    const accountId = await account();
    const kept = await db.transaction((tx) => createResource(tx, { kind: 'ipp', accountId, id: newId('ipp'), body: { v: 1 } }));
    await expectSameAsDatabase('ipp', accountId);
    const failed = db.transaction(async (tx) => {
      await createResource(tx, { kind: 'ipp', accountId, id: newId('ipp'), body: { v: 2 } });
      await updateResource(tx, 'ipp', accountId, kept.id, { body: { v: 'changed' } });
      await deleteResource(tx, 'ipp', accountId, kept.id);
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    await expectSameAsDatabase('ipp', accountId);
    expect((await getResource(db, 'ipp', accountId, kept.id))?.body).toEqual({ v: 1 });
  });

  it("forgets the children deleted with their parent, in the children's own lists", async () => {
    const accountId = await account();
    const edge = await db.transaction((tx) => createResource(tx, { kind: 'edghts', accountId, id: newId('edghts'), body: {} }));
    const other = await db.transaction((tx) => createResource(tx, { kind: 'edghts', accountId, id: newId('edghts'), body: {} }));
    for (const parentId of [edge.id, other.id, edge.id]) {
      await db.transaction((tx) => createResource(tx, { kind: 'edghtsrt', accountId, id: newId('edghtsrt'), parentId, body: { parentId } }));
    }
    await expectSameAsDatabase('edghtsrt', accountId, edge.id);
    await expectSameAsDatabase('edghtsrt', accountId);
    expect(await db.transaction((tx) => deleteResource(tx, 'edghts', accountId, edge.id))).toBe(true);
    await expectSameAsDatabase('edghtsrt', accountId);
    await expectSameAsDatabase('edghts', accountId);
    expect((await listResources(db, 'edghtsrt', accountId, { limit: 100 })).items.map((r) => r.parentId)).toEqual([other.id]);
  });

  it("loads stored answers as the very text a write puts in the index, without jsonb's whitespace", async () => {
    const accountId = await account();
    const bodies = [
      {},
      { a: 'x: y, z', 'key with spaces': ' lead and trail ', quote: 'say "hi", \\ then', nested: { list: [1, 2.5, -3, true, null, [], {}] } },
      { unicode: 'ünïcode ✓ 𝄞', control: 'tab\tnew\nline\u0001', empty: '', n: 0 },
    ];
    // Written before the slice is first read: its load reads them from the database.
    const created: ResourceRecord[] = [];
    for (const body of bodies) {
      created.push(await db.transaction((tx) => createResource(tx, { kind: 'weighted_backend', accountId, id: newId('bkdtg'), body })));
    }
    const answerOf = (record: ResourceRecord) => storedAnswer(record.createdAt.getTime(), JSON.stringify(record.body));
    const loaded = await db.readIndex!.listAnswers('weighted_backend', accountId, { limit: 10 });
    expect(loaded.items.map((item) => item.answer).reverse()).toEqual(created.map(answerOf));
    expect((await db.readIndex!.get('weighted_backend', accountId, created[2]!.id))?.body).toEqual(created[2]!.body);
    // A write after the load: the same text again.
    const updated = await db.transaction((tx) =>
      updateResource(tx, 'weighted_backend', accountId, created[1]!.id, { body: { ...bodies[1]!, more: 'a, b: c' } }),
    );
    expect((await db.readIndex!.getAnswer('weighted_backend', accountId, created[1]!.id))?.answer).toBe(answerOf(updated!));
  });

  it('compactJsonb drops exactly the whitespace jsonb writes between tokens', async () => {
    const values: unknown[] = [
      { a: 1, b: [1, 2, { c: 'd e' }], 'f g': { h: null } },
      ['x', ' , : ', 'back\\slash "quoted" \\"', { '': '' }],
      { t: '\u001f\u007f', u: '\ud83d\ude00 emoji' },
      'just a string',
      12,
      [],
      {},
    ];
    for (const value of values) {
      const { rows } = await db.query<{ text: string }>('SELECT $1::jsonb::text AS text', [JSON.stringify(value)]);
      const text = rows[0]!.text;
      expect(compactJsonb(text)).toBe(JSON.stringify(JSON.parse(text)));
    }
  });

  it('hands every reader its own copy of a body', async () => {
    const accountId = await account();
    const created = await db.transaction((tx) => createResource(tx, { kind: 'cred', accountId, id: newId('cred'), body: { acl: ['a'] } }));
    const first = await getResource<{ acl: string[] }>(db, 'cred', accountId, created.id);
    first!.body.acl.push('mutated');
    expect((await getResource(db, 'cred', accountId, created.id))?.body).toEqual({ acl: ['a'] });
  });
});

describe('ResourceIndex while a slice loads', () => {
  const record = (id: string, n: number): ResourceRecord => ({
    id,
    accountId: 'acct',
    kind: 'k',
    parentId: null,
    body: { n },
    createdAt: new Date(1000),
    updatedAt: new Date(1000 + n),
  });
  /** The same as the loader reads it: the body as jsonb's text. */
  const row = (id: string, n: number): LoadedRow => ({ id, parentId: null, text: `{"n": ${n}}`, createdAt: 1000, updatedAt: 1000 + n });

  it('replays the changes committed during the load over what the load read, in commit order', async () => {
    let release: (rows: LoadedRow[]) => void = () => {};
    const index = new ResourceIndex(() => new Promise((resolve) => (release = resolve)));
    const reading = index.list('k', 'acct', { limit: 10 });
    // Committed while the first page is being read: one the load already saw (b at version 2), then later ones.
    index.apply({ type: 'put', record: record('b', 2) });
    index.apply({ type: 'put', record: record('c', 3) });
    index.apply({ type: 'delete', accountId: 'acct', removed: [{ id: 'a', kind: 'k' }] });
    index.apply({ type: 'put', record: record('b', 4) });
    release([row('a', 1), row('b', 2)]);
    const page = await reading;
    expect(page.items.map((r) => [r.id, r.body])).toEqual([
      ['c', { n: 3 }],
      ['b', { n: 4 }],
    ]);
    expect(page.hasMore).toBe(false);
  });

  it('ignores changes to slices nobody read, and reads them from the database when first asked', async () => {
    const loads: string[] = [];
    const index = new ResourceIndex(async (accountId, kind) => {
      loads.push(`${accountId}/${kind}`);
      return [row('z', 9)];
    });
    index.apply({ type: 'put', record: record('y', 1) });
    expect((await index.get('k', 'acct', 'z'))?.body).toEqual({ n: 9 });
    expect(await index.get('k', 'acct', 'y')).toBeUndefined();
    expect(loads).toEqual(['acct/k']);
    await index.get('k', 'acct', 'z');
    expect(loads).toEqual(['acct/k']);
  });

  it('reads a large slice in pages, fewer rows to a page for larger bodies, and holds every row once in id order', async () => {
    // 1,000 rows: small bodies first, then bodies of 2,000 characters.
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const id = `r${String(i).padStart(4, '0')}`;
      return { id, parentId: null, text: `{"n": ${i}, "s": "${i < 600 ? 'x' : 'y'.repeat(2000)}"}`, createdAt: i, updatedAt: i };
    });
    const pageSizes: number[] = [];
    const index = new ResourceIndex(async (_accountId, _kind, afterId, pageSize) => {
      pageSizes.push(pageSize);
      return rows.filter((row) => afterId === undefined || row.id > afterId).slice(0, pageSize);
    });
    const ids: string[] = [];
    let beforeId: string | undefined;
    for (;;) {
      const page = await index.list('k', 'acct', { limit: 77, beforeId });
      ids.push(...page.items.map((item) => item.id));
      if (!page.hasMore) break;
      beforeId = ids.at(-1);
    }
    expect(ids).toEqual(rows.map((row) => row.id).reverse());
    expect((await index.get('k', 'acct', 'r0999'))?.body).toEqual({ n: 999, s: 'y'.repeat(2000) });
    expect(Math.max(...pageSizes)).toBeLessThanOrEqual(250);
    expect(pageSizes.at(-1)).toBe(16);
  });

  it('loads again after a failed load', async () => {
    let fail = true;
    const index = new ResourceIndex(async () => {
      if (fail) throw new Error('disk on fire');
      return [row('a', 1)];
    });
    await expect(index.get('k', 'acct', 'a')).rejects.toThrow('disk on fire');
    fail = false;
    expect((await index.get('k', 'acct', 'a'))?.body).toEqual({ n: 1 });
  });
});
