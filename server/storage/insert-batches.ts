/**
 * Deferred inserts on PostgreSQL, batched: a transaction that only inserts resource rows with nothing to
 * check (resources.ts `createLater`) opens no connection and sends no BEGIN or COMMIT; its rows wait for the
 * end of the event loop's turn (the requests read together) and go to PostgreSQL with those of the other
 * such transactions as ONE multi-row INSERT outside a transaction block (several when the rows are many or
 * large: statement-parts.ts), which commits on its own
 * (docs/decisions/0070-batched-inserts.md). Each transaction is acknowledged once that statement returned,
 * so "acknowledged = committed" is unchanged.
 *
 * One INSERT is all or nothing: should it fail for a row (a value the database cannot store), nothing of it
 * was inserted, and each transaction's rows are inserted again alone, so that only the one whose row was
 * refused fails. When the database is unavailable every transaction of the batch fails with that error.
 */
import { unavailabilityOf } from './availability.js';
import { statementParts } from './statement-parts.js';

interface Member<Row> {
  readonly rows: readonly Row[];
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export class InsertBatches<Row> {
  #waiting: Member<Row>[] | undefined;

  /**
   * `insert` inserts rows in one statement, outside a transaction; `textOf` is the text a row sends in it (the
   * rows of a turn go in statements of bounded rows and text: statement-parts.ts, each its own batch).
   */
  constructor(
    private readonly insert: (rows: readonly Row[]) => Promise<void>,
    private readonly textOf: (row: Row) => number,
  ) {}

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
          for (const part of statementParts(batch, (member) => member.rows, this.textOf)) void this.#run(part);
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
