/**
 * IP restriction module of an HTTPS edge route
 * (spec/paths/edges_https_{edge_id}_routes_{id}_ip_restriction.yaml): the IP policies that decide whether a
 * source IP may access the endpoint. Each must be one of the account's (400 IP_POLICY_REFERENCE_NOT_FOUND,
 * pointer `/ip_policy_ids/N`); a policy in use cannot be deleted.
 */
import type { IPRestrictionModule, IPRestrictionModuleReplace } from '@tunnel-api/validators';
import { requireReferences } from '../references.js';
import type { ModuleKind } from './module-kind.js';
import { ipPolicyRef } from './refs.js';

interface Config {
  [key: string]: unknown;
  enabled: boolean;
  ip_policy_ids: string[];
}

export const ipRestrictionModule: ModuleKind<IPRestrictionModule, IPRestrictionModuleReplace, Config, unknown> = {
  key: 'ip_restriction',
  what: 'IP restriction',
  async configure({ body, accountId, tx }) {
    const ids = body.ip_policy_ids ?? [];
    const references = ids.map((id, index) => ({ id, pointer: `/ip_policy_ids/${index}` }));
    await requireReferences(tx, accountId, references);
    // The policies are a set: naming one twice adds nothing.
    return { config: { enabled: body.enabled ?? true, ip_policy_ids: [...new Set(ids)] }, references };
  },
  toApi: (config, { ctx }) => ({ enabled: config.enabled, ip_policies: config.ip_policy_ids.map((id) => ipPolicyRef(ctx, id)) }),
};
