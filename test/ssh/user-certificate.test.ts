import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaKey, type CaKeyOptions, DEFAULT_EXTENSIONS, generateCaKey, signUserCertificate, type UserCertificateRequest } from '../../server/ssh/index.js';
import { expectSshError } from './support/expect-ssh-error.js';
import {
  fingerprintOf,
  generateUserKey,
  hasSshKeygen,
  listCertificate,
  makeTempDir,
  opensshTime,
  reportSkip,
  type UserKeyFiles,
  type UserKeySpec,
} from './support/openssh.js';

/**
 * Every certificate is read back by OpenSSH's ssh-keygen -L, which also verifies the CA signature
 * (docs/decisions/0019-ssh-certificates.md: "ssh-keygen -L must read every certificate"), for each CA key
 * type × each user key type.
 */

if (!hasSshKeygen) reportSkip('ssh-keygen certificate checks', 'ssh-keygen', 'openssh-client');

interface CaCase {
  name: string;
  options: CaKeyOptions;
  /** ssh-keygen -L: "Signing CA: <TYPE> SHA256:… (using <algorithm>)" */
  listedType: string;
  algorithm: string;
}

const CA_CASES: CaCase[] = [
  { name: 'ed25519 (default)', options: {}, listedType: 'ED25519', algorithm: 'ssh-ed25519' },
  { name: 'ecdsa p256', options: { privateKeyType: 'ecdsa' }, listedType: 'ECDSA', algorithm: 'ecdsa-sha2-nistp256' },
  { name: 'ecdsa p384', options: { privateKeyType: 'ecdsa', ellipticCurve: 'p384' }, listedType: 'ECDSA', algorithm: 'ecdsa-sha2-nistp384' },
  { name: 'ecdsa p521', options: { privateKeyType: 'ecdsa', ellipticCurve: 'p521' }, listedType: 'ECDSA', algorithm: 'ecdsa-sha2-nistp521' },
  { name: 'rsa 2048', options: { privateKeyType: 'rsa', keySize: 2048 }, listedType: 'RSA', algorithm: 'rsa-sha2-512' },
];

const USER_KEYS: { name: string; spec: UserKeySpec; certType: string }[] = [
  { name: 'rsa', spec: { type: 'rsa', bits: 2048 }, certType: 'ssh-rsa-cert-v01@openssh.com' },
  { name: 'ecdsa', spec: { type: 'ecdsa', bits: 256 }, certType: 'ecdsa-sha2-nistp256-cert-v01@openssh.com' },
  { name: 'ed25519', spec: { type: 'ed25519' }, certType: 'ssh-ed25519-cert-v01@openssh.com' },
];

describe.skipIf(!hasSshKeygen)('signUserCertificate read back by ssh-keygen -L', () => {
  const temp = makeTempDir('certs');
  const userKeys = new Map<string, UserKeyFiles>();
  const validAfter = new Date('2026-03-01T10:00:00Z');
  const validBefore = new Date('2026-03-02T10:00:00Z');
  let fileCount = 0;

  beforeAll(() => {
    for (const { name, spec } of USER_KEYS) userKeys.set(name, generateUserKey(temp.dir, `id_${name}`, spec));
  });
  afterAll(() => temp.remove());

  function writeFile(name: string, content: string): string {
    const path = join(temp.dir, `${++fileCount}-${name}`);
    writeFileSync(path, `${content}\n`);
    return path;
  }

  function request(ca: CaKey, userKey: UserKeyFiles, overrides: Partial<UserCertificateRequest> = {}): UserCertificateRequest {
    return {
      caPrivateKeyPem: ca.privateKeyPem,
      userPublicKey: userKey.publicKeyLine,
      keyId: 'sucrt_2bA9xQf3Lm0pZ7tYk1R8vN5cD4e',
      serial: 18_446_744_073_709_551_615n, // the largest uint64: proves all 64 bits survive
      principals: ['alice', 'deploy'],
      validAfter,
      validBefore,
      criticalOptions: { 'source-address': '10.1.0.0/16,2001:db8::/32,192.0.2.7', 'force-command': '/usr/bin/rsync --server' },
      extensions: { ...DEFAULT_EXTENSIONS, 'permit-port-forwarding': '', 'login@example.com': 'alice' },
      ...overrides,
    };
  }

  function checkCaCase(caCase: CaCase, ca: CaKey): void {
    const caFingerprint = fingerprintOf(writeFile('ca.pub', ca.publicKey)).fingerprint;
    for (const { name, certType } of USER_KEYS) {
      const userKey = userKeys.get(name)!;
      const certificate = signUserCertificate(request(ca, userKey));
      expect(certificate.split(' ')).toEqual([certType, expect.stringMatching(/^AAAA[A-Za-z0-9+/]+=*$/), 'sucrt_2bA9xQf3Lm0pZ7tYk1R8vN5cD4e']);

      const listing = listCertificate(writeFile(`${name}-cert.pub`, certificate));
      expect(listing).toEqual({
        type: `${certType} user certificate`,
        signingCa: `${caCase.listedType} ${caFingerprint} (using ${caCase.algorithm})`,
        keyId: '"sucrt_2bA9xQf3Lm0pZ7tYk1R8vN5cD4e"',
        serial: '18446744073709551615',
        valid: `from ${opensshTime(validAfter)} to ${opensshTime(validBefore)}`,
        principals: ['alice', 'deploy'],
        criticalOptions: ['force-command /usr/bin/rsync --server', 'source-address 10.1.0.0/16,2001:db8::/32,192.0.2.7'],
        // ssh-keygen prints a custom extension's bytes in hex: string "alice" = 00000005 616c696365.
        extensions: ['login@example.com UNKNOWN OPTION: 00000005616c696365 (len 9)', 'permit-port-forwarding', 'permit-pty', 'permit-user-rc'],
      });
      // The certificate certifies the user's key: same fingerprint as the key itself.
      const userFingerprint = fingerprintOf(`${userKey.privateKeyPath}.pub`).fingerprint;
      expect(fingerprintOf(writeFile(`${name}-again-cert.pub`, certificate)).fingerprint).toBe(userFingerprint);
    }
  }

  for (const caCase of CA_CASES) {
    it(`CA ${caCase.name} signs rsa, ecdsa and ed25519 user keys`, () => {
      checkCaCase(caCase, generateCaKey(caCase.options));
    });
  }

  it('CA rsa 4096 (the rsa default) signs with rsa-sha2-512', () => {
    const ca = generateCaKey({ privateKeyType: 'rsa' });
    expect(fingerprintOf(writeFile('ca4096.pub', ca.publicKey)).bits).toBe(4096);
    checkCaCase({ name: 'rsa 4096', options: {}, listedType: 'RSA', algorithm: 'rsa-sha2-512' }, ca);
  });

  describe('with an ed25519 CA', () => {
    let ca: CaKey;
    beforeAll(() => {
      ca = generateCaKey();
    });

    it('writes no principals, options or extensions when given none (empty principals = any user)', () => {
      const certificate = signUserCertificate(request(ca, userKeys.get('ed25519')!, { principals: [], criticalOptions: {}, extensions: {} }));
      const listing = listCertificate(writeFile('bare-cert.pub', certificate));
      expect(listing.principals).toEqual([]);
      expect(listing.criticalOptions).toEqual([]);
      expect(listing.extensions).toEqual([]);
    });

    it('puts a key id that is not one visible word in the certificate only, not in the line', () => {
      const certificate = signUserCertificate(request(ca, userKeys.get('ed25519')!, { keyId: 'two words' }));
      expect(certificate.split(' ')).toHaveLength(2);
      expect(listCertificate(writeFile('keyid-cert.pub', certificate)).keyId).toBe('"two words"');
    });

    it('draws a random 64-bit serial when none is given', () => {
      const serials = [1, 2, 3].map(() => {
        const certificate = signUserCertificate({ ...request(ca, userKeys.get('ed25519')!), serial: undefined });
        return BigInt(listCertificate(writeFile('serial-cert.pub', certificate)).serial);
      });
      expect(new Set(serials).size).toBe(3);
      for (const serial of serials) expect(serial < 2n ** 64n).toBe(true);
    });

    it('keeps validity to the second (certificates carry whole seconds)', () => {
      const certificate = signUserCertificate(
        request(ca, userKeys.get('ed25519')!, {
          validAfter: new Date('2026-03-01T10:00:00.999Z'),
          validBefore: new Date('2026-03-01T10:00:01.000Z'),
        }),
      );
      expect(listCertificate(writeFile('second-cert.pub', certificate)).valid).toBe('from 2026-03-01T10:00:00 to 2026-03-01T10:00:01');
    });

    it('produces a certificate OpenSSH rejects once a single byte is altered (the signature covers it)', () => {
      const certificate = signUserCertificate(request(ca, userKeys.get('ed25519')!));
      const [type, encoded, keyId] = certificate.split(' ');
      const bytes = Buffer.from(encoded!, 'base64');
      const keyIdOffset = bytes.indexOf('sucrt_2bA9xQf3Lm0pZ7tYk1R8vN5cD4e');
      bytes[keyIdOffset] = 'S'.charCodeAt(0);
      const tampered = writeFile('tampered-cert.pub', `${type} ${bytes.toString('base64')} ${keyId}`);
      expect(() => listCertificate(tampered)).toThrow(/incorrect signature/);
    });

    it('rejects valid_until equal to valid_after with SSH_VALIDITY_INVALID', () => {
      const at = new Date('2026-03-01T10:00:00Z');
      expectSshError(() => signUserCertificate(request(ca, userKeys.get('ed25519')!, { validAfter: at, validBefore: at })), {
        code: 'SSH_VALIDITY_INVALID',
        pointer: '/valid_until',
        message: 'valid_until must be later than valid_after',
      });
    });

    it('rejects valid_until before valid_after, also within the same second', () => {
      for (const [after, before] of [
        ['2026-03-02T10:00:00Z', '2026-03-01T10:00:00Z'],
        ['2026-03-01T10:00:00.100Z', '2026-03-01T10:00:00.900Z'],
      ] as const) {
        expectSshError(() => signUserCertificate(request(ca, userKeys.get('ed25519')!, { validAfter: new Date(after), validBefore: new Date(before) })), {
          code: 'SSH_VALIDITY_INVALID',
          pointer: '/valid_until',
          message: 'valid_until must be later than valid_after',
        });
      }
    });

    it('rejects an invalid or pre-1970 time with SSH_VALIDITY_INVALID naming the field', () => {
      expectSshError(() => signUserCertificate(request(ca, userKeys.get('ed25519')!, { validAfter: new Date(Number.NaN) })), {
        code: 'SSH_VALIDITY_INVALID',
        pointer: '/valid_after',
        message: 'valid_after must be a valid time not before 1970-01-01T00:00:00Z',
      });
      expectSshError(() => signUserCertificate(request(ca, userKeys.get('ed25519')!, { validBefore: new Date('1969-12-31T23:59:59Z') })), {
        code: 'SSH_VALIDITY_INVALID',
        pointer: '/valid_until',
        message: 'valid_until must be a valid time not before 1970-01-01T00:00:00Z',
      });
    });

    it('checks the public key, critical options and extensions before signing', () => {
      const userKey = userKeys.get('ed25519')!;
      expectSshError(() => signUserCertificate(request(ca, userKey, { userPublicKey: 'not a key' })), {
        code: 'SSH_PUBLIC_KEY_INVALID',
        pointer: '/public_key',
      });
      expectSshError(() => signUserCertificate(request(ca, userKey, { criticalOptions: { 'verify-required': '' } })), {
        code: 'SSH_CRITICAL_OPTION_UNKNOWN',
        pointer: '/critical_options/verify-required',
      });
      expectSshError(() => signUserCertificate(request(ca, userKey, { extensions: { 'permit-everything': '' } })), {
        code: 'SSH_EXTENSION_INVALID',
        pointer: '/extensions/permit-everything',
      });
    });
  });
});
