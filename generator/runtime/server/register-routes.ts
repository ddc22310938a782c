/**
 * Registers every operation of the route table on a Fastify instance: validates the path, query and
 * body with the precompiled validators (nothing is compiled at run time), rejects invalid input
 * before the handler runs, calls the handler and sends what it returns. Error bodies are the
 * application's business: invalid input is thrown as RequestValidationError for its error handler.
 * An operation without a handler is registered all the same and throws NotImplementedError (501), so a
 * partial implementation starts and says clearly what it does not do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { coerceQuery } from './coerce-query.js';
import { NotImplementedError } from './not-implemented-error.js';
import type { OperationRoute } from './operation-route.js';
import type { Problem } from './problem.js';
import { RequestValidationError, ResponseValidationError } from './request-validation-error.js';

/** What every handler receives. */
export interface HandlerInput<Params, Query, Body, Account> {
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

type AnyHandler = (input: HandlerInput<unknown, unknown, unknown, unknown>) => Promise<HandlerResult> | HandlerResult;

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

const NO_PROBLEMS: readonly Problem[] = [];

export function registerRoutes<Account>(app: FastifyInstance, options: RegisterRoutesOptions<Account>): void {
  const handlers = options.handlers as Record<string, unknown>;
  const known = new Set(options.routes.map((r) => r.operationId));
  // A misspelt operation or a non-function would otherwise answer 501 silently.
  const unknown = Object.keys(handlers).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new Error(`registerRoutes: no operation named ${unknown.join(', ')} (handlers are keyed by operationId)`);
  const notFunctions = Object.entries(handlers)
    .filter(([, h]) => h !== undefined && typeof h !== 'function')
    .map(([key]) => key);
  if (notFunctions.length > 0) throw new Error(`registerRoutes: the handler for ${notFunctions.join(', ')} is not a function`);

  for (const route of options.routes) {
    const handler = handlers[route.operationId] as AnyHandler | undefined;
    if (handler === undefined) {
      app.route({
        method: route.method,
        url: route.url,
        config: { operationId: route.operationId },
        handler: async () => {
          throw new NotImplementedError(route.operationId);
        },
      });
      continue;
    }
    app.route({
      method: route.method,
      url: route.url,
      config: { operationId: route.operationId },
      handler: async (request, reply) => {
        const params = documentParams((request.params ?? {}) as Record<string, string>, route);
        throwIfInvalid('path', route.validators.path?.check(params) ?? NO_PROBLEMS, route);
        const query = coerceQuery((request.query ?? {}) as Record<string, unknown>, route.queryTypes);
        throwIfInvalid('query', route.validators.query.check(query), route);
        const body = readBody(request, route);

        const result = await handler({ params, query, body, account: options.account(request), request });
        if (options.validateResponses) checkResponse(route, result);
        reply.code(result.status);
        if (result.headers) reply.headers(result.headers);
        return result.body === undefined ? reply.send() : reply.send(result.body);
      },
    });
  }
}

/** The path parameters under the document's names (OperationRoute.pathParamNames). */
function documentParams(params: Record<string, string>, route: OperationRoute): Record<string, string> {
  const names = route.pathParamNames;
  if (names === undefined) return params;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [names[name] ?? name, value]));
}

function readBody(request: FastifyRequest, route: OperationRoute): unknown {
  // Fastify leaves `body` undefined when nothing was sent (and rejects non-JSON content types and empty
  // JSON bodies itself); a JSON `null` is a body, which the validator refuses as not an object.
  const body = request.body;
  if (route.body === 'none') return undefined;
  if (body === undefined) {
    if (route.body === 'required') {
      throw new RequestValidationError('body', [{ pointer: '', rule: 'required', message: 'a JSON request body is required' }], route);
    }
    return undefined;
  }
  throwIfInvalid('body', route.validators.body?.check(body) ?? NO_PROBLEMS, route);
  return body;
}

function throwIfInvalid(part: 'path' | 'query' | 'body', problems: readonly Problem[], route: OperationRoute): void {
  if (problems.length > 0) throw new RequestValidationError(part, problems, route);
}

function checkResponse(route: OperationRoute, result: HandlerResult): void {
  if (route.anyStatus === true) return;
  const status = String(result.status);
  const declared = status in route.validators.responses || status === String(route.successStatus) || isDeclaredWithoutBody(route, status);
  if (!declared)
    throw new ResponseValidationError(route.operationId, result.status, [{ pointer: '', rule: 'status', message: `status ${status} is not declared` }]);
  const validator = route.validators.responses[status];
  if (validator === undefined) {
    if (result.body !== undefined)
      throw new ResponseValidationError(route.operationId, result.status, [{ pointer: '', rule: 'body', message: 'this response has no body' }]);
    return;
  }
  const problems = validator.check(result.body);
  if (problems.length > 0) throw new ResponseValidationError(route.operationId, result.status, problems);
}

function isDeclaredWithoutBody(route: OperationRoute, status: string): boolean {
  return route.statusesWithoutBody.includes(status);
}
