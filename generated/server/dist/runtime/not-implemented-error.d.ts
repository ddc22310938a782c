/**
 * Thrown for an operation the application registered no handler for: a partial implementation
 * answers 501 for the rest of the API instead of failing to start. `statusCode` and `code` are what
 * Fastify's default error handler sends; an application with its own error body maps it to the
 * registry's `NOT_IMPLEMENTED`.
 */
export declare class NotImplementedError extends Error {
	override readonly name = "NotImplementedError";
	readonly statusCode = 501;
	readonly code = "NOT_IMPLEMENTED";
	/** The operation that has no handler, e.g. `listCredentials`. */
	readonly operationId: string;
	constructor(operationId: string);
}
//# sourceMappingURL=not-implemented-error.d.ts.map
