/**
 * Automatic certificate management of an agent ingress (spec/components/schemas/AgentIngress.yaml,
 * AgentIngressCertJob.yaml; docs/decisions/0026-server-assigned-values.md). Enabling it starts a provisioning
 * job; a certificate can be requested only once the customer's NS records delegate `domain` to the service's
 * name servers, so the job's first state is waiting for that delegation.
 *
 * The jobs themselves run in server/ingress-certificates/certificate-jobs.ts, which advances the stored status
 * (docs/decisions/0060-ingress-certificates.md).
 */
import type { AgentIngressCertPolicy, AgentIngressCertPolicyInput, AgentIngressCertStatus } from '@tunnel-api/validators';
import { timestamp } from '../context.js';

/** The policy with its defaults (`letsencrypt`, `rsa`; AgentIngressCertPolicyInput), or null when disabled. */
export function certificatePolicy(input: AgentIngressCertPolicyInput | null | undefined): AgentIngressCertPolicy | null {
  if (input === null || input === undefined) return null;
  return { authority: input.authority ?? 'letsencrypt', private_key_type: input.private_key_type ?? 'rsa' };
}

/**
 * The status of a policy that was just enabled or changed: a job waiting for NS delegation. A certificate issued
 * under the previous policy stays until the new one replaces it, and with it its renewal time.
 */
export function startedStatus(domain: string, now: Date, renewsAt: string | null = null): AgentIngressCertStatus {
  return {
    renews_at: renewsAt,
    provisioning_job: { msg: `Waiting for the NS records of ${domain} to point at the ns_targets.`, started_at: timestamp(now) },
  };
}

/**
 * The status after a policy change: null when disabled, unchanged when the policy is the same (the job
 * keeps its `started_at`, and one failing with DNS_ERROR is due again at once), a new job when management is
 * enabled or the policy differs (another key type needs another certificate).
 */
export function statusAfter(
  domain: string,
  previous: { policy: AgentIngressCertPolicy | null; status: AgentIngressCertStatus | null },
  policy: AgentIngressCertPolicy | null,
  now: Date,
): AgentIngressCertStatus | null {
  if (policy === null) return null;
  const same =
    previous.policy !== null &&
    previous.status !== null &&
    previous.policy.authority === policy.authority &&
    previous.policy.private_key_type === policy.private_key_type;
  if (!same) return startedStatus(domain, now, previous.policy === null ? null : (previous.status?.renews_at ?? null));
  // An update while the delegation is wrong re-checks it now (the user may just have fixed the NS records).
  const job = previous.status!.provisioning_job;
  if (job?.error_code !== 'DNS_ERROR' || job.retries_at === undefined) return previous.status;
  const { retries_at: _dropped, ...due } = job;
  return { ...previous.status!, provisioning_job: due };
}
