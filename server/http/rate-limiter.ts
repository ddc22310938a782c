/**
 * A rolling-window rate limit per account (docs/decisions/0017-rate-limit.md: 120 requests per rolling 60 s by default).
 * Each account keeps the times of its accepted requests within the window; a request is refused when
 * the window is full, and told to retry when the oldest of them leaves it. Per process: instances that
 * share one PostgreSQL each apply the limit to the requests they serve.
 */
export interface RateDecision {
  readonly allowed: boolean;
  /** Seconds until a request would be accepted (when refused). */
  readonly retryAfterSeconds: number;
}

export class RateLimiter {
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
