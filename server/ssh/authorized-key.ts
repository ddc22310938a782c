import { type KeyType, keyTypeOf } from './key-algorithms.js';
import { decodePublicKeyBlob } from './public-key-blob.js';
import { SshError } from './ssh-error.js';
import { SshReader, WireFormatError } from './wire.js';

/**
 * Parses the `public_key` of an SSH user certificate (spec/components/schemas/SSHUserCertificate.yaml
 * `public_key`: "public key in OpenSSH Authorized Keys format"): `<type> <base64 blob> [comment]`, as in an
 * `id_*.pub` file (sshd(8) AUTHORIZED_KEYS FILE FORMAT, without the leading options, which make no sense for a
 * key to sign).
 */

export interface AuthorizedKey {
  keyType: KeyType;
  sshKeyType: string;
  blob: Buffer;
  comment?: string;
}

const POINTER = '/public_key';
/** OpenSSH's SSH_MAX_PUBKEY_BYTES; an RSA-16384 line is far below it. */
const MAX_LINE_LENGTH = 16384;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Key types OpenSSH knows that the service does not sign (docs/decisions/0019-ssh-certificates.md: rsa, ecdsa, ed25519 only). */
const KNOWN_UNSUPPORTED: Record<string, string> = {
  'ssh-dss': 'DSA keys are not supported (OpenSSH disables them); use an Ed25519, ECDSA or RSA key',
  'sk-ecdsa-sha2-nistp256@openssh.com': 'security-key (sk-) keys are not supported; use an Ed25519, ECDSA or RSA key',
  'sk-ssh-ed25519@openssh.com': 'security-key (sk-) keys are not supported; use an Ed25519, ECDSA or RSA key',
};

export function parseAuthorizedKey(line: string): AuthorizedKey {
  if (typeof line !== 'string') throw invalid('public_key must be a string');
  if (line.length > MAX_LINE_LENGTH) throw invalid(`public_key is longer than ${MAX_LINE_LENGTH} characters`);
  const trimmed = line.trim();
  if (/[\r\n]/.test(trimmed)) throw invalid('public_key must be a single line holding one key');
  if (trimmed === '') throw invalid('public_key is empty; expected "<type> <base64 key> [comment]"');

  const [sshKeyType = '', encoded, ...commentWords] = trimmed.split(/[ \t]+/);
  const unsupportedReason = KNOWN_UNSUPPORTED[sshKeyType] ?? certificateReason(sshKeyType);
  if (unsupportedReason) throw unsupported(`public_key has key type "${sshKeyType}": ${unsupportedReason}`);

  const keyType = keyTypeOf(sshKeyType);
  if (!keyType) throw unrecognisedType(sshKeyType, encoded);
  if (encoded === undefined) {
    throw invalid('public_key must be "<type> <base64 key> [comment]"; the base64 key is missing');
  }
  const blob = decodeBase64(encoded);
  if (!blob) throw invalid('public_key has a key part that is not valid base64');
  try {
    decodePublicKeyBlob(sshKeyType, blob);
  } catch (error) {
    if (error instanceof WireFormatError) throw invalid(`public_key is not a valid ${sshKeyType} key: ${error.message}`);
    throw error;
  }
  const comment = commentWords.join(' ');
  return comment === '' ? { keyType, sshKeyType, blob } : { keyType, sshKeyType, blob, comment };
}

function certificateReason(sshKeyType: string): string | undefined {
  return /^[a-z0-9.-]{1,40}-cert-v01@openssh\.com$/.test(sshKeyType) ? 'this is a certificate; give the plain public key it was issued for' : undefined;
}

/** A real SSH key of another algorithm is "unsupported"; anything else is "invalid". */
function unrecognisedType(sshKeyType: string, encoded: string | undefined): SshError {
  const blob = encoded === undefined ? undefined : decodeBase64(encoded);
  let embeddedType: string | undefined;
  try {
    embeddedType = blob && new SshReader(blob).string().toString('latin1');
  } catch {
    embeddedType = undefined;
  }
  if (embeddedType === sshKeyType && /^[a-z0-9@.-]{1,64}$/.test(sshKeyType)) {
    return unsupported(`public_key has key type "${sshKeyType}", which is not supported; use an Ed25519, ECDSA or RSA key`);
  }
  return invalid('public_key must start with a key type (ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa)');
}

/** Strict base64: Buffer.from alone skips invalid characters silently. */
function decodeBase64(encoded: string): Buffer | undefined {
  return BASE64.test(encoded) && encoded.length % 4 === 0 ? Buffer.from(encoded, 'base64') : undefined;
}

function invalid(message: string): SshError {
  return new SshError('SSH_PUBLIC_KEY_INVALID', message, POINTER);
}

function unsupported(message: string): SshError {
  return new SshError('SSH_KEY_TYPE_UNSUPPORTED', message, POINTER);
}
