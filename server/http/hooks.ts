/**
 * The cross-cutting checks every API request goes through, in order (docs/decisions/0003-request-headers.md):
 * an operation id, the API key (401), the `Service-Version: 2` header (400), then the account's rate limit
 * (429). Routes marked `public` (docs, the bundled spec, the agent channel) skip them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationCache } from '../accounts/index.js';
import { ApiError } from '../errors/api-error.js';
import type { Queryable } from '../storage/index.js';
import type { RateLimiter } from './rate-limiter.js';
import { OPERATION_ID_HEADER } from './request-context.js';

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;

export interface HookDependencies {
  readonly db: Queryable;
  readonly rateLimiter: RateLimiter;
}

export function registerHooks(app: FastifyInstance, deps: HookDependencies): void {
  app.decorateRequest('operationId', '');
  app.decorateRequest('account', undefined);
  // Saves the key lookup query on most requests (server/accounts/authentication-cache.ts says why it is safe).
  const accounts = new AuthenticationCache(deps.db);

  app.addHook('onRequest', async (request, reply) => {
    request.operationId = request.id;
    reply.header(OPERATION_ID_HEADER, request.operationId);
    if (isPublic(request)) return;

    const header = request.headers.authorization;
    if (header === undefined || header === '') throw new ApiError('AUTHENTICATION_REQUIRED', {}, {}, { 'www-authenticate': 'Bearer' });
    const key = BEARER.exec(header)?.[1];
    const account = key === undefined ? undefined : await accounts.authenticate(key);
    if (account === undefined) throw new ApiError('API_KEY_INVALID', {}, {}, { 'www-authenticate': 'Bearer error="invalid_token"' });
    request.account = account;

    const version = request.headers['service-version'];
    if (version === undefined) throw new ApiError('SERVICE_VERSION_MISSING');
    if (version !== '2') throw new ApiError('SERVICE_VERSION_UNSUPPORTED', { version: JSON.stringify(String(version)) });

    const decision = await deps.rateLimiter.take(account.id);
    if (!decision.allowed) {
      throw new ApiError('RATE_LIMITED', { limit: deps.rateLimiter.limit, window: deps.rateLimiter.windowMs / 1000, retry_after: decision.retryAfterSeconds },
        { retry_after_seconds: decision.retryAfterSeconds }, { 'retry-after': String(decision.retryAfterSeconds) });
    }
  });
}

function isPublic(request: FastifyRequest): boolean {
  return request.routeOptions.config?.public === true;
}
