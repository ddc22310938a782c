/**
 * The shared rate limit's one statement (migrations/004_leased_rate_limit.sql, `rate_limit_reserve`):
 * gives back an instance's previous slice of an account's budget and reserves the next, with the
 * database's clock, so every instance decides on the same window and the same time
 * (docs/decisions/0054-leased-rate-limit.md).
 */
import type { Queryable } from './database.js';

const RESERVE = 'SELECT slice_id, granted, retry_after FROM rate_limit_reserve($1, $2, $3, $4, $5, $6, $7, $8)';

/** What the instance spent of a slice it holds, given back with its next reservation (or alone). */
export interface ReturnedSlice {
  readonly id: string;
  /** Requests the instance let through on the slice. */
  readonly spent: number;
  /** Seconds since the slice's last request, when the statement is sent (0 when none was spent). */
  readonly idleSeconds: number;
}

export interface SliceRequest {
  readonly accountId: string;
  /** Requests wanted; 0 only gives `returned` back. */
  readonly want: number;
  readonly limit: number;
  readonly windowSeconds: number;
  /** How long after the reservation the instance may spend the slice. */
  readonly spendSeconds: number;
  readonly returned?: ReturnedSlice;
}

export type SliceAnswer = { readonly granted: number; readonly sliceId: string } | { readonly granted: 0; readonly retryAfterSeconds: number };

export async function reserveSlice(db: Queryable, request: SliceRequest): Promise<SliceAnswer> {
  const { returned } = request;
  const { rows } = await db.query<{ slice_id: string | null; granted: number; retry_after: number }>(RESERVE, [
    request.accountId,
    request.want,
    request.limit,
    request.windowSeconds,
    request.spendSeconds,
    returned?.id ?? null,
    returned?.spent ?? 0,
    returned?.idleSeconds ?? 0,
  ]);
  const row = rows[0];
  if (row !== undefined && row.slice_id !== null && row.granted > 0) return { granted: row.granted, sliceId: String(row.slice_id) };
  // No row only when nothing was wanted (a slice given back alone).
  return { granted: 0, retryAfterSeconds: row?.retry_after ?? 1 };
}
