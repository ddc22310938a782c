/**
 * Agent ingresses (spec/components/schemas/AgentIngress.yaml): a customer-owned base domain for agent
 * connections. The domain is normalised and checked (agent-ingress-domain.ts), unique across all accounts
 * case-insensitively (storage unique value `agent_ingress_domain` → 409 AGENT_INGRESS_DOMAIN_TAKEN) and fixed
 * at creation (the update schema refuses it with IMMUTABLE_FIELD). Unlike other resources its `uri` is a path,
 * `/agent_ingresses/<id>` (spec/components/schemas/AgentIngress.yaml `uri`;
 * docs/decisions/0009-output-shape.md).
 */
import { resources } from '@tunnel-api/server';
import type { AgentIngress, AgentIngressCertPolicy, AgentIngressCertStatus, AgentIngressCreate, AgentIngressUpdate } from '@tunnel-api/validators';
import { timestamp } from '../context.js';
import { ApiError } from '../errors/api-error.js';
import { certificateState, type IngressCertificateState } from '../ingress-certificates/ingress-state.js';
import { certificatePolicy, statusAfter } from './agent-ingress-certificates.js';
import { AGENT_INGRESS_DOMAIN_NAMESPACE, NS_TARGETS, normalizeAgentIngressDomain, regionDomains } from './agent-ingress-domain.js';
import { describedBy, describedPatch, type ResourceKind } from './crud.js';

const COLLECTION_PATH = '/agent_ingresses';

export interface StoredAgentIngress extends IngressCertificateState {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  domain: string;
  certificate_management_policy: AgentIngressCertPolicy | null;
  certificate_management_status: AgentIngressCertStatus | null;
}

export const agentIngresses: ResourceKind<'agent_ingress', AgentIngress, AgentIngressCreate, AgentIngressUpdate, StoredAgentIngress> = {
  resource: resources.agent_ingress,
  create: ({ body, ctx }) => {
    const domain = normalizeAgentIngressDomain(body.domain);
    const policy = certificatePolicy(body.certificate_management_policy);
    return {
      body: {
        ...describedBy(body),
        domain,
        certificate_management_policy: policy,
        certificate_management_status: statusAfter(domain, { policy: null, status: null }, policy, ctx.now()),
      },
      uniques: [{ namespace: AGENT_INGRESS_DOMAIN_NAMESPACE, value: domain }],
    };
  },
  update: ({ body, current, ctx }) => {
    const previous = { policy: current.body.certificate_management_policy, status: current.body.certificate_management_status };
    const policy = body.certificate_management_policy === undefined ? previous.policy : certificatePolicy(body.certificate_management_policy);
    const status = statusAfter(current.body.domain, previous, policy, ctx.now());
    return {
      body: {
        ...describedPatch(body, current.body),
        domain: current.body.domain,
        certificate_management_policy: policy,
        certificate_management_status: status,
        // Disabling management forgets the certificate; a new job starts with no failures, and waits for a run
        // still holding the lease (docs/decisions/0060-ingress-certificates.md).
        ...(policy === null ? {} : withRestartedJob(certificateState(current.body), status !== previous.status)),
      },
    };
  },
  toApi: (record, _uri, ctx) => ({
    id: record.id,
    uri: `${COLLECTION_PATH}/${record.id}`,
    created_at: timestamp(record.createdAt),
    ...describedBy(record.body),
    domain: record.body.domain,
    ns_targets: [...(ctx.nsTargets ?? NS_TARGETS)],
    region_domains: regionDomains(record.body.domain),
    certificate_management_policy: record.body.certificate_management_policy,
    certificate_management_status: record.body.certificate_management_status,
  }),
  conflict: (error) => new ApiError('AGENT_INGRESS_DOMAIN_TAKEN', { domain: error.value }),
};

function withRestartedJob(state: IngressCertificateState, restarted: boolean): IngressCertificateState {
  if (!restarted || state.certificate_job_run === undefined) return state;
  return { ...state, certificate_job_run: { ...state.certificate_job_run, failures: 0 } };
}
