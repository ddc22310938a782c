/**
 * Every error leaves the server as the spec's error body with a registered code
 * (docs/decisions/0004-error-registry.md). The server package's edge (docs/decisions/0046-server-edge.md) maps
 * what any server built on it meets — ApiErrors, the route plugin's validation errors, Fastify's own body
 * parsing errors, unknown routes — and turns anything else into a 500 that leaks nothing; this adds the
 * storage's failures and the logging.
 */

import {
  type AllowedMethods,
  type EdgeErrorOptions,
  edgeError,
  notUtf8ParameterOf,
  allowedMethods as packageAllowedMethods,
  registerErrorAnswers,
  routes,
  sendError,
} from '@tunnel-api/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { templateParams } from '../errors/template-params.js';
import { PUBLIC_ROUTES_WITH_PARAMETERS } from '../public-routes.js';
import { isUnstorableValueError, unavailabilityOf } from '../storage/index.js';
import { kindOfPath } from './path-kinds.js';
import { OPERATION_ID_HEADER } from './request-context.js';
import { unstorableTextError } from './unstorable-text.js';

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

/** How the server package's edge (docs/decisions/0046-server-edge.md) words this server's errors. */
const EDGE: EdgeErrorOptions = {
  allowedMethods: packageAllowedMethods,
  kindOfPath,
  templateParams,
  operationId: (request) => request.operationId,
  notUtf8Parameter: notUtf8ParameterOf([...routes, ...PUBLIC_ROUTES_WITH_PARAMETERS]),
};

/** The server package's error answers, with this server's own errors mapped first and failures logged. */
export function registerErrorHandlers(app: FastifyInstance, allowedMethods: AllowedMethods, options: ErrorHandlerOptions = {}): void {
  registerErrorAnswers(app, {
    ...EDGE,
    allowedMethods,
    mapError: (error, request) => {
      // An unavailable database is logged by its state changes (server/ops/database-availability.ts), not per request.
      options.availability?.failedFor(request, error);
      return serverError(error, request);
    },
    onServerError: (error, request) => {
      if (unavailabilityOf(error) === undefined) request.log.error({ err: error, operationId: request.operationId }, 'request failed');
    },
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any hook runs (a path that is not valid
 * percent-encoding, a path parameter over its length limit) gets the error body and an operation id too.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.operationId = request.id;
  reply.header(OPERATION_ID_HEADER, request.operationId);
  void sendError(reply, request, toApiError(error, request), EDGE);
}

export function toApiError(error: unknown, request: FastifyRequest): ApiError {
  return serverError(error, request) ?? edgeError(error, request, EDGE);
}

/** This server's own failures: storage refusing a value, an unavailable or full database. */
function serverError(error: unknown, request: FastifyRequest): ApiError | undefined {
  if (isUnstorableValueError(error)) return unstorableTextError(request.body);
  switch (unavailabilityOf(error)) {
    case 'unavailable':
      return retryLater('DATABASE_UNAVAILABLE', DATABASE_RETRY_AFTER_SECONDS);
    case 'disk_full':
      return retryLater('STORAGE_FULL', STORAGE_FULL_RETRY_AFTER_SECONDS);
    default:
      return undefined;
  }
}

function retryLater(code: string, seconds: number): ApiError {
  return new ApiError(code, { retry_after: seconds }, { retry_after_seconds: seconds }, { 'retry-after': String(seconds) });
}
