// PostgreSQL stopped and started under load (docs/decisions/0040-database-unavailable.md): while it is
// away every request is answered 503 DATABASE_UNAVAILABLE with Retry-After (never 500), /readyz says not ready,
// and once it is back the same process serves again — with every write it acknowledged still there — and the
// generated client's GET, sent while it was away, retries on the 503 until it succeeds. The server runs as
// `npm start` runs it, in a process of its own, so that every line it writes is seen (the request log's, the
// cluster's LISTEN connection's, the certificate jobs' polls every 100 ms): one line for each part of the server
// that finds the database away and one when it is back, not one per request, attempt or poll.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@tunnel-api/client';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killRunningServers, type ServerProcess, startServerProcess } from '../faults/server-process.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';

const WORKERS = 4;
/** Each worker's bound on requests, whatever happens. */
const MAX_REQUESTS_PER_WORKER = 3000;

interface Outcome {
  status: number;
  code?: string;
  msg?: string;
  retryAfter: string | null;
  phase: Phase;
}
type Phase = 'before' | 'down' | 'after';

/** The lines a server wrote: pino's JSON lines with their message, and the plain lines of its own log. */
function linesOf(output: string): { msg: string; level?: number; json: boolean }[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const parsed = JSON.parse(line) as { msg: string; level: number };
        return { msg: parsed.msg, level: parsed.level, json: true };
      } catch {
        return { msg: line, json: false };
      }
    });
}

describe.skipIf(!postgresAvailable())('PostgreSQL stopped and started under load, the server in its own process', () => {
  let postgres: TestPostgres | undefined;
  let server: ServerProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-outage-'));
  afterAll(async () => {
    await killRunningServers();
    await postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is away, logs one line per part when it goes and one when it is back, and recovers without a restart', async () => {
    postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase('outage');
    // The request log at info, as `npm start` writes it; the certificate jobs poll every 100 ms.
    server = await startServerProcess({ port: await freePort(), dataDir, databaseUrl, env: { LOG_LEVEL: 'info', CERTIFICATE_POLL_MS: '100' } }, true);
    const { url } = server;
    const headers = { authorization: `Bearer ${server.devKey}`, 'service-version': '2' };
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
          ? await fetch(`${url}/backends/tunnel_group`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ description: `worker ${n} request ${i}` }),
            })
          : await fetch(`${url}/backends/tunnel_group?limit=5`, { headers });
        const body = (await response.json()) as { id?: string; error_code?: string; msg?: string };
        outcomes.push({ status: response.status, code: body.error_code, msg: body.msg, retryAfter: response.headers.get('retry-after'), phase: current });
        if (write && response.status === 201) created.push(body.id!);
        // Down, requests fail fast: give the event loop (and the database's restart) room.
        if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const until = async (what: string, done: () => boolean) => {
      for (let i = 0; i < 6000 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      if (!done()) throw new Error(`gave up waiting for ${what}`);
    };

    const load = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    let outputBefore = '';
    try {
      await until('successes before the outage', () => count('before', (outcome) => outcome.status < 300) >= 40);
      outputBefore = server.output();
      await postgres.halt();
      phase = 'down';
      await until('503s during the outage', () => count('down', (outcome) => outcome.status === 503) >= 40);
      const notReady = await fetch(`${url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ status: 'not_ready', checks: { database: 'failed' } });
      // The client's first attempt meets the outage; its retries (Retry-After: 2) outlast it.
      const api = createClient({ baseUrl: url, apiKey: server.devKey!, maxRetries: 30 });
      const before = outcomes.length;
      const retried = api.tunnelGroupBackends.get(created[0]!);
      await until('more 503s while the client waits', () => outcomes.slice(before).filter((outcome) => outcome.status === 503).length >= 20);
      // Two seconds more away: the LISTEN connection tries again every second, the certificate jobs poll every 100 ms.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
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
    for (const id of created) expect((await fetch(`${url}/backends/tunnel_group/${id}`, { headers })).status).toBe(200);

    let ready = await fetch(`${url}/readyz`);
    for (let i = 0; i < 300 && ready.status !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await fetch(`${url}/readyz`);
    }
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
    // The certificate jobs' next poll after the database came back (every 100 ms) has run.
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Every line the process wrote from the outage on but the request log's (one per request, at info, without a
    // stack): one when each part found the database away, one when it found it back, in an order the parts decide.
    const lines = linesOf(server.output().slice(outputBefore.length));
    const requestLines = lines.filter((line) => line.json && line.msg === 'request');
    expect(requestLines.length).toBeGreaterThan(failures.length);
    const others = lines.filter((line) => !(line.json && line.msg === 'request')).map((line) => line.msg.replace(/after [\d.]+ s/, 'after N s'));
    expect(others.filter((line) => line.startsWith('database:'))).toEqual([
      'database: unavailable; requests answer 503 DATABASE_UNAVAILABLE until it answers again',
      'database: available again after N s',
    ]);
    expect(others.filter((line) => line.startsWith('cluster:'))).toEqual([
      'cluster: lost the LISTEN connection to PostgreSQL; reconnecting every second',
      'cluster: the LISTEN connection to PostgreSQL is back after N s',
    ]);
    const jobs = others.filter((line) => line.startsWith('certificate jobs:'));
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatch(/^certificate jobs: .+; retrying \(logged again once it works\)$/);
    expect(jobs[1]).toBe('certificate jobs: working again after N s');
    expect(others.filter((line) => !/^(database|cluster|certificate jobs):/.test(line))).toEqual([]);
    expect(lines.filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
    expect(await server.stop()).toBe(0);
  }, 180_000);
});

if (!postgresAvailable()) console.log(POSTGRES_SKIP_MESSAGE);
