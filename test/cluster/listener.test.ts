// The cluster's LISTEN connection (server/cluster/listener.ts): channels registered one after another in the same
// turn — as the cluster node does at start-up — each hear their notifications, and the connection never runs two
// statements at once (pg deprecates a query on a busy client, and pg 9 refuses it: the warning is the witness).
// A first connection that fails leaves nothing behind: no reconnect attempt would open a connection nobody closes.
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Listener, openListener } from '../../server/cluster/listener.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';

describe.skipIf(!postgresAvailable())('the LISTEN connection', () => {
  let postgres: TestPostgres;
  let url: string;
  let listener: Listener | undefined;

  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase('listener');
  });
  afterAll(async () => {
    await listener?.close();
    await postgres?.stop();
  });

  it('hears every channel registered in one turn, running one LISTEN at a time', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      listener = await openListener(url);
      const heard: string[] = [];
      const channels = ['alpha', 'beta', 'gamma', 'delta'];
      for (const channel of channels) listener.on(channel, (payload) => heard.push(`${channel}:${payload}`));

      const sender = new pg.Client({ connectionString: url });
      await sender.connect();
      try {
        // The LISTENs are queued, not yet all run: send until every channel has heard its own payload.
        for (let round = 0; round < 200 && heard.length < channels.length; round += 1) {
          heard.length = 0;
          for (const channel of channels) await sender.query('SELECT pg_notify($1, $2)', [channel, 'hello']);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await sender.end();
      }
      expect([...new Set(heard)].sort()).toEqual(channels.map((channel) => `${channel}:hello`).sort());
      // Emitted asynchronously: one more turn before looking.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});

describe('a LISTEN connection that fails at once', () => {
  it('rejects, and leaves no attempt to reconnect scheduled', async () => {
    // A server that takes the connection and drops it during start-up: pg ends the client, which `onLost` hears
    // (and schedules a reconnect) before the failure reaches `openListener`.
    const accepted: net.Socket[] = [];
    const server = net.createServer((socket) => {
      accepted.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as net.AddressInfo;
    // Only the timers the listener schedules are faked: pg's socket runs as it does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const lines: string[] = [];
      await expect(openListener(`postgres://postgres@127.0.0.1:${port}/postgres`, (line) => lines.push(line))).rejects.toThrow();
      // Whatever of the client's ending comes after the failure: a few turns more before looking.
      for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(vi.getTimerCount()).toBe(0);
      expect(accepted).toHaveLength(1);
      expect(lines).toEqual([]);
    } finally {
      vi.useRealTimers();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

if (!postgresAvailable()) console.log(POSTGRES_SKIP_MESSAGE);
