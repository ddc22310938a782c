/** What `createClient` takes, and what every call may override. */
export interface ClientOptions {
    /** The service's base URL, e.g. `http://127.0.0.1:4010`. List pages are followed only on its origin. */
    readonly baseUrl: string;
    /** Sent as `Authorization: Bearer <apiKey>`. */
    readonly apiKey: string;
    /** Limit for each attempt, from sending the request to reading the whole response body. Default 30 000. */
    readonly timeoutMs?: number;
    /** Retries after the first attempt (see retry-policy.ts for which failures). Default 2; 0 disables. */
    readonly maxRetries?: number;
    /** A fetch implementation (default `globalThis.fetch`), e.g. to add a proxy agent or to record calls. */
    readonly fetch?: typeof globalThis.fetch;
    /** Sent as `User-Agent`; defaults to the package name and version. */
    readonly userAgent?: string;
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
export declare const DEFAULT_TIMEOUT_MS = 30000;
export declare const DEFAULT_MAX_RETRIES = 2;
//# sourceMappingURL=options.d.ts.map
