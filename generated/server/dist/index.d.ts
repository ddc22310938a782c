import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Handlers } from './handlers.gen.js';
import { type AllowedMethods } from './runtime/allowed-methods.js';
export * from './handlers.gen.js';
export * from './resources.gen.js';
export { routes } from './routes.gen.js';
export * from './runtime/index.js';
export interface TunnelApiRoutesOptions<Account> {
    /**
     * The implementation, one method per operation. Any subset will do: an operation left out is still
     * routed and answers 501 (`NotImplementedError`, code `NOT_IMPLEMENTED`). Write
     * `satisfies Handlers<Account>` on your object to have the compiler demand every operation.
     */
    readonly handlers: Partial<Handlers<Account>>;
    /** The authenticated account of a request, as the application's hooks established it. */
    readonly account: (request: FastifyRequest) => Account;
    /** Check every response against the spec (tests, development). */
    readonly validateResponses?: boolean;
}
/** Registers every route of the spec on `app`; operations without a handler answer 501. */
export declare function registerTunnelApiRoutes<Account>(app: FastifyInstance, options: TunnelApiRoutesOptions<Account>): void;
/** The methods the spec defines for a path (for 405 answers and the `Allow` header). */
export declare const allowedMethods: AllowedMethods;
//# sourceMappingURL=index.d.ts.map
