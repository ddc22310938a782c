// The cluster's LISTEN connection (server/cluster/listener.ts): channels registered one after another in the same
// turn — as the cluster node does at start-up — each hear their notifications, and the connection never runs two
// statements at once (pg deprecates a query on a busy client, and pg 9 refuses it: the warning is the witness).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

if (!postgresAvailable()) console.log(POSTGRES_SKIP_MESSAGE);
