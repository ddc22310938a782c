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
  /**
   * `NS_TARGETS`: the names of this service's name servers, shown as every agent ingress's `ns_targets`
   * (server/resources/agent-ingress-domain.ts has the default).
   */
  readonly nsTargets?: readonly string[];
}

/** RFC 3339, UTC, second precision (docs/decisions/0011-timestamps.md). */
export function timestamp(date: Date): string {
  return timestampOfMillis(date.getTime());
}

const MS_PER_DAY = 86_400_000;
/** The date part (`YYYY-MM-DDT`) of the last day formatted: resources listed together are mostly of one day. */
let cachedDay = Number.NaN;
let cachedDayText = '';

/**
 * `timestamp` of epoch milliseconds. `Date#toISOString` for every item was an eighth of a list's CPU
 * (bench/RESULTS.md "Server: what each change gained"), so the date part is formatted once per day and
 * the time of day by arithmetic.
 */
export function timestampOfMillis(ms: number): string {
  const day = Math.floor(ms / MS_PER_DAY);
  if (day !== cachedDay) {
    const iso = new Date(day * MS_PER_DAY).toISOString();
    // `YYYY-MM-DDT…` for years 0–9999; other years (±YYYYYY) keep Date's own form, not cached.
    if (iso.length !== 24) return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    cachedDay = day;
    cachedDayText = iso.slice(0, 11);
  }
  const seconds = Math.floor((ms - day * MS_PER_DAY) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  return `${cachedDayText}${two(hours)}:${two(minutes)}:${two(seconds % 60)}Z`;
}

function two(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
