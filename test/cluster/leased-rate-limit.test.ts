// The rate limit of instances sharing PostgreSQL, reserved in slices (docs/decisions/0054-leased-rate-limit.md):
// two limiters on one database stand for two instances. Whatever the interleaving, together they let through
// exactly the limit in a window, and what one holds unspent goes back to the other when it stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeasedRateLimiter } from '../../server/cluster/leased-rate-limiter.js';
import type { RateDecision } from '../../server/http/rate-limiter.js';
import { type Database, openDatabase, type Queryable } from '../../server/storage/index.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';

if (!postgresAvailable()) console.log(`${POSTGRES_SKIP_MESSAGE} (leased rate limit)`);

describe.runIf(postgresAvailable())('the rate limit of two instances on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let db: Database;
  const limiters: LeasedRateLimiter[] = [];
  const limiter = (options: ConstructorParameters<typeof LeasedRateLimiter>[1]) => {
    const made = new LeasedRateLimiter(db, options);
    limiters.push(made);
    return made;
  };

  beforeAll(async () => {
    postgres = await startPostgres();
    db = await openDatabase({ dataDir: '', databaseUrl: await postgres.createDatabase('leases') });
  });

  afterAll(async () => {
    await Promise.all(limiters.map((made) => made.stop()));
    await db?.close();
    await postgres?.stop();
  });

  it('lets exactly the limit through across both, in slices, and refuses the rest with Retry-After', async () => {
    const one = limiter({ limit: 40, maxSlice: 8 });
    const two = limiter({ limit: 40, maxSlice: 8 });
    const decisions = await Promise.all(Array.from({ length: 100 }, (_, index) => (index % 2 === 0 ? one : two).take('acct_both')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(40);
    for (const refused of decisions.filter((decision) => !decision.allowed)) {
      // The first requests leave the window 60 s after they were let through (plus at most a slice's 2 s).
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(62);
    }
    // Fewer statements than requests: slices of up to 8.
    const { rows } = await db.query<{ slices: number; requests: number }>(
      "SELECT count(*)::int AS slices, sum(requests)::int AS requests FROM rate_limit_slices WHERE account_id = 'acct_both'",
    );
    expect(rows[0]!.requests).toBe(40);
    expect(rows[0]!.slices).toBeLessThan(40);
    // Another account has its own window.
    expect((await one.take('acct_other')).allowed).toBe(true);
  });

  it('counts what an instance holds unspent until it gives it back, then the other spends it', async () => {
    // Slices spendable for a whole minute: none runs out of time (and is given back by the sweep) mid-test.
    const one = limiter({ limit: 10, maxSlice: 10, spendMs: 60_000 });
    const two = limiter({ limit: 10, maxSlice: 10, spendMs: 60_000, refusalMs: 0 });
    const take = async (from: LeasedRateLimiter, times: number): Promise<RateDecision[]> => {
      const decisions: RateDecision[] = [];
      for (let i = 0; i < times; i += 1) decisions.push(await from.take('acct_held'));
      return decisions;
    };
    // One reserves slices of 1, 2 and 4 (each twice the last it used up) and spends 1 + 2 + 1 of them.
    expect((await take(one, 4)).every((decision) => decision.allowed)).toBe(true);
    // Two gets what is left (10 - 7) and is refused while one holds 3 unspent.
    const beforeGiveBack = await take(two, 4);
    expect(beforeGiveBack.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    await one.stop();
    const afterGiveBack = await take(two, 4);
    expect(afterGiveBack.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
  });

  it('spends slices for longer when the database is slower to answer than their spending time', async () => {
    // The database answering 20 ms late, and 1 ms to spend a slice: every answer arrives after its slice's
    // time ran out. The next slices get twice the round trip, so requests get through (without that, every
    // reservation would end unused and the takes would never finish).
    const slowDb: Queryable = {
      query: async (sql, params) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return db.query(sql, params);
      },
    };
    const slow = new LeasedRateLimiter(slowDb, { limit: 10, spendMs: 1 });
    limiters.push(slow);
    const decisions = [];
    for (let i = 0; i < 3; i += 1) decisions.push(await slow.take('acct_slow'));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true]);
  });
});
