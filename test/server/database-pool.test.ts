// An exhausted PostgreSQL pool, end to end (docs/decisions/0040-database-unavailable.md): with every pooled
// connection held by a transaction that does not end, a request waits DATABASE_CONNECT_TIMEOUT_MS for one and is then
// answered 503 DATABASE_UNAVAILABLE with Retry-After, never 500 and never left waiting; once the transaction ends, the
// same process answers again. The pool is one connection (DATABASE_POOL_SIZE=1) and the wait 500 ms. PostgreSQL
// only: the embedded database has no pool (its transactions queue on its one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from './harness.js';

const onPostgres = process.env.TUNNEL_TEST_DATABASE === 'postgres';
if (!onPostgres) console.log('database-pool: PostgreSQL only (the server-postgres project runs it); the embedded database has no pool');

describe.skipIf(!onPostgres)('an exhausted PostgreSQL pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pool: { maxConnections: 1, connectTimeoutMs: 500 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After after the connection timeout, and answers again once a connection is free', async () => {
    const created = await server.call('POST', '/backends/tunnel_group', { body: { description: 'before' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    // The pool's one connection, taken by a transaction that waits for the test.
    const transaction = server.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      holding();
      await released;
    });
    try {
      await held;
      const read = await server.call('GET', `/backends/tunnel_group/${id}`);
      const error = expectError(read, 503, 'DATABASE_UNAVAILABLE');
      expect(error.msg).toBe("The service's database is temporarily unavailable; retry after 2 seconds.");
      expect(read.headers['retry-after']).toBe('2');
      const write = await server.call('POST', '/backends/tunnel_group', { body: { description: 'while held' } });
      expect(expectError(write, 503, 'DATABASE_UNAVAILABLE').msg).toBe("The service's database is temporarily unavailable; retry after 2 seconds.");
      expect(write.headers['retry-after']).toBe('2');
      const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: 'failed' } });
    } finally {
      release();
      await transaction;
    }

    expect(await server.call('GET', `/backends/tunnel_group/${id}`)).toMatchObject({ status: 200, body: { id, description: 'before' } });
    const after = await server.call('POST', '/backends/tunnel_group', { body: { description: 'after' } });
    expect(after.status).toBe(201);
    // The write answered 503 while the pool was held stored nothing.
    const listed = (await server.call('GET', '/backends/tunnel_group?limit=100')).body.backends.map((item: { description?: string }) => item.description);
    expect(listed).toEqual(['after', 'before']);
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
