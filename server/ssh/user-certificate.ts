import { createPrivateKey, randomBytes } from 'node:crypto';
import { parseAuthorizedKey } from './authorized-key.js';
import { signAsCa } from './ca-signature.js';
import { checkCriticalOptions, checkExtensions, encodeOptions } from './certificate-options.js';
import { certificateKeyType } from './key-algorithms.js';
import { encodePublicKey } from './public-key-blob.js';
import { SshError } from './ssh-error.js';
import { SshReader, SshWriter } from './wire.js';

/**
 * Issues an OpenSSH user certificate (PROTOCOL.certkeys, "ssh-*-cert-v01@openssh.com").
 *
 * Encoded by hand on node:crypto because no maintained npm library covers the job: sshpk signs
 * OpenSSH RSA certificates with SHA-1 `ssh-rsa` only (refused by OpenSSH ≥ 8.8) and cannot generate
 * RSA keys; ssh2 parses keys but does not issue certificates. The format is a short, fixed
 * sequence of fields, and the tests check every certificate with ssh-keygen and a real sshd.
 */

export interface UserCertificateRequest {
  caPrivateKeyPem: string;
  /** The holder's key, one authorized-keys line (`ssh-ed25519 AAAA… comment`). */
  userPublicKey: string;
  /** The certificate's id (spec/components/schemas/SSHUserCertificate.yaml: key id = certificate id). */
  keyId: string;
  /** Random 64-bit value when omitted. */
  serial?: bigint;
  /** Empty = any user (PROTOCOL.certkeys "valid principals"). */
  principals: string[];
  validAfter: Date;
  validBefore: Date;
  criticalOptions: Record<string, string>;
  extensions: Record<string, string>;
}

/** PROTOCOL.certkeys: `type` field value of a user certificate. */
const SSH2_CERT_TYPE_USER = 1;

export function signUserCertificate(request: UserCertificateRequest): string {
  const userKey = parseAuthorizedKey(request.userPublicKey);
  const [validAfter, validBefore] = validitySeconds(request.validAfter, request.validBefore);
  checkCriticalOptions(request.criticalOptions);
  checkExtensions(request.extensions);

  const caKey = createPrivateKey(request.caPrivateKeyPem);
  const certType = certificateKeyType(userKey.sshKeyType);
  const body = new SshWriter()
    .string(certType)
    .string(randomBytes(32)) // nonce: keeps signatures unpredictable (PROTOCOL.certkeys)
    .raw(keyFieldsOf(userKey.blob))
    .uint64(request.serial ?? randomSerial())
    .uint32(SSH2_CERT_TYPE_USER)
    .string(request.keyId)
    .string(encodePrincipals(request.principals))
    .uint64(validAfter)
    .uint64(validBefore)
    .string(encodeOptions(request.criticalOptions))
    .string(encodeOptions(request.extensions))
    .string(Buffer.alloc(0)) // reserved
    .string(encodePublicKey(caKey).blob) // signature key: the CA's public key
    .toBuffer();
  const certificate = Buffer.concat([body, new SshWriter().string(signAsCa(caKey, body)).toBuffer()]);
  // The key id doubles as the line's comment so the line names its certificate; a comment must be
  // one visible word, or the line would no longer read as `type base64 comment`.
  const comment = /^[\x21-\x7e]+$/.test(request.keyId) ? ` ${request.keyId}` : '';
  return `${certType} ${certificate.toString('base64')}${comment}`;
}

export function randomSerial(): bigint {
  return randomBytes(8).readBigUInt64BE();
}

/** The public key's fields after its type name: a certificate embeds them as they are. */
function keyFieldsOf(blob: Buffer): Buffer {
  const typeLength = new SshReader(blob).string().length;
  return blob.subarray(4 + typeLength);
}

function encodePrincipals(principals: string[]): Buffer {
  const writer = new SshWriter();
  for (const principal of principals) writer.string(principal);
  return writer.toBuffer();
}

/** Certificates carry whole seconds since the epoch (uint64); valid_until must be strictly later. */
function validitySeconds(after: Date, before: Date): [bigint, bigint] {
  const afterSeconds = epochSeconds(after, '/valid_after', 'valid_after');
  const beforeSeconds = epochSeconds(before, '/valid_until', 'valid_until');
  if (beforeSeconds <= afterSeconds) {
    throw new SshError('SSH_VALIDITY_INVALID', 'valid_until must be later than valid_after', '/valid_until');
  }
  return [afterSeconds, beforeSeconds];
}

function epochSeconds(date: Date, pointer: string, field: string): bigint {
  const ms = date instanceof Date ? date.getTime() : Number.NaN;
  if (!Number.isFinite(ms) || ms < 0) {
    throw new SshError('SSH_VALIDITY_INVALID', `${field} must be a valid time not before 1970-01-01T00:00:00Z`, pointer);
  }
  return BigInt(Math.floor(ms / 1000));
}
