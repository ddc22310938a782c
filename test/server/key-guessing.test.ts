// Key guessing costs nothing (docs/decisions/0041-key-guessing.md), on both databases: an unknown key
// is answered without a database query after its first miss, until a key is created (on PostgreSQL
// also by another process sharing the database); and an address that sent too many invalid keys is
// answered 429 AUTHENTICATION_RATE_LIMITED with Retry-After, while keys that work keep working.

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/index.js';
import { ServerMetrics } from '../../server/ops/metrics.js';
import { expectError, startTestServer, type TestServer } from './harness.js';

const LIMIT = 5;
let server: TestServer;
const metrics = new ServerMetrics();

beforeAll(async () => {
  server = await startTestServer({ app: { authFailuresPerMinute: LIMIT, operators: { metrics } } });
});
afterAll(() => server?.close());

/** A request from `address` (each test uses its own, so their failures do not add up). */
async function from(address: string, key: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/credentials',
    remoteAddress: address,
    headers: { authorization: `Bearer ${key}`, 'service-version': '2' },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers as Record<string, unknown> };
}

/** Statements the app ran outside transactions so far. */
async function queries(): Promise<number> {
  const { values } = await metrics.databaseDuration.get();
  return values.find((value) => value.metricName === 'tunnel_api_db_duration_seconds_count' && value.labels.kind === 'query')?.value ?? 0;
}

describe('the negative authentication cache', () => {
  it('answers an unknown key without a query after its first miss', async () => {
    const guess = 'tak_guess0000000000000000000000000000000000';
    const first = await queries();
    expectError(await from('10.1.0.1', guess), 401, 'API_KEY_INVALID');
    const afterMiss = await queries();
    expect(afterMiss).toBe(first + 1);
    for (let i = 0; i < 3; i += 1) expectError(await from('10.1.0.1', guess), 401, 'API_KEY_INVALID');
    expect(await queries()).toBe(afterMiss);
  });

  it('asks again once a key was created (by another process sharing the database too)', async () => {
    const guess = 'tak_guess1111111111111111111111111111111111';
    expectError(await from('10.1.0.2', guess), 401, 'API_KEY_INVALID');
    const remembered = await queries();
    expectError(await from('10.1.0.2', guess), 401, 'API_KEY_INVALID');
    expect(await queries()).toBe(remembered);
    // On PostgreSQL by the admin command, in a process of its own (only its NOTIFY can tell this one);
    // with the embedded database its single writer is this process: created here.
    const created =
      process.env.TUNNEL_TEST_DATABASE === 'postgres'
        ? await adminCreateAccount(await currentDatabaseUrl())
        : await createAccount(server.db, { name: 'created meanwhile', mayReportAbuse: false });
    // The creation's NOTIFY arrives asynchronously on PostgreSQL: the miss is forgotten within a few tries.
    let asked = false;
    for (let i = 0; i < 200 && !asked; i += 1) {
      const before = await queries();
      expectError(await from('10.1.0.2', guess), 401, 'API_KEY_INVALID');
      asked = (await queries()) > before;
      if (!asked) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(asked).toBe(true);
    // And the new key works at once.
    expect((await from('10.1.0.2', created.apiKey)).status).toBe(200);
  });
});

describe('failed authentications per client address', () => {
  it(`answers 429 AUTHENTICATION_RATE_LIMITED after ${LIMIT} invalid keys, with Retry-After`, async () => {
    // A key that worked from this address before the guessing keeps working during it.
    expect((await from('10.2.0.1', server.apiKey)).status).toBe(200);
    for (let i = 0; i < LIMIT; i += 1) expectError(await from('10.2.0.1', `tak_wrong${i}`), 401, 'API_KEY_INVALID');
    const before = await queries();
    const limited = expectError(await from('10.2.0.1', 'tak_wrong_again'), 429, 'AUTHENTICATION_RATE_LIMITED');
    const message =
      /^This address sent too many requests with an unknown API key \(5 per 60 seconds\), so its requests are refused without checking their key; retry after \d+ seconds\.$/;
    expect(limited.msg).toMatch(message);
    const retryAfter = Number((await from('10.2.0.1', 'tak_wrong_more')).headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.details.retry_after_seconds).toBeGreaterThanOrEqual(1);
    // Refused without looking the key up.
    expect(await queries()).toBe(before);
    expect((await from('10.2.0.1', server.apiKey)).status).toBe(200);
    // A valid key not seen lately (not in the 30 s cache) from a blocked address is refused too, without a query: the
    // address is what is limited, and the answer does not call the key invalid.
    const beforeValid = await queries();
    const valid = expectError(await from('10.2.0.1', server.otherKey), 429, 'AUTHENTICATION_RATE_LIMITED');
    expect(valid.msg).toMatch(message);
    expect(valid.msg).not.toMatch(/invalid/);
    expect(await queries()).toBe(beforeValid);
    // Other addresses are not affected.
    expectError(await from('10.2.0.2', 'tak_wrong'), 401, 'API_KEY_INVALID');
  });

  it('counts IPv6 addresses by their /64', async () => {
    for (let i = 0; i < LIMIT; i += 1) expectError(await from(`2001:db8:1:2::${i + 1}`, `tak_v6_${i}`), 401, 'API_KEY_INVALID');
    expectError(await from('2001:db8:1:2:ffff::9', 'tak_v6_next'), 429, 'AUTHENTICATION_RATE_LIMITED');
    expectError(await from('2001:db8:1:3::1', 'tak_v6_next'), 401, 'API_KEY_INVALID');
  });
});

/** The URL of the PostgreSQL database the harness made for this server. */
async function currentDatabaseUrl(): Promise<string> {
  const { rows } = await server.db.query<{ name: string }>('SELECT current_database() AS name');
  const { inject } = await import('vitest');
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/** `npm run admin -- create-account` against `databaseUrl`, as an operator runs it: its own process. */
async function adminCreateAccount(databaseUrl: string): Promise<{ apiKey: string }> {
  const repo = path.resolve(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-account', '--name', 'created meanwhile'], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    timeout: 60_000,
  });
  return { apiKey: (JSON.parse(stdout) as { api_key: string }).api_key };
}
