// After a pooled connection to PostgreSQL is lost, statements run only on connections opened since
// (server/storage/postgres-database.ts): during a shutdown, a backend not yet told to stop could still
// answer one statement and make the server's availability log "available again" while the database is
// going away.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/storage/database.js';
import { openPostgres } from '../../server/storage/postgres-database.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';

describe.skipIf(!postgresAvailable())('connections opened before a loss', () => {
  let postgres: TestPostgres;
  let url: string;
  let db: Database;

  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase('stale_connections');
    db = await openPostgres(url);
  });
  afterAll(async () => {
    await db?.close();
    await postgres?.stop();
  });

  /** Backend pids of `n` pooled connections, each held by a statement at the same time. */
  const pooledPids = async (n: number): Promise<number[]> => {
    const rows = await Promise.all(Array.from({ length: n }, () => db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.2)')));
    return rows.map((result) => result.rows[0]!.pid);
  };
  const terminate = async (pid: number) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  };

  it('reuses pooled connections while none was lost', async () => {
    const before = new Set(await pooledPids(3));
    expect(before.size).toBe(3);
    const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(before.has(rows[0]!.pid)).toBe(true);
  });

  it('runs no statement on a connection from before a loss, though it still answers', async () => {
    const before = await pooledPids(3);
    await terminate(before[0]!);
    // The pool notices the idle connection's end ('error'), which marks the others stale.
    for (let i = 0; i < 200 && db.poolStats!().total === 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));

    const after = await pooledPids(3);
    for (const pid of after) expect(before).not.toContain(pid);
    // The stale ones were closed, not kept idle beside the new ones.
    expect(db.poolStats!().total).toBe(3);
  });

  it('a statement that meets a lost connection fails, and the next one runs on a new connection', async () => {
    const [held] = await pooledPids(1);
    // Ended while the statement runs on it: the statement fails as unavailable, not the process.
    const running = db.query('SELECT pg_sleep(5)').then(
      () => 'succeeded',
      (error: unknown) => error,
    );
    // Wait until the server runs it (a loaded machine may take a while to send it), then end its backend.
    let sleeping: { pid: number } | undefined;
    while (sleeping === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sleeping = (await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE query = $1', ['SELECT pg_sleep(5)'])).rows[0];
    }
    await terminate(sleeping.pid);
    expect(await running).toMatchObject({ code: '57P01' });

    const next = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(next.rows[0]!.pid).not.toBe(sleeping.pid);
    expect(next.rows[0]!.pid).not.toBe(held);
  });
});

if (!postgresAvailable()) console.log(POSTGRES_SKIP_MESSAGE);
