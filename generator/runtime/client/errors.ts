/**
 * The errors the client throws. Every failure is a `TunnelError`; which subclass says what went wrong:
 * the service answered with an error status (`TunnelApiError`), no answer arrived
 * (`TunnelNetworkError`), the attempt took longer than `timeoutMs` (`TunnelTimeoutError`), or a list
 * response pointed somewhere the client will not follow (`TunnelPaginationError`). A caller's own
 * AbortSignal is not wrapped: its `reason` is thrown unchanged, as fetch does.
 */

export class TunnelError extends Error {
  override name = 'TunnelError';
}

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

  constructor(init: { status: number; statusText: string; body: unknown; headers: Headers; operation: string }) {
    const body: ErrorBody = init.body !== null && typeof init.body === 'object' ? (init.body as ErrorBody) : {};
    const details = body.details !== null && typeof body.details === 'object' ? (body.details as Record<string, unknown>) : {};
    const errorCode = typeof body.error_code === 'string' ? body.error_code : undefined;
    const msg = typeof body.msg === 'string' ? body.msg : typeof init.body === 'string' && init.body !== '' ? init.body : init.statusText;
    super(`${init.operation} failed with ${init.status}${errorCode === undefined ? '' : ` ${errorCode}`}: ${msg}`);
    this.status = init.status;
    this.errorCode = errorCode;
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

/** A list response's `next_page_uri` points somewhere the client refuses to send the API key. */
export class TunnelPaginationError extends TunnelError {
  override name = 'TunnelPaginationError';

  constructor(
    readonly operation: string,
    readonly nextPageUri: string,
    reason: string,
  ) {
    super(`${operation}: not following next_page_uri ${JSON.stringify(nextPageUri)}: ${reason}`);
  }
}
