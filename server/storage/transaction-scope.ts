import { AsyncLocalStorage } from 'node:async_hooks';
import { NestedDatabaseUseError } from './errors.js';

/**
 * Remembers, per async context, which database a transaction callback runs for, so that using the
 * database itself inside its own transaction fails loudly (see Database.transaction).
 */
export class TransactionScope {
  readonly #storage = new AsyncLocalStorage<object>();

  run<T>(owner: object, fn: () => Promise<T>): Promise<T> {
    return this.#storage.run(owner, fn);
  }

  assertOutside(owner: object): void {
    if (this.#storage.getStore() === owner) throw new NestedDatabaseUseError();
  }
}
