export interface TransportSettings {
	readonly fetch: typeof globalThis.fetch;
	readonly userAgent: string;
	/** Headers every request carries unless it sets them itself (e.g. `Service-Version: 2`). */
	readonly defaultHeaders: Readonly<Record<string, string>>;
	readonly timeoutMs: number;
	readonly maxRetries: number;
	/** Waits between attempts; tests may shorten it. */
	readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}
/**
 * @param timing `whole` (the default): the per-attempt timeout runs until the body is read. `headers`: it
 * runs until the response's headers arrive, and the body (an event stream that may last for minutes) is
 * read without a limit; only the caller's signal ends it.
 */
export declare function createResilientFetch(settings: TransportSettings, operation?: string, timing?: "whole" | "headers"): typeof globalThis.fetch;
export declare function abortableSleep(ms: number, signal: AbortSignal): Promise<void>;
//# sourceMappingURL=resilient-fetch.d.ts.map
