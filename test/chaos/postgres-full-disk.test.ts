// PostgreSQL's disk full (docs/decisions/0040-database-unavailable.md): its data directory on a small tmpfs
// (root only; CI runs as root), filled to the last byte. Writes answer 503 STORAGE_FULL with Retry-After and
// store nothing, reads keep working, the log says so once, and once space is freed the same server process
// writes again, with everything acknowledged before still there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from '../server/harness.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';

const isRoot = process.getuid?.() === 0;

/** Fills the file system holding `file` to its last byte (bounded by its size). */
function fill(file: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (let i = 0; i < 200_000; i += 1) fs.writeSync(fd, chunk);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

describe.skipIf(!isRoot || !postgresAvailable())('a full disk under PostgreSQL', () => {
  let mountPoint: string;
  let postgres: TestPostgres;
  let server: TestServer;
  const lines: Array<{ level: number; msg: string }> = [];

  beforeAll(async () => {
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-pg-full-'));
    // initdb takes about 40 MiB with its first 16 MiB WAL segment, made whole in advance.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m,mode=0777', 'tmpfs', mountPoint]);
    postgres = await startPostgres({ parentDir: mountPoint });
    const databaseUrl = await postgres.createDatabase('full_disk');
    server = await startTestServer({
      databaseUrl,
      app: { logLevel: 'info', logLine: (line) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
    if (mountPoint !== undefined) {
      execFileSync('umount', ['-l', mountPoint]);
      fs.rmSync(mountPoint, { recursive: true, force: true });
    }
  });

  it('answers writes 503 STORAGE_FULL, keeps reading, and writes again once space is freed, without a restart', async () => {
    // 8 KB of text PostgreSQL cannot compress much: each row takes pages of its own.
    const backend = (n: number) => ({ description: `payload ${n}`, body: Buffer.alloc(2048, n % 251).toString('hex'), status_code: 200 });
    const acknowledged: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const created = await server.call('POST', '/backends/http_response', { body: backend(n) });
      expect(created.status).toBe(201);
      acknowledged.push(created.body.id as string);
    }

    const filler = path.join(mountPoint, 'filler');
    fill(filler);
    let refused: Awaited<ReturnType<TestServer['call']>> | undefined;
    for (let n = 3; n < 2000 && refused === undefined; n += 1) {
      const attempt = await server.call('POST', '/backends/http_response', { body: backend(n) });
      if (attempt.status === 201) acknowledged.push(attempt.body.id as string);
      else refused = attempt;
    }
    expect(refused).toBeDefined();
    const error = expectError(refused!, 503, 'STORAGE_FULL');
    expect(error.msg).toBe("The service's storage is full; nothing was stored. Retry after 30 seconds.");
    expect(refused!.headers['retry-after']).toBe('30');
    const again = expectError(await server.call('POST', '/backends/http_response', { body: backend(4000) }), 503, 'STORAGE_FULL');
    expect(again.details.retry_after_seconds).toBe(30);

    // Reads keep working meanwhile, and nothing half-written shows.
    const list = await server.call('GET', '/backends/http_response?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.backends.map((item: { id: string }) => item.id).sort()).toEqual([...acknowledged].sort());
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    fs.rmSync(filler);
    // PostgreSQL may need a moment to see the space again; the same process serves the retry.
    let after = await server.call('POST', '/backends/http_response', { body: backend(9999) });
    for (let i = 0; i < 50 && after.status === 503; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await server.call('POST', '/backends/http_response', { body: backend(9999) });
    }
    expect(after.status).toBe(201);
    acknowledged.push(after.body.id as string);
    for (const id of acknowledged) expect((await server.call('GET', `/backends/http_response/${id}`)).status).toBe(200);

    const database = lines.filter((line) => line.msg.startsWith('database:')).map((line) => line.msg.replace(/after [\d.]+ s/, 'after N s'));
    expect(database).toEqual(['database: no space left; writes answer 503 STORAGE_FULL until space is freed', 'database: available again after N s']);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

if (!postgresAvailable()) console.log(POSTGRES_SKIP_MESSAGE);
