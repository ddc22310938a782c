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
 *
 * The times are a queue: an array read from `head`, whose expired front is dropped only once it is half the
 * array, so each time is moved a constant number of times on average. Dropping it at every request (a
 * `splice` of the front) moved the whole window each time: 62–137 µs per request with 600,000 times in it (a
 * limit in the hundreds of thousands per minute, as the server benchmark sets; bench/RESULTS.md, "Throughput on
 * both databases, second round", docs/decisions/0098-authenticated-request-hot-path.md).
 */
export class RollingWindowRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, AccountWindow>();

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined) {
      window = { times: [], head: 0 };
      this.windows.set(key, window);
    }
    const { times } = window;
    const start = now - this.windowMs;
    let head = window.head;
    while (head < times.length && times[head]! <= start) head += 1;
    if (head > 0 && head * 2 >= times.length) {
      times.copyWithin(0, head);
      times.length -= head;
      head = 0;
    }
    window.head = head;
    if (times.length - head >= this.limit) {
      const retryAfterMs = times[head]! + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    times.push(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/** An account's accepted requests in the window: `times` from `head` on, oldest first. */
interface AccountWindow {
  readonly times: number[];
  head: number;
}
