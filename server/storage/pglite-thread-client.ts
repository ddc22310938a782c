import { Worker } from 'node:worker_threads';

/**
 * The embedded database on a thread of its own (pglite-thread.mjs; docs/decisions/0079-pglite-on-a-worker-thread.md):
 * PGlite's statements as messages. Each call is one message and its answer; the thread runs them as PGlite would in
 * this process (its own lock serialises transactions, a statement outside a transaction waits for it). The thread is
 * referenced only while a call is pending, so an idle database never holds the process open.
 */

/** A statement's result: its rows, or for INSERT/UPDATE/DELETE without RETURNING the rows it affected. */
export interface ThreadResult<T> {
  readonly rows: T[];
  readonly affectedRows?: number | undefined;
}

/** What runs statements: the database outside any transaction, or an open transaction. */
export interface ThreadQueryable {
  query<T>(sql: string, params: readonly unknown[]): Promise<ThreadResult<T>>;
  /** A script of one or more statements (simple protocol); the last one's result. */
  exec<T>(sql: string): Promise<ThreadResult<T> | undefined>;
}

export interface ThreadOptions {
  readonly dataDir: string;
  /** Added to PGlite's default start parameters. */
  readonly startParams: readonly string[];
  readonly initDbStartParams: readonly string[];
}

interface Reply {
  readonly id: number;
  readonly result?: unknown;
  readonly error?: Record<string, unknown> & { message: string };
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const THREAD_ENTRY = new URL('./pglite-thread.mjs', import.meta.url);

export class PGliteThread implements ThreadQueryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  /** Why the thread can no longer answer, once it cannot. */
  #failure: Error | undefined;
  #closed = false;

  private constructor(options: ThreadOptions) {
    this.#worker = new Worker(THREAD_ENTRY, { workerData: options });
    this.#worker.unref();
    this.#worker.on('message', (reply: Reply) => this.#settle(reply));
    // A thread that fails or exits fails what it was given, and every later call.
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the embedded database's thread exited (${code})`)));
  }

  /** Starts the thread and opens PGlite there on `options.dataDir`. */
  static async open(options: ThreadOptions): Promise<PGliteThread> {
    const thread = new PGliteThread(options);
    try {
      await thread.#call({ op: 'open' });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(sql: string, params: readonly unknown[], tx?: number): Promise<ThreadResult<T>> {
    return this.#call({ op: 'query', sql, params, tx }) as Promise<ThreadResult<T>>;
  }

  exec<T>(sql: string, tx?: number): Promise<ThreadResult<T> | undefined> {
    return this.#call({ op: 'exec', sql, tx }) as Promise<ThreadResult<T> | undefined>;
  }

  /** Runs `body` in a transaction: COMMIT when it resolves, ROLLBACK when it throws (rethrown). */
  async transaction(body: (tx: ThreadQueryable) => Promise<void>): Promise<void> {
    const id = (await this.#call({ op: 'begin' })) as number;
    const tx: ThreadQueryable = {
      query: (sql, params) => this.query(sql, params, id),
      exec: (sql) => this.exec(sql, id),
    };
    try {
      await body(tx);
    } catch (error) {
      await this.#call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'end', tx: id, commit: true });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      if (this.#failure === undefined) await this.#call({ op: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }

  #call(message: { op: string; sql?: string; params?: readonly unknown[]; tx?: number | undefined; commit?: boolean }): Promise<unknown> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #settle(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (pending === undefined) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error === undefined) pending.resolve(reply.result);
    else pending.reject(databaseError(reply.error));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      pending.reject(error);
    }
  }
}

/** The thread's error as an Error again, with PostgreSQL's fields (`code`, `constraint`…) that sql-state.ts reads. */
function databaseError(fields: Record<string, unknown> & { message: string }): Error {
  const { message, stack, name, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (typeof name === 'string') error.name = name;
  if (typeof stack === 'string') error.stack = stack;
  return error;
}
