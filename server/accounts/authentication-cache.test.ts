import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../../test/support/fresh-data-dir.js';
import { type Database, openDatabase, type Queryable } from '../storage/index.js';
import { createAccount } from './accounts.js';
import { AuthenticationCache } from './authentication-cache.js';

describe('AuthenticationCache', () => {
  let dataDir: string;
  let db: Database;
  let queries = 0;
  /** The real database, counting the queries that reach it. */
  let counted: Queryable;
  beforeAll(async () => {
    dataDir = await freshDataDir();
    db = await openDatabase({ dataDir });
    counted = {
      query: (sql, params) => {
        queries += 1;
        return db.query(sql, params);
      },
    };
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a key seen within the TTL without a query, and asks again after it', async () => {
    let now = 1_000;
    const cache = new AuthenticationCache(counted, { ttlMs: 100, now: () => now });
    const { accountId, apiKey } = await createAccount(db, { name: 'cached', mayReportAbuse: true });
    queries = 0;
    expect((await cache.authenticate(apiKey))?.id).toBe(accountId);
    expect((await cache.authenticate(apiKey))?.mayReportAbuse).toBe(true);
    expect(queries).toBe(1);
    now += 100;
    expect((await cache.authenticate(apiKey))?.id).toBe(accountId);
    expect(queries).toBe(2);
  });

  it('answers an unknown key without a query after its first miss, until a key is created', async () => {
    const cache = new AuthenticationCache(counted);
    queries = 0;
    expect(await cache.authenticate('tak_unknown')).toBeUndefined();
    expect(await cache.authenticate('tak_unknown')).toBeUndefined();
    expect(queries).toBe(1);
    // Any creation ends the epoch the miss was found in: the next lookup asks again.
    await createAccount(db, { name: 'later', mayReportAbuse: false });
    queries = 0;
    expect(await cache.authenticate('tak_unknown')).toBeUndefined();
    expect(queries).toBe(1);
  });

  it('never waits on a miss for a key created after it', async () => {
    let epoch = 'one';
    // The key is looked up once before its row exists (the database answers nothing), then exists.
    let exists = false;
    const gated: Queryable = { query: (sql, params) => (exists ? db.query(sql, params) : Promise.resolve({ rows: [], rowCount: 0 })) };
    const cache = new AuthenticationCache(gated, { keyCreations: { epoch: () => epoch } });
    const { accountId, apiKey } = await createAccount(db, { name: 'guessed', mayReportAbuse: false });
    expect(await cache.authenticate(apiKey)).toBeUndefined();
    exists = true;
    expect(await cache.authenticate(apiKey)).toBeUndefined();
    // Its creation is announced: the remembered miss is over.
    epoch = 'two';
    expect((await cache.authenticate(apiKey))?.id).toBe(accountId);
  });

  it('trusts no miss while key creations could go unnoticed (no epoch)', async () => {
    const cache = new AuthenticationCache(counted, { keyCreations: { epoch: () => undefined } });
    queries = 0;
    await cache.authenticate('tak_unknown');
    await cache.authenticate('tak_unknown');
    expect(queries).toBe(2);
  });

  it('holds at most maxUnknownEntries misses, dropping the oldest first', async () => {
    const cache = new AuthenticationCache(counted, { maxUnknownEntries: 2 });
    for (const key of ['tak_a', 'tak_b', 'tak_c']) await cache.authenticate(key);
    queries = 0;
    await cache.authenticate('tak_c');
    await cache.authenticate('tak_b');
    expect(queries).toBe(0);
    await cache.authenticate('tak_a');
    expect(queries).toBe(1);
  });

  it('holds at most maxEntries keys, dropping the oldest first', async () => {
    const cache = new AuthenticationCache(counted, { maxEntries: 2 });
    const keys = await Promise.all(['a', 'b', 'c'].map((name) => createAccount(db, { name, mayReportAbuse: false })));
    for (const { apiKey } of keys) await cache.authenticate(apiKey);
    queries = 0;
    await cache.authenticate(keys[2]!.apiKey);
    await cache.authenticate(keys[1]!.apiKey);
    expect(queries).toBe(0);
    await cache.authenticate(keys[0]!.apiKey);
    expect(queries).toBe(1);
  });
});
