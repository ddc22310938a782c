/**
 * Registers every operation of the route table on a Fastify instance: validates the path, query and
 * body with the precompiled validators (nothing is compiled at run time), rejects invalid input
 * before the handler runs, calls the handler and sends what it returns. Error bodies are the
 * application's business: invalid input is thrown as RequestValidationError for its error handler.
 * An operation without a handler is registered all the same and throws NotImplementedError (501), so a
 * partial implementation starts and says clearly what it does not do.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { OperationRoute } from "./operation-route.js";
/** What every handler receives. */
export interface HandlerInput<
	Params,
	Query,
	Body,
	Account
> {
	readonly params: Params;
	readonly query: Query;
	readonly body: Body;
	readonly account: Account;
	/** The Fastify request, for what the spec does not model (logging, the client's address). */
	readonly request: FastifyRequest;
}
/** What every handler returns: a status the spec declares for the operation and its body. */
export interface HandlerResult {
	readonly status: number;
	readonly body?: unknown;
	readonly headers?: Readonly<Record<string, string>>;
}
export interface RegisterRoutesOptions<Account> {
	readonly routes: readonly OperationRoute[];
	/**
	 * Functions by operationId (the generated `Handlers` interface types them); an operation left out
	 * answers 501 through NotImplementedError.
	 */
	readonly handlers: object;
	/** The authenticated account of a request (set by the application's own hooks). */
	readonly account: (request: FastifyRequest) => Account;
	/**
	 * Check every response against the spec (tests and development): an undeclared status or a body
	 * that breaks its schema throws ResponseValidationError instead of reaching the client.
	 */
	readonly validateResponses?: boolean;
}
export declare function registerRoutes<Account>(app: FastifyInstance, options: RegisterRoutesOptions<Account>): void;
//# sourceMappingURL=register-routes.d.ts.map
