import { sourceAddressProblem } from './source-address.js';
import { mapEntryPointer, SshError } from './ssh-error.js';
import { SshWriter } from './wire.js';

/**
 * Critical options and extensions of a user certificate (PROTOCOL.certkeys "Critical options" and
 * "Extensions"): checked against what OpenSSH understands, then encoded for the certificate.
 */

/** spec/components/schemas/SSHUserCertificate.yaml `critical_options`: only these two are accepted, though OpenSSH also knows `verify-required`. */
export const CRITICAL_OPTION_NAMES = ['force-command', 'source-address'] as const;

/** The flag extensions OpenSSH defines; each carries an empty value. */
export const OPENSSH_EXTENSION_NAMES = [
  'no-touch-required',
  'permit-X11-forwarding',
  'permit-agent-forwarding',
  'permit-port-forwarding',
  'permit-pty',
  'permit-user-rc',
] as const;

/** spec/components/schemas/SSHUserCertificate.yaml `extensions`: the extensions when the request does not specify them. */
export const DEFAULT_EXTENSIONS: Readonly<Record<string, string>> = Object.freeze({
  'permit-pty': '',
  'permit-user-rc': '',
});

/** PROTOCOL.certkeys: vendor extensions are named `name@domain`. */
const CUSTOM_EXTENSION_NAME = /^[\x21-\x7e]{1,128}@[\x21-\x7e]{1,128}$/;

export function checkCriticalOptions(options: Record<string, string>): void {
  for (const [name, value] of Object.entries(options)) {
    const pointer = mapEntryPointer('critical_options', name);
    if (!(CRITICAL_OPTION_NAMES as readonly string[]).includes(name)) {
      throw new SshError(
        'SSH_CRITICAL_OPTION_UNKNOWN',
        `critical_options has an unknown option "${shortName(name)}"; only ${CRITICAL_OPTION_NAMES.join(' and ')} are allowed`,
        pointer,
      );
    }
    const problem = typeof value !== 'string' ? 'must be a string' : criticalValueProblem(name, value);
    if (problem) throw new SshError('SSH_CRITICAL_OPTION_INVALID', `critical_options.${name} ${problem}`, pointer);
  }
}

function criticalValueProblem(name: string, value: string): string | undefined {
  if (name === 'force-command') {
    if (value === '') return 'must be a non-empty command';
    if (value.includes('\0')) return 'must not contain a NUL character';
    return undefined;
  }
  return sourceAddressProblem(value);
}

export function checkExtensions(extensions: Record<string, string>): void {
  for (const [name, value] of Object.entries(extensions)) {
    const pointer = mapEntryPointer('extensions', name);
    if ((OPENSSH_EXTENSION_NAMES as readonly string[]).includes(name)) {
      if (value !== '') {
        throw new SshError('SSH_EXTENSION_INVALID', `extensions.${name} is a flag and takes an empty value`, pointer);
      }
    } else if (!CUSTOM_EXTENSION_NAME.test(name)) {
      throw new SshError('SSH_EXTENSION_INVALID', `extensions ${unknownExtensionReason(name)}`, pointer);
    } else if (typeof value !== 'string' || value.includes('\0')) {
      throw new SshError('SSH_EXTENSION_INVALID', `extensions.${name} must be a string without NUL characters`, pointer);
    }
  }
}

/**
 * PROTOCOL.certkeys: options sorted by name, each `string name, string data`, where data is empty
 * for a flag and otherwise itself a string holding the value (as ssh-keygen writes them).
 */
/** Why an extension name is refused (also worded for the spec's `propertyNames` rule by server/errors). */
export function unknownExtensionReason(name: string): string {
  return `has an unknown extension "${shortName(name)}"; use one of ${OPENSSH_EXTENSION_NAMES.join(', ')} or a name@domain of your own`;
}

export function encodeOptions(options: Record<string, string>): Buffer {
  const writer = new SshWriter();
  for (const name of Object.keys(options).sort(byBytes)) {
    const value = options[name]!;
    writer.string(name).string(value === '' ? Buffer.alloc(0) : new SshWriter().string(value).toBuffer());
  }
  return writer.toBuffer();
}

/** OpenSSH compares option names with strcmp, i.e. by bytes, not by locale. */
function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

function shortName(name: string): string {
  const clean = name.replace(/[^\x20-\x7e]/g, '?');
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}
