import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { CommitGroups, type MemberScope } from './commit-groups.js';
import { lockDataDir } from './data-dir-lock.js';
import type { Database, NewResourceRow, QueryResult, Transaction } from './database.js';
import { inlineParameters } from './inline-parameters.js';
import { migrate } from './migrations.js';
import { seedFromTemplate } from './pglite-template.js';
import { type IndexChange, ResourceIndex } from './resource-index.js';
import { insertedText, insertResourceRows, resourcesInIdOrder } from './resources.js';
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

/*
 * PostgreSQL's default 128 MB of shared buffers is allocated and touched at start in PGlite's WebAssembly
 * memory: it was more than a third of the idle server's RSS (bench/RESULTS.md "Memory"). Reads of
 * resources come from the read index, and the kernel's page cache still holds the files, so 16 MB is
 * plenty for the rest.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'standard_conforming_strings=on'];

/*
 * A new database's WAL segments are 1 MB instead of PostgreSQL's 16 MB: a new data directory is a copy of
 * the template (pglite-template.ts), and the one preallocated 16 MB segment was 40 % of its bytes; the copy
 * is what an empty data directory's start waits for on a busy disk (bench/RESULTS.md "Server: what each
 * change gained"). A WAL switch every megabyte instead of every 16 costs a new 1 MB file each time.
 */
const INITDB_PARAMS = ['--wal-segsize=1'];

export interface OpenPGliteOptions {
  /** Start a new database as a copy of the migrated template (pglite-template.ts). Default true. */
  readonly fromTemplate?: boolean;
}

export async function openPGlite(dataDir: string, options: OpenPGliteOptions = {}): Promise<Database> {
  // Readable by its owner only, as PostgreSQL demands of a data directory: PGlite writes its files world-readable
  // and writable (0666), so the folders are what keeps accounts and key hashes from other local users. A DATA_DIR
  // that already exists keeps the mode its owner gave it; `pgdata` is always ours.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = lockDataDir(dataDir);
  let pg: PGlite;
  try {
    const pgdata = path.join(dataDir, 'pgdata');
    if ((options.fromTemplate ?? true) && !fs.existsSync(pgdata)) await seedFromTemplate(pgdata, buildTemplate);
    fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    fs.chmodSync(pgdata, 0o700);
    pg = await PGlite.create({ dataDir: pgdata, relaxedDurability: false, startParams: START_PARAMS, initDbStartParams: INITDB_PARAMS });
  } catch (error) {
    lock.release();
    throw error;
  }
  return new PGliteDatabase(pg, lock);
}

async function buildTemplate(dir: string): Promise<void> {
  const db = await openPGlite(dir, { fromTemplate: false });
  try {
    await migrate(db);
    // The server uses the `postgres` database only and never creates one: template0 and template1
    // (two thirds of a new cluster's files) would only be copied into every new data directory.
    for (const template of ['template0', 'template1']) {
      await db.query(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await db.query(`DROP DATABASE ${template}`);
    }
  } finally {
    await db.close();
  }
}

class PGliteDatabase implements Database {
  readonly backend = 'pglite';
  /** This process holds the data directory's lock and is its only writer: see resource-index.ts. */
  declare readonly readIndex: ResourceIndex;
  readonly #index = new ResourceIndex((accountId, kind, afterId, pageSize) => resourcesInIdOrder(this, kind, accountId, afterId, pageSize));
  /**
   * Transactions run one after another (PGlite has one connection anyway), so commits reach the index in
   * order; those opened in one turn of the event loop commit together (commit-groups.ts), the rows they
   * only insert in one statement.
   */
  readonly #commits = new CommitGroups<PGliteTransaction, NewResourceRow>({
    transaction: (body) => this.pg.transaction(body),
    insert: (pgTx, rows) => insertResourceRows({ query: (sql, params = []) => run(pgTx ?? this.pg, sql, params) }, rows),
    textOf: insertedText,
  });

  constructor(
    private readonly pg: PGlite,
    private readonly lock: { release(): void },
  ) {
    // An accessor of this very object (not of the class): read through a wrapper such as a Proxy
    // (server/ops/instrumented-database.ts), it still checks and returns this database's index.
    const index = this.#index;
    Object.defineProperty(this, 'readIndex', {
      get: () => {
        scope.assertOutside(this);
        return index;
      },
    });
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    scope.assertOutside(this);
    return run<T>(this.pg, sql, params);
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    scope.assertOutside(this);
    // PGlite's own transaction() holds its exclusive lock from BEGIN to COMMIT/ROLLBACK, so every
    // other query and transaction waits: transactions are serialized. The index learns a transaction's
    // changes once its COMMIT is done, and never those of one that failed.
    const changes: IndexChange[] = [];
    return this.#commits.run(
      (member) => scope.run(this, () => fn(wrapTransaction(member, changes))),
      () => {
        for (const change of changes) this.#index.apply(change);
      },
    );
  }

  async close(): Promise<void> {
    try {
      if (!this.pg.closed) await this.pg.close();
    } finally {
      this.lock.release();
    }
  }
}

function wrapTransaction(member: MemberScope<PGliteTransaction, NewResourceRow>, changes: IndexChange[]): Transaction {
  return {
    inTransaction: true,
    indexChange: (change) => changes.push(change),
    insertLater: (row) => member.defer(row),
    query: async <T>(sql: string, params: readonly unknown[] = []) => run<T>(await member.beforeStatement(), sql, params),
    execScript: async (sql: string) => {
      await (await member.beforeStatement()).exec(sql);
    },
  };
}

/** One statement: by the simple query protocol when its parameters can be written in exactly (inline-parameters.ts). */
async function run<T>(pg: Pick<PGlite, 'query' | 'exec'>, sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
  const inlined = params.length === 0 ? undefined : inlineParameters(sql, params);
  if (inlined === undefined) return toResult(await pg.query<T>(sql, [...params]));
  const last = (await pg.exec(inlined)).at(-1);
  if (last === undefined) throw new Error(`no result from ${sql}`);
  return toResult({ rows: last.rows as T[], affectedRows: last.affectedRows });
}

function toResult<T>(result: { rows: T[]; affectedRows?: number }): QueryResult<T> {
  return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
}
