/** Handlers of SSH certificate authorities and SSH user certificates (description §4.4–4.5). */
import type { ServerContext } from '../context.js';
import { pending } from './pending.js';

export function sshHandlers(_ctx: ServerContext) {
  return pending(
    'listSshCertificateAuthorities', 'createSshCertificateAuthority', 'getSshCertificateAuthority', 'updateSshCertificateAuthority', 'deleteSshCertificateAuthority',
    'listSshUserCertificates', 'createSshUserCertificate', 'getSshUserCertificate', 'updateSshUserCertificate', 'deleteSshUserCertificate',
  );
}
