export class RequestValidationError extends Error {
	name = "RequestValidationError";
	statusCode = 400;
	part;
	problems;
	/** The operation whose input was invalid (its path template and query parameters, for the message). */
	route;
	constructor(part, problems, route) {
		super(`${route.operationId}: invalid ${part}: ${problems.map((p) => p.message).join("; ")}`);
		this.part = part;
		this.problems = problems;
		this.route = route;
	}
}
/**
 * Thrown when a handler answers with a status or body its spec does not allow (a bug in the handler).
 * `statusCode` 500: Fastify's default error handler would otherwise answer with `status`, the very status
 * the handler got wrong.
 */
export class ResponseValidationError extends Error {
	name = "ResponseValidationError";
	statusCode = 500;
	operationId;
	/** The status the handler answered. */
	status;
	problems;
	constructor(operationId, status, problems) {
		super(`${operationId} answered ${status} with a body that breaks the spec: ${problems.map((p) => p.message).join("; ")}`);
		this.operationId = operationId;
		this.status = status;
		this.problems = problems;
	}
}
//# sourceMappingURL=request-validation-error.js.map
