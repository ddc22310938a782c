/**
 * Group commit for the embedded database, whose transactions run one at a time: the transactions opened
 * in one turn of the event loop (the requests read together) run together in ONE database transaction
 * and share its BEGIN and its COMMIT (and the WAL write the COMMIT makes). Each is still acknowledged only
 * after the COMMIT that holds it, so "acknowledged = durable" is unchanged.
 *
 * A member that runs statements runs them inside a savepoint of its own, opened before its first one; a
 * member that fails is rolled back to it and gets its own error; the others go on and commit. The members
 * run one after another in arrival order, so each sees exactly what it would have seen had they committed
 * one by one. A transaction that arrives alone runs alone, without a savepoint. If the group's own
 * statements fail (a savepoint, the COMMIT), nothing of it is committed and every member that had not
 * failed on its own gets that error.
 *
 * Rows a member only inserts (`defer`: a resource with nothing to check, resources.ts) wait, and the rows
 * of the members in a row that ran no statement of their own go to the database as ONE multi-row INSERT
 * (PGlite's cost is per statement: docs/decisions/0070-batched-inserts.md): at the group's end, or before
 * the next member's first statement, so that it sees them as it would have. Should that INSERT fail, each
 * member's rows are inserted again alone, so that only the member whose row was refused fails. A member
 * that runs a statement after deferring rows inserts them first, inside its savepoint.
 */

/** What a group member runs in: the open transaction's statements (PGlite's transaction handle). */
export interface GroupTransaction {
  exec(sql: string): Promise<unknown>;
}

/** What a member's work gets besides the transaction. */
export interface MemberScope<Row> {
  /** To await before each of the member's statements: its savepoint, the rows waiting before it. */
  beforeStatement(): Promise<void>;
  /** A row to insert later, with the group's others (see above). */
  defer(row: Row): void;
}

/** One transaction's work: `work` runs inside the transaction, `committed` once its COMMIT is done. */
interface Member<Tx, Row> {
  readonly work: (tx: Tx, scope: MemberScope<Row>) => Promise<unknown>;
  readonly committed: () => void;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** The rows a member deferred, and where its outcome goes. */
interface Deferred<Row> {
  readonly index: number;
  readonly rows: Row[];
}

const SAVEPOINT = 'commit_group_member';

/** Members per group at most: bounds how long the first of them waits for its COMMIT. */
export const MAX_GROUP_SIZE = 64;

export class CommitGroups<Tx extends GroupTransaction, Row = never> {
  readonly #waiting: Member<Tx, Row>[] = [];
  #running = false;

  /**
   * `transaction` runs its callback in one database transaction: COMMIT when it resolves, ROLLBACK when
   * it throws; `insert` inserts rows in one statement. With `maxGroupSize` 1 every transaction runs alone
   * (for comparisons).
   */
  constructor(
    private readonly transaction: (body: (tx: Tx) => Promise<void>) => Promise<void>,
    private readonly insert: (tx: Tx, rows: readonly Row[]) => Promise<void> = async () => {
      throw new Error('CommitGroups: rows deferred without an insert');
    },
    private readonly maxGroupSize = MAX_GROUP_SIZE,
  ) {}

  /** Runs `work` in a transaction, with the others waiting at the time; resolves after its COMMIT, once `committed` ran. */
  run<T>(work: (tx: Tx, scope: MemberScope<Row>) => Promise<T>, committed: () => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push({ work, committed, resolve: resolve as (value: unknown) => void, reject });
      if (this.#running) return;
      this.#running = true;
      // PGlite runs a whole transaction in microtasks (its WebAssembly is synchronous), so the requests
      // that arrived with this one are still unread: start after the event loop's I/O callbacks, so
      // that the transactions they open join the group.
      setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#waiting.length > 0) await this.#runGroup(this.#waiting.splice(0, this.maxGroupSize));
    } finally {
      this.#running = false;
    }
  }

  async #runGroup(group: readonly Member<Tx, Row>[]): Promise<void> {
    const outcomes: (Outcome | undefined)[] = [];
    let groupError: { error: unknown } | undefined;
    try {
      await this.transaction(async (tx) => {
        const alone = group.length === 1;
        /** Rows of earlier members that ran no statement, not inserted yet. */
        let waiting: Deferred<Row>[] = [];
        for (const [index, member] of group.entries()) {
          const rows: Row[] = [];
          /** Its savepoint, opened before its first statement (once, should two statements start together). */
          let opening: Promise<void> | undefined;
          const open = async () => {
            const earlier = waiting;
            waiting = [];
            await this.#insertDeferred(tx, alone, earlier, outcomes);
            if (!alone) await tx.exec(`SAVEPOINT ${SAVEPOINT}`);
          };
          const scope: MemberScope<Row> = {
            beforeStatement: async () => {
              opening ??= open();
              await opening;
              if (rows.length > 0) await this.insert(tx, rows.splice(0));
            },
            defer: (row) => {
              rows.push(row);
            },
          };
          try {
            const value = await member.work(tx, scope);
            if (opening !== undefined) {
              await opening;
              // Its rows are its own statement's now (they fail with it); then the savepoint is released.
              // This fails when the member left the transaction aborted (an error it caught): then it
              // fails as its COMMIT would have, alone.
              if (rows.length > 0) await this.insert(tx, rows.splice(0));
              if (!alone) await tx.exec(`RELEASE SAVEPOINT ${SAVEPOINT}`);
            } else if (rows.length > 0) waiting.push({ index, rows });
            outcomes[index] = { ok: true, value };
          } catch (error) {
            if (alone) throw error;
            outcomes[index] = { ok: false, error };
            // Undoes the member's statements.
            if (opening !== undefined) await tx.exec(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}; RELEASE SAVEPOINT ${SAVEPOINT}`);
          }
        }
        await this.#insertDeferred(tx, alone, waiting, outcomes);
      });
    } catch (error) {
      groupError = { error };
    }
    for (const [index, member] of group.entries()) {
      const outcome = outcomes[index];
      if (outcome !== undefined && !outcome.ok) member.reject(outcome.error);
      else if (groupError !== undefined || outcome === undefined) member.reject(groupError?.error);
      else {
        try {
          member.committed();
        } catch (error) {
          member.reject(error);
          continue;
        }
        member.resolve(outcome.value);
      }
    }
  }

  /** The deferred rows of several members in one INSERT; if it fails, each member's alone. */
  async #insertDeferred(tx: Tx, alone: boolean, deferred: readonly Deferred<Row>[], outcomes: (Outcome | undefined)[]): Promise<void> {
    if (deferred.length === 0) return;
    // Alone, a failure is the transaction's: it rolls back.
    if (alone) return this.insert(tx, deferred[0]!.rows);
    await tx.exec(`SAVEPOINT ${SAVEPOINT}`);
    if (deferred.length > 1) {
      try {
        await this.insert(
          tx,
          deferred.flatMap((member) => member.rows),
        );
        await tx.exec(`RELEASE SAVEPOINT ${SAVEPOINT}`);
        return;
      } catch {
        // One member's row refused (a value the database cannot store): find whose, below.
        await tx.exec(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
      }
    }
    for (const member of deferred) {
      try {
        await this.insert(tx, member.rows);
        await tx.exec(`RELEASE SAVEPOINT ${SAVEPOINT}; SAVEPOINT ${SAVEPOINT}`);
      } catch (error) {
        outcomes[member.index] = { ok: false, error };
        await tx.exec(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
      }
    }
    await tx.exec(`RELEASE SAVEPOINT ${SAVEPOINT}`);
  }
}
