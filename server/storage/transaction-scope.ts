import { AsyncLocalStorage } from 'node:async_hooks';
import { NestedDatabaseUseError } from './errors.js';

/**
 * Remembers, per async context, which database a transaction callback runs for, so that using the
 * database itself inside its own transaction fails loudly (see Database.transaction).
 *
 * The context is tracked only while a transaction's callback is open: AsyncLocalStorage runs a hook on
 * every promise the process makes while it is enabled (about a seventh of a GET's CPU on PostgreSQL,
 * bench/RESULTS.md), so the last transaction to finish disables it and the next one enables it again
 * (docs/decisions/0082-transaction-scope-while-open.md). While none is open, nothing can be nested in one.
 */
export class TransactionScope {
  readonly #storage = new AsyncLocalStorage<object>();
  /** Transaction callbacks of this scope that have not settled. */
  #open = 0;

  async run<T>(owner: object, fn: () => Promise<T>): Promise<T> {
    this.#open += 1;
    try {
      return await this.#storage.run(owner, fn);
    } finally {
      this.#open -= 1;
      if (this.#open === 0) this.#storage.disable();
    }
  }

  assertOutside(owner: object): void {
    if (this.#storage.getStore() === owner) throw new NestedDatabaseUseError();
  }
}
