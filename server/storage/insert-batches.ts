/**
 * Deferred inserts on PostgreSQL, batched: a transaction that only inserts resource rows with nothing to
 * check (resources.ts `createLater`) opens no connection and sends no BEGIN or COMMIT; its rows wait for the
 * end of the event loop's turn (the requests read together) and go to PostgreSQL with those of the other
 * such transactions as ONE multi-row INSERT outside a transaction block, which commits on its own
 * (docs/decisions/0070-batched-inserts.md). Each transaction is acknowledged once that statement returned,
 * so "acknowledged = committed" is unchanged.
 *
 * One INSERT is all or nothing: should it fail for a row (a value the database cannot store), nothing of it
 * was inserted, and each transaction's rows are inserted again alone, so that only the one whose row was
 * refused fails. When the database is unavailable every transaction of the batch fails with that error.
 */
import { unavailabilityOf } from './availability.js';

interface Member<Row> {
  readonly rows: readonly Row[];
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** Rows per statement at most (more go in further statements, each its own batch). */
const MAX_ROWS = 100;

export class InsertBatches<Row> {
  #waiting: Member<Row>[] | undefined;

  /** `insert` inserts rows in one statement, outside a transaction. */
  constructor(private readonly insert: (rows: readonly Row[]) => Promise<void>) {}

  /** Resolves once `rows` are committed, inserted with the other transactions' of this turn. */
  add(rows: readonly Row[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let members = this.#waiting;
      if (members === undefined) {
        const batch: Member<Row>[] = [];
        members = batch;
        this.#waiting = batch;
        // After the loop's I/O callbacks: the requests read in this turn have all written by then.
        setImmediate(() => {
          this.#waiting = undefined;
          for (const part of partsOf(batch)) void this.#run(part);
        });
      }
      members.push({ rows, resolve, reject });
    });
  }

  async #run(members: readonly Member<Row>[]): Promise<void> {
    try {
      await this.insert(members.flatMap((member) => member.rows));
      for (const member of members) member.resolve();
      return;
    } catch (error) {
      if (members.length === 1 || unavailabilityOf(error) !== undefined) {
        for (const member of members) member.reject(error);
        return;
      }
    }
    // One row was refused, and with it the statement: each transaction's rows alone.
    await Promise.all(
      members.map(async (member) => {
        try {
          await this.insert(member.rows);
          member.resolve();
        } catch (error) {
          member.reject(error);
        }
      }),
    );
  }
}

/** The members in parts of at most MAX_ROWS rows (a member's rows stay together). */
function partsOf<Row>(members: readonly Member<Row>[]): Member<Row>[][] {
  const parts: Member<Row>[][] = [];
  let part: Member<Row>[] = [];
  let rows = 0;
  for (const member of members) {
    if (part.length > 0 && rows + member.rows.length > MAX_ROWS) {
      parts.push(part);
      part = [];
      rows = 0;
    }
    part.push(member);
    rows += member.rows.length;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}
