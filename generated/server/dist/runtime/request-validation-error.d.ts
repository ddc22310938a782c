/**
 * Thrown by the route plugin before a handler runs when a part of the request breaks the spec. The
 * application's error handler turns it into its error body (the plugin does not decide the format);
 * `statusCode` makes Fastify's default error handler answer 400 rather than 500. Fields are assigned in the constructor body rather than as parameter properties, so the sources
 * compile under `erasableSyntaxOnly` too.
 */
import type { OperationRoute } from "./operation-route.js";
import type { Problem } from "./problem.js";
export type RequestPart = "path" | "query" | "body";
export declare class RequestValidationError extends Error {
	override readonly name = "RequestValidationError";
	readonly statusCode = 400;
	readonly part: RequestPart;
	readonly problems: readonly Problem[];
	/** The operation whose input was invalid (its path template and query parameters, for the message). */
	readonly route: OperationRoute;
	constructor(part: RequestPart, problems: readonly Problem[], route: OperationRoute);
}
/**
 * Thrown when a handler answers with a status or body its spec does not allow (a bug in the handler).
 * `statusCode` 500: Fastify's default error handler would otherwise answer with `status`, the very status
 * the handler got wrong.
 */
export declare class ResponseValidationError extends Error {
	override readonly name = "ResponseValidationError";
	readonly statusCode = 500;
	readonly operationId: string;
	/** The status the handler answered. */
	readonly status: number;
	readonly problems: readonly Problem[];
	constructor(operationId: string, status: number, problems: readonly Problem[]);
}
//# sourceMappingURL=request-validation-error.d.ts.map
