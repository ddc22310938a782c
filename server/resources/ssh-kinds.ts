/**
 * Storage kinds of the SSH family, as the spec names them (`x-resource` of their tags). A certificate
 * references the CA that signed it (resource_refs), which is how a CA knows how many certificates it has
 * issued (docs/decisions/0019-ssh-certificates.md: a CA with certificates cannot be deleted).
 */
import { resources } from '@tunnel-api/server';

export const SSH_CERTIFICATE_AUTHORITY_KIND = resources.ssh_certificate_authority.kind;
export const SSH_USER_CERTIFICATE_KIND = resources.ssh_user_certificate.kind;
