/**
 * The shared rate limit's one statement (migrations/002_cluster.sql, `rate_limit_buckets`): the
 * generic cell rate algorithm, with the database's clock, so every instance decides on the same
 * state and the same time. A request is allowed when the bucket's next arrival time, pushed one
 * interval (window / limit) later, stays within one window of now; then the push is kept.
 *
 * The data-modifying CTE tries the push; when it changed no row the request is refused, and the
 * outer SELECT, which sees the row as it was before the statement, says when a push would fit.
 */
import type { Queryable } from './database.js';

const TAKE = `
WITH pushed AS (
  INSERT INTO rate_limit_buckets AS b (account_id, tat)
  VALUES ($1, now() + make_interval(secs => $2::float8))
  ON CONFLICT (account_id) DO UPDATE SET tat = GREATEST(b.tat, now()) + make_interval(secs => $2::float8)
  WHERE GREATEST(b.tat, now()) + make_interval(secs => $2::float8) <= now() + make_interval(secs => $3::float8)
  RETURNING 1
)
SELECT true AS allowed, 0::float8 AS retry_after FROM pushed
UNION ALL
SELECT false, extract(epoch FROM (b.tat + make_interval(secs => $2::float8) - make_interval(secs => $3::float8) - now()))::float8
FROM rate_limit_buckets b WHERE b.account_id = $1 AND NOT EXISTS (SELECT 1 FROM pushed)`;

/** Takes one request from the account's bucket; `retryAfterSeconds` is when the next one fits (refused only). */
export async function takeFromBucket(db: Queryable, accountId: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { rows } = await db.query<{ allowed: boolean; retry_after: number }>(TAKE, [accountId, windowSeconds / limit, windowSeconds]);
  const row = rows[0];
  // No row at all: the bucket row was deleted between the two halves; count the request as allowed.
  if (row === undefined || row.allowed) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: row.retry_after };
}
