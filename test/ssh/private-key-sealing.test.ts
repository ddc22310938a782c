import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateCaKey, openPrivateKey, SealedKeyError, sealPrivateKey } from '../../server/ssh/index.js';

describe('sealPrivateKey / openPrivateKey', () => {
  const kek = randomBytes(32);
  const pem = generateCaKey().privateKeyPem;

  it('round-trips a private key, and the sealed form holds no trace of the PEM', () => {
    const sealed = sealPrivateKey(pem, kek);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{11}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(sealed).not.toContain('PRIVATE KEY');
    const body = pem.split('\n')[1]!;
    expect(sealed).not.toContain(body.slice(0, 16));
    expect(openPrivateKey(sealed, kek)).toBe(pem);
  });

  it('uses a fresh nonce each time', () => {
    expect(sealPrivateKey(pem, kek)).not.toBe(sealPrivateKey(pem, kek));
  });

  it('refuses to open with another KEK, saying so', () => {
    const sealed = sealPrivateKey(pem, kek);
    expect(() => openPrivateKey(sealed, randomBytes(32))).toThrow(
      new SealedKeyError('sealed private key was encrypted with a different key-encryption key (check SSH_KEK)'),
    );
  });

  it('detects any altered part: ciphertext, tag, nonce or header', () => {
    const parts = sealPrivateKey(pem, kek).split('.');
    const flip = (index: number): string => {
      const copy = [...parts];
      const bytes = Buffer.from(copy[index]!, 'base64url');
      bytes[0]! ^= 0x01;
      copy[index] = bytes.toString('base64url');
      return copy.join('.');
    };
    for (const index of [2, 3, 4]) {
      expect(() => openPrivateKey(flip(index), kek)).toThrow(new SealedKeyError('sealed private key failed its integrity check (the stored data was altered)'));
    }
    expect(() => openPrivateKey(flip(1), kek)).toThrow(SealedKeyError);
  });

  it('rejects an unknown version and malformed input', () => {
    const sealed = sealPrivateKey(pem, kek);
    expect(() => openPrivateKey(sealed.replace(/^v1/, 'v9'), kek)).toThrow(new SealedKeyError('sealed private key has unknown format version "v9"'));
    expect(() => openPrivateKey('v1.only.three', kek)).toThrow(new SealedKeyError('sealed private key is malformed'));
    expect(() => openPrivateKey(`${sealed}.extra`, kek)).toThrow(new SealedKeyError('sealed private key is malformed'));
  });

  it('requires a 32-byte KEK', () => {
    expect(() => sealPrivateKey(pem, randomBytes(16))).toThrow(new SealedKeyError('the key-encryption key must be 32 bytes'));
    expect(() => openPrivateKey('v1.a.b.c.d', randomBytes(31))).toThrow(new SealedKeyError('the key-encryption key must be 32 bytes'));
  });
});
