/**
 * The errors the client throws. Every failure is a `TunnelError`; which subclass says what went wrong:
 * the service answered with an error status (`TunnelApiError`), no answer arrived
 * (`TunnelNetworkError`), the attempt took longer than `timeoutMs` (`TunnelTimeoutError`), or a list
 * response pointed somewhere the client will not follow (`TunnelPaginationError`). A caller's own
 * AbortSignal is not wrapped: its `reason` is thrown unchanged, as fetch does.
 */
export declare class TunnelError extends Error {
    name: string;
}
export declare class TunnelApiError extends TunnelError {
    name: string;
    /** HTTP status of the response. */
    readonly status: number;
    /** The service's `error_code`, e.g. `WIDGET_NOT_FOUND`; undefined when the body had none. */
    readonly errorCode: string | undefined;
    /** The service's human-readable `msg` (or the status text when the body was not an error object). */
    readonly msg: string;
    /** The service's `details` object, keys as sent (never case-converted). */
    readonly details: Readonly<Record<string, unknown>>;
    /** The service's id for this request (`details.operation_id`, else the `Service-Operation-Id` header): quote it to support. */
    readonly operationId: string | undefined;
    /** The spec operation that was called, e.g. `getWidget`. */
    readonly operation: string;
    /** The parsed response body as received (JSON when it parsed, else text). */
    readonly body: unknown;
    readonly headers: Headers;
    constructor(init: {
        status: number;
        statusText: string;
        body: unknown;
        headers: Headers;
        operation: string;
    });
    isBadRequest(): boolean;
    isUnauthorized(): boolean;
    isForbidden(): boolean;
    isNotFound(): boolean;
    isConflict(): boolean;
    isRateLimited(): boolean;
    isServerError(): boolean;
}
/** The request never got a response: connection refused or reset, DNS failure, TLS failure. */
export declare class TunnelNetworkError extends TunnelError {
    readonly operation: string;
    name: string;
    constructor(operation: string, cause: unknown);
}
/** An attempt took longer than the client's `timeoutMs`. */
export declare class TunnelTimeoutError extends TunnelError {
    readonly operation: string;
    readonly timeoutMs: number;
    name: string;
    constructor(operation: string, timeoutMs: number);
}
/** A list response's `next_page_uri` points somewhere the client refuses to send the API key. */
export declare class TunnelPaginationError extends TunnelError {
    readonly operation: string;
    readonly nextPageUri: string;
    name: string;
    constructor(operation: string, nextPageUri: string, reason: string);
}
//# sourceMappingURL=errors.d.ts.map
