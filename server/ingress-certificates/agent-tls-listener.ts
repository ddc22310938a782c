/**
 * Agents connect over TLS to a region domain of their agent ingress (`wss://us.<domain>:AGENT_TLS_PORT`), and the
 * server presents that ingress's certificate, chosen by the name the agent sends (SNI, RFC 6066 §3;
 * docs/decisions/0060-ingress-certificates.md). Behind the handshake the socket is the API's own HTTP server's
 * connection, so the control channel (`/agent/v1/connect`) and the API answer on it exactly as on the plain port.
 *
 * A name that is no region domain of an ingress with an issued certificate fails the handshake: there is nothing true
 * to present. Secure contexts are kept per certificate (its ingress and expiry), so a renewed certificate is picked up
 * at the next handshake.
 */
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { resources } from '@tunnel-api/server';
import { AGENT_INGRESS_DOMAIN_NAMESPACE } from '../resources/agent-ingress-domain.js';
import type { StoredAgentIngress } from '../resources/agent-ingresses.js';
import { REGIONS } from '../resources/regions.js';
import { openPrivateKey } from '../ssh/index.js';
import type { Queryable } from '../storage/index.js';

export interface AgentTlsListenerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The API's HTTP server, which serves every connection once its handshake is done. */
  server: HttpServer;
  db: Queryable;
  kek: Buffer;
}

export interface AgentTlsListener {
  readonly port: number;
  close(): Promise<void>;
}

const CACHED_CONTEXTS = 1000;

export async function startAgentTlsListener(options: AgentTlsListenerOptions): Promise<AgentTlsListener> {
  const contexts = new Map<string, tls.SecureContext>();
  const contextFor = async (servername: string): Promise<tls.SecureContext | undefined> => {
    const certificate = await certificateOf(options.db, servername.toLowerCase());
    if (certificate === undefined) return undefined;
    const key = `${certificate.id}:${certificate.not_after}:${certificate.chain_pem.length}`;
    let context = contexts.get(key);
    if (context === undefined) {
      context = tls.createSecureContext({ cert: certificate.chain_pem, key: openPrivateKey(certificate.sealed_key, options.kek) });
      if (contexts.size >= CACHED_CONTEXTS) contexts.delete(contexts.keys().next().value!);
      contexts.set(key, context);
    }
    return context;
  };
  const listener = tls.createServer({
    SNICallback: (servername, callback) => {
      contextFor(servername).then(
        (context) => (context === undefined ? callback(new Error(`no certificate for ${servername}`)) : callback(null, context)),
        (error: unknown) => callback(error as Error),
      );
    },
  });
  listener.on('secureConnection', (socket) => options.server.emit('connection', socket));
  // A failed handshake (unknown name, a client that hung up) concerns that client only.
  listener.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (listener.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

/** The issued certificate of the ingress `servername` is a region domain of, with the ingress id. */
async function certificateOf(db: Queryable, servername: string): Promise<(NonNullable<StoredAgentIngress['certificate']> & { id: string }) | undefined> {
  const dot = servername.indexOf('.');
  if (dot <= 0 || !(REGIONS as readonly string[]).includes(servername.slice(0, dot))) return undefined;
  const { rows } = await db.query<{ id: string; body: StoredAgentIngress }>(
    `SELECT r.id, r.body FROM unique_values u JOIN resources r ON r.id = u.resource_id
      WHERE u.namespace = $1 AND u.value = $2 AND r.kind = $3`,
    [AGENT_INGRESS_DOMAIN_NAMESPACE, servername.slice(dot + 1), resources.agent_ingress.kind],
  );
  const row = rows[0];
  const certificate = row?.body.certificate;
  return row === undefined || certificate === undefined ? undefined : { ...certificate, id: row.id };
}
