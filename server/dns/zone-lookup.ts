/**
 * The zone a DNS question falls in: the agent ingress whose `domain` is the longest suffix of the name, of any
 * account (docs/decisions/0060-ingress-certificates.md). One indexed query on the unique values that hold every
 * ingress domain (server/resources/agent-ingress-domain.ts), so every instance of a cluster answers alike.
 */
import { resources } from '@tunnel-api/server';
import type { IngressCertificateState } from '../ingress-certificates/ingress-state.js';
import { AGENT_INGRESS_DOMAIN_NAMESPACE, regionDomains } from '../resources/agent-ingress-domain.js';
import type { Queryable } from '../storage/index.js';
import type { Zone } from './zone-answer.js';

export interface ZoneSettings {
  nsTargets: readonly string[];
  agentAddress: string;
}

/** Longer names than this cannot be a domain plus a region (RFC 1035 §3.1). */
const MAX_NAME = 253;

export async function zoneOf(db: Queryable, name: string, settings: ZoneSettings): Promise<Zone | undefined> {
  const normalized = name.toLowerCase().replace(/\.$/, '');
  if (normalized.length > MAX_NAME) return undefined;
  const labels = normalized.split('.');
  // Every suffix of at least two labels: `a.b.example.com` → `a.b.example.com`, `b.example.com`, `example.com`.
  const suffixes = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  if (suffixes.length === 0) return undefined;
  const { rows } = await db.query<{ value: string; body: IngressCertificateState }>(
    `SELECT u.value, r.body FROM unique_values u JOIN resources r ON r.id = u.resource_id
      WHERE u.namespace = $1 AND u.value = ANY($2::text[]) AND r.kind = $3
      ORDER BY length(u.value) DESC LIMIT 1`,
    [AGENT_INGRESS_DOMAIN_NAMESPACE, suffixes, resources.agent_ingress.kind],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const challenges = new Map<string, string[]>();
  for (const record of row.body.acme_challenges ?? []) challenges.set(record.name, [...(challenges.get(record.name) ?? []), record.value]);
  return { domain: row.value, nsTargets: settings.nsTargets, regionDomains: regionDomains(row.value), agentAddress: settings.agentAddress, challenges };
}
