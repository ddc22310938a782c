import { createPublicKey, type KeyObject } from 'node:crypto';
import { ECDSA_CURVE_INFO, ecdsaInfoByCurve, ecdsaInfoBySshKeyType, ecdsaSshKeyType, type KeyType, SSH_ED25519, SSH_RSA } from './key-algorithms.js';
import { SshReader, SshWriter, WireFormatError } from './wire.js';

/**
 * SSH public-key blobs (RFC 4253 §6.6, RFC 5656 §3.1, RFC 8709 §4) to and from node:crypto keys.
 * node:crypto speaks SPKI/JWK only, so the SSH framing is done here; JWK carries the raw numbers.
 */

export interface SshPublicKey {
  keyType: KeyType;
  /** e.g. `ssh-ed25519`, `ecdsa-sha2-nistp384`, `ssh-rsa` */
  sshKeyType: string;
  blob: Buffer;
}

/** OpenSSH limits (sshkey.h SSH_RSA_MINIMUM_MODULUS_SIZE / SSH_RSA_MAXIMUM_MODULUS_SIZE). */
export const RSA_MIN_BITS = 1024;
export const RSA_MAX_BITS = 16384;

export function encodePublicKey(key: KeyObject): SshPublicKey {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  const jwk = publicKey.export({ format: 'jwk' });
  switch (publicKey.asymmetricKeyType) {
    case 'ed25519':
      return {
        keyType: 'ed25519',
        sshKeyType: SSH_ED25519,
        blob: new SshWriter().string(SSH_ED25519).string(b64url(jwk.x)).toBuffer(),
      };
    case 'ec': {
      const info = ECDSA_CURVE_INFO.find((c) => c.jwkCurve === jwk.crv);
      if (!info) throw new Error(`unsupported EC curve ${String(jwk.crv)}`);
      const sshKeyType = ecdsaSshKeyType(info);
      // RFC 5656 §3.1: Q is the uncompressed point 0x04 || x || y (SEC1 §2.3.3).
      const q = Buffer.concat([Buffer.from([4]), b64url(jwk.x), b64url(jwk.y)]);
      return {
        keyType: 'ecdsa',
        sshKeyType,
        blob: new SshWriter().string(sshKeyType).string(info.sshCurveId).string(q).toBuffer(),
      };
    }
    case 'rsa':
      return {
        keyType: 'rsa',
        sshKeyType: SSH_RSA,
        blob: new SshWriter().string(SSH_RSA).mpint(b64url(jwk.e)).mpint(b64url(jwk.n)).toBuffer(),
      };
    default:
      throw new Error(`unsupported key algorithm ${String(publicKey.asymmetricKeyType)}`);
  }
}

/**
 * Reads a blob of a supported type completely and checks it is a usable key (point on the curve,
 * RSA modulus size within OpenSSH's limits). Throws WireFormatError with a reason fit for users.
 */
export function decodePublicKeyBlob(sshKeyType: string, blob: Buffer): KeyObject {
  const reader = new SshReader(blob);
  const embeddedType = reader.string().toString('latin1');
  if (embeddedType !== sshKeyType) {
    throw new WireFormatError(`the encoded key is of type "${printable(embeddedType)}", not "${sshKeyType}"`);
  }
  let key: KeyObject;
  if (sshKeyType === SSH_ED25519) {
    const raw = reader.string();
    if (raw.length !== 32) throw new WireFormatError('an Ed25519 key must be 32 bytes');
    key = importJwk({ kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') });
  } else if (sshKeyType === SSH_RSA) {
    const e = reader.positiveMpint();
    const n = reader.positiveMpint();
    const bits = bitLength(n);
    if (bits < RSA_MIN_BITS || bits > RSA_MAX_BITS) {
      throw new WireFormatError(`an RSA modulus must have ${RSA_MIN_BITS} to ${RSA_MAX_BITS} bits, this one has ${bits}`);
    }
    if ((e[e.length - 1]! & 1) === 0 || bitLength(e) < 2) throw new WireFormatError('the RSA exponent is invalid');
    key = importJwk({ kty: 'RSA', n: n.toString('base64url'), e: e.toString('base64url') });
  } else {
    const info = ecdsaInfoBySshKeyType(sshKeyType);
    if (!info) throw new Error(`decodePublicKeyBlob called with unsupported type ${sshKeyType}`);
    const curveId = reader.string().toString('latin1');
    if (curveId !== info.sshCurveId) throw new WireFormatError(`the curve "${printable(curveId)}" does not match the key type`);
    const q = reader.string();
    const n = info.coordinateBytes;
    if (q.length !== 1 + 2 * n || q[0] !== 4) throw new WireFormatError('the ECDSA point is not an uncompressed point of the curve');
    key = importJwk({
      kty: 'EC',
      crv: ecdsaInfoByCurve(info.curve).jwkCurve,
      x: q.subarray(1, 1 + n).toString('base64url'),
      y: q.subarray(1 + n).toString('base64url'),
    });
  }
  if (!reader.atEnd) throw new WireFormatError('the key has trailing data');
  return key;
}

function importJwk(jwk: Record<string, string>): KeyObject {
  try {
    return createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    // OpenSSL rejects, among others, an ECDSA point that is not on the curve.
    throw new WireFormatError('the key is not a valid point or number for its algorithm');
  }
}

function b64url(value: string | undefined): Buffer {
  if (value === undefined) throw new Error('JWK lacks a component');
  return Buffer.from(value, 'base64url');
}

function bitLength(unsigned: Buffer): number {
  if (unsigned.length === 0) return 0;
  return (unsigned.length - 1) * 8 + (32 - Math.clz32(unsigned[0]!));
}

/** Only for names echoed in messages: keep them short and visible, never raw bytes. */
function printable(text: string): string {
  const clean = text.replace(/[^\x20-\x7e]/g, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}
