import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';
import type { Database, QueryResult, Transaction } from './database.js';
import { ResourceIndex, type IndexChange } from './resource-index.js';
import { resourcesInIdOrder } from './resources.js';
import { TransactionScope } from './transaction-scope.js';

/*
 * Durability (checked against @electric-sql/pglite 0.5.16): with a directory path PGlite mounts it
 * with Emscripten's NODEFS, whose writes are synchronous `fs.writeSync` calls, and a COMMIT returns
 * only after PostgreSQL has written its WAL record (`synchronous_commit` is on). So an acknowledged commit is in the kernel's page
 * cache and survives the process being killed (kill -9; test/storage/durability.test.ts proves it);
 * on reopen PostgreSQL replays the WAL. It does NOT survive a machine crash or power loss: PGlite
 * starts PostgreSQL with `-F` (fsync off) and NODEFS has no fsync anyway. `relaxedDurability` only
 * matters for PGlite's browser filesystems; we leave it off. Deployments that need power-loss
 * durability use PostgreSQL (DATABASE_URL).
 */

const scope = new TransactionScope();

export async function openPGlite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), relaxedDurability: false });
  } catch (error) {
    lock.release();
    throw error;
  }
  return new PGliteDatabase(pg, lock);
}

class PGliteDatabase implements Database {
  readonly backend = 'pglite';
  readonly #index = new ResourceIndex((accountId, kind, afterId, pageSize) => resourcesInIdOrder(this, kind, accountId, afterId, pageSize));
  /** Transactions run one after another (PGlite has one connection anyway), so commits reach the index in order. */
  #transactions: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pg: PGlite,
    private readonly lock: { release(): void },
  ) {}

  /** This process holds the data directory's lock and is its only writer: see resource-index.ts. */
  get readIndex(): ResourceIndex {
    scope.assertOutside(this);
    return this.#index;
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    scope.assertOutside(this);
    return toResult(await this.pg.query<T>(sql, [...params]));
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    scope.assertOutside(this);
    const run = this.#transactions.then(() => this.#transaction(fn));
    this.#transactions = run.catch(() => undefined);
    return run;
  }

  async #transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const changes: IndexChange[] = [];
    // PGlite's own transaction() holds its exclusive lock from BEGIN to COMMIT/ROLLBACK, so every
    // other query and transaction waits: transactions are serialized.
    const result = await this.pg.transaction((pgTx) => scope.run(this, () => fn(wrapTransaction(pgTx, changes))));
    for (const change of changes) this.#index.apply(change);
    return result;
  }

  async close(): Promise<void> {
    try {
      if (!this.pg.closed) await this.pg.close();
    } finally {
      this.lock.release();
    }
  }
}

function wrapTransaction(pgTx: PGliteTransaction, changes: IndexChange[]): Transaction {
  return {
    inTransaction: true,
    indexChange: (change) => changes.push(change),
    query: async <T>(sql: string, params: readonly unknown[] = []) => toResult(await pgTx.query<T>(sql, [...params])),
    execScript: async (sql: string) => {
      await pgTx.exec(sql);
    },
  };
}

function toResult<T>(result: { rows: T[]; affectedRows?: number }): QueryResult<T> {
  return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
}
