/**
 * What handlers need from the running server: the database, the public base URL (every `uri` and
 * `next_page_uri` is built from it, docs/decisions/0007-pagination.md), the clock, and the live subsystems.
 */
import type { Database } from './storage/index.js';

export interface ServerContext {
  readonly db: Database;
  /** `PUBLIC_URL` without a trailing slash. */
  readonly publicUrl: string;
  /** Now, for created_at and defaults (injectable so tests can fix it). */
  readonly now: () => Date;
  /** Key-encryption key sealing SSH CA private keys at rest (server/ssh/kek.ts, loadOrCreateKek). */
  readonly kek: Buffer;
}

/** RFC 3339, UTC, second precision (docs/decisions/0011-timestamps.md). */
export function timestamp(date: Date): string {
  const iso = date.toISOString();
  // `YYYY-MM-DDTHH:mm:ss.sssZ` (24 characters) for years 0–9999; a regular expression here was 2–3 % of a GET's CPU.
  return iso.length === 24 ? `${iso.slice(0, 19)}Z` : iso.replace(/\.\d{3}Z$/, 'Z');
}
