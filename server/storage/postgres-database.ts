import pg from 'pg';
import { unavailabilityOf } from './availability.js';
import type { Database, NewResourceRow, PoolStats, Queryable, QueryResult, Transaction } from './database.js';
import { InsertBatches } from './insert-batches.js';
import { preparedQuery } from './prepared-statements.js';
import { insertedText, insertResourceRows } from './resources.js';
import { TransactionScope } from './transaction-scope.js';

const scope = new TransactionScope();

export interface PostgresOptions {
  /** Pool size (`DATABASE_POOL_SIZE`); several server instances may share one PostgreSQL, so keep it modest. */
  maxConnections?: number;
  /**
   * How long a statement waits for a pooled connection (all busy, or the database not accepting new ones)
   * before it fails as unavailable (availability.ts: 503) instead of queueing forever (`DATABASE_CONNECT_TIMEOUT_MS`).
   */
  connectTimeoutMs?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000 });
  // An idle pooled connection that breaks (server restart, network) emits 'error' on the pool; without
  // a listener that would crash the process. The pool drops that connection and the next query opens
  // a new one, so there is nothing else to do here.
  const database = new PostgresDatabase(pool);
  pool.on('error', () => database.connectionLost());
  try {
    // Fail at start-up, not on the first request, when the URL is wrong or the server is down.
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return database;
}

/**
 * Statements run only on connections opened since the last connection was lost. When PostgreSQL shuts
 * down it tells every backend to stop, but a busy machine lets some of them answer one more statement:
 * a success on such a connection would tell the server's availability (server/ops/database-availability.ts)
 * that the database is back while it is going away, and the log would flap (down, up, down, up). After a
 * loss, pooled connections from before it are closed when next taken instead of used, so a statement that
 * succeeds really reached a database that accepts connections.
 */
class PostgresDatabase implements Database {
  readonly backend = 'postgres';
  /** Counts the connection losses seen; a connection opened during generation g is stale once it moved on. */
  #generation = 0;
  readonly #openedIn = new WeakMap<pg.PoolClient, number>();
  /** The rows of transactions that only inserted, one statement per turn of the event loop. */
  readonly #inserts = new InsertBatches<NewResourceRow>((rows) => insertResourceRows(this, rows), insertedText);

  constructor(private readonly pool: pg.Pool) {
    pool.on('connect', (client) => this.#openedIn.set(client as pg.PoolClient, this.#generation));
  }

  /** A connection broke, or the database refused one: every connection opened before now is stale. */
  connectionLost(): void {
    this.#generation += 1;
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    return this.#onConnection(async (client) => toResult<T>(await client.query(preparedQuery(sql, params))));
  }

  /**
   * Runs one statement and hands each row to `onRow` as it arrives, keeping none: a row is garbage as soon as
   * `onRow` returns, unless `onRow` keeps it (list-pages.ts copies a page's rows out of V8's heap this way).
   */
  async queryEach<T>(sql: string, params: readonly unknown[], onRow: (row: T) => void): Promise<void> {
    await this.#onConnection(
      (client) =>
        new Promise<void>((resolve, reject) => {
          const query = new pg.Query(preparedQuery(sql, params));
          // A row `onRow` failed on fails the statement once it has ended (the connection stays usable).
          let failed: { error: unknown } | undefined;
          query.on('row', (row: T) => {
            if (failed !== undefined) return;
            try {
              onRow(row);
            } catch (error) {
              failed = { error };
            }
          });
          query.on('error', reject);
          query.on('end', () => (failed === undefined ? resolve() : reject(failed.error)));
          client.query(query);
        }),
    );
  }

  /** Runs `fn` on a pooled connection outside any transaction; a connection that broke is discarded. */
  async #onConnection<R>(fn: (client: pg.PoolClient) => Promise<R>): Promise<R> {
    scope.assertOutside(this);
    const client = await this.#connect();
    // As in a transaction: a checked-out connection's 'error' needs a listener or it crashes the process;
    // the statement itself fails with the same error.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await fn(client);
    } catch (error) {
      if (isConnectionLoss(error)) broken ??= error as Error;
      throw error;
    } finally {
      client.off('error', onError);
      if (broken !== undefined) this.connectionLost();
      client.release(broken);
    }
  }

  /**
   * A transaction checks out a connection and sends BEGIN only for its first statement. One that only
   * inserts rows with nothing to check (Transaction.insertLater) never does: its rows go with the other
   * such transactions' of this turn in one INSERT (insert-batches.ts).
   */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    scope.assertOutside(this);
    const rows: NewResourceRow[] = [];
    let opened: Promise<pg.PoolClient> | undefined;
    let client: pg.PoolClient | undefined;
    let broken: Error | undefined;
    // A checked-out connection has no pool listener: the server ending it between two statements of
    // this transaction (a shutdown, a restart) would be an uncaught 'error' event and crash the process.
    // The next statement fails instead, and the connection is discarded.
    const onError = (error: Error) => {
      broken = error;
    };
    const open = async () => {
      const connection = await this.#connect();
      client = connection;
      connection.on('error', onError);
      await connection.query('BEGIN');
      return connection;
    };
    /** The transaction's connection, BEGIN sent, with the rows it deferred inserted. */
    const begun = async () => {
      opened ??= open();
      const connection = await opened;
      if (rows.length > 0) await insertResourceRows(clientQueryable(connection), rows.splice(0));
      return connection;
    };
    try {
      const result = await scope.run(this, () => fn(wrapClient(begun, rows)));
      if (opened === undefined) {
        if (rows.length > 0) await this.#inserts.add(rows);
        return result;
      }
      await (await begun()).query('COMMIT');
      return result;
    } catch (error) {
      if (client === undefined) throw error;
      if (isConnectionLoss(error)) broken ??= error as Error;
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        // The connection is unusable; release(err) makes the pool discard it instead of reusing it.
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      if (client !== undefined) {
        client.off('error', onError);
        if (broken !== undefined) this.connectionLost();
        client.release(broken);
      }
    }
  }

  /** A pooled connection opened since the last loss (stale ones are closed on the way). */
  async #connect(): Promise<pg.PoolClient> {
    for (;;) {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (error) {
        if (isConnectionLoss(error)) this.connectionLost();
        throw error;
      }
      if ((this.#openedIn.get(client) ?? -1) === this.#generation) return client;
      client.release(true);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  poolStats(): PoolStats {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }
}

/**
 * Whether `error` shows a connection to the database broken or refused. Waiting too long for a pooled
 * connection is unavailability too, but every connection is busy, not lost: nothing to close.
 */
function isConnectionLoss(error: unknown): boolean {
  return unavailabilityOf(error) === 'unavailable' && !/^timeout exceeded when trying to connect/.test((error as Error).message);
}

/** A transaction's handle: each statement on its connection, opened (`begun`) for the first one. */
function wrapClient(begun: () => Promise<pg.PoolClient>, rows: NewResourceRow[]): Transaction {
  return {
    inTransaction: true,
    insertLater: (row) => {
      rows.push(row);
    },
    query: async <T>(sql: string, params: readonly unknown[] = []) => toResult<T>(await (await begun()).query(preparedQuery(sql, params))),
    execScript: async (sql: string) => {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await (await begun()).query(sql);
    },
  };
}

function clientQueryable(client: pg.PoolClient): Queryable {
  return { query: async <T>(sql: string, params: readonly unknown[] = []) => toResult<T>(await client.query(preparedQuery(sql, params))) };
}

function toResult<T>(result: pg.QueryResult): QueryResult<T> {
  return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
}
