// Copied by `npm run generate` from generator/runtime/server/not-implemented-error.ts. Edit it there.
/**
 * Thrown for an operation the application registered no handler for: a partial implementation
 * answers 501 for the rest of the API instead of failing to start. `statusCode` and `code` are what
 * Fastify's default error handler sends; an application with its own error body maps it to the
 * registry's `NOT_IMPLEMENTED`.
 */
export class NotImplementedError extends Error {
	name = "NotImplementedError";
	statusCode = 501;
	code = "NOT_IMPLEMENTED";
	/** The operation that has no handler, e.g. `listCredentials`. */
	operationId;
	constructor(operationId) {
		super(`${operationId} is not implemented by this server.`);
		this.operationId = operationId;
	}
}
//# sourceMappingURL=not-implemented-error.js.map
