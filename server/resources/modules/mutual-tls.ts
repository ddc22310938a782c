/**
 * Mutual TLS module of a TLS edge (spec/paths/edges_tls_{id}_mutual_tls.yaml): the certificate authorities that
 * validate the client certificate. Each must be one of the account's (400
 * CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND, pointer `/certificate_authority_ids/N`); a CA in use cannot be
 * deleted.
 */
import type { MutualTLSModule, MutualTLSModuleReplace } from '@tunnel-api/validators';
import { requireReferences } from '../references.js';
import type { ModuleKind } from './module-kind.js';
import { certificateAuthorityRef } from './refs.js';

interface Config {
  [key: string]: unknown;
  enabled: boolean;
  certificate_authority_ids: string[];
}

export const mutualTlsModule: ModuleKind<MutualTLSModule, MutualTLSModuleReplace, Config, unknown> = {
  key: 'mutual_tls',
  what: 'mutual TLS',
  async configure({ body, accountId, tx }) {
    const ids = body.certificate_authority_ids ?? [];
    const references = ids.map((id, index) => ({ id, pointer: `/certificate_authority_ids/${index}` }));
    await requireReferences(tx, accountId, references);
    // The authorities are a set: naming one twice adds nothing.
    return { config: { enabled: body.enabled ?? true, certificate_authority_ids: [...new Set(ids)] }, references };
  },
  toApi: (config, { ctx }) => ({
    enabled: config.enabled,
    certificate_authorities: config.certificate_authority_ids.map((id) => certificateAuthorityRef(ctx, id)),
  }),
};
