/*
 * The storage interface shared by both backends (embedded PGlite and PostgreSQL through `pg`). Both run
 * the same SQL: PGlite is PostgreSQL compiled to WebAssembly, so one dialect and one set of migrations
 * serve both (docs/decisions/0013-two-databases.md).
 */

import type { IndexChange, ResourceIndex } from './resource-index.js';

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or affected by INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

export interface Queryable {
  /** Runs one statement with `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /**
   * Runs one statement and hands each row to `onRow` as it arrives, keeping none (PostgreSQL outside a
   * transaction; undefined elsewhere): for results too large to hold as rows (list-pages.ts).
   */
  readonly queryEach?: (<T>(sql: string, params: readonly unknown[], onRow: (row: T) => void) => Promise<void>) | undefined;
  /**
   * The embedded database's in-memory read index (resource-index.ts), which answers reads of
   * resources outside transactions; undefined on PostgreSQL and inside a transaction.
   */
  readonly readIndex?: ResourceIndex | undefined;
}

/**
 * A handle inside an open transaction. Repository functions that write several rows take a
 * `Transaction` rather than any `Queryable`, so the type system makes callers open one.
 */
export interface Transaction extends Queryable {
  readonly inTransaction: true;
  /** Runs a parameterless multi-statement script (migrations). */
  execScript(sql: string): Promise<void>;
  /**
   * With a read index: remembers a change to resources, applied to the index once (and only if) the
   * transaction commits. Undefined when the database has no read index.
   */
  readonly indexChange?: ((change: IndexChange) => void) | undefined;
  /**
   * Inserts a resource row later rather than now: with the rows of the other transactions that commit at
   * the same time, in one multi-row INSERT (docs/decisions/0070-batched-inserts.md). A statement this
   * transaction runs afterwards sees the row, and the row is in the database before the transaction is
   * acknowledged; the transaction fails when the row is refused. Undefined when the database inserts each
   * row at once.
   */
  readonly insertLater?: ((row: NewResourceRow) => void) | undefined;
}

/** A row of `resources` without a parent, as a deferred insert writes it (resources.ts `insertResourceRows`). */
export interface NewResourceRow {
  readonly id: string;
  readonly accountId: string;
  readonly kind: string;
  /** The body's JSON text. */
  readonly body: string;
  readonly createdAt: Date;
  /**
   * The start of its stored answer (stored-answers.ts `answerHead`), or null when its kind keeps none: the
   * statement writes the rest of the answer from the body's text, sent once.
   */
  readonly answerHead: string | null;
}

export type Backend = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly backend: Backend;
  /**
   * Runs `fn` in a transaction: COMMIT when it resolves, ROLLBACK when it throws (the error is
   * rethrown). On PGlite transactions are serialized (one connection); on PostgreSQL each one holds
   * its own pooled connection. Inside `fn` use only `tx`: touching the `Database` itself there throws
   * `NestedDatabaseUseError` (on PGlite it would wait for the transaction forever, on PostgreSQL it
   * would silently run outside it).
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the pool, for the metrics; PostgreSQL only (PGlite has one in-process connection). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Callers waiting for a free connection. */
  waiting: number;
}
