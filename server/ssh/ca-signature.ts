import { type KeyObject, sign } from 'node:crypto';
import { ECDSA_CURVE_INFO, ecdsaSshKeyType, RSA_SHA2_512, SSH_ED25519 } from './key-algorithms.js';
import { SshWriter } from './wire.js';

/**
 * Signs data with a CA private key and returns the SSH signature blob
 * `string algorithm, string signature` (RFC 4253 §6.6), per algorithm:
 * - Ed25519: the 64-byte signature (RFC 8709 §6);
 * - ECDSA: `mpint r, mpint s` with the curve's hash (RFC 5656 §3.1.2);
 * - RSA: PKCS#1 v1.5 over SHA-512 named `rsa-sha2-512` (RFC 8332 §3); never SHA-1 `ssh-rsa`,
 *   which OpenSSH ≥ 8.8 refuses for certificate signatures by default.
 */
export function signAsCa(caPrivateKey: KeyObject, data: Buffer): Buffer {
  switch (caPrivateKey.asymmetricKeyType) {
    case 'ed25519':
      return new SshWriter()
        .string(SSH_ED25519)
        .string(sign(null, data, caPrivateKey))
        .toBuffer();
    case 'ec': {
      const namedCurve = caPrivateKey.asymmetricKeyDetails?.namedCurve;
      const info = ECDSA_CURVE_INFO.find((c) => c.opensslCurve === namedCurve);
      if (!info) throw new Error(`unsupported CA curve ${String(namedCurve)}`);
      // ieee-p1363 gives r || s at fixed width; SSH wants them as two mpints.
      const rs = sign(info.hash, data, { key: caPrivateKey, dsaEncoding: 'ieee-p1363' });
      const half = rs.length / 2;
      const inner = new SshWriter().mpint(rs.subarray(0, half)).mpint(rs.subarray(half)).toBuffer();
      return new SshWriter().string(ecdsaSshKeyType(info)).string(inner).toBuffer();
    }
    case 'rsa':
      return new SshWriter()
        .string(RSA_SHA2_512)
        .string(sign('sha512', data, caPrivateKey))
        .toBuffer();
    default:
      throw new Error(`unsupported CA key algorithm ${String(caPrivateKey.asymmetricKeyType)}`);
  }
}
