/**
 * Requests to the database gathered per turn of the event loop: what is asked in one turn (the requests read
 * together) runs as few statements as the asks' shapes allow, instead of one round trip each. On PostgreSQL a
 * round trip — the socket writes to a backend on the same cores, and the wait — costs the server more CPU than
 * the statement's rows (bench/RESULTS.md, "Server on PostgreSQL: the rate limit leased, reads by id batched").
 *
 * Asks with the same `shape` go in one statement (`run`, at most `maxPerStatement` of them); asks with the
 * same `key` are asked once and share the answer. Each ask still sees every write acknowledged before it was
 * made: the statement starts after the last of its asks, and outside a transaction each statement takes a
 * new snapshot (read committed). Only for reads outside transactions (the callers check).
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
}

export class TurnBatches<Q, A> {
  readonly #waiting = new WeakMap<Queryable, Ask<Q, A>[]>();

  constructor(private readonly options: TurnBatchesOptions<Q, A>) {}

  /** The answer to `query`, read with the others of this turn. */
  get(db: Queryable, query: Q): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      let asks = this.#waiting.get(db);
      if (asks === undefined) {
        const batch: Ask<Q, A>[] = [];
        asks = batch;
        this.#waiting.set(db, batch);
        // After the loop's I/O callbacks: the requests read in this turn have all asked by then.
        setImmediate(() => {
          this.#waiting.delete(db);
          this.#flush(db, batch);
        });
      }
      asks.push({ query, resolve, reject });
    });
  }

  #flush(db: Queryable, asks: readonly Ask<Q, A>[]): void {
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
        void this.#run(db, groups.slice(start, start + this.options.maxPerStatement));
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
      for (let i = 0; i < groups.length; i += 1) for (const ask of groups[i]!) ask.resolve(answers[i]!);
    } catch (error) {
      for (const same of groups) for (const ask of same) ask.reject(error);
    }
  }
}
