/**
 * The SSH core's errors (server/ssh/ssh-error.ts) as API errors: the same code, the registry's
 * message template filled from the error (spec/components/x-error-codes.yaml), and the field at
 * fault in `details.problems` with the core's own, more specific wording. Neither ever quotes key
 * material: the core's messages name fields and rules only (docs/decisions/0027-secrets.md).
 */
import { ApiError } from '../errors/api-error.js';
import type { SshError } from '../ssh/index.js';

export function sshApiError(error: SshError): ApiError {
  const pointer = error.pointer ?? '';
  const reason = reasonOf(error.message);
  const problem = { pointer, rule: 'ssh', message: `${pointer}: ${sentence(reason)}`, error_code: error.code };
  return new ApiError(error.code, paramsOf(error, pointer, reason), { problems: [problem] });
}

/** The template parameters each SSH code's registered message names. */
function paramsOf(error: SshError, pointer: string, reason: string): Record<string, string> {
  switch (error.code) {
    case 'SSH_KEY_OPTION_MISMATCH': {
      // Only elliptic_curve (ecdsa) and key_size (rsa) depend on the key type
      // (spec/components/schemas/SSHCertificateAuthorityCreate.yaml).
      const field = pointer.slice(1);
      return { pointer, field, key_type: field === 'elliptic_curve' ? 'ecdsa' : 'rsa' };
    }
    case 'SSH_KEY_TYPE_UNSUPPORTED':
      return { pointer, key_type: /key type "([^"]*)"/.exec(error.message)?.[1] ?? 'given' };
    default:
      return { pointer, reason };
  }
}

/** "critical_options.force-command must be …" → "must be …": the pointer already names the field. */
function reasonOf(message: string): string {
  return message.replace(/^[a-z_]+(?:\.\S+)? /, '').replace(/\.$/, '');
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
