/*
 * Bearer secrets (API keys `tak_…`, credential tokens `tat_…`): a prefix and 32 random bytes in base62
 * (43 characters). Only their SHA-256 is stored. A plain hash (no salt, no slow KDF) is right here: 256
 * bits of entropy cannot be guessed back from the hash, and lookup by hash must be one indexed hit.
 */
import crypto, { createHash, randomBytes } from 'node:crypto';
import { bytesToBigInt, encodeBase62 } from './base62.js';

const SECRET_BYTES = 32;
const SECRET_TEXT_LENGTH = 43; // ceil(256 / log2(62))

export function newSecret(prefix: string): string {
  return prefix + encodeBase62(bytesToBigInt(randomBytes(SECRET_BYTES)), SECRET_TEXT_LENGTH);
}

/**
 * Lower-case hex SHA-256 of the secret's UTF-8 bytes. Every API request hashes its key (the authentication
 * cache is keyed by the hash: server/accounts/authentication-cache.ts), so Node's one-shot `crypto.hash` is used
 * where there is one (Node 20.12 and later): 0.5 µs a key against 1.7–2.0 for a Hash object
 * (docs/decisions/0098-authenticated-request-hot-path.md).
 */
export const hashSecret: (secret: string) => string =
  typeof crypto.hash === 'function' ? (secret) => crypto.hash('sha256', secret, 'hex') : (secret) => createHash('sha256').update(secret, 'utf8').digest('hex');
