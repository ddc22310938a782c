/**
 * The cross-cutting checks every API request goes through, in order (docs/decisions/0003-request-headers.md):
 * an operation id, the API key (401, or 429 for an address that sent too many invalid keys:
 * docs/decisions/0041-key-guessing.md), the `Service-Version: 2` header (400), then the account's rate limit
 * (429). The key and version checks are the server package's (docs/decisions/0046-server-edge.md), as any server
 * built on it makes them; this adds the key lookup, the guessing limit and the rate limit. Routes marked `public` (docs,
 * the bundled spec, the agent channel) skip them, and so does a request no route matches (404 or 405 for anyone).
 */

import { bearerKey, checkVersion, invalidApiKey, versionHeader } from '@tunnel-api/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Account, type ApiKeyCreations, AuthenticationCache } from '../accounts/index.js';
import { ApiError } from '../errors/api-error.js';
import type { Queryable } from '../storage/index.js';
import { AuthenticationFailures } from './authentication-failures.js';
import type { RateDecision, RateLimiter } from './rate-limiter.js';
import { OPERATION_ID_HEADER } from './request-context.js';

/** `Service-Version: 2`, as every operation of the spec requires it (docs/decisions/0003-request-headers.md). */
const VERSION = versionHeader ?? missingVersionHeader();

function missingVersionHeader(): never {
  throw new Error('the spec requires no version header of every operation, which docs/decisions/0003-request-headers.md says it does');
}

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

  // A callback hook with a synchronous path: a key found in the cache and an in-process rate limit need no
  // promise, and a GET by id is otherwise a few microseconds of work (bench/RESULTS.md, "Server: the hot path
  // of a GET by id, and a worker thread for PGlite weighed"). The checks and their order are the same on both paths.
  app.addHook('onRequest', (request, reply, done) => {
    request.operationId = request.id;
    reply.header(OPERATION_ID_HEADER, request.operationId);
    // No key for public routes, nor for a request no route matches: it answers 404 ROUTE_NOT_FOUND (or 405 with
    // `Allow`) whoever sends it, as the API description says of unknown paths (0003).
    if (isPublic(request) || request.is404) return done();

    let next: Account | Promise<Account | undefined> | undefined;
    try {
      const key = bearerKey(request.headers);
      const cached = key === undefined ? undefined : accounts.cached(key);
      // A key known to work still works from an address that guessed too often, so the address's failures are
      // looked up (its text parsed, its window swept) only for a key not in the cache
      // (docs/decisions/0098-authenticated-request-hot-path.md); such an address is refused without a query.
      if (cached !== undefined) next = cached;
      else {
        const verdict = failures.check(request.ip);
        if (verdict.blocked) {
          throw new ApiError(
            'AUTHENTICATION_RATE_LIMITED',
            { limit: failures.limit, window: failures.windowMs / 1000, retry_after: verdict.retryAfterSeconds },
            { retry_after_seconds: verdict.retryAfterSeconds },
            { 'retry-after': String(verdict.retryAfterSeconds) },
          );
        }
        next = key === undefined ? undefined : accounts.authenticate(key);
      }
    } catch (error) {
      return done(error as Error);
    }
    if (next instanceof Promise) {
      next.then(
        (account) => admit(request, account, done),
        (error: Error) => done(error),
      );
    } else admit(request, next, done);
  });

  /** The request of `account` (undefined: an unknown key) past the version check and the rate limit, or refused; `done` once. */
  const admit = (request: FastifyRequest, account: Account | undefined, done: (error?: Error) => void): void => {
    let decision: RateDecision | Promise<RateDecision>;
    try {
      if (account === undefined) {
        failures.record(request.ip);
        throw invalidApiKey();
      }
      request.account = account;
      checkVersion(request.headers, VERSION);
      decision = deps.rateLimiter.take(account.id);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (decision instanceof Promise) {
      decision.then(
        (taken) => done(refusal(taken)),
        (error: Error) => done(error),
      );
    } else done(refusal(decision));
  };

  /** The 429 of a refused take, or undefined. */
  const refusal = (decision: RateDecision): ApiError | undefined =>
    decision.allowed
      ? undefined
      : new ApiError(
          'RATE_LIMITED',
          { limit: deps.rateLimiter.limit, window: deps.rateLimiter.windowMs / 1000, retry_after: decision.retryAfterSeconds },
          { retry_after_seconds: decision.retryAfterSeconds },
          { 'retry-after': String(decision.retryAfterSeconds) },
        );
}

function isPublic(request: FastifyRequest): boolean {
  return request.routeOptions.config?.public === true;
}
