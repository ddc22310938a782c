/**
 * One dedicated PostgreSQL connection that LISTENs (a pooled connection cannot: LISTEN belongs to the
 * session). When the connection breaks (database restart, network), it reconnects and listens again
 * every second until it succeeds; notifications sent meanwhile are lost, which the relay tolerates. The log
 * gets one line when the connection is lost and one when it is back, not one per attempt
 * (docs/decisions/0040-database-unavailable.md).
 */
import pg from 'pg';

export interface Listener {
  /** Calls `handler` with the payload of every notification on `channel`. */
  on(channel: string, handler: (payload: string) => void): void;
  /** False while the connection is lost and being re-established. */
  isConnected(): boolean;
  /** How many times the connection was (re-)established: notifications may have been lost between two. */
  generation(): number;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

export async function openListener(url: string, log: (line: string) => void = () => undefined): Promise<Listener> {
  const handlers = new Map<string, (payload: string) => void>();
  let client: pg.Client | undefined;
  let connections = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  // One statement at a time on the connection: `on` is called several times in a row at start-up, and a
  // client given a query while another runs is deprecated (pg 9 refuses it).
  const pending = new WeakMap<pg.Client, Promise<unknown>>();
  const listen = (connection: pg.Client, channel: string): Promise<unknown> => {
    const next = (pending.get(connection) ?? Promise.resolve()).catch(() => undefined).then(() => connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`));
    pending.set(connection, next);
    return next;
  };

  /** When the connection was lost, while it is being re-established. */
  let lostAt: number | undefined;
  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url });
    connection.on('notification', (notification) => handlers.get(notification.channel)?.(notification.payload ?? ''));
    let lost = false;
    const onLost = () => {
      if (lost || closed) return;
      lost = true;
      // An attempt to reconnect that fails is part of the same loss, not another one.
      if (client === connection) {
        client = undefined;
        lostAt = Date.now();
        log('cluster: lost the LISTEN connection to PostgreSQL; reconnecting every second');
      }
      connection.end().catch(() => undefined);
      scheduleReconnect();
    };
    connection.on('error', onLost);
    connection.on('end', onLost);
    await connection.connect();
    for (const channel of handlers.keys()) await listen(connection, channel);
    if (lost) throw new Error('the LISTEN connection was lost while it was set up');
    client = connection;
    connections += 1;
    if (lostAt !== undefined) {
      log(`cluster: the LISTEN connection to PostgreSQL is back after ${((Date.now() - lostAt) / 1000).toFixed(1)} s`);
      lostAt = undefined;
    }
  };

  const scheduleReconnect = (): void => {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, RECONNECT_MS);
  };

  try {
    await connect();
  } catch (error) {
    // The caller gets no listener to close: nothing may reconnect for it (`onLost` may have scheduled an attempt).
    closed = true;
    clearTimeout(retry);
    retry = undefined;
    throw error;
  }
  return {
    on(channel, handler) {
      handlers.set(channel, handler);
      if (client !== undefined) void listen(client, channel).catch(() => undefined);
    },
    isConnected: () => client !== undefined,
    generation: () => connections,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
