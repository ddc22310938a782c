/**
 * The key algorithms the service handles, and their names in the API, in OpenSSH (RFC 4253 §6.6,
 * RFC 5656 §6.2, RFC 8709 §4) and in node:crypto. One table so no other file spells these names.
 */

/** `key_type` in the API (spec/components/schemas/SSHCertificateAuthority.yaml, SSHUserCertificate.yaml). */
export type KeyType = 'ed25519' | 'ecdsa' | 'rsa';
export const KEY_TYPES: readonly KeyType[] = ['ed25519', 'ecdsa', 'rsa'];

/** `elliptic_curve` on CA creation (values chosen by us where the API left them open: spec/components/schemas/SSHCertificateAuthorityCreate.yaml). */
export type EllipticCurve = 'p256' | 'p384' | 'p521';
export const ELLIPTIC_CURVES: readonly EllipticCurve[] = ['p256', 'p384', 'p521'];

/** `key_size` on CA creation; 4096 is the default (docs/decisions/0019-ssh-certificates.md). */
export type RsaKeySize = 2048 | 4096;
export const RSA_KEY_SIZES: readonly RsaKeySize[] = [2048, 4096];

export interface EcdsaCurveInfo {
  curve: EllipticCurve;
  /** RFC 5656 §6.1 curve identifier, the suffix of the SSH key type name. */
  sshCurveId: 'nistp256' | 'nistp384' | 'nistp521';
  /** JWK `crv` (node:crypto accepts it as namedCurve too). */
  jwkCurve: 'P-256' | 'P-384' | 'P-521';
  /** OpenSSL name, as node reports it in `asymmetricKeyDetails.namedCurve`. */
  opensslCurve: 'prime256v1' | 'secp384r1' | 'secp521r1';
  /** RFC 5656 §6.2.1: the hash is fixed by the curve size. */
  hash: 'sha256' | 'sha384' | 'sha512';
  coordinateBytes: number;
}

export const ECDSA_CURVE_INFO: readonly EcdsaCurveInfo[] = [
  { curve: 'p256', sshCurveId: 'nistp256', jwkCurve: 'P-256', opensslCurve: 'prime256v1', hash: 'sha256', coordinateBytes: 32 },
  { curve: 'p384', sshCurveId: 'nistp384', jwkCurve: 'P-384', opensslCurve: 'secp384r1', hash: 'sha384', coordinateBytes: 48 },
  { curve: 'p521', sshCurveId: 'nistp521', jwkCurve: 'P-521', opensslCurve: 'secp521r1', hash: 'sha512', coordinateBytes: 66 },
];

export const SSH_ED25519 = 'ssh-ed25519';
export const SSH_RSA = 'ssh-rsa';
/** RFC 8332 §3: RSA with SHA-512; OpenSSH ≥ 8.8 refuses the SHA-1 `ssh-rsa` signature by default. */
export const RSA_SHA2_512 = 'rsa-sha2-512';

export function ecdsaSshKeyType(info: EcdsaCurveInfo): string {
  return `ecdsa-sha2-${info.sshCurveId}`;
}

export function ecdsaInfoBySshKeyType(sshKeyType: string): EcdsaCurveInfo | undefined {
  return ECDSA_CURVE_INFO.find((info) => ecdsaSshKeyType(info) === sshKeyType);
}

export function ecdsaInfoByCurve(curve: EllipticCurve): EcdsaCurveInfo {
  const info = ECDSA_CURVE_INFO.find((candidate) => candidate.curve === curve);
  if (!info) throw new Error(`no ECDSA curve ${curve}`);
  return info;
}

/** The API `key_type` of an SSH key type name, or undefined when the service does not accept it. */
export function keyTypeOf(sshKeyType: string): KeyType | undefined {
  if (sshKeyType === SSH_ED25519) return 'ed25519';
  if (sshKeyType === SSH_RSA) return 'rsa';
  if (ecdsaInfoBySshKeyType(sshKeyType)) return 'ecdsa';
  return undefined;
}

/** PROTOCOL.certkeys: the certificate key type is the plain key type with this suffix. */
export function certificateKeyType(sshKeyType: string): string {
  return `${sshKeyType}-cert-v01@openssh.com`;
}
