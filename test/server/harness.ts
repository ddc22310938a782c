/**
 * A real reference server for tests: a fresh embedded database (or a PostgreSQL database when
 * `databaseUrl` is given), two accounts, and `call()` over Fastify's inject with the headers every
 * request carries. Every response is checked against the spec by the generated response validators.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { createAccount } from '../../server/accounts/index.js';
import { type AppOptions, buildApp } from '../../server/app.js';
import { startClusterNode } from '../../server/cluster/cluster-node.js';
import type { ServerContext } from '../../server/context.js';
import { type Database, openDatabase } from '../../server/storage/index.js';
import type { PostgresOptions } from '../../server/storage/postgres-database.js';
import { freshDataDir } from '../support/fresh-data-dir.js';

export const PUBLIC_URL = 'http://api.test';

export interface CallOptions {
  body?: unknown;
  /** Raw payload instead of JSON (for malformed-body tests). */
  payload?: string;
  key?: string | null;
  headers?: Record<string, string | undefined>;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  ctx: ServerContext;
  apiKey: string;
  accountId: string;
  /** A second account, for isolation tests; may not report abuse. */
  otherKey: string;
  call(method: string, url: string, options?: CallOptions): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startTestServer(
  options: {
    databaseUrl?: string;
    /** PostgreSQL's pool (server/config.ts `databasePool`). */
    pool?: PostgresOptions;
    rateLimitPerMinute?: number;
    publicUrl?: string;
    nsTargets?: readonly string[];
    app?: Partial<AppOptions>;
  } = {},
): Promise<TestServer> {
  const databaseUrl = options.databaseUrl ?? (process.env.TUNNEL_TEST_DATABASE === 'postgres' ? await freshPostgresDatabase() : undefined);
  // The embedded database's template is copied only when it is the one used.
  const dataDir = databaseUrl === undefined ? await freshDataDir() : mkdtempSync(join(tmpdir(), 'tunnel-api-test-'));
  const db = await openDatabase({ dataDir, databaseUrl, pool: options.pool });
  const main = await createAccount(db, { name: 'main', mayReportAbuse: true });
  const other = await createAccount(db, { name: 'other', mayReportAbuse: false });
  const ctx: ServerContext = {
    db,
    publicUrl: options.publicUrl ?? PUBLIC_URL,
    now: () => new Date(),
    kek: randomBytes(32),
    ...(options.nsTargets === undefined ? {} : { nsTargets: options.nsTargets }),
  };
  const rateLimitPerMinute = options.rateLimitPerMinute ?? 100_000;
  // On PostgreSQL the server is a cluster member, as `npm start` makes it: sessions, commands and the
  // rate limit go through the database (server/cluster), so the suites run that path too.
  const cluster =
    databaseUrl === undefined
      ? undefined
      : await startClusterNode({
          db,
          databaseUrl,
          rateLimitPerMinute,
          heartbeatMs: options.app?.agents?.heartbeatMs ?? 10_000,
          commandTimeoutMs: options.app?.agents?.commandTimeoutMs ?? 10_000,
        });
  // Suites send invalid keys on purpose: the per-address limit of failed authentications is tested on its own.
  const app = buildApp({
    ctx,
    rateLimitPerMinute,
    authFailuresPerMinute: 1_000_000,
    logLevel: 'silent',
    validateResponses: true,
    ...(cluster === undefined ? {} : { cluster }),
    ...options.app,
  });
  await app.ready();

  async function call(method: string, url: string, opts: CallOptions = {}) {
    const key = opts.key === undefined ? main.apiKey : opts.key;
    const headers: Record<string, string> = { 'service-version': '2' };
    if (key !== null) headers.authorization = `Bearer ${key}`;
    const payload = opts.payload ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    if (payload !== undefined) headers['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(opts.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const response = await app.inject({ method: method as 'GET', url, headers, payload });
    const text = response.body;
    return { status: response.statusCode, body: text === '' ? undefined : JSON.parse(text), headers: response.headers };
  }

  return {
    app,
    db,
    ctx,
    apiKey: main.apiKey,
    accountId: main.accountId,
    otherKey: other.apiKey,
    call,
    async close() {
      await app.close();
      await cluster?.stop();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database on the test run's PostgreSQL cluster (the `server-postgres` project). */
async function freshPostgresDatabase(): Promise<string> {
  const clusterUrl = inject('postgresUrl');
  const name = `test_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Asserts the spec's error body and returns it. */
export function expectError(response: { status: number; body: any; headers: Record<string, unknown> }, status: number, code: string): any {
  const { body } = response;
  if (response.status !== status || body?.error_code !== code) {
    throw new Error(`expected ${status} ${code}, got ${response.status} ${JSON.stringify(body)}`);
  }
  if (body.status_code !== status || typeof body.msg !== 'string' || !/^op_[0-9A-Za-z]{27}$/.test(body.details?.operation_id)) {
    throw new Error(`malformed error body: ${JSON.stringify(body)}`);
  }
  if (response.headers['service-operation-id'] !== body.details.operation_id) throw new Error('Service-Operation-Id header differs from details.operation_id');
  return body;
}

/** A TCP port free on 127.0.0.1 right now (for a server whose public URL must be known before it listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
