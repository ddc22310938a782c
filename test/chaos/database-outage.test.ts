// PostgreSQL stopped and started under load (docs/decisions/0040-database-unavailable.md): while it is
// away every request is answered 503 DATABASE_UNAVAILABLE with Retry-After (never 500), the log gets one
// line when it goes and one when it is back (not one per request), /readyz says not ready, and once
// it is back the same process serves again — with every write it acknowledged still there — and the
// generated client's GET, sent while it was away, retries on the 503 until it succeeds.
import type { AddressInfo } from 'node:net';
import { createClient } from '@tunnel-api/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';

const WORKERS = 4;
/** Each worker's bound on requests, whatever happens. */
const MAX_REQUESTS_PER_WORKER = 3000;

interface Outcome {
  status: number;
  code?: string;
  msg?: string;
  retryAfter?: unknown;
  phase: Phase;
}
type Phase = 'before' | 'down' | 'after';

describe.skipIf(!postgresAvailable())('PostgreSQL stopped and started under load', () => {
  let postgres: TestPostgres;
  let server: TestServer;
  const lines: Array<{ level: number; msg: string }> = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase('outage');
    server = await startTestServer({
      databaseUrl,
      app: { logLevel: 'info', logLine: (line) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it('answers 503 with Retry-After while it is away, logs two lines, and recovers without a restart', async () => {
    let phase: Phase = 'before';
    let stop = false;
    const outcomes: Outcome[] = [];
    const created: string[] = [];
    const count = (wanted: Phase, test: (outcome: Outcome) => boolean) => outcomes.filter((outcome) => outcome.phase === wanted && test(outcome)).length;

    const worker = async (n: number) => {
      for (let i = 0; i < MAX_REQUESTS_PER_WORKER && !stop; i += 1) {
        const current = phase;
        const write = i % 2 === 0;
        const response = write
          ? await server.call('POST', '/backends/tunnel_group', { body: { description: `worker ${n} request ${i}` } })
          : await server.call('GET', '/backends/tunnel_group?limit=5');
        outcomes.push({
          status: response.status,
          code: response.body?.error_code,
          msg: response.body?.msg,
          retryAfter: response.headers['retry-after'],
          phase: current,
        });
        if (write && response.status === 201) created.push(response.body.id as string);
        // Down, requests fail fast: give the event loop (and the database's restart) room.
        if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const until = async (what: string, done: () => boolean) => {
      for (let i = 0; i < 6000 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      if (!done()) throw new Error(`gave up waiting for ${what}`);
    };

    const load = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    try {
      await until('successes before the outage', () => count('before', (outcome) => outcome.status < 300) >= 40);
      await postgres.halt();
      phase = 'down';
      await until('503s during the outage', () => count('down', (outcome) => outcome.status === 503) >= 40);
      const notReady = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 'not_ready', checks: { database: 'failed' } });
      // The client's first attempt meets the outage; its retries (Retry-After: 2) outlast it.
      const api = createClient({ baseUrl: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`, apiKey: server.apiKey, maxRetries: 30 });
      const before = outcomes.length;
      const retried = api.tunnelGroupBackends.get(created[0]!);
      await until('more 503s while the client waits', () => outcomes.slice(before).filter((outcome) => outcome.status === 503).length >= 20);
      await postgres.resume();
      phase = 'after';
      await until('successes after the outage', () => count('after', (outcome) => outcome.status === 201) >= 40);
      expect((await retried).id).toBe(created[0]);
    } finally {
      stop = true;
      await load;
    }

    // Never a 500: every failure is the registered 503 with Retry-After.
    const failures = outcomes.filter((outcome) => outcome.status >= 500);
    expect(failures.length).toBeGreaterThanOrEqual(40);
    for (const failure of failures) {
      expect(failure).toMatchObject({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        msg: "The service's database is temporarily unavailable; retry after 2 seconds.",
        retryAfter: '2',
      });
    }

    // Nothing acknowledged is lost.
    for (const id of created) expect((await server.call('GET', `/backends/tunnel_group/${id}`)).status).toBe(200);

    // One line when it went, one when it came back; no line per failed request.
    const database = lines.filter((line) => line.msg.startsWith('database:'));
    expect(database.map((line) => line.msg.replace(/after [\d.]+ s/, 'after N s'))).toEqual([
      'database: unavailable; requests answer 503 DATABASE_UNAVAILABLE until it answers again',
      'database: available again after N s',
    ]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);

    let ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    for (let i = 0; i < 300 && ready.statusCode !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    }
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
  });
});

if (!postgresAvailable()) console.log(POSTGRES_SKIP_MESSAGE);
