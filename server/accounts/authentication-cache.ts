import type { Queryable } from '../storage/database.js';
import { authenticate, type Account } from './accounts.js';
import { hashApiKey } from './api-key.js';

/*
 * Every API request authenticates its key (server/http/hooks.ts). Looking the key up costs a database
 * query, which on the embedded database was half the time of a GET by id (bench/RESULTS.md, "Server").
 * This remembers the accounts of keys that authenticated, for `ttlMs`:
 * - safe because a key's account never changes and keys are only ever created
 *   (docs/decisions/0016-accounts-and-api-keys.md); the TTL bounds how long a future revocation, or an account change made by
 *   another instance sharing the PostgreSQL database, could go unnoticed here;
 * - unknown keys are never remembered: a key created meanwhile (the admin command runs at any time on
 *   PostgreSQL) works at once, and a flood of invalid keys cannot fill the memory;
 * - entries are keyed by the key's SHA-256, as stored, so the cache holds no usable key;
 * - at most `maxEntries`, the oldest dropped first.
 */

export interface AuthenticationCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export class AuthenticationCache {
  readonly #entries = new Map<string, { account: Account; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(
    private readonly db: Queryable,
    options: AuthenticationCacheOptions = {},
  ) {
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** The key's account, or undefined when the key is unknown. */
  async authenticate(apiKey: string): Promise<Account | undefined> {
    const hash = hashApiKey(apiKey);
    const cached = this.#entries.get(hash);
    if (cached !== undefined && cached.expiresAt > this.#now()) return cached.account;
    this.#entries.delete(hash);
    const account = await authenticate(this.db, apiKey);
    if (account === undefined) return undefined;
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value ?? '');
    this.#entries.set(hash, { account, expiresAt: this.#now() + this.#ttlMs });
    return account;
  }
}
