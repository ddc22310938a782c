/**
 * The per-account rate limit (docs/decisions/0017-rate-limit.md: 120 requests per rolling 60 s by
 * default), behind one interface with two implementations of the same rolling window: this one in
 * process for a single process (the embedded database), exact; and one kept in PostgreSQL for every
 * instance sharing it, reserved in slices (server/cluster/leased-rate-limiter.ts,
 * docs/decisions/0054-leased-rate-limit.md), which never lets more through and may refuse early by
 * what other instances hold unspent.
 */
export interface RateDecision {
  readonly allowed: boolean;
  /** Seconds until a request would be accepted (when refused). */
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Requests allowed per window. */
  readonly limit: number;
  readonly windowMs: number;
  /** Counts one request of `key` (an account id) if the budget allows it. */
  take(key: string): RateDecision | Promise<RateDecision>;
}

/**
 * Each account keeps the times of its accepted requests within the window; a request is refused when
 * the window is full, and told to retry when the oldest of them leaves it.
 */
export class RollingWindowRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateDecision {
    const now = this.now();
    const times = this.windows.get(key) ?? [];
    const start = now - this.windowMs;
    let expired = 0;
    while (expired < times.length && times[expired]! <= start) expired++;
    if (expired > 0) times.splice(0, expired);
    if (times.length >= this.limit) {
      const retryAfterMs = times[0]! + this.windowMs - now;
      this.windows.set(key, times);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    times.push(now);
    this.windows.set(key, times);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
