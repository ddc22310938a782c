// Copied by `npm run generate` from generator/runtime/client/errors.ts. Edit it there.
/**
 * The errors the client throws. Every failure is a `TunnelError`; which subclass says what went wrong:
 * the service answered with an error status (`TunnelApiError`), no answer arrived
 * (`TunnelNetworkError`), the attempt took longer than `timeoutMs` (`TunnelTimeoutError`), or a list
 * pointed somewhere the client will not follow (`TunnelPaginationError`). A caller's own
 * AbortSignal is not wrapped: its `reason` is thrown unchanged, as fetch does.
 */

export class TunnelError extends Error {
  override name = 'TunnelError';
}

/**
 * What the API's error registry says of each error code: the `details` its errors carry
 * (docs/decisions/0004-error-registry.md). Empty here: the generated `errors.gen.ts` of a package whose document
 * has a registry fills it in by declaration merging, so `errorCode`, `known` and `isTunnelError` know every code;
 * for a document without one, codes stay plain strings.
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
export type TunnelKnownError = { readonly [Code in keyof TunnelErrorRegistry]: { readonly code: Code; readonly details: TunnelErrorRegistry[Code] } }[keyof TunnelErrorRegistry];

/** The error body the service sends (docs/decisions/0004-error-registry.md): `{ error_code, status_code, msg, details }`. */
interface ErrorBody {
  readonly error_code?: unknown;
  readonly status_code?: unknown;
  readonly msg?: unknown;
  readonly details?: unknown;
}

export class TunnelApiError extends TunnelError {
  override name = 'TunnelApiError';
  /** HTTP status of the response. */
  readonly status: number;
  /**
   * The service's `error_code`, e.g. `WIDGET_NOT_FOUND`; undefined when the body had none. Typed as the registry's
   * codes, but open: a code a newer service added still arrives here as a string (see `known`).
   */
  readonly errorCode: TunnelErrorCode | (string & {}) | undefined;
  /**
   * The error as this client's registry knows it — its code with that code's `details` — or undefined when
   * the code is newer than this client (or the body had none).
   */
  readonly known: TunnelKnownError | undefined;
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

  constructor(init: { status: number; statusText: string; body: unknown; headers: Headers; operation: string; registeredCodes?: ReadonlySet<string> }) {
    const body: ErrorBody = init.body !== null && typeof init.body === 'object' ? (init.body as ErrorBody) : {};
    const details = body.details !== null && typeof body.details === 'object' ? (body.details as Record<string, unknown>) : {};
    const errorCode = typeof body.error_code === 'string' ? body.error_code : undefined;
    const msg = typeof body.msg === 'string' ? body.msg : typeof init.body === 'string' && init.body !== '' ? init.body : init.statusText;
    super(`${init.operation} failed with ${init.status}${errorCode === undefined ? '' : ` ${errorCode}`}: ${msg}`);
    this.status = init.status;
    this.errorCode = errorCode;
    this.known = errorCode !== undefined && init.registeredCodes?.has(errorCode) === true ? ({ code: errorCode, details } as unknown as TunnelKnownError) : undefined;
    this.msg = msg;
    this.details = details;
    this.operationId = typeof details['operation_id'] === 'string' ? details['operation_id'] : (init.headers.get('service-operation-id') ?? undefined);
    this.operation = init.operation;
    this.body = init.body;
    this.headers = init.headers;
  }

  isBadRequest(): boolean {
    return this.status === 400;
  }

  isUnauthorized(): boolean {
    return this.status === 401;
  }

  isForbidden(): boolean {
    return this.status === 403;
  }

  isNotFound(): boolean {
    return this.status === 404;
  }

  isConflict(): boolean {
    return this.status === 409;
  }

  isRateLimited(): boolean {
    return this.status === 429;
  }

  isServerError(): boolean {
    return this.status >= 500;
  }
}

/**
 * True when `error` is an API error with `code`, and then its `details` are that code's registered shape:
 * `if (isTunnelError(e, 'RESOURCE_IN_USE')) e.details.referrers`. A misspelt code does not compile.
 */
export function isTunnelError<Code extends TunnelErrorCode>(error: unknown, code: Code): error is TunnelApiError & { readonly errorCode: Code; readonly details: TunnelErrorDetails<Code> } {
  return error instanceof TunnelApiError && error.errorCode === code;
}

/** The request never got a response: connection refused or reset, DNS failure, TLS failure. */
export class TunnelNetworkError extends TunnelError {
  override name = 'TunnelNetworkError';

  constructor(
    readonly operation: string,
    cause: unknown,
  ) {
    super(`${operation} failed: no response from the service (${cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause)})`, { cause });
  }
}

/** An attempt took longer than the client's `timeoutMs`. */
export class TunnelTimeoutError extends TunnelError {
  override name = 'TunnelTimeoutError';

  constructor(
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super(`${operation} timed out after ${timeoutMs} ms`);
  }
}

/** A list's next page is somewhere the client refuses to go: another origin (the credentials would leak), or a page already visited. */
export class TunnelPaginationError extends TunnelError {
  override name = 'TunnelPaginationError';

  constructor(
    readonly operation: string,
    readonly nextPageUri: string,
    reason: string,
  ) {
    super(`${operation}: not following the next page ${JSON.stringify(nextPageUri)}: ${reason}`);
  }
}
