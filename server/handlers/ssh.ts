/** Handlers of SSH certificate authorities and SSH user certificates (spec/paths/ssh_certificate_authorities*.yaml, ssh_user_certificates*.yaml). */
import type { SSHCertificateAuthorityCreate } from '@tunnel-api/validators';
import type { Account } from '../accounts/index.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../errors/api-error.js';
import { crudHandlers } from '../resources/crud.js';
import { generateAuthorityKey, hasCertificatesError, sshCertificateAuthorities } from '../resources/ssh-certificate-authorities.js';
import { sshUserCertificates } from '../resources/ssh-user-certificates.js';

export function sshHandlers(ctx: ServerContext) {
  const authorities = crudHandlers(ctx, sshCertificateAuthorities, 'ssh_certificate_authorities');
  const certificates = crudHandlers(ctx, sshUserCertificates, 'ssh_user_certificates');
  return {
    async createSshCertificateAuthority(input: { params: Record<string, string>; query: unknown; body: SSHCertificateAuthorityCreate; account: Account }) {
      return authorities.create({ ...input, body: { request: input.body, key: await generateAuthorityKey(input.body) } });
    },
    getSshCertificateAuthority: authorities.get,
    listSshCertificateAuthorities: authorities.list,
    updateSshCertificateAuthority: authorities.update,
    async deleteSshCertificateAuthority(input: Parameters<typeof authorities.delete>[0]) {
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
    createSshUserCertificate: certificates.create,
    getSshUserCertificate: certificates.get,
    listSshUserCertificates: certificates.list,
    updateSshUserCertificate: certificates.update,
    deleteSshUserCertificate: certificates.delete,
  };
}
