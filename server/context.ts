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
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
