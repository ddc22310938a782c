/**
 * The DNS server's port at start-up (docs/decisions/0073-dns-on-by-default.md): `npm start` serves DNS on
 * `DNS_HOST:DNS_PORT` (127.0.0.1:8053 unless set), so a port another process holds must stop it with one line that
 * says what to change — checked before anything is created, as PORT is (server/start-checks.ts).
 */
import { listenProblem } from '../start-checks.js';
import { startDnsServer } from './dns-server.js';

/** Listens on `host:port` (UDP and TCP) and lets go; fails as the server would. Nothing to check for none or port 0. */
export async function checkDnsPortFree(host: string, port: number | undefined): Promise<void> {
  if (port === undefined || port === 0) return;
  const probe = await startDnsServer({ host, port, zoneOf: async () => undefined }).catch((error: unknown) => {
    throw dnsListenProblem(error, host, port);
  });
  await probe.close();
}

/** The one line for a DNS port that cannot be listened on (busy, privileged, an address not of this machine). */
export function dnsListenProblem(error: unknown, host: string, port: number): unknown {
  return listenProblem(error, 'DNS_HOST', host, 'DNS_PORT', port, { protocols: 'UDP or TCP', orElse: ', or DNS_PORT=off for no DNS server' });
}
