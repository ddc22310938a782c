/**
 * `--dns-server ADDRESS[:PORT]`: the agent resolves the names of its `--server` URLs by asking that one DNS server
 * instead of the system's resolver — the service's own name server (`DNS_PORT`) before a domain is delegated, or a
 * test's, without touching the machine's resolver configuration (docs/decisions/0072-agent-tls-by-name.md). The name
 * stays the URL's, so TLS still sends it (SNI) and verifies the certificate against it.
 */

import type { LookupAddress } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';

/** Seconds a question may take before it is asked again (twice in all): a DNS server on the internet, not a test's. */
const QUESTION_TIMEOUT_MS = 5000;

/** Throws TypeError naming the problem when `server` is not an IP address with an optional port. */
export function dnsServerResolver(server: string): Resolver {
  const resolver = new Resolver({ timeout: QUESTION_TIMEOUT_MS, tries: 2 });
  try {
    resolver.setServers([server]);
  } catch {
    throw new TypeError(`--dns-server must be an IP address with an optional port, e.g. 127.0.0.1:8053 or [::1]:53, not ${JSON.stringify(server)}`);
  }
  return resolver;
}

/** A `lookup` for net/tls connections that asks `server` (A, then AAAA) and fails with one line naming it. */
export function lookupThrough(server: string): LookupFunction {
  const resolver = dnsServerResolver(server);
  return (hostname, options, callback) => {
    addressesOf(resolver, hostname, options.family).then(
      (addresses) => {
        const [first] = addresses;
        if (options.all === true) callback(null, addresses);
        else callback(null, first!.address, first!.family);
      },
      (error: NodeJS.ErrnoException) => {
        const problem: NodeJS.ErrnoException = new Error(`${hostname} has no address at DNS server ${server} (${error.code ?? error.message})`);
        if (error.code !== undefined) problem.code = error.code;
        callback(problem, []);
      },
    );
  };
}

async function addressesOf(resolver: Resolver, hostname: string, family: number | string | undefined): Promise<LookupAddress[]> {
  const wanted = family === 4 || family === 'IPv4' ? [4] : family === 6 || family === 'IPv6' ? [6] : [4, 6];
  const answers = await Promise.allSettled(wanted.map((version) => (version === 4 ? resolver.resolve4(hostname) : resolver.resolve6(hostname))));
  const addresses = answers.flatMap((answer, index) =>
    answer.status === 'fulfilled' ? answer.value.map((address) => ({ address, family: wanted[index]! })) : [],
  );
  if (addresses.length > 0) return addresses;
  // Neither family has an address: the A question's failure says why (ENOTFOUND, ENODATA, ETIMEOUT, ECONNREFUSED).
  throw (answers[0] as PromiseRejectedResult).reason;
}
