/**
 * Every error leaves the server as the spec's error body with a registered code
 * (docs/decisions/0004-error-registry.md). This maps what can go wrong — our ApiErrors, the route plugin's
 * validation errors, Fastify's own body parsing errors, storage conflicts — and turns anything else into a 500
 * that leaks nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotImplementedError, RequestValidationError, ResponseValidationError, type AllowedMethods } from '@tunnel-api/server';
import { ApiError } from '../errors/api-error.js';
import { UnstorableValueError, unavailabilityOf } from '../storage/index.js';
import { errorBody, invalidBodyError } from '../errors/error-body.js';
import { kindOfPath } from './path-kinds.js';
import { OPERATION_ID_HEADER } from './request-context.js';

const BODY_LIMIT = 1_048_576;

/**
 * `Retry-After` of a request the database could not serve (docs/decisions/0040-database-unavailable.md):
 * a restart or a failover takes seconds; freeing disk space takes an operator.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 30;

export interface ErrorHandlerOptions {
  /** Told of every failure, so the database's state changes are logged once, not once per request. */
  readonly availability?: { failedFor(request: FastifyRequest, error: unknown): unknown };
}

export function registerErrorHandlers(app: FastifyInstance, allowedMethods: AllowedMethods, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    // A method no route has (QUERY) fails in Fastify before routing when it lacks a Content-Type; it is
    // still an unrouted method, answered as one.
    const apiError = (error as FastifyError).code === 'FST_ERR_ROUTE_MISSING_CONTENT_TYPE' ? routeNotFound(request, allowedMethods) : toApiError(error, request);
    // An unavailable database is logged by its state changes (server/ops/database-availability.ts), not per request.
    options.availability?.failedFor(request, error);
    const unavailable = unavailabilityOf(error);
    if (apiError.status >= 500 && unavailable === undefined) request.log.error({ err: error, operationId: request.operationId }, 'request failed');
    return send(reply, request, apiError);
  });

  app.setNotFoundHandler(async (request, reply) => send(reply, request, routeNotFound(request, allowedMethods)));
}

/** 405 with `Allow` on a path the API has, 404 elsewhere. */
function routeNotFound(request: FastifyRequest, allowedMethods: AllowedMethods): ApiError {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = allowedMethods(path);
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return new ApiError('METHOD_NOT_ALLOWED', { method: request.method, path, allowed: allowed.join(', ') }, { allowed }, { allow: allowed.join(', ') });
  }
  return new ApiError('ROUTE_NOT_FOUND', { method: request.method, path });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any hook runs (a path that is not valid
 * percent-encoding, a path parameter over its length limit) gets the error body and an operation id too.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.operationId = request.id;
  reply.header(OPERATION_ID_HEADER, request.operationId);
  void send(reply, request, toApiError(error, request));
}

function send(reply: FastifyReply, request: FastifyRequest, error: ApiError): FastifyReply {
  reply.code(error.status).headers(error.headers).type('application/json; charset=utf-8');
  return reply.send(errorBody(error, request.operationId));
}

export function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof RequestValidationError) return validationError(error, request);
  if (error instanceof UnstorableValueError) return new ApiError('TEXT_NOT_STORABLE');
  switch (unavailabilityOf(error)) {
    case 'unavailable':
      return retryLater('DATABASE_UNAVAILABLE', DATABASE_RETRY_AFTER_SECONDS);
    case 'disk_full':
      return retryLater('STORAGE_FULL', STORAGE_FULL_RETRY_AFTER_SECONDS);
    default:
      break;
  }
  if (error instanceof NotImplementedError) return new ApiError('NOT_IMPLEMENTED', { operation: error.operationId });
  if (error instanceof ResponseValidationError) return new ApiError('INTERNAL_ERROR', { operation_id: request.operationId });
  const code = (error as FastifyError).code;
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('BODY_TOO_LARGE', { limit: BODY_LIMIT });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', { content_type: request.headers['content-type'] ?? 'none' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('INVALID_JSON', { reason: 'the body is empty; send {} for no parameters' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('INVALID_JSON', { reason: jsonReason(error as Error) });
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError('ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '/' });
    default: {
      const status = (error as FastifyError).statusCode;
      if (status === 400 && error instanceof SyntaxError) return new ApiError('INVALID_JSON', { reason: jsonReason(error) });
      // Whatever else Fastify refuses as the client's fault is still the request's shape, never a 5xx.
      if (status !== undefined && status >= 400 && status < 500) return new ApiError('REQUEST_MALFORMED', { reason: lowerFirst((error as Error).message) });
      return new ApiError('INTERNAL_ERROR', { operation_id: request.operationId });
    }
  }
}

function retryLater(code: string, seconds: number): ApiError {
  return new ApiError(code, { retry_after: seconds }, { retry_after_seconds: seconds }, { 'retry-after': String(seconds) });
}

function validationError(error: RequestValidationError, request: FastifyRequest): ApiError {
  const first = error.problems[0];
  if (error.part === 'path') {
    const name = (first?.pointer ?? '/id').slice(1);
    const id = (request.params as Record<string, string>)[name] ?? '';
    return new ApiError('NOT_FOUND', { kind: kindOfPath(error.route.path, name), id });
  }
  if (error.part === 'query') {
    const name = (first?.pointer ?? '').slice(1);
    const allowed = Object.keys(error.route.queryTypes);
    if (first?.rule === 'additionalProperties') {
      return new ApiError('UNKNOWN_QUERY_PARAMETER', { name, allowed: allowed.length ? allowed.join(', ') : 'none' }, { allowed });
    }
    return new ApiError('QUERY_PARAMETER_INVALID', { name, reason: (first?.message ?? '').replace(/^\/[^:]*: /, '') }, { problems: queryProblems(error) });
  }
  return invalidBodyError(error.problems, request.body);
}

/**
 * Query problems in the spec's ErrorProblem shape: the pointer names the request part (`/query/limit`),
 * each carries its code, and the validator's internal `params` stay out.
 */
function queryProblems(error: RequestValidationError): Array<{ pointer: string; rule: string; message: string; error_code: string }> {
  return error.problems.map((problem) => {
    const pointer = `/query${problem.pointer}`;
    const relative = problem.message.startsWith(`${problem.pointer}:`) ? pointer + problem.message.slice(problem.pointer.length) : problem.message;
    const message = /[.!?]$/.test(relative) ? relative : `${relative}.`;
    const code = problem.rule === 'additionalProperties' ? 'UNKNOWN_QUERY_PARAMETER' : 'QUERY_PARAMETER_INVALID';
    return { pointer, rule: problem.rule, message, error_code: code };
  });
}

function lowerFirst(text: string): string {
  return text.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase());
}

/** Why JSON.parse failed, without echoing the body. */
function jsonReason(error: Error): string {
  return error.message.replace(/^Body is not valid JSON but content-type is set to 'application\/json'$/, 'malformed JSON').replace(/\.$/, '');
}
