/**
 * Group commit for the embedded database, whose transactions run one at a time: the transactions opened
 * in one turn of the event loop (the requests read together) run together in ONE database transaction,
 * each inside a savepoint, and share its BEGIN and its COMMIT (and the WAL write the COMMIT makes). Each
 * is still acknowledged only after the COMMIT that holds it, so "acknowledged = durable" is unchanged.
 *
 * A member that fails is rolled back to its savepoint and gets its own error; the others go on and
 * commit. The members run one after another in arrival order, so each sees exactly what it would have
 * seen had they committed one by one. A transaction that arrives alone runs alone, without a savepoint.
 * If the group's own statements fail (a savepoint, the COMMIT), nothing of it is committed and every
 * member that had not failed on its own gets that error.
 */

/** What a group member runs in: the open transaction's statements (PGlite's transaction handle). */
export interface GroupTransaction {
  exec(sql: string): Promise<unknown>;
}

/** One transaction's work: `work` runs inside the transaction, `committed` once its COMMIT is done. */
interface Member<Tx> {
  readonly work: (tx: Tx) => Promise<unknown>;
  readonly committed: () => void;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

const SAVEPOINT = 'commit_group_member';

/** Members per group at most: bounds how long the first of them waits for its COMMIT. */
export const MAX_GROUP_SIZE = 64;

export class CommitGroups<Tx extends GroupTransaction> {
  readonly #waiting: Member<Tx>[] = [];
  #running = false;

  /**
   * `transaction` runs its callback in one database transaction: COMMIT when it resolves, ROLLBACK when
   * it throws. With `maxGroupSize` 1 every transaction runs alone (for comparisons).
   */
  constructor(
    private readonly transaction: (body: (tx: Tx) => Promise<void>) => Promise<void>,
    private readonly maxGroupSize = MAX_GROUP_SIZE,
  ) {}

  /** Runs `work` in a transaction, with the others waiting at the time; resolves after its COMMIT, once `committed` ran. */
  run<T>(work: (tx: Tx) => Promise<T>, committed: () => void): Promise<T> {
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

  async #runGroup(group: readonly Member<Tx>[]): Promise<void> {
    const outcomes: Outcome[] = [];
    let groupError: { error: unknown } | undefined;
    try {
      await this.transaction(async (tx) => {
        if (group.length === 1) {
          outcomes.push({ ok: true, value: await group[0]!.work(tx) });
          return;
        }
        await tx.exec(`SAVEPOINT ${SAVEPOINT}`);
        for (const [index, member] of group.entries()) {
          let outcome: Outcome;
          try {
            const value = await member.work(tx);
            // Keeps the member's statements; a new savepoint marks where the next one starts. This fails
            // when the member left the transaction aborted (an error it caught): then it fails as its
            // COMMIT would have, alone.
            await tx.exec(index < group.length - 1 ? `RELEASE SAVEPOINT ${SAVEPOINT}; SAVEPOINT ${SAVEPOINT}` : `RELEASE SAVEPOINT ${SAVEPOINT}`);
            outcome = { ok: true, value };
          } catch (error) {
            outcome = { ok: false, error };
            // Undoes the member's statements; the savepoint stays for the next one.
            await tx.exec(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
            if (index === group.length - 1) await tx.exec(`RELEASE SAVEPOINT ${SAVEPOINT}`);
          }
          outcomes.push(outcome);
        }
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
}
