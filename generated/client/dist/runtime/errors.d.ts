/**
 * The errors the client throws. Every failure is a `TunnelError`; which subclass says what went wrong:
 * the service answered with an error status (`TunnelApiError`), no answer arrived
 * (`TunnelNetworkError`), the attempt took longer than `timeoutMs` (`TunnelTimeoutError`), or a list
 * pointed somewhere the client will not follow (`TunnelPaginationError`). A caller's own
 * AbortSignal is not wrapped: its `reason` is thrown unchanged, as fetch does.
 */
export declare class TunnelError extends Error {
    name: string;
}
/**
 * What the API's error registry says of each error code: the `details` its errors carry. Empty here: the
 * generated `errors.gen.ts` of a package whose document has a registry (`components.x-error-codes`) fills it in by
 * declaration merging, so `errorCode`, `known` and `isTunnelError` know every code; for a document without one,
 * codes stay plain strings.
 */
export interface TunnelErrorRegistry {
}
/** A code of the API's error registry (any string when the document has none). */
export type TunnelErrorCode = [keyof TunnelErrorRegistry] extends [never] ? string : keyof TunnelErrorRegistry & string;
/** The `details` of an error with `code`: its registered shape, else the open object every error has. */
export type TunnelErrorDetails<Code extends string = string> = Code extends keyof TunnelErrorRegistry ? TunnelErrorRegistry[Code] : Readonly<Record<string, unknown>>;
/**
 * An error whose code this client knows, as a union over the registry: `switch (error.known?.code)` narrows
 * `details` per case, and `default: error.known satisfies undefined` makes the switch exhaustive.
 */
export type TunnelKnownError = {
    readonly [Code in keyof TunnelErrorRegistry]: {
        readonly code: Code;
        readonly details: TunnelErrorRegistry[Code];
    };
}[keyof TunnelErrorRegistry];
export declare class TunnelApiError extends TunnelError {
    name: string;
    /** HTTP status of the response. */
    readonly status: number;
    /**
     * The error's code from the body (`error_code`, or for a document without a registry `code`, `type`…), e.g.
     * `WIDGET_NOT_FOUND`; undefined when the body had none. Typed as the registry's codes, but open: a code a newer
     * service added still arrives here as a string (see `known`).
     */
    readonly errorCode: TunnelErrorCode | (string & {}) | undefined;
    /**
     * The error as this client's registry knows it — its code with that code's `details` — or undefined when
     * the code is newer than this client (or the body had none).
     */
    readonly known: TunnelKnownError | undefined;
    /** The service's human-readable message (`msg`, `message`, …), else the body's text or the status text. */
    readonly msg: string;
    /** The body's `details` object, keys as sent (never case-converted); empty when it has none. */
    readonly details: Readonly<Record<string, unknown>>;
    /**
     * The service's id for this request, to quote to support: with an error registry `details.operation_id`, else
     * the `Service-Operation-Id` header; otherwise the `X-Request-Id` or `Request-Id` header.
     */
    readonly operationId: string | undefined;
    /** The spec operation that was called, e.g. `getWidget`. */
    readonly operation: string;
    /** The parsed response body as received (JSON when it parsed, else text). */
    readonly body: unknown;
    readonly headers: Headers;
    /** @param registeredCodes the error registry's codes, when the document has one: its error body is then read as declared. */
    constructor(init: {
        status: number;
        statusText: string;
        body: unknown;
        headers: Headers;
        operation: string;
        registeredCodes?: ReadonlySet<string> | undefined;
    });
    isBadRequest(): boolean;
    isUnauthorized(): boolean;
    isForbidden(): boolean;
    isNotFound(): boolean;
    isConflict(): boolean;
    isRateLimited(): boolean;
    isServerError(): boolean;
}
/**
 * True when `error` is an API error with `code`, and then its `details` are that code's registered shape:
 * `if (isTunnelError(e, 'RESOURCE_IN_USE')) e.details.referrers`. A misspelt code does not compile.
 */
export declare function isTunnelError<Code extends TunnelErrorCode>(error: unknown, code: Code): error is TunnelApiError & {
    readonly errorCode: Code;
    readonly details: TunnelErrorDetails<Code>;
};
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
/** A list's next page is somewhere the client refuses to go: another origin (the credentials would leak), or a page already visited. */
export declare class TunnelPaginationError extends TunnelError {
    readonly operation: string;
    readonly nextPageUri: string;
    name: string;
    constructor(operation: string, nextPageUri: string, reason: string);
}
//# sourceMappingURL=errors.d.ts.map
