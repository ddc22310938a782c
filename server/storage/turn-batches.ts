/**
 * Reads from PostgreSQL gathered per turn of the event loop: what is asked in one turn (the requests read
 * together) runs as few statements as the asks' shapes allow, instead of one round trip each. On PostgreSQL a
 * round trip — the socket write that wakes a backend on the same cores, and the wait — costs the server more
 * CPU than the statement's rows (bench/RESULTS.md, "Server on PostgreSQL: the rate limit leased, reads by id
 * batched"; docs/decisions/0055-batched-reads.md, 0081-batched-lists.md).
 *
 * Asks with the same `shape` go in one statement (`run`, at most `maxPerStatement` of them); asks with the
 * same `key` are the same read, asked once. While `maxInFlight` of this batcher's statements run on a
 * database, new asks wait for one of them to finish and then go together: under load the batches grow
 * instead of the round trips. Each ask still sees every write acknowledged before it was made: its statement
 * starts after it, and outside a transaction each statement takes a new snapshot (read committed). Only for
 * reads outside transactions (the callers check).
 */
import type { Queryable } from './database.js';

interface Ask<Q, A> {
  readonly query: Q;
  readonly resolve: (answer: A) => void;
  readonly reject: (error: unknown) => void;
}

export interface TurnBatchesOptions<Q, A> {
  /** Asks of one shape run in one statement (e.g. with the same optional filters). */
  readonly shape: (query: Q) => string;
  /** Asks with the same key are the same read: asked once, answered alike. */
  readonly key: (query: Q) => string;
  readonly maxPerStatement: number;
  /** Runs one statement for `queries` (all of one shape, distinct keys); answers in their order. */
  readonly run: (db: Queryable, queries: readonly Q[]) => Promise<readonly A[]>;
  /** Told how many asks an answer goes to, before they have it (a page's lent bytes: list-pages.ts). */
  readonly shared?: (answer: A, asks: number) => void;
}

/** Statements of one batcher running at once on a database; the pool has 10 connections. */
const MAX_IN_FLIGHT = 2;

interface Queue<Q, A> {
  asks: Ask<Q, A>[];
  /** A flush is scheduled for the end of this turn. */
  scheduled: boolean;
  inFlight: number;
}

export class TurnBatches<Q, A> {
  readonly #queues = new WeakMap<Queryable, Queue<Q, A>>();

  constructor(private readonly options: TurnBatchesOptions<Q, A>) {}

  /** The answer to `query`, read with the others of this turn (or of the turns since the last statement started). */
  get(db: Queryable, query: Q): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      let queue = this.#queues.get(db);
      if (queue === undefined) {
        queue = { asks: [], scheduled: false, inFlight: 0 };
        this.#queues.set(db, queue);
      }
      queue.asks.push({ query, resolve, reject });
      this.#schedule(db, queue);
    });
  }

  /** Flushes at the end of this turn (after the loop's I/O callbacks: this turn's requests have all asked by then), unless at the limit. */
  #schedule(db: Queryable, queue: Queue<Q, A>): void {
    if (queue.scheduled || queue.inFlight >= MAX_IN_FLIGHT || queue.asks.length === 0) return;
    queue.scheduled = true;
    setImmediate(() => {
      queue.scheduled = false;
      this.#flush(db, queue);
    });
  }

  #flush(db: Queryable, queue: Queue<Q, A>): void {
    const asks = queue.asks;
    queue.asks = [];
    const byShape = new Map<string, Map<string, Ask<Q, A>[]>>();
    for (const ask of asks) {
      const shape = this.options.shape(ask.query);
      let byKey = byShape.get(shape);
      if (byKey === undefined) {
        byKey = new Map();
        byShape.set(shape, byKey);
      }
      const key = this.options.key(ask.query);
      const same = byKey.get(key);
      if (same === undefined) byKey.set(key, [ask]);
      else same.push(ask);
    }
    for (const byKey of byShape.values()) {
      const groups = [...byKey.values()];
      for (let start = 0; start < groups.length; start += this.options.maxPerStatement) {
        queue.inFlight += 1;
        void this.#run(db, groups.slice(start, start + this.options.maxPerStatement)).finally(() => {
          queue.inFlight -= 1;
          this.#schedule(db, queue);
        });
      }
    }
  }

  /** One statement for `groups`: each a distinct read, and the asks that share it. */
  async #run(db: Queryable, groups: readonly (readonly Ask<Q, A>[])[]): Promise<void> {
    try {
      const answers = await this.options.run(
        db,
        groups.map((same) => same[0]!.query),
      );
      for (let i = 0; i < groups.length; i += 1) {
        this.options.shared?.(answers[i]!, groups[i]!.length);
        for (const ask of groups[i]!) ask.resolve(answers[i]!);
      }
    } catch (error) {
      for (const same of groups) for (const ask of same) ask.reject(error);
    }
  }
}
