import { createPrivateKey, type KeyObject, sign, verify } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CaKey, type CaKeyOptions, generateCaKey, generateCaKeyAsync, parseAuthorizedKey, SshError } from '../../server/ssh/index.js';
import { decodePublicKeyBlob } from '../../server/ssh/public-key-blob.js';
import { expectSshError } from './support/expect-ssh-error.js';
import { fingerprintOf, hasSshKeygen, makeTempDir, reportSkip } from './support/openssh.js';

if (!hasSshKeygen) reportSkip('ssh-keygen checks of CA public keys', 'ssh-keygen', 'openssh-client');

describe('generateCaKey', () => {
  const temp = makeTempDir('ca-key');
  afterAll(() => temp.remove());

  const cases: { options: CaKeyOptions; keyType: string; sshKeyType: string; bits: number; listed: string }[] = [
    { options: {}, keyType: 'ed25519', sshKeyType: 'ssh-ed25519', bits: 256, listed: 'ED25519' },
    { options: { privateKeyType: 'ed25519' }, keyType: 'ed25519', sshKeyType: 'ssh-ed25519', bits: 256, listed: 'ED25519' },
    { options: { privateKeyType: 'ecdsa' }, keyType: 'ecdsa', sshKeyType: 'ecdsa-sha2-nistp256', bits: 256, listed: 'ECDSA' },
    { options: { privateKeyType: 'ecdsa', ellipticCurve: 'p384' }, keyType: 'ecdsa', sshKeyType: 'ecdsa-sha2-nistp384', bits: 384, listed: 'ECDSA' },
    { options: { privateKeyType: 'ecdsa', ellipticCurve: 'p521' }, keyType: 'ecdsa', sshKeyType: 'ecdsa-sha2-nistp521', bits: 521, listed: 'ECDSA' },
    { options: { privateKeyType: 'rsa', keySize: 2048 }, keyType: 'rsa', sshKeyType: 'ssh-rsa', bits: 2048, listed: 'RSA' },
  ];

  for (const { options, keyType, sshKeyType, bits, listed } of cases) {
    it(`${JSON.stringify(options)} gives a ${bits}-bit ${sshKeyType} key`, () => {
      const ca = generateCaKey(options);
      expect(ca.keyType).toBe(keyType);
      expect(ca.publicKey).toMatch(new RegExp(`^${sshKeyType} AAAA[A-Za-z0-9+/]+=*$`));
      expect(parseAuthorizedKey(ca.publicKey)).toMatchObject({ keyType, sshKeyType });

      expectMatchingKeyPair(ca, generateCaKey(options));

      if (hasSshKeygen) {
        const path = join(temp.dir, `${sshKeyType}-${bits}.pub`);
        writeFileSync(path, `${ca.publicKey}\n`);
        expect(fingerprintOf(path)).toMatchObject({ bits, type: listed });
      }
    });
  }

  it('generateCaKeyAsync makes the same kinds of keys off the event loop', async () => {
    for (const { options, keyType, sshKeyType, bits, listed } of cases) {
      const ca = await generateCaKeyAsync(options);
      expect(ca.keyType).toBe(keyType);
      expect(parseAuthorizedKey(ca.publicKey).sshKeyType).toBe(sshKeyType);
      expectMatchingKeyPair(ca, await generateCaKeyAsync(options));
      if (hasSshKeygen) {
        const path = join(temp.dir, `async-${sshKeyType}-${bits}.pub`);
        writeFileSync(path, `${ca.publicKey}\n`);
        expect(fingerprintOf(path)).toMatchObject({ bits, type: listed });
      }
    }
  });

  it('generateCaKeyAsync checks options as generateCaKey does', async () => {
    const rejection = generateCaKeyAsync({ privateKeyType: 'ecdsa', keySize: 4096 });
    await expect(rejection).rejects.toBeInstanceOf(SshError);
    await expect(rejection).rejects.toMatchObject({ code: 'SSH_KEY_OPTION_MISMATCH', pointer: '/key_size' });
  });

  it('makes a new key each time', () => {
    expect(generateCaKey().publicKey).not.toBe(generateCaKey().publicKey);
  });

  it('rejects elliptic_curve without ecdsa with SSH_KEY_OPTION_MISMATCH', () => {
    expectSshError(() => generateCaKey({ ellipticCurve: 'p384' }), {
      code: 'SSH_KEY_OPTION_MISMATCH',
      pointer: '/elliptic_curve',
      message: 'elliptic_curve applies only when private_key_type is ecdsa, not ed25519',
    });
    expectSshError(() => generateCaKey({ privateKeyType: 'rsa', ellipticCurve: 'p256' }), {
      code: 'SSH_KEY_OPTION_MISMATCH',
      pointer: '/elliptic_curve',
      message: 'elliptic_curve applies only when private_key_type is ecdsa, not rsa',
    });
  });

  it('rejects key_size without rsa with SSH_KEY_OPTION_MISMATCH', () => {
    expectSshError(() => generateCaKey({ privateKeyType: 'ecdsa', keySize: 2048 }), {
      code: 'SSH_KEY_OPTION_MISMATCH',
      pointer: '/key_size',
      message: 'key_size applies only when private_key_type is rsa, not ecdsa',
    });
    expectSshError(() => generateCaKey({ keySize: 4096 }), {
      code: 'SSH_KEY_OPTION_MISMATCH',
      pointer: '/key_size',
      message: 'key_size applies only when private_key_type is rsa, not ed25519',
    });
  });

  it('rejects values outside the allowed sets with SSH_KEY_TYPE_UNSUPPORTED', () => {
    const loose = generateCaKey as (opts: Record<string, unknown>) => unknown;
    expectSshError(() => loose({ privateKeyType: 'dsa' }), {
      code: 'SSH_KEY_TYPE_UNSUPPORTED',
      pointer: '/private_key_type',
      message: 'private_key_type must be one of ed25519, ecdsa, rsa',
    });
    expectSshError(() => loose({ privateKeyType: 'ecdsa', ellipticCurve: 'p224' }), {
      code: 'SSH_KEY_TYPE_UNSUPPORTED',
      pointer: '/elliptic_curve',
      message: 'elliptic_curve must be one of p256, p384, p521',
    });
    expectSshError(() => loose({ privateKeyType: 'rsa', keySize: 1024 }), {
      code: 'SSH_KEY_TYPE_UNSUPPORTED',
      pointer: '/key_size',
      message: 'key_size must be one of 2048, 4096',
    });
  });
});

function publicKeyOf(line: string): KeyObject {
  const { sshKeyType, blob } = parseAuthorizedKey(line);
  return decodePublicKeyBlob(sshKeyType, blob);
}

/** The private key is the one behind the public key: what it signs, its public key verifies, another's does not. */
function expectMatchingKeyPair(ca: CaKey, otherCa: CaKey): void {
  expect(ca.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
  const hash = ca.keyType === 'ed25519' ? null : 'sha256';
  const data = Buffer.from('data signed by the CA');
  const signature = sign(hash, data, createPrivateKey(ca.privateKeyPem));
  expect(verify(hash, data, publicKeyOf(ca.publicKey), signature)).toBe(true);
  expect(verify(hash, data, publicKeyOf(otherCa.publicKey), signature)).toBe(false);
}
