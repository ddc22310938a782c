/**
 * The authoritative answer for one question about an agent ingress zone (docs/decisions/0060-ingress-certificates.md):
 * the zone apex `domain` has SOA and NS (the `ns_targets`), each region domain `<region>.<domain>` has the address of
 * the service's agent endpoint, and `_acme-challenge` names have TXT records while a certificate order waits for
 * validation. Every other name in the zone does not exist (NXDOMAIN); a name that exists without records of the
 * asked type is NODATA (NOERROR, no answer); both carry the SOA in the authority section for negative caching
 * (RFC 2308). Names outside every zone are REFUSED: this server is no resolver.
 *
 * Pure: the DNS server (dns-server.ts) finds the zone and puts the answer on the wire.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Answer, Question } from 'dns-packet';

/** What the server knows about one zone when it answers. */
export interface Zone {
  /** The apex, lower case, no trailing dot. */
  domain: string;
  /** The name servers of every zone (NS records), first one the SOA's primary. */
  nsTargets: readonly string[];
  /** Region domains, as names under the apex. */
  regionDomains: readonly string[];
  /** The address region domains point at: an IPv4 address (A) or an IPv6 address (AAAA). */
  agentAddress: string;
  /** TXT records of pending ACME DNS-01 challenges: name (lower case) → values. */
  challenges: ReadonlyMap<string, readonly string[]>;
}

export type ResponseCode = 'NOERROR' | 'NXDOMAIN' | 'REFUSED' | 'NOTIMP' | 'FORMERR';

export interface ZoneAnswer {
  rcode: ResponseCode;
  /** Whether the answer is authoritative (AA): for every question about a zone this server serves. */
  authoritative: boolean;
  answers: Answer[];
  authorities: Answer[];
}

/** Short on purpose: challenge records come and go within seconds, delegation changes are the operator's. */
export const TTL_SECONDS = 60;
/** SOA timers (RFC 1912 §2.2 ranges); the minimum is the negative-caching TTL (RFC 2308 §4). */
const SOA_TIMERS = { refresh: 3600, retry: 600, expire: 604_800, minimum: TTL_SECONDS };

const SUPPORTED = new Set(['A', 'AAAA', 'NS', 'SOA', 'TXT', 'ANY', 'CAA', 'CNAME', 'MX']);

/** The answer to `question` from `zone` (undefined: no zone of this server contains the name). */
export function answerFromZone(question: Question, zone: Zone | undefined): ZoneAnswer {
  if (zone === undefined) return { rcode: 'REFUSED', authoritative: false, answers: [], authorities: [] };
  const name = question.name.toLowerCase().replace(/\.$/, '');
  const records = recordsAt(name, zone);
  const soa = [soaRecord(zone)];
  if (records === undefined) return { rcode: 'NXDOMAIN', authoritative: true, answers: [], authorities: soa };
  const type: string = question.type;
  if (!SUPPORTED.has(type)) return { rcode: 'NOERROR', authoritative: true, answers: [], authorities: soa };
  const answers = type === 'ANY' ? records : records.filter((record) => record.type === type);
  return { rcode: 'NOERROR', authoritative: true, answers, authorities: answers.length === 0 ? soa : [] };
}

/** Every record at `name`, [] for a name that exists without records (an empty non-terminal), undefined when absent. */
function recordsAt(name: string, zone: Zone): Answer[] | undefined {
  const records: Answer[] = [];
  if (name === zone.domain) {
    records.push(soaRecord(zone), ...zone.nsTargets.map((target): Answer => ({ type: 'NS', name, ttl: TTL_SECONDS, data: target })));
  }
  if (zone.regionDomains.includes(name)) records.push(addressRecord(name, zone.agentAddress));
  const challenge = zone.challenges.get(name);
  if (challenge !== undefined) records.push(...challenge.map((value): Answer => ({ type: 'TXT', name, ttl: 0, data: value })));
  if (records.length > 0) return records;
  // `_acme-challenge.us.example.com` existing makes `us.example.com` exist too (RFC 8020): an empty non-terminal.
  const below = `.${name}`;
  const hasChildren = zone.regionDomains.some((region) => region.endsWith(below)) || [...zone.challenges.keys()].some((key) => key.endsWith(below));
  return hasChildren ? [] : undefined;
}

function soaRecord(zone: Zone): Answer {
  return {
    type: 'SOA',
    name: zone.domain,
    ttl: TTL_SECONDS,
    data: {
      mname: zone.nsTargets[0] ?? zone.domain,
      rname: `hostmaster.${zone.domain}`,
      // The zone is computed on every query, never transferred: one serial is as true as any.
      serial: 1,
      ...SOA_TIMERS,
    },
  };
}

function addressRecord(name: string, address: string): Answer {
  if (isIPv4(address)) return { type: 'A', name, ttl: TTL_SECONDS, data: address };
  if (isIPv6(address)) return { type: 'AAAA', name, ttl: TTL_SECONDS, data: address };
  throw new TypeError(`answerFromZone: agent address ${JSON.stringify(address)} is not an IP address`);
}
