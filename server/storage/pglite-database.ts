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
  const pgdata = path.join(dataDir, 'pgdata');
  let pg: PGlite;
  try {
    if ((options.fromTemplate ?? true) && !fs.existsSync(pgdata)) await seedFromTemplate(pgdata, buildTemplate);
    fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    fs.chmodSync(pgdata, 0o700);
    pg = await startPGlite(pgdata);
  } catch (error) {
    lock.release();
    throw error;
  }
  return new PGliteDatabase(pg, lock, () => startPGlite(pgdata));
}

function startPGlite(pgdata: string): Promise<PGlite> {
  return PGlite.create({ dataDir: pgdata, relaxedDurability: false, startParams: START_PARAMS, initDbStartParams: INITDB_PARAMS });
}

/*
 * A PANIC, and what follows (docs/decisions/0040-database-unavailable.md). PostgreSQL ends its process after a
 * PANIC; PGlite 0.5 catches the abort in its main loop and carries on with the same WebAssembly instance, whose
 * state the PANIC left half-done. Reproduced on a full tmpfs (test/chaos/embedded-database-failures.test.ts): a WAL
 * segment that cannot be created ("could not write to file \"pg_wal/xlogtemp.N\": No space left on device", 53100
 * at severity PANIC). A statement sent by the extended protocol fails with that error and PGlite's `closed` stays
 * false; one sent by the simple protocol (ours, inline-parameters.ts) never returns, its loop running the broken
 * backend again and again; after either, the next statement never returns. Both hold the event loop: the process
 * is stuck, logging "cannot drop active portal" PANICs again and again. So an abort ends that instance: the exchange
 * that met it fails, nothing more is sent to it (after an abort reported between exchanges neither), statements fail
 * with CannotContinueError (57P03, "cannot connect now": 503 DATABASE_UNAVAILABLE), and a new instance is opened over
 * the same files, which replays the WAL to the last acknowledged commit. While the disk is still full that fails
 * ("PGlite failed to initialize properly") and is tried again, after 1 s and then twice as long each time, up to every
 * 30 s. close() waits for an attempt under way before it releases the data directory's lock.
 */
const REOPEN_FIRST_MS = 1_000;
const REOPEN_MOST_MS = 30_000;

/** A statement refused because the embedded database stopped after a PANIC and is being opened again. */
export class CannotContinueError extends Error {
  /** PostgreSQL's "cannot connect now" (57P03): the database is starting up (storage/availability.ts). */
  readonly code = '57P03';
  /** `during`: what the statement met when the abort was seen (kept as the error's cause, for the log). */
  constructor(during?: unknown) {
    super('the embedded database aborted (a PANIC) and is being opened again', during === undefined ? undefined : { cause: during });
    this.name = 'CannotContinueError';
  }
}

/** What of PGlite's Emscripten module the watch uses (checked against @electric-sql/pglite 0.5.16). */
interface PGliteModule {
  onAbort?: (what: unknown) => void;
  _pq_buffer_remaining_data: () => number;
  FS?: { streams: readonly unknown[]; close(stream: unknown): void };
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
  #index = this.#newIndex();
  #pg: PGlite;
  /** Set by a PANIC until a new instance is open: the statements refused meanwhile fail with it. */
  #stopped: CannotContinueError | undefined;
  #reopening: Promise<void> | undefined;
  /** The reopen loop's wait before its next attempt, while it waits: close() ends it early. */
  #backoff: { readonly timer: NodeJS.Timeout; readonly wake: () => void } | undefined;
  #closed = false;
  /**
   * Transactions run one after another (PGlite has one connection anyway), so commits reach the index in
   * order; those opened in one turn of the event loop commit together (commit-groups.ts), the rows they
   * only insert in one statement.
   */
  readonly #commits = new CommitGroups<PGliteTransaction, NewResourceRow>({
    transaction: (body) => this.#live().transaction(body),
    insert: (pgTx, rows) => insertResourceRows({ query: (sql, params = []) => run(pgTx ?? this.#live(), sql, params) }, rows),
    textOf: insertedText,
  });

  constructor(
    pg: PGlite,
    private readonly lock: { release(): void },
    private readonly reopen: () => Promise<PGlite>,
  ) {
    this.#pg = this.#watched(pg);
    // An accessor of this very object (not of the class): read through a wrapper such as a Proxy
    // (server/ops/instrumented-database.ts), it still checks and returns this database's index.
    Object.defineProperty(this, 'readIndex', {
      get: () => {
        scope.assertOutside(this);
        return this.#index;
      },
    });
  }

  #newIndex(): ResourceIndex {
    return new ResourceIndex((accountId, kind, afterId, pageSize) => resourcesInIdOrder(this, kind, accountId, afterId, pageSize));
  }

  /** The instance statements go to; throws while the database is stopped after a PANIC. */
  #live(): PGlite {
    if (this.#stopped !== undefined) throw this.#stopped;
    return this.#pg;
  }

  /**
   * `pg`, watched for a PANIC. PostgreSQL aborts on a PANIC, and PGlite's module reports it (`onAbort`) before its
   * main loop swallows it: the exchange that met it is cut short there (its loop ends when no input is left) and
   * fails, and every exchange after it is refused, its own too (a transaction's ROLLBACK), so that the broken
   * instance never runs again. An abort reported between exchanges refuses the next one before it reaches the
   * instance.
   */
  #watched(pg: PGlite): PGlite {
    const mod = (pg as unknown as { mod: PGliteModule }).mod;
    const exchange = pg.execProtocolRawSync.bind(pg);
    let aborted = false;
    let stopped: CannotContinueError | undefined;
    mod.onAbort = () => {
      aborted = true;
    };
    const remaining = mod._pq_buffer_remaining_data;
    mod._pq_buffer_remaining_data = () => (aborted ? 0 : remaining());
    pg.execProtocolRawSync = (message) => {
      if (stopped !== undefined) throw stopped;
      let result: Uint8Array | undefined;
      let failure: unknown;
      if (!aborted) {
        try {
          result = exchange(message);
        } catch (error) {
          failure = error;
        }
      }
      if (aborted) {
        stopped = new CannotContinueError(failure);
        this.#stop(pg, stopped);
        throw stopped;
      }
      if (result === undefined) throw failure;
      return result;
    };
    return pg;
  }

  #stop(pg: PGlite, error: CannotContinueError): void {
    // Its files closed (Emscripten's file system is JavaScript, not the broken instance): their descriptors would
    // stay open for the life of the process, and an operator could not unmount the volume.
    const files = (pg as unknown as { mod: PGliteModule }).mod.FS;
    for (const stream of [...(files?.streams ?? [])]) {
      if (stream === null || stream === undefined) continue;
      try {
        files!.close(stream);
      } catch {
        // Closed already, or not a file: nothing to give back.
      }
    }
    if (pg !== this.#pg || this.#stopped !== undefined) return;
    this.#stopped = error;
    this.#reopening = this.#reopenLoop();
  }

  /** Opens a new instance over the same files until one opens; the index starts again from what it finds. */
  async #reopenLoop(): Promise<void> {
    for (let wait = REOPEN_FIRST_MS; !this.#closed; wait = Math.min(wait * 2, REOPEN_MOST_MS)) {
      await new Promise<void>((resolve) => {
        this.#backoff = { timer: setTimeout(resolve, wait).unref(), wake: resolve };
      });
      this.#backoff = undefined;
      if (this.#closed) return;
      let pg: PGlite;
      try {
        pg = await this.reopen();
      } catch {
        // Still no room for the WAL it writes when it opens: PGlite fails to initialize. Tried again later.
        continue;
      }
      if (this.#closed) {
        await pg.close().catch(() => undefined);
        return;
      }
      // A commit the PANIC interrupted may be in the files or not: the index reads them again (resource-index.ts).
      this.#index = this.#newIndex();
      this.#pg = this.#watched(pg);
      this.#stopped = undefined;
      this.#reopening = undefined;
      return;
    }
  }

  /** Settles once a database stopped after a PANIC is open again (tests). */
  reopened(): Promise<void> {
    return this.#reopening ?? Promise.resolve();
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    scope.assertOutside(this);
    return run<T>(this.#live(), sql, params);
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
    this.#closed = true;
    try {
      // A reopen under way writes the same files (PostgreSQL replays the WAL as it opens): the lock is held until it
      // is over, so that a new process cannot open them meanwhile. One waiting for its next attempt gives up now; an
      // instance opened after close() is closed by the loop itself.
      if (this.#backoff !== undefined) {
        clearTimeout(this.#backoff.timer);
        this.#backoff.wake();
      }
      await this.#reopening;
      // A stopped instance is left alone: its exchange would never return.
      if (this.#stopped === undefined && !this.#pg.closed) await this.#pg.close();
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
