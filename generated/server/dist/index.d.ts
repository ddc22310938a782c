import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Handlers } from "./handlers.gen.js";
import { type AllowedMethods } from "./runtime/allowed-methods.js";
import { type Edge, type EdgeOptions } from "./runtime/edge.js";
import type { VersionHeader } from "./runtime/request-checks.js";
export { errorCodes } from "./errors.gen.js";
export * from "./handlers.gen.js";
export * from "./resources.gen.js";
export { routes } from "./routes.gen.js";
export * from "./runtime/index.js";
export interface TunnelApiRoutesOptions<Account> {
	/**
	 * The implementation, one method per operation. Any subset will do: an operation left out is still
	 * routed and answers 501 (`NotImplementedError`, code `NOT_IMPLEMENTED`). Write
	 * `satisfies Handlers<Account>` on your object to have the compiler demand every operation.
	 */
	readonly handlers: Partial<Handlers<Account>>;
	/** The authenticated account of a request: `edge.account` of registerTunnelApiEdge, or your own hooks'. */
	readonly account: (request: FastifyRequest) => Account;
	/** Check every response against the spec (tests, development). */
	readonly validateResponses?: boolean;
}
/** Registers every route of the spec on `app`; operations without a handler answer 501. */
export declare function registerTunnelApiRoutes<Account>(app: FastifyInstance, options: TunnelApiRoutesOptions<Account>): void;
/** The methods the spec defines for a path (for 405 answers and the `Allow` header). */
export declare const allowedMethods: AllowedMethods;
/** The header every request must send with one value, as the spec requires it. */
export declare const versionHeader: VersionHeader | undefined;
/** What messages call the resource a path parameter names: the resource whose collection path precedes it. */
export declare function kindOfPath(template: string, param: string): string | undefined;
/**
 * The API's edge behaviour on `app`, as the reference server answers: the API's error body for invalid
 * requests, bad JSON, unknown routes (404), known paths with another method (405 with `Allow`) and
 * operations without a handler (501); 404 for a malformed id where the operation declares a 404. With
 * `authenticate` (your key lookup), every request needs a bearer key, then `Service-Version: 2`
 * (`version: false` turns that check off, `version: true` turns it on without `authenticate`). Call it
 * before registerTunnelApiRoutes and pass `account: edge.account` there; give Fastify `edge.frameworkErrors` (see `Edge`) for
 * what its router refuses before any route, a path parameter that is not UTF-8 among them.
 */
export declare function registerTunnelApiEdge<Account>(app: FastifyInstance, options?: Omit<Partial<EdgeOptions<Account>>, "version"> & {
	readonly version?: boolean | VersionHeader;
}): Edge<Account>;
//# sourceMappingURL=index.d.ts.map
