/**
 * Handlers of SSH certificate authorities that differ from the shared CRUD (stored-kinds.gen.ts): create generates
 * the authority's key; delete answers SSH_CA_HAS_CERTIFICATES when a certificate was issued meanwhile
 * (spec/paths/ssh_certificate_authorities*.yaml). Spread after the shared CRUD, so these win.
 */
import { resources } from '@tunnel-api/server';
import type { SSHCertificateAuthorityCreate } from '@tunnel-api/validators';
import type { Account } from '../accounts/index.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../errors/api-error.js';
import { crudHandlers } from '../resources/crud.js';
import { generateAuthorityKey, hasCertificatesError, sshCertificateAuthorities } from '../resources/ssh-certificate-authorities.js';
import { byOperationId } from './by-operation-id.js';

export function sshHandlers(ctx: ServerContext) {
  const authorities = crudHandlers(ctx, sshCertificateAuthorities);
  return {
    ...byOperationId(resources.ssh_certificate_authority, {
      async create(input: { params: Record<string, string>; query: unknown; body: SSHCertificateAuthorityCreate; account: Account }) {
        return authorities.create({ ...input, body: { request: input.body, key: await generateAuthorityKey(input.body) } });
      },
      async delete(input: Parameters<typeof authorities.delete>[0]) {
        try {
          return await authorities.delete(input);
        } catch (error) {
          // A certificate issued after beforeDelete counted (another instance, same PostgreSQL): the
          // storage's foreign key refuses the delete; the caller gets the same answer as when counted.
          if (error instanceof ApiError && error.code === 'RESOURCE_IN_USE') {
            const referrers = error.details.referrers as readonly string[];
            throw hasCertificatesError(input.params.id ?? '', referrers.length);
          }
          throw error;
        }
      },
    }),
  };
}
