import { describe, expect, it } from 'vitest';
import { RollingWindowRateLimiter } from './rate-limiter.js';

/** The window as docs/decisions/0017-rate-limit.md states it, kept the simplest way: every accepted time, filtered at each request. */
class Reference {
  readonly #times = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}
  take(key: string, now: number): { allowed: boolean; retryAfterSeconds: number } {
    const times = (this.#times.get(key) ?? []).filter((time) => time > now - this.windowMs);
    this.#times.set(key, times);
    if (times.length >= this.limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + this.windowMs - now) / 1000)) };
    times.push(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

describe('RollingWindowRateLimiter', () => {
  it('allows the limit in a rolling window, refuses the next until the oldest leaves it, per account', () => {
    let now = 1_000_000;
    const limiter = new RollingWindowRateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.take('b')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 59_500;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 500;
    // The first three leave the window at exactly 60 s after them.
    expect(limiter.take('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('decides as the plain window does over long runs, its queue compacted on the way', () => {
    // Bursts and pauses of a few accounts, 40,000 requests over several windows: the queue's expired front is
    // dropped in halves many times, and every decision must still be the reference's.
    let now = 0;
    const limiter = new RollingWindowRateLimiter(500, 10_000, () => now);
    const reference = new Reference(500, 10_000);
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let refused = 0;
    for (let i = 0; i < 40_000; i += 1) {
      now += random() < 0.0005 ? Math.floor(random() * 15_000) : Math.floor(random() * 4);
      const key = `account-${Math.floor(random() * 3)}`;
      const decision = limiter.take(key);
      expect(decision).toEqual(reference.take(key, now));
      if (!decision.allowed) refused += 1;
    }
    // Both sides of the limit were exercised.
    expect(refused).toBeGreaterThan(1_000);
    expect(refused).toBeLessThan(39_000);
  });
});
