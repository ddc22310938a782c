/**
 * The API's edge behaviour on a Fastify app, so a partial implementation answers like the reference
 * server: JSON bodies read as the API reads them, every error as the API's error body or the one `formatError` makes
 * (edge-errors.ts, error-body.ts, error-format.ts), 404/405 for unknown routes, and — when given — the bearer-key and version-header
 * checks with the team's own key lookup. Routes marked `config: { public: true }` skip the checks, as do requests
 * no route matches (404, or 405 with `Allow`, whoever sends them).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "./api-error.js";
import { type EdgeErrorOptions } from "./edge-errors.js";
import { type VersionHeader } from "./request-checks.js";
export interface EdgeOptions<Account> extends EdgeErrorOptions {
	/**
	 * The team's key lookup: the account of a bearer key, or undefined for a key it does not know (401
	 * `API_KEY_INVALID`). Without it, requests are not authenticated here.
	 */
	readonly authenticate?: (apiKey: string, request: FastifyRequest) => Account | undefined | Promise<Account | undefined>;
	/** The version header every request must send; `false` to not check it. */
	readonly version?: VersionHeader | false;
	/** Errors of the application's own (a storage error) mapped first; undefined to leave one to the edge. */
	readonly mapError?: (error: unknown, request: FastifyRequest) => ApiError | undefined;
	/** Told of every error answered with a 5xx status (for logging); the client sees only INTERNAL_ERROR. */
	readonly onServerError?: (error: unknown, request: FastifyRequest, answered: ApiError) => void;
}
export interface Edge<Account> {
	/** The authenticated account of a request (throws when `authenticate` was not given or the route is public). */
	account(request: FastifyRequest): Account;
	/**
	 * For Fastify's `frameworkErrors` option: what its router refuses before any route or hook runs — a path parameter
	 * whose percent-encoded bytes are not UTF-8 (400 `REQUEST_MALFORMED` naming it), a path that is not
	 * percent-encoding or a parameter over its length limit (404) — answered like every other error of the edge, not
	 * with Fastify's own body. Fastify takes the option only when the app is made, so pass a function that calls this:
	 * `Fastify({ frameworkErrors: (error, request, reply) => { edge.frameworkErrors(error, request, reply); } })` (a block
	 * body, so that the app's type does not wait on the edge's).
	 */
	frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void;
}
export declare function registerEdge<Account>(app: FastifyInstance, options: EdgeOptions<Account>): Edge<Account>;
/** The error handler and the not-found handler, answering with the API's error body (or `formatError`'s). */
export declare function registerErrorAnswers(app: FastifyInstance, options: EdgeErrorOptions & Pick<EdgeOptions<unknown>, "mapError" | "onServerError">): void;
/**
 * Sends `error` with its headers (`Allow`, `Retry-After`, `WWW-Authenticate`), in the body `formatError` makes — the
 * API's error body when not given (error-format.ts).
 */
export declare function sendError(reply: FastifyReply, request: FastifyRequest, error: ApiError, options?: Pick<EdgeErrorOptions, "operationId" | "formatError" | "errorMediaType">): FastifyReply;
//# sourceMappingURL=edge.d.ts.map
