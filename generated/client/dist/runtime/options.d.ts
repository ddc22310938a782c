/** What `createClient` takes, and what every call may override. */
import type { Credentials, Token } from "./auth.js";
/**
 * The options every client has. The generated package's `ClientOptions` extends them with its document's
 * credentials (`apiKey`, or `auth` by security scheme) and says whether
 * `baseUrl` has a default.
 */
export interface TransportOptions {
	/** The service's base URL, e.g. `https://api.example.com/v1`; defaults to the document's first server. */
	readonly baseUrl?: string;
	/** Limit for each attempt, from sending the request to reading the whole response body. Default 30 000. */
	readonly timeoutMs?: number;
	/** Retries after the first attempt (see retry-policy.ts for which failures). Default 2; 0 disables. */
	readonly maxRetries?: number;
	/** A fetch implementation (default `globalThis.fetch`), e.g. to add a proxy agent or to record calls. */
	readonly fetch?: typeof globalThis.fetch;
	/** Sent as `User-Agent`; defaults to the package name and version. */
	readonly userAgent?: string;
}
/** What the runtime reads from the generated `ClientOptions`. */
export interface ClientOptions extends TransportOptions {
	/** The credential of the document's one security scheme, when it has exactly one that takes a token. */
	readonly apiKey?: Token;
	/** Credentials by security scheme (the option key of each scheme; auth.gen.ts). */
	readonly auth?: Credentials;
}
export interface CallOptions {
	/** Aborts the call; the signal's `reason` is thrown unchanged and no retry follows. */
	readonly signal?: AbortSignal;
	/** Overrides the client's `timeoutMs` for this call. */
	readonly timeoutMs?: number;
	/** Overrides the client's `maxRetries` for this call. */
	readonly maxRetries?: number;
	/** Extra request headers (for header parameters the spec declares). */
	readonly headers?: Readonly<Record<string, string>>;
}
export declare const DEFAULT_TIMEOUT_MS = 3e4;
export declare const DEFAULT_MAX_RETRIES = 2;
//# sourceMappingURL=options.d.ts.map
