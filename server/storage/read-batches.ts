/**
 * Reads by id on PostgreSQL, batched (turn-batches.ts): the reads of resources by id that arrive in one turn of
 * the event loop (the requests read together) go to PostgreSQL as one statement, `id = ANY(…)`, instead of one
 * round trip each. On PostgreSQL a GET by id is one round trip, and its socket writes — to PostgreSQL,
 * waking a backend on the same cores — were most of its CPU (bench/RESULTS.md, "Server on PostgreSQL").
 *
 * Each read still sees every write acknowledged before its request arrived: the batch's statement starts
 * after the last of its members arrived, and outside a transaction each statement takes a new snapshot
 * (the read-committed rule every read had). A read inside a transaction is never batched (the caller
 * checks), and the embedded database answers reads from its read index.
 */
import type { Queryable } from './database.js';
import { TurnBatches } from './turn-batches.js';

export interface BatchedRow {
  readonly id: string;
  readonly account_id: string;
  readonly kind: string;
}

interface Read {
  readonly kind: string;
  readonly accountId: string;
  readonly id: string;
}

/** Ids per statement at most (a turn of the loop rarely reads more; more go in further statements). */
const MAX_BATCH = 100;

export class ReadBatches<Row extends BatchedRow> {
  readonly #batches: TurnBatches<Read, Row | undefined>;

  /** `statement` selects the rows whose id is in `$1` (a text[]), with their `account_id` and `kind`. */
  constructor(statement: string) {
    this.#batches = new TurnBatches<Read, Row | undefined>({
      shape: () => '',
      key: ({ kind, accountId, id }) => `${id}\u0000${accountId}\u0000${kind}`,
      maxPerStatement: MAX_BATCH,
      run: async (db, reads) => {
        const { rows } = await db.query<Row>(statement, [[...new Set(reads.map((read) => read.id))]]);
        const byId = new Map(rows.map((row) => [row.id, row]));
        return reads.map((read) => {
          const row = byId.get(read.id);
          // Ids are unique across accounts and kinds; another account's or kind's row is not found.
          return row !== undefined && row.account_id === read.accountId && row.kind === read.kind ? row : undefined;
        });
      },
    });
  }

  /** The account's resource of that kind with that id, read with the others of this turn. */
  get(db: Queryable, kind: string, accountId: string, id: string): Promise<Row | undefined> {
    return this.#batches.get(db, { kind, accountId, id });
  }
}
