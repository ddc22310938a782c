/**
 * Fastify's and Node's HTTP server options for slow and idle clients (docs/decisions/0039-slow-clients.md):
 * the request line and headers must arrive within the headers timeout, the whole request within the
 * request timeout, and an idle keep-alive connection closes after the keep-alive timeout. Node checks
 * the first two every `connectionsCheckingInterval` (30 s by default, so a 10 s timeout could take 40 s):
 * here a quarter of the headers timeout, at most a second.
 *
 * No socket idle timeout (`connectionTimeout`): an agent command's request legitimately waits for its
 * agent, and an agent's WebSocket lives by its own heartbeat rules (server/agents/agent-connection.ts);
 * `ws` clears any socket timeout once it takes a socket over.
 */
import type { FastifyServerOptions } from 'fastify';
import type { ConnectionSettings } from '../config.js';

export function serverTimeouts(
  settings: ConnectionSettings,
): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & { http: object } {
  return {
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    connectionTimeout: 0,
    http: {
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      keepAliveTimeout: settings.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(settings.headersTimeoutMs / 4))),
    },
  };
}
