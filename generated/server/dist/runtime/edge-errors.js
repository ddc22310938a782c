import { ApiError } from "./api-error.js";
import { invalidBodyError } from "./error-body.js";
import { NotImplementedError } from "./not-implemented-error.js";
import { RequestValidationError, ResponseValidationError } from "./request-validation-error.js";
/** 405 with `Allow` on a path the API has, 404 elsewhere. */
export function routeNotFound(request, allowedMethods) {
	const path = request.url.split("?")[0] ?? "/";
	const allowed = allowedMethods(path);
	if (allowed.length > 0 && !allowed.includes(request.method)) {
		return new ApiError("METHOD_NOT_ALLOWED", {
			method: request.method,
			path,
			allowed: allowed.join(", ")
		}, { allowed }, { allow: allowed.join(", ") });
	}
	return new ApiError("ROUTE_NOT_FOUND", {
		method: request.method,
		path
	});
}
/** The API's error for anything thrown while serving a request; INTERNAL_ERROR (leaking nothing) for the unknown. */
export function edgeError(error, request, options) {
	const operationId = options.operationId?.(request) ?? request.id;
	if (error instanceof ApiError) return error;
	if (error instanceof RequestValidationError) return validationError(error, request, options);
	if (error instanceof NotImplementedError) return new ApiError("NOT_IMPLEMENTED", { operation: error.operationId });
	if (error instanceof ResponseValidationError) return new ApiError("INTERNAL_ERROR", { operation_id: operationId });
	const fastifyError = error;
	switch (fastifyError.code) {
		// A method no route has (QUERY) fails before routing when it lacks a Content-Type: still an unrouted method.
		case "FST_ERR_ROUTE_MISSING_CONTENT_TYPE": return routeNotFound(request, options.allowedMethods);
		case "FST_ERR_CTP_BODY_TOO_LARGE": return new ApiError("BODY_TOO_LARGE", { limit: request.routeOptions.bodyLimit ?? 1048576 });
		case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
		case "FST_ERR_CTP_INVALID_CONTENT_LENGTH": return new ApiError("UNSUPPORTED_MEDIA_TYPE", { content_type: request.headers["content-type"] ?? "none" });
		case "FST_ERR_CTP_EMPTY_JSON_BODY": return new ApiError("INVALID_JSON", { reason: "the body is empty; send {} for no parameters" });
		case "FST_ERR_CTP_INVALID_JSON_BODY": return new ApiError("INVALID_JSON", { reason: jsonReason(error) });
		case "FST_ERR_BAD_URL": {
			const notUtf8 = options.notUtf8Parameter?.(request.url);
			if (notUtf8 === undefined) return new ApiError("ROUTE_NOT_FOUND", {
				method: request.method,
				path: request.url.split("?")[0] ?? "/"
			});
			if (!notUtf8.methods.includes(request.method)) return routeNotFound(request, options.allowedMethods);
			return new ApiError("REQUEST_MALFORMED", { reason: `path parameter ${notUtf8.name} is not valid UTF-8 (byte ${notUtf8.byte} once percent-decoded)` });
		}
		case "FST_ERR_MAX_PARAM_LENGTH": return new ApiError("ROUTE_NOT_FOUND", {
			method: request.method,
			path: request.url.split("?")[0] ?? "/"
		});
		default: {
			const status = fastifyError.statusCode;
			if (status === 400 && error instanceof SyntaxError) return new ApiError("INVALID_JSON", { reason: jsonReason(error) });
			// Whatever else Fastify refuses as the client's fault is still the request's shape, never a 5xx.
			if (status !== undefined && status >= 400 && status < 500) return new ApiError("REQUEST_MALFORMED", { reason: lowerFirst(error.message) });
			return new ApiError("INTERNAL_ERROR", { operation_id: operationId });
		}
	}
}
/**
 * A malformed path id is 404 `NOT_FOUND` where the operation declares a 404 (an id of no resource, as for
 * an unknown one: the reference API's rule), 400 elsewhere; a query problem names the parameter; a body's
 * problems are listed under their codes.
 */
function validationError(error, request, options) {
	const first = error.problems[0];
	if (error.part === "path") {
		const name = (first?.pointer ?? "/id").slice(1);
		const id = request.params?.[name] ?? "";
		if ("404" in error.route.validators.responses) return new ApiError("NOT_FOUND", {
			kind: options.kindOfPath?.(error.route.path, name) ?? "resource",
			id
		});
		return new ApiError("PATH_PARAMETER_INVALID", {
			name,
			reason: reasonOf(first?.message)
		}, { problems: partProblems("path", error) });
	}
	if (error.part === "query") {
		const name = (first?.pointer ?? "").slice(1);
		const allowed = Object.keys(error.route.queryTypes);
		if (first?.rule === "additionalProperties") {
			return new ApiError("UNKNOWN_QUERY_PARAMETER", {
				name,
				allowed: allowed.length ? allowed.join(", ") : "none"
			}, { allowed });
		}
		return new ApiError("QUERY_PARAMETER_INVALID", {
			name,
			reason: reasonOf(first?.message)
		}, { problems: partProblems("query", error) });
	}
	return invalidBodyError(error.problems, request.body, options.templateParams);
}
function reasonOf(message) {
	return (message ?? "").replace(/^\/[^:]*: /, "");
}
/**
 * Path or query problems in the spec's ErrorProblem shape: the pointer names the request part
 * (`/query/limit`), each carries its code, and the validator's internal `params` stay out.
 */
function partProblems(part, error) {
	return error.problems.map((problem) => {
		const pointer = `/${part}${problem.pointer}`;
		const relative = problem.message.startsWith(`${problem.pointer}:`) ? pointer + problem.message.slice(problem.pointer.length) : problem.message;
		const message = /[.!?]$/.test(relative) ? relative : `${relative}.`;
		const code = part === "path" ? "PATH_PARAMETER_INVALID" : problem.rule === "additionalProperties" ? "UNKNOWN_QUERY_PARAMETER" : "QUERY_PARAMETER_INVALID";
		return {
			pointer,
			rule: problem.rule,
			message,
			error_code: code
		};
	});
}
function lowerFirst(text) {
	return text.replace(/\.$/, "").replace(/^./, (c) => c.toLowerCase());
}
/** Why JSON.parse failed, without echoing the body. */
function jsonReason(error) {
	return error.message.replace(/^Body is not valid JSON but content-type is set to 'application\/json'$/, "malformed JSON").replace(/\.$/, "");
}
//# sourceMappingURL=edge-errors.js.map
