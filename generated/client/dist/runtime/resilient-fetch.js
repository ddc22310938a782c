// Copied by `npm run generate` from generator/runtime/client/resilient-fetch.ts. Edit it there.
/**
 * A `fetch` with the service's conventions built in, used by the SDK and by `api.raw` alike:
 * the headers every request carries (User-Agent, and those the document fixes), a per-attempt timeout, retries with
 * backoff (retry-policy.ts), and transport failures mapped to TunnelNetworkError/TunnelTimeoutError.
 * HTTP error statuses are returned as responses, not thrown: mapping them is the caller's business.
 */
import { TunnelNetworkError, TunnelTimeoutError } from "./errors.js";
import { retryDelayMs, shouldRetry } from "./retry-policy.js";
/**
 * @param timing `whole` (the default): the per-attempt timeout runs until the body is read. `headers`: it
 * runs until the response's headers arrive, and the body (an event stream that may last for minutes) is
 * read without a limit; only the caller's signal ends it.
 */
export function createResilientFetch(settings, operation, timing = "whole") {
	const sleep = settings.sleep ?? abortableSleep;
	return async (input, init) => {
		const request = withDefaultHeaders(new Request(input, init), settings);
		const callerSignal = request.signal;
		const name = operation ?? `${request.method} ${new URL(request.url).pathname}`;
		for (let attempt = 0;; attempt++) {
			const timeout = timing === "whole" ? {
				signal: AbortSignal.timeout(settings.timeoutMs),
				clear: () => undefined
			} : headersTimeout(settings.timeoutMs);
			let outcome;
			let response;
			try {
				response = await settings.fetch(new Request(request.clone(), { signal: AbortSignal.any([callerSignal, timeout.signal]) }));
				timeout.clear();
				outcome = { status: response.status };
			} catch (error) {
				timeout.clear();
				if (callerSignal.aborted) throw callerSignal.reason;
				outcome = timeout.signal.aborted ? "timeout" : "network";
				if (attempt >= settings.maxRetries || !shouldRetry(request.method, outcome)) {
					throw outcome === "timeout" ? new TunnelTimeoutError(name, settings.timeoutMs) : new TunnelNetworkError(name, error);
				}
			}
			if (response !== undefined && (response.ok || attempt >= settings.maxRetries || !shouldRetry(request.method, outcome))) {
				return response;
			}
			const delay = retryDelayMs(attempt, response?.headers.get("retry-after") ?? null);
			await response?.body?.cancel();
			await sleep(delay, callerSignal);
		}
	};
}
/** A timeout that can be called off once the headers are in (AbortSignal.timeout cannot be). */
function headersTimeout(ms) {
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(new DOMException(`timed out after ${ms} ms`, "TimeoutError")), ms);
	return {
		signal: controller.signal,
		clear: () => clearTimeout(timer)
	};
}
function withDefaultHeaders(request, settings) {
	const headers = new Headers(request.headers);
	if (!headers.has("user-agent")) headers.set("user-agent", settings.userAgent);
	for (const [name, value] of Object.entries(settings.defaultHeaders)) {
		if (!headers.has(name)) headers.set(name, value);
	}
	return new Request(request, { headers });
}
export function abortableSleep(ms, signal) {
	return new Promise((resolve, reject) => {
		if (signal.aborted) {
			reject(signal.reason);
			return;
		}
		const onAbort = () => {
			clearTimeout(timer);
			reject(signal.reason);
		};
		const timer = setTimeout(() => {
			signal.removeEventListener("abort", onAbort);
			resolve();
		}, ms);
		signal.addEventListener("abort", onAbort, { once: true });
	});
}
//# sourceMappingURL=resilient-fetch.js.map
