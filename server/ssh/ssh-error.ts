/**
 * The one error type of the SSH core. Every code is a caller mistake (HTTP 400 in the API's error registry);
 * `pointer` is the JSON pointer of the request field at fault, in the API's field names
 * (spec/components/schemas/SSHCertificateAuthority.yaml, SSHUserCertificate.yaml), so the server can copy it
 * into `details` unchanged.
 *
 * Messages name the field and the rule and never quote key material: a rejected public key may be
 * garbage, and a CA private key must never reach a response, a log or an error (docs/decisions/0027-secrets.md).
 */
export const SSH_ERROR_CODES = [
  'SSH_PUBLIC_KEY_INVALID',
  'SSH_KEY_TYPE_UNSUPPORTED',
  'SSH_KEY_OPTION_MISMATCH',
  'SSH_CRITICAL_OPTION_UNKNOWN',
  'SSH_CRITICAL_OPTION_INVALID',
  'SSH_EXTENSION_INVALID',
  'SSH_VALIDITY_INVALID',
] as const;

export type SshErrorCode = (typeof SSH_ERROR_CODES)[number];

export class SshError extends Error {
  override readonly name = 'SshError';
  readonly code: SshErrorCode;
  readonly pointer: string | undefined;

  constructor(code: SshErrorCode, message: string, pointer?: string) {
    super(message);
    this.code = code;
    this.pointer = pointer;
  }
}

/** JSON pointer of a map entry (RFC 6901 §4: `~` → `~0`, `/` → `~1`). */
export function mapEntryPointer(field: string, key: string): string {
  return `/${field}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
}
