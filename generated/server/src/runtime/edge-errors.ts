// Copied by `npm run generate` from generator/runtime/server/edge-errors.ts. Edit it there.
/**
 * What the API answers for a request that never reaches a handler, or whose handler is missing: the
 * route plugin's validation errors, Fastify's own refusals (bad JSON, a wrong media type, a body over the
 * limit), unknown routes (404) and known paths with another method (405 with `Allow`, RFC 9110 §15.5.6),
 * unimplemented operations (501). One mapping for the reference server and every server built on the
 * package.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import type { AllowedMethods } from './allowed-methods.js';
import { ApiError } from './api-error.js';
import { invalidBodyError, type TemplateParams } from './error-body.js';
import type { ErrorFormatOptions } from './error-format.js';
import { NotImplementedError } from './not-implemented-error.js';
import type { NotUtf8ParameterOf } from './not-utf8-parameter.js';
import { RequestValidationError, ResponseValidationError } from './request-validation-error.js';

export interface EdgeErrorOptions extends ErrorFormatOptions {
  readonly allowedMethods: AllowedMethods;
  /** What messages call the resource a path parameter names (`order line`); `resource` by default. */
  readonly kindOfPath?: (template: string, param: string) => string | undefined;
  /** The request's operation id, quoted by INTERNAL_ERROR (Fastify's request id by default). */
  readonly operationId?: (request: FastifyRequest) => string;
  /** Template parameters for body problems the spec codes with `x-error-code` (error-body.ts). */
  readonly templateParams?: TemplateParams;
  /**
   * Finds a path parameter whose percent-encoded bytes are not UTF-8 (`notUtf8ParameterOf(routes)`), which
   * Fastify's router refuses before routing: with it such a path is 400 `REQUEST_MALFORMED` naming the parameter
   * and the byte; without it, 404 like any path that is not percent-encoding. Fastify hands the edge that refusal
   * only through its `frameworkErrors` option.
   */
  readonly notUtf8Parameter?: NotUtf8ParameterOf;
}

/** 405 with `Allow` on a path the API has, 404 elsewhere. */
export function routeNotFound(request: FastifyRequest, allowedMethods: AllowedMethods): ApiError {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = allowedMethods(path);
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return new ApiError('METHOD_NOT_ALLOWED', { method: request.method, path, allowed: allowed.join(', ') }, { allowed }, { allow: allowed.join(', ') });
  }
  return new ApiError('ROUTE_NOT_FOUND', { method: request.method, path });
}

/** The API's error for anything thrown while serving a request; INTERNAL_ERROR (leaking nothing) for the unknown. */
export function edgeError(error: unknown, request: FastifyRequest, options: EdgeErrorOptions): ApiError {
  const operationId = options.operationId?.(request) ?? request.id;
  if (error instanceof ApiError) return error;
  if (error instanceof RequestValidationError) return validationError(error, request, options);
  if (error instanceof NotImplementedError) return new ApiError('NOT_IMPLEMENTED', { operation: error.operationId });
  if (error instanceof ResponseValidationError) return new ApiError('INTERNAL_ERROR', { operation_id: operationId });
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    // A method no route has (QUERY) fails before routing when it lacks a Content-Type: still an unrouted method.
    case 'FST_ERR_ROUTE_MISSING_CONTENT_TYPE':
      return routeNotFound(request, options.allowedMethods);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('BODY_TOO_LARGE', { limit: request.routeOptions.bodyLimit ?? 1_048_576 });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', { content_type: request.headers['content-type'] ?? 'none' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('INVALID_JSON', { reason: 'the body is empty; send {} for no parameters' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('INVALID_JSON', { reason: jsonReason(error as Error) });
    case 'FST_ERR_BAD_URL': {
      const notUtf8 = options.notUtf8Parameter?.(request.url);
      if (notUtf8 === undefined) return new ApiError('ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '/' });
      if (!notUtf8.methods.includes(request.method)) return routeNotFound(request, options.allowedMethods);
      return new ApiError('REQUEST_MALFORMED', { reason: `path parameter ${notUtf8.name} is not valid UTF-8 (byte ${notUtf8.byte} once percent-decoded)` });
    }
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError('ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '/' });
    default: {
      const status = fastifyError.statusCode;
      if (status === 400 && error instanceof SyntaxError) return new ApiError('INVALID_JSON', { reason: jsonReason(error) });
      // Whatever else Fastify refuses as the client's fault is still the request's shape, never a 5xx.
      if (status !== undefined && status >= 400 && status < 500) return new ApiError('REQUEST_MALFORMED', { reason: lowerFirst((error as Error).message) });
      return new ApiError('INTERNAL_ERROR', { operation_id: operationId });
    }
  }
}

/**
 * A malformed path id is 404 `NOT_FOUND` where the operation declares a 404 (an id of no resource, as for
 * an unknown one: the reference API's rule), 400 elsewhere; a query problem names the parameter; a body's
 * problems are listed under their codes.
 */
function validationError(error: RequestValidationError, request: FastifyRequest, options: EdgeErrorOptions): ApiError {
  const first = error.problems[0];
  if (error.part === 'path') {
    const name = (first?.pointer ?? '/id').slice(1);
    const id = (request.params as Record<string, string> | undefined)?.[name] ?? '';
    if ('404' in error.route.validators.responses) return new ApiError('NOT_FOUND', { kind: options.kindOfPath?.(error.route.path, name) ?? 'resource', id });
    return new ApiError('PATH_PARAMETER_INVALID', { name, reason: reasonOf(first?.message) }, { problems: partProblems('path', error) });
  }
  if (error.part === 'query') {
    const name = (first?.pointer ?? '').slice(1);
    const allowed = Object.keys(error.route.queryTypes);
    if (first?.rule === 'additionalProperties') {
      return new ApiError('UNKNOWN_QUERY_PARAMETER', { name, allowed: allowed.length ? allowed.join(', ') : 'none' }, { allowed });
    }
    return new ApiError('QUERY_PARAMETER_INVALID', { name, reason: reasonOf(first?.message) }, { problems: partProblems('query', error) });
  }
  return invalidBodyError(error.problems, request.body, options.templateParams);
}

function reasonOf(message: string | undefined): string {
  return (message ?? '').replace(/^\/[^:]*: /, '');
}

/**
 * Path or query problems in the spec's ErrorProblem shape: the pointer names the request part
 * (`/query/limit`), each carries its code, and the validator's internal `params` stay out.
 */
function partProblems(part: 'path' | 'query', error: RequestValidationError): Array<{ pointer: string; rule: string; message: string; error_code: string }> {
  return error.problems.map((problem) => {
    const pointer = `/${part}${problem.pointer}`;
    const relative = problem.message.startsWith(`${problem.pointer}:`) ? pointer + problem.message.slice(problem.pointer.length) : problem.message;
    const message = /[.!?]$/.test(relative) ? relative : `${relative}.`;
    const code = part === 'path' ? 'PATH_PARAMETER_INVALID' : problem.rule === 'additionalProperties' ? 'UNKNOWN_QUERY_PARAMETER' : 'QUERY_PARAMETER_INVALID';
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
