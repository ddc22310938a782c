/**
 * When to retry and how long to wait. Retried: 429 (rate limited), 502/503/504 (the service or a
 * proxy in front of it is briefly unavailable), network errors and timeouts — but a POST only on
 * 429, because a POST that reached the service may have created something (it is not idempotent,
 * RFC 9110 §9.2.2), while a 429 guarantees it did nothing. Waits grow exponentially with full
 * jitter, so many clients do not retry in lockstep; a `Retry-After` header wins when present.
 */
export declare const RETRYABLE_STATUSES: ReadonlySet<number>;
export declare const BASE_DELAY_MS = 250;
export declare const MAX_BACKOFF_MS = 8e3;
/** An unreasonable Retry-After (say, an hour) is capped; the call fails sooner instead of hanging. */
export declare const MAX_RETRY_AFTER_MS = 6e4;
export type AttemptOutcome = {
	readonly status: number;
} | "network" | "timeout";
export declare function shouldRetry(method: string, outcome: AttemptOutcome): boolean;
/**
 * Delay before retry number `retry` (0 for the first retry).
 * @param random a source in [0, 1); tests pass a fixed one.
 */
export declare function retryDelayMs(retry: number, retryAfter: string | null, random?: () => number, now?: number): number;
/** RFC 9110 §10.2.3: `Retry-After: <delay-seconds>` or `Retry-After: <HTTP-date>`. */
export declare function parseRetryAfter(value: string, now: number): number | undefined;
//# sourceMappingURL=retry-policy.d.ts.map
