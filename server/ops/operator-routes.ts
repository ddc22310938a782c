/**
 * The endpoints for operators, on the API's own port: `GET /healthz` (the process answers),
 * `GET /readyz` (it should get traffic: readiness.ts) and `GET /metrics` (Prometheus text format).
 * They need no API key and are not rate limited (`public` routes skip those hooks), and their
 * request log lines are at `warn` level only, so probes every few seconds do not flood the info log.
 *
 * `/metrics` can say more than an outsider should know (operation names, load): with a
 * `METRICS_TOKEN` it requires `Authorization: Bearer <token>`. Its answers are plain text for a
 * scraper, not the API's JSON error body: these endpoints are not part of the API (spec/).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from './metrics.js';
import type { Readiness } from './readiness.js';

export interface OperatorRouteOptions {
  readonly metrics: ServerMetrics;
  readonly readiness: () => Promise<Readiness>;
  /** When set, `/metrics` requires it as a bearer token. */
  readonly metricsToken?: string | undefined;
  /** Why the process cannot serve until restarted (an embedded database that stopped), or undefined. */
  readonly unhealthy?: () => string | undefined;
}

const QUIET = { config: { public: true }, logLevel: 'warn' } as const;

export function registerOperatorRoutes(app: FastifyInstance, options: OperatorRouteOptions): void {
  const tokenMatches = options.metricsToken === undefined ? undefined : bearerMatcher(options.metricsToken);

  // Fails only for what a restart fixes (docs/decisions/0040-database-unavailable.md): a database that is
  // merely away fails /readyz instead, and recovers by itself.
  app.get('/healthz', QUIET, async (_request, reply) => {
    const reason = options.unhealthy?.();
    reply.header('cache-control', 'no-store');
    return reason === undefined ? reply.send({ status: 'ok' }) : reply.code(503).send({ status: 'failed', reason });
  });

  app.get('/readyz', QUIET, async (_request, reply) => {
    const readiness = await options.readiness();
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: readiness.ready ? 'ready' : 'not_ready', checks: readiness.checks });
  });

  app.get('/metrics', QUIET, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (tokenMatches !== undefined && !tokenMatches(request.headers.authorization)) {
      const sent = request.headers.authorization !== undefined;
      return reply
        .code(401)
        .header('www-authenticate', sent ? 'Bearer error="invalid_token"' : 'Bearer')
        .type('text/plain; charset=utf-8')
        .send(sent ? 'The metrics token is not valid.\n' : 'Metrics require Authorization: Bearer <METRICS_TOKEN>.\n');
    }
    const text = await options.metrics.registry.metrics();
    return reply.type(options.metrics.registry.contentType).send(text);
  });
}

/** Compares digests in constant time, so the comparison does not reveal how much of a guess was right. */
function bearerMatcher(token: string): (header: string | undefined) => boolean {
  const expected = createHash('sha256').update(token).digest();
  return (header) => {
    const sent = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header ?? '')?.[1];
    return sent !== undefined && timingSafeEqual(createHash('sha256').update(sent).digest(), expected);
  };
}
