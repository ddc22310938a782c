/**
 * The errors the client throws. Every failure is a `TunnelError`; which subclass says what went wrong:
 * the service answered with an error status (`TunnelApiError`), no answer arrived
 * (`TunnelNetworkError`), the attempt took longer than `timeoutMs` (`TunnelTimeoutError`), or a list
 * pointed somewhere the client will not follow (`TunnelPaginationError`). A caller's own
 * AbortSignal is not wrapped: its `reason` is thrown unchanged, as fetch does.
 */
export declare class TunnelError extends Error {
	override name: string;
}
/**
 * What the API's error registry says of each error code: the `details` its errors carry. Empty here: the
 * generated `errors.gen.ts` of a package whose document has a registry (`components.x-error-codes`) fills it in by
 * declaration merging, so `errorCode`, `known` and `isTunnelError` know every code; for a document without one,
 * codes stay plain strings.
 */
export interface TunnelErrorRegistry {}
/** A code of the API's error registry (any string when the document has none). */
export type TunnelErrorCode = [keyof TunnelErrorRegistry] extends [never] ? string : keyof TunnelErrorRegistry & string;
/** The `details` of an error with `code`: its registered shape, else the open object every error has. */
export type TunnelErrorDetails<Code extends string = string> = Code extends keyof TunnelErrorRegistry ? TunnelErrorRegistry[Code] : Readonly<Record<string, unknown>>;
/**
 * An error whose code this client knows, as a union over the registry: `switch (error.known?.code)` narrows
 * `details` per case, and `default: error.known satisfies undefined` makes the switch exhaustive.
 */
export type TunnelKnownError = { readonly [Code in keyof TunnelErrorRegistry]: {
	readonly code: Code;
	readonly details: TunnelErrorRegistry[Code];
} }[keyof TunnelErrorRegistry];
export declare class TunnelApiError extends TunnelError {
	override name: string;
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
/**
 * The document's operations as openapi-typescript types them (`operations` in `schema.gen.ts`), keyed by
 * operationId. Empty here: the package's `index.gen.ts` fills it in by declaration merging, so that
 * `TunnelOperationError` and `isTunnelOperationError` know each operation's error responses.
 */
export interface TunnelOperationTypes {}
/** A response key that is an error: a 4xx or 5xx status, a `4XX`/`5XX` range, or `default`. */
type ErrorResponseKey<Responses> = { [Key in keyof Responses]: Key extends number ? `${Key}` extends `4${string}` | `5${string}` ? Key : never : Key extends "4XX" | "5XX" | "default" ? Key : never }[keyof Responses];
type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** Every status of a range as a number literal: `StatusRange<4>` is 400 | 401 | … | 499. */
type StatusRange<First extends 4 | 5> = `${First}${Digit}${Digit}` extends `${infer Status extends number}` ? Status : never;
/**
 * The statuses a response key answers: its own for a status; for a range, the range without the statuses the
 * operation declares on their own; for `default`, every error status no other key answers. So `switch (status)`
 * over a union of these narrows to one member per case.
 */
type StatusOf<
	Key,
	Keys
> = Key extends number ? Key : Key extends "4XX" | "5XX" ? Exclude<StatusRange<Key extends "4XX" ? 4 : 5>, Keys> : Exclude<StatusRange<4> | StatusRange<5>, Keys | ("4XX" extends Keys ? StatusRange<4> : never) | ("5XX" extends Keys ? StatusRange<5> : never)>;
/** The body a response declares (the union over its media types), `unknown` when it declares none. */
type ResponseBody<Response> = Response extends {
	content: infer Content;
} ? (keyof Content extends never ? unknown : Content[keyof Content]) : unknown;
type ResponsesOf<Operation> = Operation extends {
	responses: infer Responses;
} ? Responses : never;
/**
 * An API error of one operation, as the document declares it: a union with one member per error response,
 * each with the statuses it answers and its `body` typed, so `switch (error.status)` narrows the body.
 */
export type TunnelOperationError<OperationId extends keyof TunnelOperationTypes> = OperationErrorOf<OperationId, ResponsesOf<TunnelOperationTypes[OperationId]>>;
type OperationErrorOf<
	OperationId,
	Responses
> = { [Key in ErrorResponseKey<Responses>]: TunnelApiError & {
	readonly operation: OperationId;
	readonly status: StatusOf<Key, ErrorResponseKey<Responses>>;
	readonly body: ResponseBody<Responses[Key]>;
} }[ErrorResponseKey<Responses>];
/**
 * True when `error` is an API error answered to `operationId`, and then its `status` and `body` are the
 * document's error responses of that operation: `if (isTunnelOperationError(e, 'getWidget') && e.status === 404)
 * e.body` is that response's schema. An operationId the document lacks does not compile.
 */
export declare function isTunnelOperationError<OperationId extends keyof TunnelOperationTypes & string>(error: unknown, operationId: OperationId): error is TunnelOperationError<OperationId>;
/** The request never got a response: connection refused or reset, DNS failure, TLS failure. */
export declare class TunnelNetworkError extends TunnelError {
	readonly operation: string;
	override name: string;
	constructor(operation: string, cause: unknown);
}
/** An attempt took longer than the client's `timeoutMs`. */
export declare class TunnelTimeoutError extends TunnelError {
	readonly operation: string;
	readonly timeoutMs: number;
	override name: string;
	constructor(operation: string, timeoutMs: number);
}
/** A list's next page is somewhere the client refuses to go: another origin (the credentials would leak), or a page already visited. */
export declare class TunnelPaginationError extends TunnelError {
	readonly operation: string;
	readonly nextPageUri: string;
	override name: string;
	constructor(operation: string, nextPageUri: string, reason: string);
}
export {};
//# sourceMappingURL=errors.d.ts.map
