/**
 * One rate-limit budget per account for every instance sharing PostgreSQL: a token bucket of `limit`
 * requests refilled at `limit` per minute, decided and updated in one SQL statement
 * (server/storage/rate-limit-buckets.ts; docs/decisions/0017-rate-limit.md). Retry-After is when the
 * bucket holds a request again.
 */
import type { RateDecision, RateLimiter } from '../http/rate-limiter.js';
import type { Queryable } from '../storage/index.js';
import { takeFromBucket } from '../storage/rate-limit-buckets.js';

export class SharedRateLimiter implements RateLimiter {
  constructor(
    private readonly db: Queryable,
    readonly limit: number,
    readonly windowMs = 60_000,
  ) {}

  async take(key: string): Promise<RateDecision> {
    const decision = await takeFromBucket(this.db, key, this.limit, this.windowMs / 1000);
    return decision.allowed ? decision : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterSeconds)) };
  }
}
