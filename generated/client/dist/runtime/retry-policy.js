// Copied by `npm run generate` from generator/runtime/client/retry-policy.ts. Edit it there.
/**
 * When to retry and how long to wait. Retried: 429 (rate limited), 502/503/504 (the service or a
 * proxy in front of it is briefly unavailable), network errors and timeouts — but a POST only on
 * 429, because a POST that reached the service may have created something (it is not idempotent,
 * RFC 9110 §9.2.2), while a 429 guarantees it did nothing. Waits grow exponentially with full
 * jitter, so many clients do not retry in lockstep; a `Retry-After` header wins when present.
 */
export const RETRYABLE_STATUSES = new Set([
	429,
	502,
	503,
	504
]);
const IDEMPOTENT_METHODS = new Set([
	"GET",
	"HEAD",
	"OPTIONS",
	"PUT",
	"DELETE",
	"PATCH",
	"TRACE"
]);
export const BASE_DELAY_MS = 250;
export const MAX_BACKOFF_MS = 8e3;
/** An unreasonable Retry-After (say, an hour) is capped; the call fails sooner instead of hanging. */
export const MAX_RETRY_AFTER_MS = 6e4;
export function shouldRetry(method, outcome) {
	const upper = method.toUpperCase();
	if (typeof outcome === "object") {
		if (outcome.status === 429) return true;
		return RETRYABLE_STATUSES.has(outcome.status) && IDEMPOTENT_METHODS.has(upper);
	}
	return IDEMPOTENT_METHODS.has(upper);
}
/**
 * Delay before retry number `retry` (0 for the first retry).
 * @param random a source in [0, 1); tests pass a fixed one.
 */
export function retryDelayMs(retry, retryAfter, random = Math.random, now = Date.now()) {
	const fromHeader = retryAfter === null ? undefined : parseRetryAfter(retryAfter, now);
	if (fromHeader !== undefined) return Math.min(fromHeader, MAX_RETRY_AFTER_MS);
	const ceiling = Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** retry);
	return Math.floor(random() * ceiling);
}
/** RFC 9110 §10.2.3: `Retry-After: <delay-seconds>` or `Retry-After: <HTTP-date>`. */
export function parseRetryAfter(value, now) {
	const trimmed = value.trim();
	if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
	// Every HTTP-date form starts with a day name; Date.parse alone would also accept "-1" or "1.5".
	if (!/^[A-Za-z]{3}/.test(trimmed)) return undefined;
	const date = Date.parse(trimmed);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
//# sourceMappingURL=retry-policy.js.map
