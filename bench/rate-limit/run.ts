/**
 * What the shared rate limit (server/cluster/leased-rate-limiter.ts, docs/decisions/0054-leased-rate-limit.md)
 * costs per request, as ratios against baselines measured in the same run on the same PostgreSQL:
 *   npm run --prefix bench rate-limit [-- --write]
 * 1. The limiter alone, reserving slices as the server does and one request per slice (a statement per
 *    request, as the token bucket before it cost), against a `SELECT 1` round trip (the floor of any
 *    statement) and against the in-process rolling window of the embedded mode.
 * 2. In a request: GET of a tunnel-group backend through the whole app (Fastify inject, no sockets),
 *    with the shared limiter and with the in-process one; the difference is the limiter's share.
 * 10 operations in flight at a time; interleaved rounds; medians. --write replaces the "Rate limit"
 * section of bench/RESULTS.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createAccount } from '../../server/accounts/index.js';
import { buildApp } from '../../server/app.js';
import { createDatabaseDirectory } from '../../server/cluster/database-directory.js';
import { LeasedRateLimiter } from '../../server/cluster/leased-rate-limiter.js';
import { type RateLimiter, RollingWindowRateLimiter } from '../../server/http/rate-limiter.js';
import { openDatabase } from '../../server/storage/index.js';
import { startPostgres } from '../../test/support/postgres.js';
import { machine, median, writeResultsSection } from '../server/results-section.js';

const IN_FLIGHT = 10;
const ROUND_MS = 1500;
const ROUNDS = 5;

/** Operations per second of `op`, IN_FLIGHT at a time (`lane` says which), for ROUND_MS. */
async function throughput(op: (lane: number) => Promise<unknown>): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + ROUND_MS;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, lane) => {
      while (performance.now() < deadline) {
        await op(lane);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

const postgres = await startPostgres();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-rate-limit-'));
try {
  const db = await openDatabase({ dataDir, databaseUrl: await postgres.createDatabase('bench') });
  const account = await createAccount(db, { name: 'bench', mayReportAbuse: false });
  const others = await Promise.all(Array.from({ length: IN_FLIGHT }, (_, index) => createAccount(db, { name: `bench-${index}`, mayReportAbuse: false })));
  const shared = new LeasedRateLimiter(db, { limit: 1_000_000_000 });
  const perRequest = new LeasedRateLimiter(db, { limit: 1_000_000_000, maxSlice: 1 });
  // A cluster's limiter is stopped with its node; the in-process one holds nothing to stop.
  const local = Object.assign(new RollingWindowRateLimiter(1_000_000_000), { stop: async () => undefined });
  const appWith = (rateLimiter: RateLimiter & { stop(): Promise<void> }) =>
    buildApp({
      ctx: { db, publicUrl: 'http://bench.test', now: () => new Date(), kek: randomBytes(32) },
      rateLimitPerMinute: 1_000_000_000,
      logLevel: 'silent',
      cluster: {
        rateLimiter,
        directory: createDatabaseDirectory(db, 'bench'),
        relay: {
          forward: async () => undefined,
          broadcastCredentialDrop: async () => undefined,
          broadcastCredentialRecheck: async () => undefined,
          serve: () => undefined,
        },
      },
    });
  const sharedApp = appWith(shared);
  const localApp = appWith(local);
  await Promise.all([sharedApp.ready(), localApp.ready()]);
  const headers = { authorization: `Bearer ${account.apiKey}`, 'service-version': '2', 'content-type': 'application/json' };
  const created = await localApp.inject({ method: 'POST', url: '/backends/tunnel_group', headers, payload: '{"labels":{"app":"web"}}' });
  const getUrl = `/backends/tunnel_group/${(created.json() as { id: string }).id}`;
  const get = (app: typeof localApp) => async () => {
    const response = await app.inject({ method: 'GET', url: getUrl, headers });
    if (response.statusCode !== 200) throw new Error(`GET answered ${response.statusCode}`);
  };

  const cases: Record<string, (lane: number) => Promise<unknown>> = {
    'SELECT 1 (round trip)': () => db.query('SELECT 1'),
    'shared limiter take': async () => shared.take(account.accountId),
    'shared limiter take, a slice per request': async () => perRequest.take(account.accountId),
    'shared limiter take, a slice per request, one account per lane': async (lane) => perRequest.take(others[lane]!.accountId),
    'in-process limiter take': async () => local.take(account.accountId),
    'GET by id, shared limiter': get(sharedApp),
    'GET by id, in-process limiter': get(localApp),
  };
  for (const op of Object.values(cases)) await throughput(op); // warm-up
  const rounds: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, op] of Object.entries(cases)) rounds[name]!.push(await throughput(op));
  }
  const opsPerSecond = Object.fromEntries(Object.entries(rounds).map(([name, values]) => [name, median(values)])) as Record<string, number>;
  const micros = (name: string) => (1e6 / opsPerSecond[name]!) * IN_FLIGHT;
  const row = (name: string, baseline: string) =>
    `| ${name} | ${Math.round(opsPerSecond[name]!).toLocaleString('en-US')} | ${Math.round(micros(name)).toLocaleString('en-US')} | ${(opsPerSecond[name]! / opsPerSecond[baseline]!).toFixed(2)}× |`;
  const limiterShare = 1 - opsPerSecond['GET by id, shared limiter']! / opsPerSecond['GET by id, in-process limiter']!;
  const body = `Rerun: \`npm run --prefix bench rate-limit -- --write\` (from the repository root; needs \`npm i --prefix bench\` once).
Last run: ${machine()}; a throwaway PostgreSQL ${'(test/support/postgres.ts, fsync off)'} on the same machine; ${IN_FLIGHT} operations in flight,
median of ${ROUNDS} interleaved rounds of ${ROUND_MS / 1000} s. µs/op is the wall time one operation takes at that concurrency.

| operation | ops/s | µs/op | vs baseline |
| --- | ---: | ---: | ---: |
${row('SELECT 1 (round trip)', 'SELECT 1 (round trip)')}
${row('shared limiter take', 'SELECT 1 (round trip)')}
${row('shared limiter take, a slice per request', 'SELECT 1 (round trip)')}
${row('shared limiter take, a slice per request, one account per lane', 'SELECT 1 (round trip)')}
${row('in-process limiter take', 'SELECT 1 (round trip)')}
${row('GET by id, in-process limiter', 'GET by id, in-process limiter')}
${row('GET by id, shared limiter', 'GET by id, in-process limiter')}

The shared limiter reserves slices of the account's window (up to a twentieth of the limit, sized to its pace) and spends them in process,
so it costs ${(opsPerSecond['in-process limiter take']! / opsPerSecond['shared limiter take']!).toFixed(1)}× the in-process limiter's take; a slice per request (what every request paid before, with the token bucket)
costs ${(opsPerSecond['SELECT 1 (round trip)']! / opsPerSecond['shared limiter take, a slice per request, one account per lane']!).toFixed(2)}× a bare round trip for different accounts, and ${(opsPerSecond['SELECT 1 (round trip)']! / opsPerSecond['shared limiter take, a slice per request']!).toFixed(2)}× for one account: the worst case, which slices
sized to the pace avoid — an instance has one reservation of an account in flight at a time, and the window then holds a row per request.
In a GET by id of one account on PostgreSQL the shared limiter takes ${(limiterShare * 100).toFixed(0)} % of the throughput (the embedded mode keeps the in-process limiter).
The test PostgreSQL runs with fsync and synchronous_commit off; on a production one the slices' table being UNLOGGED spares each reservation a WAL flush.`;
  console.log(body);
  if (process.argv.includes('--write')) writeResultsSection('Rate limit', body);
  await Promise.all([shared.stop(), perRequest.stop()]);
  await sharedApp.close();
  await localApp.close();
  await db.close();
} finally {
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
