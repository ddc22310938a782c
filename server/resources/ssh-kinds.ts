/**
 * Storage kinds of the SSH family. A certificate references the CA that signed it (resource_refs),
 * which is how a CA knows how many certificates it has issued (docs/decisions/0019-ssh-certificates.md: a CA with
 * certificates cannot be deleted).
 */
export const SSH_CERTIFICATE_AUTHORITY_KIND = 'ssh_certificate_authority';
export const SSH_USER_CERTIFICATE_KIND = 'ssh_user_certificate';
