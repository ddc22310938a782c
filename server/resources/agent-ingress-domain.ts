/**
 * The agent ingress domain and what the service derives from it (spec/components/schemas/AgentIngress.yaml).
 * The schema's pattern already refuses most malformed names; this is the server's own rule, applied to what the
 * pattern lets through: DNS names are case-insensitive (RFC 4343) so the domain is stored and held unique in
 * lower case, a trailing dot (the root of an absolute name) is dropped, and the name must have at least two
 * labels of 1–63 letters, digits and inner hyphens (RFC 1035 §2.3.1, RFC 1123 §2.1) — and stay short enough for
 * every regional domain `<region>.<domain>` to be a valid name too (253 characters, RFC 1035 §3.1 without the
 * root's length byte).
 */
import { ApiError } from '../errors/api-error.js';
import { REGIONS } from './regions.js';

export const AGENT_INGRESS_DOMAIN_NAMESPACE = 'agent_ingress_domain';

/** `ns_targets` when the server's context names none (server/config.ts `NS_TARGETS`). */
export { DEFAULT_NS_TARGETS as NS_TARGETS } from '../config.js';

const MAX_NAME_LENGTH = 253;
const LONGEST_REGION_PREFIX = Math.max(...REGIONS.map((region) => region.length + 1));
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The domain as stored: lower case, no trailing dot. @throws ApiError AGENT_INGRESS_DOMAIN_INVALID. */
export function normalizeAgentIngressDomain(raw: string, pointer = '/domain'): string {
  const domain = raw.toLowerCase().replace(/\.$/, '');
  const labels = domain.split('.');
  const valid =
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    /^[a-z]/.test(labels.at(-1)!) && // a top-level label is never numeric (RFC 3696 §2), so `1.2.3.4` is refused
    domain.length + LONGEST_REGION_PREFIX <= MAX_NAME_LENGTH;
  if (!valid) throw new ApiError('AGENT_INGRESS_DOMAIN_INVALID', { pointer, domain: raw });
  return domain;
}

/**
 * One regional agent ingress domain per region, computed when read: "the list may grow over time as regions are
 * added" (spec/components/schemas/AgentIngress.yaml `region_domains`) then holds for existing ingresses without
 * a migration.
 */
export function regionDomains(domain: string): string[] {
  return REGIONS.map((region) => `${region}.${domain}`);
}
