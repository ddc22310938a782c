import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, createAccount, createInitialAccount, getAccount } from '../../server/accounts/accounts.js';
import type { Database } from '../../server/storage/database.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { storageBackends } from './backends.js';

const DEV = { name: 'development', mayReportAbuse: true };
const backends = storageBackends();
afterAll(() => Promise.all(backends.map((harness) => harness.stop())));

for (const harness of backends) {
  describe.skipIf(!harness.available)(`accounts and API keys on ${harness.backend}`, () => {
    let db: Database;

    beforeAll(async () => {
      db = await openDatabase((await harness.freshTarget()).options);
    });

    afterAll(() => db?.close());

    // First, while the storage is still empty.
    it('creates an initial account on an empty storage and none once any account exists', async () => {
      const created = await createInitialAccount(db, DEV);
      expect(created).toBeDefined();
      expect(await authenticate(db, created!.apiKey)).toMatchObject({ id: created!.accountId, name: 'development', mayReportAbuse: true });
      expect(await createInitialAccount(db, DEV)).toBeUndefined();
      await createAccount(db, { name: 'ops', mayReportAbuse: false });
      expect(await createInitialAccount(db, DEV)).toBeUndefined();
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
      expect(rows[0]?.n).toBe(2);
    });

    it('creates an account with a random tak_ key that authenticates it', async () => {
      const { accountId, apiKey } = await createAccount(db, { name: 'Ops team', mayReportAbuse: true });
      expect(accountId).toMatch(/^acct_[0-9A-Za-z]{27}$/);
      expect(apiKey).toMatch(/^tak_[0-9A-Za-z]{43}$/);
      const account = await authenticate(db, apiKey);
      expect(account).toMatchObject({ id: accountId, name: 'Ops team', mayReportAbuse: true });
      expect(account?.createdAt).toBeInstanceOf(Date);
      expect(await getAccount(db, accountId)).toEqual(account);
    });

    it('tells accounts apart by key', async () => {
      const first = await createAccount(db, { name: 'first', mayReportAbuse: false });
      const second = await createAccount(db, { name: 'second', mayReportAbuse: false });
      expect(first.apiKey).not.toBe(second.apiKey);
      expect((await authenticate(db, second.apiKey))?.id).toBe(second.accountId);
      expect(await authenticate(db, first.apiKey)).toMatchObject({ id: first.accountId, mayReportAbuse: false });
    });

    it.each([
      { why: 'an empty key', key: () => '' },
      { why: 'an unknown key', key: () => 'tak_unknown' },
      { why: 'a key with its last character changed', key: (apiKey: string) => apiKey.slice(0, -1) + (apiKey.endsWith('a') ? 'b' : 'a') },
      { why: 'the stored hash itself', key: (apiKey: string) => sha256(apiKey) },
    ])('refuses $why', async ({ key }) => {
      const { apiKey } = await createAccount(db, { name: 'refuse', mayReportAbuse: false });
      expect(await authenticate(db, key(apiKey))).toBeUndefined();
    });

    it('stores only the SHA-256 of the key', async () => {
      const { accountId, apiKey } = await createAccount(db, { name: 'hashed', mayReportAbuse: false });
      const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE account_id = $1', [accountId]);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.key_hash).toBe(sha256(apiKey));
      expect(JSON.stringify(rows)).not.toContain(apiKey.slice(4));
    });

    it('answers undefined for an unknown account id', async () => {
      expect(await getAccount(db, 'acct_000000000000000000000000000')).toBeUndefined();
    });
  });
}

const postgres = backends.find((harness) => harness.backend === 'postgres')!;

describe.skipIf(!postgres.available)('createInitialAccount on postgres, several servers at once', () => {
  it('creates exactly one account', async () => {
    const { options } = await postgres.freshTarget();
    const servers = await Promise.all(Array.from({ length: 3 }, () => openDatabase(options)));
    try {
      const outcomes = await Promise.all(servers.map((db) => createInitialAccount(db, DEV)));
      expect(outcomes.filter((outcome) => outcome !== undefined)).toHaveLength(1);
      const { rows } = await servers[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
      expect(rows[0]?.n).toBe(1);
    } finally {
      await Promise.all(servers.map((db) => db.close()));
    }
  });
});

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
