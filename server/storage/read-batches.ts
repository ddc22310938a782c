/**
 * Reads by id on PostgreSQL, batched: the reads of resources by id that arrive in one turn of the event
 * loop (the requests read together) go to PostgreSQL as one statement, `id = ANY(…)`, instead of one
 * round trip each. On PostgreSQL a GET by id is one round trip, and its socket writes — to PostgreSQL,
 * waking a backend on the same cores — were most of its CPU (bench/RESULTS.md, "Server on PostgreSQL").
 *
 * Each read still sees every write acknowledged before its request arrived: the batch's statement starts
 * after the last of its members arrived, and outside a transaction each statement takes a new snapshot
 * (the read-committed rule every read had). A read inside a transaction is never batched (the caller
 * checks), and the embedded database answers reads from its read index.
 */
import type { Queryable } from './database.js';

export interface BatchedRow {
  readonly id: string;
  readonly account_id: string;
  readonly kind: string;
}

interface Member<Row> {
  readonly kind: string;
  readonly accountId: string;
  readonly id: string;
  readonly resolve: (row: Row | undefined) => void;
  readonly reject: (error: unknown) => void;
}

/** Ids per statement at most (a turn of the loop rarely reads more; more go in further statements). */
const MAX_BATCH = 100;

export class ReadBatches<Row extends BatchedRow> {
  readonly #waiting = new WeakMap<Queryable, Member<Row>[]>();

  /** `statement` selects the rows whose id is in `$1` (a text[]), with their `account_id` and `kind`. */
  constructor(private readonly statement: string) {}

  /** The account's resource of that kind with that id, read with the others of this turn. */
  get(db: Queryable, kind: string, accountId: string, id: string): Promise<Row | undefined> {
    return new Promise<Row | undefined>((resolve, reject) => {
      let members = this.#waiting.get(db);
      if (members === undefined) {
        const batch: Member<Row>[] = [];
        members = batch;
        this.#waiting.set(db, batch);
        // After the loop's I/O callbacks: the requests read in this turn have all asked by then.
        setImmediate(() => {
          this.#waiting.delete(db);
          for (let start = 0; start < batch.length; start += MAX_BATCH) void this.#run(db, batch.slice(start, start + MAX_BATCH));
        });
      }
      members.push({ kind, accountId, id, resolve, reject });
    });
  }

  async #run(db: Queryable, members: readonly Member<Row>[]): Promise<void> {
    try {
      const { rows } = await db.query<Row>(this.statement, [[...new Set(members.map((member) => member.id))]]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const member of members) {
        const row = byId.get(member.id);
        // Ids are unique across accounts and kinds; another account's or kind's row is not found.
        member.resolve(row !== undefined && row.account_id === member.accountId && row.kind === member.kind ? row : undefined);
      }
    } catch (error) {
      for (const member of members) member.reject(error);
    }
  }
}
