import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCaKey, parseAuthorizedKey, signUserCertificate } from '../../server/ssh/index.js';
import { SshWriter } from '../../server/ssh/wire.js';
import { expectSshError } from './support/expect-ssh-error.js';
import { generateUserKey, hasSshKeygen, makeTempDir, reportSkip, type UserKeySpec } from './support/openssh.js';

if (!hasSshKeygen) reportSkip('parsing of keys made by ssh-keygen', 'ssh-keygen', 'openssh-client');

const POINTER = '/public_key';

describe.skipIf(!hasSshKeygen)('parseAuthorizedKey on keys made by ssh-keygen', () => {
  const temp = makeTempDir('authorized-key');
  afterAll(() => temp.remove());

  const cases: { spec: UserKeySpec; keyType: string; sshKeyType: string }[] = [
    { spec: { type: 'rsa', bits: 2048 }, keyType: 'rsa', sshKeyType: 'ssh-rsa' },
    { spec: { type: 'ecdsa', bits: 256 }, keyType: 'ecdsa', sshKeyType: 'ecdsa-sha2-nistp256' },
    { spec: { type: 'ecdsa', bits: 384 }, keyType: 'ecdsa', sshKeyType: 'ecdsa-sha2-nistp384' },
    { spec: { type: 'ecdsa', bits: 521 }, keyType: 'ecdsa', sshKeyType: 'ecdsa-sha2-nistp521' },
    { spec: { type: 'ed25519' }, keyType: 'ed25519', sshKeyType: 'ssh-ed25519' },
  ];

  for (const { spec, keyType, sshKeyType } of cases) {
    it(`reads ${sshKeyType} as key_type ${keyType}`, () => {
      const { publicKeyLine } = generateUserKey(temp.dir, `${sshKeyType}`, spec);
      const [, encoded] = publicKeyLine.split(' ');
      expect(parseAuthorizedKey(`${publicKeyLine}\n`)).toEqual({
        keyType,
        sshKeyType,
        blob: Buffer.from(encoded!, 'base64'),
        comment: `${sshKeyType}@test`,
      });
    });
  }

  it('refuses an OpenSSH certificate with SSH_KEY_TYPE_UNSUPPORTED', () => {
    const { publicKeyLine } = generateUserKey(temp.dir, 'holder', { type: 'ed25519' });
    const ca = generateCaKey();
    const certificate = signUserCertificate({
      caPrivateKeyPem: ca.privateKeyPem,
      userPublicKey: publicKeyLine,
      keyId: 'sucrt_x',
      principals: [],
      validAfter: new Date(0),
      validBefore: new Date(1000),
      criticalOptions: {},
      extensions: {},
    });
    expectSshError(() => parseAuthorizedKey(certificate), {
      code: 'SSH_KEY_TYPE_UNSUPPORTED',
      pointer: POINTER,
      message: 'public_key has key type "ssh-ed25519-cert-v01@openssh.com": this is a certificate; give the plain public key it was issued for',
    });
  });
});

describe('parseAuthorizedKey', () => {
  let ed25519Blob: Buffer;
  let p256Blob: Buffer;
  beforeAll(() => {
    ed25519Blob = Buffer.from(generateCaKey().publicKey.split(' ')[1]!, 'base64');
    p256Blob = Buffer.from(generateCaKey({ privateKeyType: 'ecdsa' }).publicKey.split(' ')[1]!, 'base64');
  });

  const line = (type: string, blob: Buffer, comment = ''): string => `${type} ${blob.toString('base64')}${comment}`;

  it('returns no comment when there is none, and keeps a comment with spaces', () => {
    expect(parseAuthorizedKey(line('ssh-ed25519', ed25519Blob))).not.toHaveProperty('comment');
    expect(parseAuthorizedKey(line('ssh-ed25519', ed25519Blob, ' laptop of Ann')).comment).toBe('laptop of Ann');
  });

  it.each([
    ['an empty string', '', 'public_key is empty; expected "<type> <base64 key> [comment]"'],
    ['whitespace only', ' \t\n', 'public_key is empty; expected "<type> <base64 key> [comment]"'],
    ['garbage', 'hello world', 'public_key must start with a key type (ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa)'],
    ['a type without key', 'ssh-ed25519', 'public_key must be "<type> <base64 key> [comment]"; the base64 key is missing'],
    ['bad base64', 'ssh-ed25519 AAAA$$$$', 'public_key has a key part that is not valid base64'],
    ['base64 of the wrong length', 'ssh-ed25519 AAAAC3N', 'public_key has a key part that is not valid base64'],
    ['a truncated key', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5', 'public_key is not a valid ssh-ed25519 key: truncated data'],
    ['two keys on two lines', 'ssh-ed25519 AAAA\nssh-ed25519 AAAA', 'public_key must be a single line holding one key'],
    [
      'authorized_keys options',
      'from="10.0.0.1" ssh-ed25519 AAAA',
      'public_key must start with a key type (ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa)',
    ],
    ['an over-long line', `ssh-rsa ${'A'.repeat(20000)}`, 'public_key is longer than 16384 characters'],
  ])('rejects %s with SSH_PUBLIC_KEY_INVALID', (_name, input, message) => {
    expectSshError(() => parseAuthorizedKey(input), { code: 'SSH_PUBLIC_KEY_INVALID', pointer: POINTER, message });
  });

  it('rejects a blob of another type than the line names, without echoing key material', () => {
    const input = line('ssh-rsa', ed25519Blob);
    const error = expectSshError(() => parseAuthorizedKey(input), {
      code: 'SSH_PUBLIC_KEY_INVALID',
      pointer: POINTER,
      message: 'public_key is not a valid ssh-rsa key: the encoded key is of type "ssh-ed25519", not "ssh-rsa"',
    });
    expect(error.message).not.toContain(ed25519Blob.toString('base64').slice(0, 20));
  });

  it('rejects an Ed25519 key of the wrong size and one with trailing data', () => {
    expectSshError(() => parseAuthorizedKey(line('ssh-ed25519', new SshWriter().string('ssh-ed25519').string(Buffer.alloc(31, 1)).toBuffer())), {
      code: 'SSH_PUBLIC_KEY_INVALID',
      pointer: POINTER,
      message: 'public_key is not a valid ssh-ed25519 key: an Ed25519 key must be 32 bytes',
    });
    expectSshError(() => parseAuthorizedKey(line('ssh-ed25519', Buffer.concat([ed25519Blob, Buffer.from([0])]))), {
      code: 'SSH_PUBLIC_KEY_INVALID',
      pointer: POINTER,
      message: 'public_key is not a valid ssh-ed25519 key: the key has trailing data',
    });
  });

  it('rejects an ECDSA key whose point is off the curve or whose curve does not match', () => {
    const offCurve = Buffer.from(p256Blob);
    offCurve[offCurve.length - 1]! ^= 1;
    expectSshError(() => parseAuthorizedKey(line('ecdsa-sha2-nistp256', offCurve)), {
      code: 'SSH_PUBLIC_KEY_INVALID',
      pointer: POINTER,
      message: 'public_key is not a valid ecdsa-sha2-nistp256 key: the key is not a valid point or number for its algorithm',
    });
    const point = p256Blob.subarray(p256Blob.length - 65);
    const wrongCurve = new SshWriter().string('ecdsa-sha2-nistp256').string('nistp384').string(point).toBuffer();
    expectSshError(() => parseAuthorizedKey(line('ecdsa-sha2-nistp256', wrongCurve)), {
      code: 'SSH_PUBLIC_KEY_INVALID',
      pointer: POINTER,
      message: 'public_key is not a valid ecdsa-sha2-nistp256 key: the curve "nistp384" does not match the key type',
    });
  });

  it('rejects RSA keys OpenSSH would refuse: under 1024 bits, or an even exponent', () => {
    const jwk = generateKeyPairSync('rsa', { modulusLength: 512 }).publicKey.export({ format: 'jwk' });
    const n = Buffer.from(jwk.n!, 'base64url');
    const rsa = (e: Buffer, modulus: Buffer): string => line('ssh-rsa', new SshWriter().string('ssh-rsa').mpint(e).mpint(modulus).toBuffer());
    expectSshError(() => parseAuthorizedKey(rsa(Buffer.from([1, 0, 1]), n)), {
      code: 'SSH_PUBLIC_KEY_INVALID',
      pointer: POINTER,
      message: 'public_key is not a valid ssh-rsa key: an RSA modulus must have 1024 to 16384 bits, this one has 512',
    });
    const n2048 = Buffer.concat([Buffer.from([0xc0]), Buffer.alloc(254, 0x5a), Buffer.from([0x01])]);
    expectSshError(() => parseAuthorizedKey(rsa(Buffer.from([1, 0, 0]), n2048)), {
      code: 'SSH_PUBLIC_KEY_INVALID',
      pointer: POINTER,
      message: 'public_key is not a valid ssh-rsa key: the RSA exponent is invalid',
    });
  });

  it.each([
    [
      'ssh-dss',
      'ssh-dss AAAAB3NzaC1kc3MAAACBAP',
      'public_key has key type "ssh-dss": DSA keys are not supported (OpenSSH disables them); use an Ed25519, ECDSA or RSA key',
    ],
    [
      'sk-ssh-ed25519',
      'sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29t',
      'public_key has key type "sk-ssh-ed25519@openssh.com": security-key (sk-) keys are not supported; use an Ed25519, ECDSA or RSA key',
    ],
    [
      'sk-ecdsa',
      'sk-ecdsa-sha2-nistp256@openssh.com AAAA',
      'public_key has key type "sk-ecdsa-sha2-nistp256@openssh.com": security-key (sk-) keys are not supported; use an Ed25519, ECDSA or RSA key',
    ],
  ])('rejects %s with SSH_KEY_TYPE_UNSUPPORTED', (_name, input, message) => {
    expectSshError(() => parseAuthorizedKey(input), { code: 'SSH_KEY_TYPE_UNSUPPORTED', pointer: POINTER, message });
  });

  it('calls a well-formed key of an unknown algorithm unsupported, and a mislabelled blob invalid', () => {
    const otherAlgorithm = new SshWriter().string('ssh-xmss@openssh.com').string(Buffer.alloc(40, 7)).toBuffer();
    expectSshError(() => parseAuthorizedKey(line('ssh-xmss@openssh.com', otherAlgorithm)), {
      code: 'SSH_KEY_TYPE_UNSUPPORTED',
      pointer: POINTER,
      message: 'public_key has key type "ssh-xmss@openssh.com", which is not supported; use an Ed25519, ECDSA or RSA key',
    });
    expectSshError(() => parseAuthorizedKey(line('ssh-xmss@openssh.com', ed25519Blob)), {
      code: 'SSH_PUBLIC_KEY_INVALID',
      pointer: POINTER,
    });
  });
});
