/**
 * Whether a customer delegated an agent ingress domain to this service: its NS records, as a resolver sees them,
 * are the `ns_targets` (docs/decisions/0060-ingress-certificates.md). The resolver is the system's, or the servers
 * the operator names (`DNS_RESOLVER`), through node:dns (c-ares), so the answer is what the public DNS says.
 *
 * A domain is delegated when it has NS records and every one of them is an ns_target: a name server that is not ours
 * could answer a CA's DNS-01 query without the challenge record and fail the order.
 */
import { Resolver } from 'node:dns/promises';

export type DelegationCheck =
  | { delegated: true }
  /** What the user must fix: DNS_ERROR. */
  | { delegated: false; problem: string }
  /** The resolver could not tell (timeout, refused, SERVFAIL): INTERNAL_ERROR, retried. */
  | { delegated: 'unknown'; problem: string };

/** Answers that mean "the name or its NS records do not exist" (not a failure to ask). */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA']);

export async function checkDelegation(domain: string, nsTargets: readonly string[], resolverServers: readonly string[] | undefined): Promise<DelegationCheck> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (resolverServers !== undefined) resolver.setServers([...resolverServers]);
  const wanted = nsTargets.map(normalize);
  const list = wanted.join(', ');
  let found: string[];
  try {
    found = (await resolver.resolveNs(domain)).map(normalize);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    if (ABSENT.has(code))
      return {
        delegated: false,
        problem: `${domain} has no NS records. Add NS records for ${domain} pointing at ${list} (the ns_targets) where the parent zone is managed.`,
      };
    return { delegated: 'unknown', problem: `The NS records of ${domain} could not be looked up (${code}); retrying.` };
  }
  const foreign = found.filter((name) => !wanted.includes(name)).sort();
  if (found.length > 0 && foreign.length === 0) return { delegated: true };
  return {
    delegated: false,
    problem: `The NS records of ${domain} point at ${found.sort().join(', ')}; replace them with ${list} (the ns_targets).`,
  };
}

function normalize(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}
