/**
 * The agent ingress services of one instance (docs/decisions/0060-ingress-certificates.md): the authoritative name
 * server (when `DNS_PORT` is set) and the certificate jobs. Started by server/main.ts after the API listens, stopped
 * before the database closes.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { IngressConfig } from '../config.js';
import { startDnsServer, type DnsServer } from '../dns/dns-server.js';
import { zoneOf } from '../dns/zone-lookup.js';
import type { Database } from '../storage/index.js';
import { startCertificateJobs, type CertificateJobs } from './certificate-jobs.js';

export interface IngressServices {
  /** The DNS server's port; undefined when none runs. */
  readonly dnsPort: number | undefined;
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

export async function startIngressServices(ctx: IngressServicesContext, config: IngressConfig, log: (line: string) => void = () => undefined): Promise<IngressServices> {
  const extraCaPem = config.acmeCaFile === undefined ? undefined : fs.readFileSync(config.acmeCaFile, 'utf8');
  let dns: DnsServer | undefined;
  if (config.dnsPort !== undefined) {
    const settings = { nsTargets: config.nsTargets, agentAddress: config.agentAddress };
    dns = await startDnsServer({
      host: config.dnsHost,
      port: config.dnsPort,
      zoneOf: (name) => zoneOf(ctx.db, name, settings),
      onError: (error) => log(`dns: ${(error as Error).message}`),
    });
  }
  const jobs: CertificateJobs = startCertificateJobs(ctx, {
    nsTargets: config.nsTargets,
    ...(config.resolverServers === undefined ? {} : { resolverServers: config.resolverServers }),
    acme: { directoryUrl: config.acmeDirectoryUrl, ...(extraCaPem === undefined ? {} : { extraCaPem }) },
    dnsServed: dns !== undefined,
    retryMs: config.retryMs,
    pollMs: config.pollMs,
    leaseMs: LEASE_MS,
    instanceId: randomUUID(),
  }, log);
  return {
    dnsPort: dns?.port,
    runDue: () => jobs.runDue(),
    async stop() {
      await jobs.stop();
      await dns?.close();
    },
  };
}
