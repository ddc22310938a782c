import { hashSecret, newSecret } from '../ids/secret.js';

/* API keys: `tak_` + 32 random bytes in base62; only their SHA-256 is stored (see ids/secret.ts). */

export const API_KEY_PREFIX = 'tak_';

export function generateApiKey(): string {
  return newSecret(API_KEY_PREFIX);
}

export function hashApiKey(apiKey: string): string {
  return hashSecret(apiKey);
}
