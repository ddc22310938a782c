/*
 * Bearer secrets (API keys `tak_…`, credential tokens `tat_…`): a prefix and 32 random bytes in base62
 * (43 characters). Only their SHA-256 is stored. A plain hash (no salt, no slow KDF) is right here: 256
 * bits of entropy cannot be guessed back from the hash, and lookup by hash must be one indexed hit.
 */
import { createHash, randomBytes } from 'node:crypto';
import { bytesToBigInt, encodeBase62 } from './base62.js';

const SECRET_BYTES = 32;
const SECRET_TEXT_LENGTH = 43; // ceil(256 / log2(62))

export function newSecret(prefix: string): string {
  return prefix + encodeBase62(bytesToBigInt(randomBytes(SECRET_BYTES)), SECRET_TEXT_LENGTH);
}

/** Lower-case hex SHA-256 of the secret's UTF-8 bytes. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
