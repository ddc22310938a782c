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
 * (PGlite's cost is per statement: docs/decisions/0070-batched-inserts.md), or several when the rows are many
 * or large (statement-parts.ts): at the group's end, or before
 * the next member's first statement, so that it sees them as it would have. Should that INSERT fail, each
 * member's rows are inserted again alone, so that only the member whose row was refused fails. A member
 * that runs a statement after deferring rows inserts them first, inside its savepoint. A group none of whose
 * members ran a statement opens no transaction at all: its rows go as that one INSERT outside a
 * transaction block, which commits on its own (BEGIN and COMMIT cost PGlite as much as any statement).
 */
import { statementParts } from './statement-parts.js';

/** What a group member runs in: the open transaction's statements (PGlite's transaction handle). */
export interface GroupTransaction {
  exec(sql: string): Promise<unknown>;
}

/** What a member's work gets: the transaction for its statements, and a place for its rows. */
export interface MemberScope<Tx, Row> {
  /** To await before each of the member's statements: the transaction to run it in (opened for the group's first). */
  beforeStatement(): Promise<Tx>;
  /** A row to insert later, with the group's others (see above). */
  defer(row: Row): void;
}

/** One transaction's work, `committed` run once its COMMIT is done. */
interface Member<Tx, Row> {
  readonly work: (scope: MemberScope<Tx, Row>) => Promise<unknown>;
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

/** How the group reaches the database. */
export interface GroupDatabase<Tx, Row> {
  /** Runs its callback in one database transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction(body: (tx: Tx) => Promise<void>): Promise<void>;
  /** Inserts rows in one statement, in the transaction, or outside any when `tx` is undefined. */
  insert(tx: Tx | undefined, rows: readonly Row[]): Promise<void>;
  /** The text a row sends in that statement (the group's rows go in statements of bounded size: statement-parts.ts). */
  textOf(row: Row): number;
}
const SAVEPOINT = 'commit_group_member';

/** Members per group at most: bounds how long the first of them waits for its COMMIT. */
export const MAX_GROUP_SIZE = 64;

export class CommitGroups<Tx extends GroupTransaction, Row = never> {
  readonly #waiting: Member<Tx, Row>[] = [];
  #running = false;

  /** With `maxGroupSize` 1 every transaction runs alone (for comparisons). */
  constructor(
    private readonly database: GroupDatabase<Tx, Row>,
    private readonly maxGroupSize = MAX_GROUP_SIZE,
  ) {}

  /** Runs `work` in a transaction, with the others waiting at the time; resolves after its COMMIT, once `committed` ran. */
  run<T>(work: (scope: MemberScope<Tx, Row>) => Promise<T>, committed: () => void): Promise<T> {
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
    const alone = group.length === 1;
    /** The group's transaction, opened for the first statement of any member. */
    let opened: Promise<OpenTransaction<Tx>> | undefined;
    /** Rows of earlier members that ran no statement, not inserted yet. */
    let waiting: Deferred<Row>[] = [];
    let groupError: { error: unknown } | undefined;
    try {
      for (const [index, member] of group.entries()) {
        const rows: Row[] = [];
        /** The member's start in the transaction (once, should two statements start together). */
        let started: Promise<Tx> | undefined;
        const start = async () => {
          opened ??= openTransaction((body) => this.database.transaction(body));
          const { tx } = await opened;
          const earlier = waiting;
          waiting = [];
          await this.#insertDeferred(tx, alone, earlier, outcomes);
          if (!alone) await tx.exec(`SAVEPOINT ${SAVEPOINT}`);
          return tx;
        };
        const scope: MemberScope<Tx, Row> = {
          beforeStatement: async () => {
            started ??= start();
            const tx = await started;
            if (rows.length > 0) await this.database.insert(tx, rows.splice(0));
            return tx;
          },
          defer: (row) => {
            rows.push(row);
          },
        };
        try {
          const value = await member.work(scope);
          if (started !== undefined) {
            const tx = await started;
            // Its rows are its own statement's now (they fail with it); then the savepoint is released.
            // This fails when the member left the transaction aborted (an error it caught): then it
            // fails as its COMMIT would have, alone.
            if (rows.length > 0) await this.database.insert(tx, rows.splice(0));
            if (!alone) await tx.exec(`RELEASE SAVEPOINT ${SAVEPOINT}`);
          } else if (rows.length > 0) waiting.push({ index, rows });
          outcomes[index] = { ok: true, value };
        } catch (error) {
          if (alone) throw error;
          outcomes[index] = { ok: false, error };
          // Undoes the member's statements.
          if (started !== undefined) await (await started).exec(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}; RELEASE SAVEPOINT ${SAVEPOINT}`);
        }
      }
      if (opened === undefined) await this.#insertOutside(waiting, outcomes);
      else {
        const transaction = await opened;
        await this.#insertDeferred(transaction.tx, alone, waiting, outcomes);
        await transaction.commit();
      }
    } catch (error) {
      groupError = { error };
      await opened?.then((transaction) => transaction.rollBack(error)).catch(() => undefined);
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

  /**
   * The deferred rows of several members in the transaction, one INSERT per part (statement-parts.ts); if a
   * part's fails, each of its members' alone.
   */
  async #insertDeferred(tx: Tx, alone: boolean, deferred: readonly Deferred<Row>[], outcomes: (Outcome | undefined)[]): Promise<void> {
    if (deferred.length === 0) return;
    // Alone, a failure is the transaction's: it rolls back.
    if (alone) return this.database.insert(tx, deferred[0]!.rows);
    for (const part of this.#parts(deferred)) {
      await tx.exec(`SAVEPOINT ${SAVEPOINT}`);
      if (part.length > 1) {
        try {
          await this.database.insert(
            tx,
            part.flatMap((member) => member.rows),
          );
          await tx.exec(`RELEASE SAVEPOINT ${SAVEPOINT}`);
          continue;
        } catch {
          // One member's row refused (a value the database cannot store): find whose, below.
          await tx.exec(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
        }
      }
      for (const member of part) {
        try {
          await this.database.insert(tx, member.rows);
          await tx.exec(`RELEASE SAVEPOINT ${SAVEPOINT}; SAVEPOINT ${SAVEPOINT}`);
        } catch (error) {
          outcomes[member.index] = { ok: false, error };
          await tx.exec(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
        }
      }
      await tx.exec(`RELEASE SAVEPOINT ${SAVEPOINT}`);
    }
  }

  /** Deferred members in parts of one statement each (statement-parts.ts). */
  #parts(deferred: readonly Deferred<Row>[]): Deferred<Row>[][] {
    return statementParts(
      deferred,
      (member) => member.rows,
      (row) => this.database.textOf(row),
    );
  }

  /**
   * The rows of a group that ran no statement: one INSERT outside a transaction block, all or nothing; if it
   * fails, each member's alone, so that only the one whose row was refused fails.
   */
  async #insertOutside(deferred: readonly Deferred<Row>[], outcomes: (Outcome | undefined)[]): Promise<void> {
    for (const part of this.#parts(deferred)) {
      if (part.length > 1) {
        try {
          await this.database.insert(
            undefined,
            part.flatMap((member) => member.rows),
          );
          continue;
        } catch {
          // Nothing of it was inserted: find whose row was refused, below.
        }
      }
      for (const member of part) {
        try {
          await this.database.insert(undefined, member.rows);
        } catch (error) {
          outcomes[member.index] = { ok: false, error };
        }
      }
    }
  }
}

/** A database transaction held open across the members of a group: BEGIN done, COMMIT or ROLLBACK when told. */
interface OpenTransaction<Tx> {
  readonly tx: Tx;
  commit(): Promise<void>;
  /** Rolls back; resolves once done (the transaction's own error, `error`, is not rethrown). */
  rollBack(error: unknown): Promise<void>;
}

/** Opens a transaction through the callback-style `transaction`, whose body waits until told to end. */
function openTransaction<Tx>(transaction: (body: (tx: Tx) => Promise<void>) => Promise<void>): Promise<OpenTransaction<Tx>> {
  return new Promise((resolve, reject) => {
    let end!: (error?: { error: unknown }) => void;
    const ended = new Promise<void>((endResolve, endReject) => {
      end = (failure) => (failure === undefined ? endResolve() : endReject(failure.error));
    });
    const done = transaction(async (tx) => {
      resolve({
        tx,
        commit: async () => {
          end();
          await done;
        },
        rollBack: async (error) => {
          end({ error });
          await done.catch(() => undefined);
        },
      });
      await ended;
    });
    // BEGIN failed: nothing to end. Once opened, the promise above is settled and this changes nothing.
    done.catch(reject);
  });
}
