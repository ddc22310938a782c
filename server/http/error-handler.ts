/**
 * Every error leaves the server as the spec's error body with a registered code (docs/decisions/0004-error-registry.md). This
 * maps what can go wrong — our ApiErrors, the route plugin's validation errors, Fastify's own body
 * parsing errors, storage conflicts — and turns anything else into a 500 that leaks nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError, ResponseValidationError, type AllowedMethods } from '@tunnel-api/server';
import { ApiError } from '../errors/api-error.js';
import { UnstorableValueError } from '../storage/index.js';
import { errorBody, invalidBodyError } from '../errors/error-body.js';
import { kindOfPath } from './path-kinds.js';

const BODY_LIMIT = 1_048_576;

export function registerErrorHandlers(app: FastifyInstance, allowedMethods: AllowedMethods): void {
  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    const apiError = toApiError(error, request);
    if (apiError.status >= 500) request.log.error({ err: error, operationId: request.operationId }, 'request failed');
    return send(reply, request, apiError);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(path);
    if (allowed.length > 0) {
      return send(reply, request, new ApiError('METHOD_NOT_ALLOWED', { method: request.method, path, allowed: allowed.join(', ') }, { allowed }, { allow: allowed.join(', ') }));
    }
    return send(reply, request, new ApiError('ROUTE_NOT_FOUND', { method: request.method, path }));
  });
}

function send(reply: FastifyReply, request: FastifyRequest, error: ApiError): FastifyReply {
  reply.code(error.status).headers(error.headers).type('application/json; charset=utf-8');
  return reply.send(errorBody(error, request.operationId));
}

export function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof RequestValidationError) return validationError(error, request);
  if (error instanceof UnstorableValueError) return new ApiError('TEXT_NOT_STORABLE');
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
    default:
      if ((error as FastifyError).statusCode === 400 && error instanceof SyntaxError) return new ApiError('INVALID_JSON', { reason: jsonReason(error) });
      return new ApiError('INTERNAL_ERROR', { operation_id: request.operationId });
  }
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
    return new ApiError('QUERY_PARAMETER_INVALID', { name, reason: (first?.message ?? '').replace(/^\/[^:]*: /, '') }, { problems: error.problems });
  }
  return invalidBodyError(error.problems);
}

/** Why JSON.parse failed, without echoing the body. */
function jsonReason(error: Error): string {
  return error.message.replace(/^Body is not valid JSON but content-type is set to 'application\/json'$/, 'malformed JSON').replace(/\.$/, '');
}
