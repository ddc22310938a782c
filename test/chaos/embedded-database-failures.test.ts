// The embedded database on a bad day (docs/decisions/0040-database-unavailable.md):
// - its disk full (a small tmpfs, so root only; CI runs as root): writes answer 503 STORAGE_FULL with
//   Retry-After and store nothing, reads keep working, the log says so once, and once space is freed
//   writes work again in the same process, with everything acknowledged before still there;
// - a PANIC on that full disk (a WAL segment that cannot be created): PGlite carries on with a broken instance whose
//   next statement never returns; the server sends it nothing more, answers 503 DATABASE_UNAVAILABLE (never 500,
//   never a hung request) and opens the database again once space is freed, with everything acknowledged;
// - the database stopped for good in this process (PGlite closed): requests answer 503 DATABASE_UNAVAILABLE and
//   /healthz fails, so a supervisor restarts the server;
// - the database closed (a supervisor restarting the server) while it opens again after a PANIC: the data
//   directory's lock is held until the new instance is open and closed again, and none is opened after.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../server/accounts/index.js';
import { buildApp } from '../../server/app.js';
import { type Database, openDatabase } from '../../server/storage/index.js';
import { openPGlite } from '../../server/storage/pglite-database.js';
import { expectError } from '../server/harness.js';
import { freshDataDir } from '../support/fresh-data-dir.js';

interface Embedded {
  app: FastifyInstance;
  db: Database;
  apiKey: string;
  lines: Array<{ level: number; msg: string }>;
}

async function startEmbedded(dataDir: string): Promise<Embedded> {
  const db = await openDatabase({ dataDir });
  const { apiKey } = await createAccount(db, { name: 'bad day', mayReportAbuse: false });
  const lines: Embedded['lines'] = [];
  const app = buildApp({
    ctx: { db, publicUrl: 'http://api.test', now: () => new Date(), kek: randomBytes(32) },
    rateLimitPerMinute: 100_000,
    validateResponses: true,
    logLevel: 'info',
    logLine: (line) => void lines.push(JSON.parse(line) as { level: number; msg: string }),
  });
  await app.ready();
  return { app, db, apiKey, lines };
}

async function call(server: Embedded, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await server.app.inject({
    method,
    url,
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: { authorization: `Bearer ${server.apiKey}`, 'service-version': '2', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
  return { status: response.statusCode, body: response.body === '' ? undefined : response.json(), headers: response.headers as Record<string, unknown> };
}

const isRoot = process.getuid?.() === 0;

/** Fills the file system to its last byte. */
function fill(file: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      // Bounded by the file system's size (48 or 96 MiB here).
      for (let i = 0; i < 50_000; i += 1) fs.writeSync(fd, chunk);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

/** For the enclosing describe block: a tmpfs of `size` mounted, and an embedded server with its data on it; undone after. */
function embeddedOnSmallTmpfs(prefix: string, size: string): { readonly mountPoint: string; readonly server: Embedded } {
  const held: { mountPoint?: string; server?: Embedded } = {};
  beforeAll(async () => {
    held.mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', held.mountPoint]);
    held.server = await startEmbedded(path.join(held.mountPoint, 'data'));
  });
  afterAll(async () => {
    await held.server?.app.close();
    await held.server?.db.close();
    if (held.mountPoint !== undefined) {
      execFileSync('umount', [held.mountPoint]);
      fs.rmSync(held.mountPoint, { recursive: true, force: true });
    }
  });
  return {
    get mountPoint() {
      return held.mountPoint!;
    },
    get server() {
      return held.server!;
    },
  };
}

describe.skipIf(!isRoot)('a full disk under the embedded database', () => {
  const disk = embeddedOnSmallTmpfs('tunnel-full-disk-', '48m');

  it('answers writes 503 STORAGE_FULL, keeps reading, and writes again once space is freed', async () => {
    const { server, mountPoint } = disk;
    // 4 KB that do not compress: two rows fill a page.
    const backend = (n: number) => ({ description: `payload ${n}`, body: randomBytes(2048).toString('hex'), status_code: 200 });
    const acknowledged: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const created = await call(server, 'POST', '/backends/http_response', backend(n));
      expect(created.status).toBe(201);
      acknowledged.push(created.body.id as string);
    }

    const filler = path.join(mountPoint, 'filler');
    fill(filler);
    // New rows soon need a new page, which the full disk refuses.
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let n = 3; n < 200 && refused === undefined; n += 1) {
      const attempt = await call(server, 'POST', '/backends/http_response', backend(n));
      if (attempt.status === 201) acknowledged.push(attempt.body.id as string);
      else refused = attempt;
    }
    expect(refused).toBeDefined();
    const error = expectError(refused!, 503, 'STORAGE_FULL');
    expect(error.msg).toBe("The service's storage is full; nothing was stored. Retry after 30 seconds.");
    expect(refused!.headers['retry-after']).toBe('30');
    const again = expectError(await call(server, 'POST', '/backends/http_response', backend(99)), 503, 'STORAGE_FULL');
    expect(again.details.retry_after_seconds).toBe(30);

    // Reads work meanwhile, and the process is healthy: a restart would not free space.
    const list = await call(server, 'GET', '/backends/http_response?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.backends.map((item: { id: string }) => item.id).sort()).toEqual([...acknowledged].sort());
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    fs.rmSync(filler);
    const after = await call(server, 'POST', '/backends/http_response', backend(100));
    expect(after.status).toBe(201);
    acknowledged.push(after.body.id as string);
    for (const id of acknowledged) expect((await call(server, 'GET', `/backends/http_response/${id}`)).status).toBe(200);
    expect((await call(server, 'GET', '/backends/http_response?limit=100')).body.backends).toHaveLength(acknowledged.length);

    const database = server.lines.filter((line) => line.msg.startsWith('database:')).map((line) => line.msg.replace(/after [\d.]+ s/, 'after N s'));
    expect(database).toEqual(['database: no space left; writes answer 503 STORAGE_FULL until space is freed', 'database: available again after N s']);
    expect(server.lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe.skipIf(!isRoot)('a PANIC on a full disk under the embedded database', () => {
  const disk = embeddedOnSmallTmpfs('tunnel-panic-', '96m');

  it('answers 503 DATABASE_UNAVAILABLE instead of hanging, and opens the database again once space is freed', async () => {
    const { server, mountPoint } = disk;
    const acknowledged: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const created = await call(server, 'POST', '/backends/tunnel_group', { description: `before ${n}` });
      expect(created.status).toBe(201);
      acknowledged.push(created.body.id as string);
    }
    // Room in a table's pages for updates, so that only the WAL needs new space: its next segment cannot be made.
    // The statement is the test's own, the quickest real way to that PANIC: the API's writes meet 53100 on a data
    // file first (the test above), so the WAL rarely runs out before them.
    await server.db.query('CREATE TABLE wal_filler (id int PRIMARY KEY, v text) WITH (fillfactor = 10)');
    await server.db.query("INSERT INTO wal_filler SELECT g, 'x' FROM generate_series(1, 2000) g");
    const filler = path.join(mountPoint, 'filler');
    fill(filler);
    let panic: { code?: string; name?: string; message: string } | undefined;
    for (let n = 0; n < 500 && panic === undefined; n += 1) {
      await server.db.query('UPDATE wal_filler SET v = $1', [String(n).repeat(20)]).catch((error: unknown) => {
        panic = error as typeof panic;
      });
    }
    // PGlite aborts (53100 at severity PANIC: "could not write to file "pg_wal/xlogtemp.N": No space left on device")
    // and this statement, by the simple protocol, would never return (server/storage/pglite-database.ts): it fails.
    expect(panic).toMatchObject({ name: 'CannotContinueError', code: '57P03', message: 'the embedded database aborted (a PANIC) and is being opened again' });

    // Every request is answered, none hangs on the broken instance: 503 with Retry-After, never 500.
    const stopped = await call(server, 'POST', '/backends/tunnel_group', { description: 'while stopped' });
    const refused = expectError(stopped, 503, 'DATABASE_UNAVAILABLE');
    expect(refused.msg).toBe("The service's database is temporarily unavailable; retry after 2 seconds.");
    expect(stopped.headers['retry-after']).toBe('2');
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: 'failed' } });
    // A restart would not free space: the process stays healthy and opens the database again itself.
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    fs.rmSync(filler);
    let after = await call(server, 'POST', '/backends/tunnel_group', { description: 'after' });
    // Opened again within the next attempt (every 1 s, then 2, 4, … while the disk stays full).
    for (let i = 0; i < 120 && after.status !== 201; i += 1) {
      expect(after).toMatchObject({ status: 503, body: { error_code: 'DATABASE_UNAVAILABLE' } });
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = await call(server, 'POST', '/backends/tunnel_group', { description: 'after' });
    }
    expect(after.status).toBe(201);
    acknowledged.push(after.body.id as string);
    for (const id of acknowledged) expect((await call(server, 'GET', `/backends/tunnel_group/${id}`)).status).toBe(200);
    expect((await call(server, 'GET', '/backends/tunnel_group?limit=100')).body.backends.map((item: { id: string }) => item.id).sort()).toEqual(
      [...acknowledged].sort(),
    );
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    const database = server.lines.filter((line) => line.msg.startsWith('database:')).map((line) => line.msg.replace(/after [\d.]+ s/, 'after N s'));
    expect(database).toEqual(['database: unavailable; requests answer 503 DATABASE_UNAVAILABLE until it answers again', 'database: available again after N s']);
    expect(server.lines.filter((line) => line.level >= 50)).toEqual([]);
  }, 120_000);
});

describe('the embedded database stopped for good in this process', () => {
  let dataDir: string;
  let server: Embedded;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-stopped-db-'));
    server = await startEmbedded(dataDir);
  });
  afterAll(async () => {
    await server?.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 DATABASE_UNAVAILABLE and fails /healthz, so that a supervisor restarts it', async () => {
    expect((await call(server, 'POST', '/backends/tunnel_group', { description: 'before' })).status).toBe(201);
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // As PGlite does after a PANIC.
    await server.db.close();
    const error = expectError(await call(server, 'POST', '/backends/tunnel_group', { description: 'after' }), 503, 'DATABASE_UNAVAILABLE');
    expect(error.msg).toBe("The service's database is temporarily unavailable; retry after 2 seconds.");
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'failed', reason: 'PGlite is closed' });
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect(server.lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      'database: cannot continue in this process; /healthz fails so that a supervisor restarts the server',
    ]);
  });
});

/** A promise and what settles it (Promise.withResolvers is Node 22's). */
function settleable(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('the embedded database closed while it opens again after a PANIC', () => {
  let dataDir: string;
  let lockPath: string;
  /** PGlite's instances over this data directory, in the order they were created. */
  let instances: PGlite[];
  /** Exchanges sent to any of them. */
  let exchanges: number;
  /** Settles when an instance after the first is asked for (the reopen); that one opens once `letReopen` is called. */
  let reopenAsked: Promise<void>;
  let letReopen: () => void;

  beforeEach(async () => {
    dataDir = await freshDataDir();
    lockPath = path.join(dataDir, 'pglite.lock');
    instances = [];
    exchanges = 0;
    const asked = settleable();
    const gate = settleable();
    reopenAsked = asked.promise;
    letReopen = gate.resolve;
    const create = PGlite.create.bind(PGlite) as (options: PGliteOptions) => Promise<PGlite>;
    const pgdata = path.join(dataDir, 'pgdata');
    vi.spyOn(PGlite, 'create').mockImplementation((async (options: PGliteOptions) => {
      if (options.dataDir !== pgdata) return create(options);
      if (instances.length > 0) {
        asked.resolve();
        await gate.promise;
      }
      const pg = await create(options);
      const exchange = pg.execProtocolRawSync.bind(pg);
      pg.execProtocolRawSync = (message) => {
        exchanges += 1;
        return exchange(message);
      };
      instances.push(pg);
      return pg;
    }) as typeof PGlite.create);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A database whose instance reported an abort between two exchanges: the next is refused without reaching it. */
  async function aborted(): Promise<Database> {
    const db = await openPGlite(dataDir);
    await db.query('SELECT 1');
    const sent = exchanges;
    // What PGlite's module reports when PostgreSQL aborts (a PANIC).
    (instances[0] as unknown as { mod: { onAbort(what: unknown): void } }).mod.onAbort('PANIC');
    await expect(db.query('SELECT 1')).rejects.toMatchObject({ name: 'CannotContinueError', code: '57P03' });
    expect(exchanges).toBe(sent);
    return db;
  }

  it('holds the lock until the instance being opened is open, then closes it', async () => {
    const db = await aborted();
    await reopenAsked;
    let closed = false;
    const closing = db.close().then(() => {
      closed = true;
    });
    // The new instance cannot open yet: close() waits for it, the files still locked by this process.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(`${process.pid}\n`);

    letReopen();
    await closing;
    expect(instances).toHaveLength(2);
    expect(instances[1]!.closed).toBe(true);
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('gives up an attempt still waiting its turn, and opens nothing after', async () => {
    const db = await aborted();
    await db.close();
    expect(fs.existsSync(lockPath)).toBe(false);
    await (db as Database & { reopened(): Promise<void> }).reopened();
    expect(instances).toHaveLength(1);
  });
});
