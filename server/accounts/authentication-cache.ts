import type { Queryable } from '../storage/database.js';
import { type Account, authenticate } from './accounts.js';
import { hashApiKey } from './api-key.js';
import { type ApiKeyCreations, inProcessKeyCreations } from './key-creations.js';

/*
 * Every API request authenticates its key (server/http/hooks.ts). Looking the key up costs a database
 * query, which on the embedded database was half the time of a GET by id (bench/RESULTS.md, "Server").
 * This remembers the accounts of keys that authenticated, for `ttlMs`:
 * - safe because a key's account never changes and keys are only ever created
 *   (docs/decisions/0016-accounts-and-api-keys.md); the TTL bounds how long a future revocation, or an account change made by
 *   another instance sharing the PostgreSQL database, could go unnoticed here;
 * - entries are keyed by the key's SHA-256, as stored, so the cache holds no usable key;
 * - at most `maxEntries`, the oldest dropped first.
 *
 * It also remembers keys found unknown (docs/decisions/0041-key-guessing.md), so a guesser repeating a
 * key costs no query after its first miss. A key created later must work at once: a miss is trusted
 * only within the key-creation epoch it was found in (key-creations.ts), which any creation — here or,
 * on PostgreSQL, on another instance — ends. At most `maxUnknownEntries` of them, for `unknownTtlMs`,
 * the oldest dropped first, so a flood of distinct guesses cannot fill the memory.
 */

export interface AuthenticationCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  unknownTtlMs?: number;
  maxUnknownEntries?: number;
  /** Where key creations are announced; in this process only by default. */
  keyCreations?: ApiKeyCreations;
  now?: () => number;
}

export class AuthenticationCache {
  readonly #entries = new Map<string, { account: Account; expiresAt: number }>();
  readonly #unknown = new Map<string, { epoch: string; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #unknownTtlMs: number;
  readonly #maxUnknownEntries: number;
  readonly #keyCreations: ApiKeyCreations;
  readonly #now: () => number;

  constructor(
    private readonly db: Queryable,
    options: AuthenticationCacheOptions = {},
  ) {
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#unknownTtlMs = options.unknownTtlMs ?? 60_000;
    this.#maxUnknownEntries = options.maxUnknownEntries ?? 10_000;
    this.#keyCreations = options.keyCreations ?? inProcessKeyCreations;
    this.#now = options.now ?? Date.now;
  }

  /** The key's account, or undefined when the key is unknown. */
  async authenticate(apiKey: string): Promise<Account | undefined> {
    const hash = hashApiKey(apiKey);
    const cached = this.#known(hash);
    if (cached !== undefined) return cached;
    // Read before the query: a key created while it runs ends this epoch, so its miss is never trusted.
    const epoch = this.#keyCreations.epoch();
    const unknown = this.#unknown.get(hash);
    if (unknown !== undefined && epoch !== undefined && unknown.epoch === epoch && unknown.expiresAt > this.#now()) return undefined;
    this.#unknown.delete(hash);
    const account = await authenticate(this.db, apiKey);
    if (account === undefined) {
      if (epoch !== undefined) remember(this.#unknown, hash, { epoch, expiresAt: this.#now() + this.#unknownTtlMs }, this.#maxUnknownEntries);
      return undefined;
    }
    remember(this.#entries, hash, { account, expiresAt: this.#now() + this.#ttlMs }, this.#maxEntries);
    return account;
  }

  /** The key's account when it authenticated within the TTL, without a query; else undefined. */
  cached(apiKey: string): Account | undefined {
    return this.#known(hashApiKey(apiKey));
  }

  #known(hash: string): Account | undefined {
    const cached = this.#entries.get(hash);
    if (cached !== undefined && cached.expiresAt > this.#now()) return cached.account;
    if (cached !== undefined) this.#entries.delete(hash);
    return undefined;
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value ?? '');
  map.set(key, value);
}
