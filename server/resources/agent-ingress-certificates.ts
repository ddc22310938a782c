/**
 * Automatic certificate management of an agent ingress (spec/components/schemas/AgentIngress.yaml,
 * AgentIngressCertJob.yaml; docs/decisions/0026-server-assigned-values.md). Enabling it starts a provisioning
 * job; a certificate can be requested only once the customer's NS records delegate `domain` to the service's
 * name servers, so the job's first state is waiting for that delegation.
 *
 * Honest limits of the reference server: it cannot query public DNS nor reach an ACME certificate
 * authority (no network beyond the operator's), so a job stays in that first state — `renews_at` is
 * `null` (no certificate issued yet) and no `error_code` is invented. A deployment that provisions
 * certificates would advance the stored status from here.
 */
import type { AgentIngressCertPolicy, AgentIngressCertPolicyInput, AgentIngressCertStatus } from '@tunnel-api/validators';
import { timestamp } from '../context.js';

/** The policy with its defaults (`letsencrypt`, `rsa`; AgentIngressCertPolicyInput), or null when disabled. */
export function certificatePolicy(input: AgentIngressCertPolicyInput | null | undefined): AgentIngressCertPolicy | null {
  if (input === null || input === undefined) return null;
  return { authority: input.authority ?? 'letsencrypt', private_key_type: input.private_key_type ?? 'rsa' };
}

/** The status of a policy that was just enabled or changed: a job waiting for NS delegation. */
export function startedStatus(domain: string, now: Date): AgentIngressCertStatus {
  return {
    renews_at: null,
    provisioning_job: { msg: `Waiting for the NS records of ${domain} to point at the ns_targets.`, started_at: timestamp(now) },
  };
}

/**
 * The status after a policy change: null when disabled, unchanged when the policy is the same (the job
 * keeps its `started_at`), a new job when management is enabled or the policy differs (another key
 * type needs another certificate).
 */
export function statusAfter(
  domain: string,
  previous: { policy: AgentIngressCertPolicy | null; status: AgentIngressCertStatus | null },
  policy: AgentIngressCertPolicy | null,
  now: Date,
): AgentIngressCertStatus | null {
  if (policy === null) return null;
  const same = previous.policy !== null && previous.status !== null
    && previous.policy.authority === policy.authority && previous.policy.private_key_type === policy.private_key_type;
  return same ? previous.status : startedStatus(domain, now);
}
