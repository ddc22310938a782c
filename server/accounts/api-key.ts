import { createHash, randomBytes } from 'node:crypto';
import { bytesToBigInt, encodeBase62 } from '../ids/base62.js';

/*
 * API keys: `tak_` + 32 random bytes in base62 (43 characters). Only their SHA-256 is stored. A plain
 * hash (no salt, no slow KDF) is right here: the key has 256 bits of entropy, so it cannot be guessed
 * from its hash, and lookup by hash must be a primary-key hit on every request.
 */

export const API_KEY_PREFIX = 'tak_';
const KEY_BYTES = 32;
const KEY_TEXT_LENGTH = 43; // ceil(256 / log2(62))

export function generateApiKey(): string {
  return API_KEY_PREFIX + encodeBase62(bytesToBigInt(randomBytes(KEY_BYTES)), KEY_TEXT_LENGTH);
}

/** Lower-case hex SHA-256 of the key's UTF-8 bytes. */
export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}
