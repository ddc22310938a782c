import { afterAll, describe, expect, it } from 'vitest';
import { authenticate, createAccount, createInitialAccount } from '../../server/accounts/accounts.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { storageBackends } from './backends.js';

const DEV = { name: 'development', mayReportAbuse: true };
const backends = storageBackends();

for (const harness of backends) {
  describe.skipIf(!harness.available)(`createInitialAccount on ${harness.backend}`, () => {
    afterAll(() => harness.stop());

    it('creates one account on an empty storage and none once any account exists', async () => {
      const db = await openDatabase((await harness.freshTarget()).options);
      try {
        const created = await createInitialAccount(db, DEV);
        expect(created).toBeDefined();
        expect(await authenticate(db, created!.apiKey)).toMatchObject({ id: created!.accountId, name: 'development', mayReportAbuse: true });
        expect(await createInitialAccount(db, DEV)).toBeUndefined();
        await createAccount(db, { name: 'ops', mayReportAbuse: false });
        expect(await createInitialAccount(db, DEV)).toBeUndefined();
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
        expect(rows[0]?.n).toBe(2);
      } finally {
        await db.close();
      }
    });
  });
}

const postgres = backends.find((harness) => harness.backend === 'postgres')!;

describe.skipIf(!postgres.available)('createInitialAccount on postgres, several servers at once', () => {
  afterAll(() => postgres.stop());

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
