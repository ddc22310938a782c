/**
 * The agent ingress services of one instance (docs/decisions/0060-ingress-certificates.md): the authoritative name
 * server (on `DNS_PORT`, 8053 unless set, or none for `off`: docs/decisions/0073-dns-on-by-default.md), the certificate
 * jobs, and the agents' TLS port (when `AGENT_TLS_PORT` is set). Started by server/main.ts after the API listens,
 * stopped before the database closes.
 */

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { IngressConfig } from '../config.js';
import { dnsListenProblem } from '../dns/dns-port.js';
import { type DnsServer, startDnsServer } from '../dns/dns-server.js';
import type { Zone } from '../dns/zone-answer.js';
import { zoneOf } from '../dns/zone-lookup.js';
import { FailureLog } from '../ops/failure-log.js';
import { listenProblem } from '../start-checks.js';
import type { Database } from '../storage/index.js';
import { type AgentTlsListener, startAgentTlsListener } from './agent-tls-listener.js';
import { type CertificateJobs, startCertificateJobs } from './certificate-jobs.js';

export interface IngressServices {
  /** The DNS server's port; undefined when none runs. */
  readonly dnsPort: number | undefined;
  /** The agents' TLS port; undefined when none listens. */
  readonly agentTlsPort: number | undefined;
  /** Runs the due certificate jobs now. */
  runDue(): Promise<void>;
  stop(): Promise<void>;
}

export interface IngressServicesContext {
  db: Database;
  kek: Buffer;
  now(): Date;
}

/** How long a job is its instance's: longer than an order takes (about a minute of polling at most). */
const LEASE_MS = 5 * 60_000;

/** Where agents' TLS connections go once their handshake is done: the API's HTTP server, on `host`. */
export interface AgentTlsTarget {
  host: string;
  server: HttpServer;
}

export async function startIngressServices(
  ctx: IngressServicesContext,
  config: IngressConfig,
  log: (line: string) => void = () => undefined,
  agentTls?: AgentTlsTarget,
): Promise<IngressServices> {
  const extraCaPem = config.acmeCaFile === undefined ? undefined : fs.readFileSync(config.acmeCaFile, 'utf8');
  let dns: DnsServer | undefined;
  if (config.dnsPort !== undefined) {
    const settings = { nsTargets: config.nsTargets, agentAddress: config.agentAddress };
    dns = await startDnsServer({
      host: config.dnsHost,
      port: config.dnsPort,
      ...dnsLogging((name) => zoneOf(ctx.db, name, settings), log),
    }).catch((error: unknown) => {
      throw dnsListenProblem(error, config.dnsHost, config.dnsPort!);
    });
  }
  const jobs: CertificateJobs = startCertificateJobs(
    ctx,
    {
      nsTargets: config.nsTargets,
      ...(config.resolverServers === undefined ? {} : { resolverServers: config.resolverServers }),
      acme: { directoryUrl: config.acmeDirectoryUrl, ...(extraCaPem === undefined ? {} : { extraCaPem }) },
      dnsServed: dns !== undefined,
      retryMs: config.retryMs,
      pollMs: config.pollMs,
      leaseMs: LEASE_MS,
      instanceId: randomUUID(),
    },
    log,
  );
  let tlsListener: AgentTlsListener | undefined;
  if (config.agentTlsPort !== undefined && agentTls !== undefined) {
    tlsListener = await startAgentTlsListener({ host: agentTls.host, port: config.agentTlsPort, server: agentTls.server, db: ctx.db, kek: ctx.kek }).catch(
      async (error: unknown) => {
        await jobs.stop();
        await dns?.close();
        throw listenProblem(error, 'HOST', agentTls.host, 'AGENT_TLS_PORT', config.agentTlsPort!);
      },
    );
  }
  return {
    dnsPort: dns?.port,
    agentTlsPort: tlsListener?.port,
    runDue: () => jobs.runDue(),
    async stop() {
      await tlsListener?.close();
      await jobs.stop();
      await dns?.close();
    },
  };
}

/**
 * The DNS server's `zoneOf` and `onError`, logging as the other parts that read the database do: a database away
 * fails every lookup, so the lookups go through a FailureLog (one line when they start failing, one when they are
 * answered again). The UDP socket's errors have nothing to do with the database: each is logged as it comes, and
 * neither marks the lookups failing nor hides the next database failure's line.
 */
export function dnsLogging(
  lookup: (name: string) => Promise<Zone | undefined>,
  log: (line: string) => void,
): { zoneOf(name: string): Promise<Zone | undefined>; onError(error: unknown): void } {
  const failures = new FailureLog('dns', log);
  return {
    async zoneOf(name) {
      let zone: Zone | undefined;
      try {
        zone = await lookup(name);
      } catch (error) {
        failures.failed(error);
        throw error;
      }
      failures.succeeded();
      return zone;
    },
    onError(error) {
      log(`dns: ${error instanceof Error ? error.message : String(error)}`);
    },
  };
}
