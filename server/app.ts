/**
 * The reference server's Fastify application: hooks (operation id, auth, version, rate limit), the
 * generated routes with the hand-written handlers, the error body for every failure, and the docs.
 * `buildApp` takes everything it needs, so tests can run it with `inject()` or on a real socket.
 */

import { allowedMethods, registerJsonBodyParser, registerTunnelApiRoutes } from '@tunnel-api/server';
import Fastify, { type FastifyInstance, type FastifyServerFactory, LogController } from 'fastify';
import { createSessionHub } from './agents/index.js';
import type { ClusterNode } from './cluster/cluster-node.js';
import {
  type ConnectionSettings,
  DEFAULT_AGENT_COMMAND_TIMEOUT_MS,
  DEFAULT_AGENT_HEARTBEAT_MS,
  DEFAULT_AGENT_RELEASES,
  DEFAULT_AUTH_FAILURES_PER_MINUTE,
  DEFAULT_CONNECTION_SETTINGS,
  type LogFormat,
  MAX_TUNNELS_PER_ACCOUNT,
} from './config.js';
import type { ServerContext } from './context.js';
import type { DocsOptions } from './docs/routes.js';
import { createHandlers } from './handlers.js';
import { registerBeforeIdAlias } from './http/before-id-alias.js';
import { clientErrorHandler } from './http/client-error.js';
import { limitConnections } from './http/connection-limits.js';
import { registerCreateZeroValues } from './http/create-zero-values.js';
import { frameworkErrorHandler, registerErrorHandlers } from './http/error-handler.js';
import { registerHooks } from './http/hooks.js';
import { parsedJsonText, registerJsonTextSerializer } from './http/json-text.js';
import { registerLargeBodyHold } from './http/large-bodies.js';
import { registerPatchEmptyMaps } from './http/patch-empty-maps.js';
import { registerPathIdsInBody } from './http/path-ids-in-body.js';
import { RollingWindowRateLimiter } from './http/rate-limiter.js';
import { loggerOptions, registerRequestLog } from './http/request-log.js';
import { serverTimeouts } from './http/server-timeouts.js';
import { newId } from './ids/index.js';
import { DatabaseAvailability } from './ops/database-availability.js';
import { Drain } from './ops/drain.js';
import { instrumentDatabase } from './ops/instrumented-database.js';
import { ServerMetrics } from './ops/metrics.js';
import { registerOperatorRoutes } from './ops/operator-routes.js';
import { readinessCheck } from './ops/readiness.js';
import { registerPublicRoutes } from './public-routes.js';
import { authenticateCredentialToken, credentialAcl } from './resources/credential-tokens.js';
import './http/request-context.js';

export interface AppOptions {
  readonly ctx: ServerContext;
  /** The agent control channel (server/agents); defaults as in server/config.ts. */
  readonly agents?: AgentSettings;
  readonly rateLimitPerMinute: number;
  /** Timeouts and connection caps for slow and numerous clients; defaults as in server/config.ts. */
  readonly connections?: ConnectionSettings;
  /** Invalid-key requests allowed per client address per rolling minute; default as in server/config.ts. */
  readonly authFailuresPerMinute?: number;
  /** pino level; `silent` in tests. */
  readonly logLevel?: string;
  /** `pretty`: one readable line per request (a terminal); `json` (default): pino's lines. */
  readonly logFormat?: LogFormat;
  /** Receives every log line (standard output when not given). */
  readonly logLine?: (line: string) => void;
  /** Check every response against the spec (tests and development). */
  readonly validateResponses?: boolean;
  /** `/healthz`, `/readyz`, `/metrics` (server/ops). */
  readonly operators?: OperatorSettings;
  /**
   * Membership of a cluster of instances sharing PostgreSQL (server/cluster): sessions, commands and
   * the rate limit go through the database. Without it, they live in this process.
   */
  readonly cluster?: Pick<ClusterNode, 'directory' | 'relay' | 'rateLimiter'> & Partial<Pick<ClusterNode, 'healthy' | 'apiKeyCreations'>>;
  /** How /docs is served (server/docs/routes.ts): `npm run dev` transforms the page. */
  readonly docs?: DocsOptions;
  /**
   * The HTTP server the app runs on, when not its own: `npm run dev` builds a reloaded app on a server that never
   * listens and hands it the listening socket's requests (server/http/app-swap.ts).
   */
  readonly serverFactory?: FastifyServerFactory;
}

export interface OperatorSettings {
  /** `METRICS_TOKEN`: when set, `/metrics` requires it as a bearer token. */
  readonly metricsToken?: string | undefined;
  /** Shared with the shutdown in server/main.ts, which begins draining before closing the app. */
  readonly drain?: Drain;
  /** Shared with server/main.ts, whose database (and so the cluster's statements) it times. */
  readonly metrics?: ServerMetrics;
}

export interface AgentSettings {
  /** Versions an update command may deliver (AGENT_RELEASES). */
  readonly releases?: readonly string[];
  readonly heartbeatMs?: number;
  readonly commandTimeoutMs?: number;
  /** Tunnels an account may have online at once (MAX_TUNNELS_PER_ACCOUNT). */
  readonly maxTunnelsPerAccount?: number;
}

/** Request bodies are limited to 1 MiB (docs/decisions/0005-byte-limits.md: 413 above). */
export const BODY_LIMIT_BYTES = 1_048_576;

export function buildApp(options: AppOptions): FastifyInstance {
  const connections = options.connections ?? DEFAULT_CONNECTION_SETTINGS;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow and idle clients are timed out (docs/decisions/0039-slow-clients.md).
    ...serverTimeouts(connections),
    // One line per request (server/http/request-log.ts), readable on a terminal, JSON otherwise.
    logger: loggerOptions(options.logLevel ?? 'info', options.logFormat ?? 'json', options.logLine),
    logController: new LogController({ disableRequestLogging: true }),
    // The request id in the log is the operation id the client sees (Service-Operation-Id).
    genReqId: () => newId('op'),
    return503OnClosing: true,
    clientErrorHandler: clientErrorHandler(connections),
    frameworkErrors: frameworkErrorHandler,
    ...(options.serverFactory === undefined ? {} : { serverFactory: options.serverFactory }),
  });
  const metrics = options.operators?.metrics ?? new ServerMetrics();
  // Requests that find the database away answer 503; its state changes are logged once each (docs/decisions/0040-database-unavailable.md).
  const availability = new DatabaseAvailability(app.log);
  const db = availability.watch(instrumentDatabase(options.ctx.db, metrics));
  availability.track(app);
  // Handlers get the caller's context with the instrumented database. Everything else is read through
  // on each use, never copied: a caller may set the clock later (tests do) or know its public URL only
  // once it listens (a getter).
  const caller = options.ctx;
  const ctx: ServerContext = {
    db,
    get publicUrl() {
      return caller.publicUrl;
    },
    get now() {
      return caller.now;
    },
    get kek() {
      return caller.kek;
    },
    get nsTargets() {
      return caller.nsTargets;
    },
  };
  registerRequestLog(app);
  limitConnections(app.server, connections);
  const drain = options.operators?.drain ?? new Drain();
  drain.track(app);
  app.addHook('onResponse', (request, reply, done) => {
    // Read once: Fastify builds the route's options anew at each read.
    const route = request.routeOptions;
    const operation = route.config?.operationId ?? route.url ?? 'unmatched';
    metrics.observeRequest(operation, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  registerJsonBodyParser(app);
  registerJsonTextSerializer(app);
  registerLargeBodyHold(app);
  registerHooks(app, {
    db,
    rateLimiter: options.cluster?.rateLimiter ?? new RollingWindowRateLimiter(options.rateLimitPerMinute),
    authFailuresPerMinute: options.authFailuresPerMinute ?? DEFAULT_AUTH_FAILURES_PER_MINUTE,
    ...(options.cluster?.apiKeyCreations === undefined ? {} : { apiKeyCreations: options.cluster.apiKeyCreations }),
  });
  registerCreateZeroValues(app);
  // The real service's clients' shapes (docs/decisions/0052-real-service-clients.md).
  registerPathIdsInBody(app);
  registerBeforeIdAlias(app);
  registerPatchEmptyMaps(app);
  registerErrorHandlers(app, allowedMethods, { availability });
  registerOperatorRoutes(app, {
    metrics,
    readiness: readinessCheck(db, () => drain.draining, options.cluster?.healthy),
    metricsToken: options.operators?.metricsToken,
    unhealthy: () => availability.unrecoverable,
  });
  registerPublicRoutes(app, ctx, options.docs);
  // Agents connect to /agent/v1/connect on the API's own socket (docs/decisions/0014-agent-sessions.md);
  // their tokens are credential tokens. The hub closes before the server does, because the server
  // waits for every socket and the agents' sockets stay open until the hub closes them.
  const commandTimeoutMs = options.agents?.commandTimeoutMs ?? DEFAULT_AGENT_COMMAND_TIMEOUT_MS;
  const hub = createSessionHub({
    server: app.server,
    authenticate: (token) => authenticateCredentialToken(db, token),
    readAcl: (accountId, credentialId) => credentialAcl(db, accountId, credentialId),
    releases: options.agents?.releases ?? DEFAULT_AGENT_RELEASES,
    heartbeatMs: options.agents?.heartbeatMs ?? DEFAULT_AGENT_HEARTBEAT_MS,
    commandTimeoutMs,
    maxTunnelsPerAccount: options.agents?.maxTunnelsPerAccount ?? MAX_TUNNELS_PER_ACCOUNT,
    publicUrl: ctx.publicUrl,
    now: ctx.now,
    ...(options.cluster === undefined ? {} : { directory: options.cluster.directory, relay: options.cluster.relay }),
  });
  metrics.setSources({ connectedAgents: () => hub.connectedCount(), poolStats: () => db.poolStats?.() });
  // Requests in flight finish first (an agent command needs its agent), then the agents are told
  // to go elsewhere (1001), then Fastify closes the socket (server/ops/drain.ts).
  const retire = async () => {
    drain.begin();
    await drain.whenIdle();
    await hub.close();
  };
  app.addHook('preClose', retire);
  retirements.set(app, retire);
  const handlers = createHandlers(ctx, { hub, commandTimeoutMs });
  registerTunnelApiRoutes(app, {
    handlers: options.validateResponses ? checkableHandlers(handlers) : handlers,
    account: (request) => {
      if (request.account === undefined) throw new Error('unauthenticated request reached a handler');
      return request.account;
    },
    validateResponses: options.validateResponses ?? false,
  });
  return app;
}

const retirements = new WeakMap<FastifyInstance, () => Promise<void>>();

/**
 * What closing `app` does before its server closes, without closing it: requests in flight finish, then its agents
 * are told to reconnect. `npm run dev` retires the app whose server listens when a reloaded app takes over its
 * socket (server/http/app-swap.ts); its agents reconnect to the new app's hub.
 */
export async function retireApp(app: FastifyInstance): Promise<void> {
  await retirements.get(app)?.();
}

/** Handlers whose JsonText bodies (server/http/json-text.ts) are handed to the response checks as the values they hold. */
function checkableHandlers<H extends object>(handlers: H): H {
  const checkable: Record<string, unknown> = {};
  for (const [operationId, handler] of Object.entries(handlers)) {
    if (typeof handler !== 'function') continue;
    checkable[operationId] = async (input: unknown) => parsedJsonText(await (handler as (input: unknown) => Promise<{ body?: unknown }>)(input));
  }
  return checkable as H;
}
