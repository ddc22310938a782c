/**
 * The cross-cutting checks every API request goes through, in order (docs/decisions/0003-request-headers.md):
 * an operation id, the API key (401, or 429 for an address that sent too many invalid keys:
 * docs/decisions/0041-key-guessing.md), the `Service-Version: 2` header (400), then the account's rate limit
 * (429). Routes marked `public` (docs, the bundled spec, the agent channel) skip them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationCache, type ApiKeyCreations } from '../accounts/index.js';
import { ApiError } from '../errors/api-error.js';
import type { Queryable } from '../storage/index.js';
import { AuthenticationFailures } from './authentication-failures.js';
import type { RateLimiter } from './rate-limiter.js';
import { OPERATION_ID_HEADER } from './request-context.js';

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;

export interface HookDependencies {
  readonly db: Queryable;
  readonly rateLimiter: RateLimiter;
  /** Requests with an invalid key one client address may make per rolling minute. */
  readonly authFailuresPerMinute: number;
  /** Key creations across instances sharing PostgreSQL; this process's only by default. */
  readonly apiKeyCreations?: ApiKeyCreations;
}

export function registerHooks(app: FastifyInstance, deps: HookDependencies): void {
  app.decorateRequest('operationId', '');
  app.decorateRequest('account', undefined);
  // Saves the key lookup query on most requests (server/accounts/authentication-cache.ts says why it is safe).
  const accounts = new AuthenticationCache(deps.db, deps.apiKeyCreations === undefined ? {} : { keyCreations: deps.apiKeyCreations });
  const failures = new AuthenticationFailures(deps.authFailuresPerMinute);

  app.addHook('onRequest', async (request, reply) => {
    request.operationId = request.id;
    reply.header(OPERATION_ID_HEADER, request.operationId);
    if (isPublic(request)) return;

    const header = request.headers.authorization;
    if (header === undefined || header === '') throw new ApiError('AUTHENTICATION_REQUIRED', {}, {}, { 'www-authenticate': 'Bearer' });
    const key = BEARER.exec(header)?.[1];
    // An address that guessed too often is refused without a query; a key known to work still works.
    const verdict = failures.check(request.ip);
    if (verdict.blocked && (key === undefined || accounts.cached(key) === undefined)) {
      throw new ApiError('AUTHENTICATION_RATE_LIMITED', { limit: failures.limit, window: failures.windowMs / 1000, retry_after: verdict.retryAfterSeconds },
        { retry_after_seconds: verdict.retryAfterSeconds }, { 'retry-after': String(verdict.retryAfterSeconds) });
    }
    const account = key === undefined ? undefined : await accounts.authenticate(key);
    if (account === undefined) {
      failures.record(request.ip);
      throw new ApiError('API_KEY_INVALID', {}, {}, { 'www-authenticate': 'Bearer error="invalid_token"' });
    }
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
