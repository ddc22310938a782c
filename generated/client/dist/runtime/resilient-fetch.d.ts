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
export declare function createResilientFetch(settings: TransportSettings, operation?: string): typeof globalThis.fetch;
export declare function abortableSleep(ms: number, signal: AbortSignal): Promise<void>;
//# sourceMappingURL=resilient-fetch.d.ts.map
