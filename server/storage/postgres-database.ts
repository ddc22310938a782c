import pg from 'pg';
import type { Database, PoolStats, QueryResult, Transaction } from './database.js';
import { preparedQuery } from './prepared-statements.js';
import { TransactionScope } from './transaction-scope.js';

const scope = new TransactionScope();

export interface PostgresOptions {
  /** Pool size; several server instances may share one PostgreSQL, so keep it modest. */
  maxConnections?: number;
}

/**
 * How long a statement waits for a pooled connection (all busy, or the database not accepting new ones)
 * before it fails as unavailable (availability.ts: 503) instead of queueing forever.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle pooled connection that breaks (server restart, network) emits 'error' on the pool; without
  // a listener that would crash the process. The pool drops that connection and the next query opens
  // a new one, so there is nothing else to do here.
  pool.on('error', () => {});
  try {
    // Fail at start-up, not on the first request, when the URL is wrong or the server is down.
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PostgresDatabase(pool);
}

class PostgresDatabase implements Database {
  readonly backend = 'postgres';

  constructor(private readonly pool: pg.Pool) {}

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    scope.assertOutside(this);
    return toResult<T>(await this.pool.query(preparedQuery(sql, params)));
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    scope.assertOutside(this);
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // A checked-out connection has no pool listener: the server ending it between two statements of
    // this transaction (a shutdown, a restart) would be an uncaught 'error' event and crash the process.
    // The next statement fails instead, and the connection is discarded.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await scope.run(this, () => fn(wrapClient(client)));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        // The connection is unusable; release(err) makes the pool discard it instead of reusing it.
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  poolStats(): PoolStats {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }
}

function wrapClient(client: pg.PoolClient): Transaction {
  return {
    inTransaction: true,
    query: async <T>(sql: string, params: readonly unknown[] = []) => toResult<T>(await client.query(preparedQuery(sql, params))),
    execScript: async (sql: string) => {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

function toResult<T>(result: pg.QueryResult): QueryResult<T> {
  return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
}
