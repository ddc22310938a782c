// Copied by `npm run generate` from generator/runtime/client/errors.ts. Edit it there.
/**
 * The errors the client throws. Every failure is a `TunnelError`; which subclass says what went wrong:
 * the service answered with an error status (`TunnelApiError`), no answer arrived
 * (`TunnelNetworkError`), the attempt took longer than `timeoutMs` (`TunnelTimeoutError`), or a list
 * pointed somewhere the client will not follow (`TunnelPaginationError`). A caller's own
 * AbortSignal is not wrapped: its `reason` is thrown unchanged, as fetch does.
 */
export class TunnelError extends Error {
	name = "TunnelError";
}
function registryParts(body) {
	return {
		code: text(body["error_code"]),
		message: text(body["msg"]),
		details: objectOf(body["details"]) ?? {}
	};
}
function commonParts(body) {
	const inner = objectOf(body["error"]);
	const pick = (keys) => {
		for (const source of [body, inner]) for (const key of keys) if (text(source?.[key]) !== undefined) return text(source?.[key]);
		return undefined;
	};
	return {
		code: pick([
			"code",
			"error_code",
			"type"
		]),
		message: pick([
			"message",
			"msg",
			"detail",
			"title",
			"error_description"
		]) ?? text(body["error"]),
		details: objectOf(body["details"]) ?? objectOf(inner?.["details"]) ?? {}
	};
}
function text(value) {
	return typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined;
}
function objectOf(value) {
	return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}
export class TunnelApiError extends TunnelError {
	name = "TunnelApiError";
	/** HTTP status of the response. */
	status;
	/**
	 * The error's code from the body (`error_code`, or for a document without a registry `code`, `type`…), e.g.
	 * `WIDGET_NOT_FOUND`; undefined when the body had none. Typed as the registry's codes, but open: a code a newer
	 * service added still arrives here as a string (see `known`).
	 */
	errorCode;
	/**
	 * The error as this client's registry knows it — its code with that code's `details` — or undefined when
	 * the code is newer than this client (or the body had none).
	 */
	known;
	/** The service's human-readable message (`msg`, `message`, …), else the body's text or the status text. */
	msg;
	/** The body's `details` object, keys as sent (never case-converted); empty when it has none. */
	details;
	/**
	 * The service's id for this request, to quote to support: with an error registry `details.operation_id`, else
	 * the `Service-Operation-Id` header; otherwise the `X-Request-Id` or `Request-Id` header.
	 */
	operationId;
	/** The spec operation that was called, e.g. `getWidget`. */
	operation;
	/** The parsed response body as received (JSON when it parsed, else text). */
	body;
	headers;
	/** @param registeredCodes the error registry's codes, when the document has one: its error body is then read as declared. */
	constructor(init) {
		const body = objectOf(init.body) ?? {};
		const parts = init.registeredCodes === undefined ? commonParts(body) : registryParts(body);
		const details = parts.details;
		const errorCode = parts.code;
		const msg = parts.message ?? (typeof init.body === "string" && init.body !== "" ? init.body : init.statusText);
		super(`${init.operation} failed with ${init.status}${errorCode === undefined ? "" : ` ${errorCode}`}: ${msg}`);
		this.status = init.status;
		this.errorCode = errorCode;
		this.known = errorCode !== undefined && init.registeredCodes?.has(errorCode) === true ? {
			code: errorCode,
			details
		} : undefined;
		this.msg = msg;
		this.details = details;
		this.operationId = init.registeredCodes === undefined ? init.headers.get("x-request-id") ?? init.headers.get("request-id") ?? undefined : typeof details["operation_id"] === "string" ? details["operation_id"] : init.headers.get("service-operation-id") ?? undefined;
		this.operation = init.operation;
		this.body = init.body;
		this.headers = init.headers;
	}
	isBadRequest() {
		return this.status === 400;
	}
	isUnauthorized() {
		return this.status === 401;
	}
	isForbidden() {
		return this.status === 403;
	}
	isNotFound() {
		return this.status === 404;
	}
	isConflict() {
		return this.status === 409;
	}
	isRateLimited() {
		return this.status === 429;
	}
	isServerError() {
		return this.status >= 500;
	}
}
/**
 * True when `error` is an API error with `code`, and then its `details` are that code's registered shape:
 * `if (isTunnelError(e, 'RESOURCE_IN_USE')) e.details.referrers`. A misspelt code does not compile.
 */
export function isTunnelError(error, code) {
	return error instanceof TunnelApiError && error.errorCode === code;
}
/**
 * True when `error` is an API error answered to `operationId`, and then its `status` and `body` are the
 * document's error responses of that operation: `if (isTunnelOperationError(e, 'getWidget') && e.status === 404)
 * e.body` is that response's schema. An operationId the document lacks does not compile.
 */
export function isTunnelOperationError(error, operationId) {
	return error instanceof TunnelApiError && error.operation === operationId;
}
/** The request never got a response: connection refused or reset, DNS failure, TLS failure. */
export class TunnelNetworkError extends TunnelError {
	operation;
	name = "TunnelNetworkError";
	constructor(operation, cause) {
		super(`${operation} failed: no response from the service (${cause instanceof Error ? cause.cause instanceof Error ? cause.cause.message : cause.message : String(cause)})`, { cause });
		this.operation = operation;
	}
}
/** An attempt took longer than the client's `timeoutMs`. */
export class TunnelTimeoutError extends TunnelError {
	operation;
	timeoutMs;
	name = "TunnelTimeoutError";
	constructor(operation, timeoutMs) {
		super(`${operation} timed out after ${timeoutMs} ms`);
		this.operation = operation;
		this.timeoutMs = timeoutMs;
	}
}
/** A list's next page is somewhere the client refuses to go: another origin (the credentials would leak), or a page already visited. */
export class TunnelPaginationError extends TunnelError {
	operation;
	nextPageUri;
	name = "TunnelPaginationError";
	constructor(operation, nextPageUri, reason) {
		super(`${operation}: not following the next page ${JSON.stringify(nextPageUri)}: ${reason}`);
		this.operation = operation;
		this.nextPageUri = nextPageUri;
	}
}
//# sourceMappingURL=errors.js.map
