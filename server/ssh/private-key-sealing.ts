import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts CA private keys at rest (docs/decisions/0019-ssh-certificates.md) with AES-256-GCM under the
 * key-encryption key (KEK).
 *
 * Sealed form: `v1.<kek id>.<nonce>.<ciphertext>.<tag>` (base64url parts). The version lets a later
 * format or KEK rotation coexist with stored keys; the KEK id (a hash of the KEK, which reveals
 * nothing about it) lets a wrong KEK be told apart from damaged data in the error. The header is
 * authenticated as additional data, so no part can be swapped.
 */

const VERSION = 'v1';
const KEK_BYTES = 32;
const NONCE_BYTES = 12; // NIST SP 800-38D §8.2: 96-bit random nonces
const TAG_BYTES = 16;

/** A sealed key that cannot be opened: a server configuration or storage problem, never a user's. */
export class SealedKeyError extends Error {
  override readonly name = 'SealedKeyError';
}

export function sealPrivateKey(pem: string, kek: Buffer): string {
  checkKek(kek);
  const header = `${VERSION}.${kekId(kek)}`;
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(header));
  const ciphertext = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  const encoded = [nonce, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [header, ...encoded].join('.');
}

export function openPrivateKey(sealed: string, kek: Buffer): string {
  checkKek(kek);
  const parts = sealed.split('.');
  const [version, storedKekId, nonce, ciphertext, tag] = parts;
  if (version !== VERSION) throw new SealedKeyError(`sealed private key has unknown format version "${String(version).slice(0, 8)}"`);
  if (parts.length !== 5 || !storedKekId || !nonce || !ciphertext || !tag) {
    throw new SealedKeyError('sealed private key is malformed');
  }
  if (storedKekId !== kekId(kek)) {
    throw new SealedKeyError('sealed private key was encrypted with a different key-encryption key (check SSH_KEK)');
  }
  const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(nonce, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(`${version}.${storedKekId}`));
  const tagBytes = Buffer.from(tag, 'base64url');
  if (tagBytes.length !== TAG_BYTES) throw new SealedKeyError('sealed private key is malformed');
  decipher.setAuthTag(tagBytes);
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedKeyError('sealed private key failed its integrity check (the stored data was altered)');
  }
}

function checkKek(kek: Buffer): void {
  if (!Buffer.isBuffer(kek) || kek.length !== KEK_BYTES) {
    throw new SealedKeyError(`the key-encryption key must be ${KEK_BYTES} bytes`);
  }
}

function kekId(kek: Buffer): string {
  return createHash('sha256').update('tunnel-api ssh kek id\0').update(kek).digest().subarray(0, 8).toString('base64url');
}
