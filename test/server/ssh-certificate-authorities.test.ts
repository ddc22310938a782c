// SSH certificate authorities over the API (spec/components/schemas/SSHCertificateAuthority.yaml;
// docs/decisions/0019-ssh-certificates.md).
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPrivateKey, parseAuthorizedKey } from '../../server/ssh/index.js';
import { decodePublicKeyBlob } from '../../server/ssh/public-key-blob.js';
import { createResource } from '../../server/storage/index.js';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

const PATH = '/ssh_certificate_authorities';
const MISSING_ID = 'sshca_2QeKtgHQLJBYKG4LsI7iKl7oF9b';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function createCa(body: Record<string, unknown> = {}, key?: string): Promise<any> {
  const res = await server.call('POST', PATH, { body, key });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function listedIds(key?: string): Promise<string[]> {
  const res = await server.call('GET', PATH, { key });
  expect(res.status).toBe(200);
  return res.body.ssh_certificate_authorities.map((ca: { id: string }) => ca.id);
}

/** The stored body, straight from the database: what the API must never show. */
async function storedBody(id: string): Promise<Record<string, string>> {
  const { rows } = await server.db.query<{ body: Record<string, string> }>('SELECT body FROM resources WHERE id = $1', [id]);
  return rows[0]!.body;
}

/** The public half of the sealed private key equals the public_key the API shows. */
async function expectSealedKeyMatches(ca: { id: string; public_key: string }): Promise<void> {
  const sealed = (await storedBody(ca.id)).sealed_private_key!;
  expect(sealed).toMatch(/^v1\./);
  const pem = openPrivateKey(sealed, server.ctx.kek);
  const fromSealed = createPublicKey(createPrivateKey(pem)).export({ format: 'jwk' });
  const { sshKeyType, blob } = parseAuthorizedKey(ca.public_key);
  expect(decodePublicKeyBlob(sshKeyType, blob).export({ format: 'jwk' })).toEqual(fromSealed);
}

function publicKeyBits(publicKey: string): number {
  const { sshKeyType, blob } = parseAuthorizedKey(publicKey);
  const key = decodePublicKeyBlob(sshKeyType, blob);
  // RSA: the modulus; ECDSA: the JWK curve name `P-256`, `P-384`, `P-521`.
  return key.asymmetricKeyDetails!.modulusLength ?? Number(key.export({ format: 'jwk' }).crv!.slice(2));
}

describe('create', () => {
  it('generates an ed25519 key by default and returns only its public half', async () => {
    const ca = await createCa({ description: 'production hosts', metadata: '{"env":"prod"}' });
    expect(Object.keys(ca).sort()).toEqual(['created_at', 'description', 'id', 'key_type', 'metadata', 'public_key', 'uri']);
    expect(ca.id).toMatch(/^sshca_[0-9A-Za-z]{27}$/);
    expect(ca.uri).toBe(`${PUBLIC_URL}${PATH}/${ca.id}`);
    expect(ca.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(ca).toMatchObject({ description: 'production hosts', metadata: '{"env":"prod"}', key_type: 'ed25519' });
    expect(ca.public_key).toMatch(/^ssh-ed25519 AAAA[A-Za-z0-9+/]+=*$/);
    await expectSealedKeyMatches(ca);
  });

  it('omits description and metadata when unset', async () => {
    const ca = await createCa({ private_key_type: 'ed25519' });
    expect(ca).not.toHaveProperty('description');
    expect(ca).not.toHaveProperty('metadata');
  });

  const cases = [
    { body: { private_key_type: 'ecdsa' }, keyType: 'ecdsa', sshKeyType: 'ecdsa-sha2-nistp256', bits: 256 },
    { body: { private_key_type: 'ecdsa', elliptic_curve: 'p384' }, keyType: 'ecdsa', sshKeyType: 'ecdsa-sha2-nistp384', bits: 384 },
    { body: { private_key_type: 'ecdsa', elliptic_curve: 'p521' }, keyType: 'ecdsa', sshKeyType: 'ecdsa-sha2-nistp521', bits: 521 },
    { body: { private_key_type: 'rsa', key_size: 2048 }, keyType: 'rsa', sshKeyType: 'ssh-rsa', bits: 2048 },
    // RSA's default size (docs/decisions/0019-ssh-certificates.md); the slowest key to find, generated once here.
    { body: { private_key_type: 'rsa' }, keyType: 'rsa', sshKeyType: 'ssh-rsa', bits: 4096 },
  ];
  for (const { body, keyType, sshKeyType, bits } of cases) {
    it(`${JSON.stringify(body)} gives a ${bits}-bit ${sshKeyType} key`, async () => {
      const ca = await createCa(body);
      expect(ca.key_type).toBe(keyType);
      expect(ca.public_key.startsWith(`${sshKeyType} AAAA`)).toBe(true);
      expect(publicKeyBits(ca.public_key)).toBe(bits);
      await expectSealedKeyMatches(ca);
    });
  }

  it('gives every authority its own key', async () => {
    const [a, b] = [await createCa(), await createCa()];
    expect(a.public_key).not.toBe(b.public_key);
  });

  const mismatches = [
    { body: { elliptic_curve: 'p384' }, pointer: '/elliptic_curve', msg: '/elliptic_curve: elliptic_curve applies only to ecdsa keys.' },
    {
      body: { private_key_type: 'rsa', elliptic_curve: 'p256' },
      pointer: '/elliptic_curve',
      msg: '/elliptic_curve: elliptic_curve applies only to ecdsa keys.',
    },
    { body: { key_size: 2048 }, pointer: '/key_size', msg: '/key_size: key_size applies only to rsa keys.' },
    { body: { private_key_type: 'ecdsa', key_size: 4096 }, pointer: '/key_size', msg: '/key_size: key_size applies only to rsa keys.' },
  ];
  for (const { body, pointer, msg } of mismatches) {
    it(`400 SSH_KEY_OPTION_MISMATCH for ${JSON.stringify(body)}, writing nothing`, async () => {
      const before = await listedIds();
      const error = expectError(await server.call('POST', PATH, { body }), 400, 'SSH_KEY_OPTION_MISMATCH');
      expect(error.msg).toBe(msg);
      expect(error.details.problems).toHaveLength(1);
      expect(error.details.problems[0]).toMatchObject({ pointer, error_code: 'SSH_KEY_OPTION_MISMATCH' });
      expect(error.details.problems[0].message).toMatch(new RegExp(`^${pointer}: `));
      expect(await listedIds()).toEqual(before);
    });
  }

  it('400 VALUE_NOT_ALLOWED for a key type, curve or size outside the lists', async () => {
    for (const body of [{ private_key_type: 'dsa' }, { private_key_type: 'ecdsa', elliptic_curve: 'p192' }, { private_key_type: 'rsa', key_size: 1024 }]) {
      const error = expectError(await server.call('POST', PATH, { body }), 400, 'VALUE_NOT_ALLOWED');
      expect(error.details.problems[0].pointer).toBe(`/${Object.keys(body).at(-1)}`);
    }
  });

  it('400 UNKNOWN_FIELD for key material in the request: the service generates the key', async () => {
    const error = expectError(await server.call('POST', PATH, { body: { private_key: 'x' } }), 400, 'UNKNOWN_FIELD');
    expect(error.msg).toBe('/private_key: unknown field; allowed: description, metadata, private_key_type, elliptic_curve, key_size.');
  });
});

describe('get and list', () => {
  it('gets what create returned', async () => {
    const ca = await createCa({ description: 'get me' });
    const res = await server.call('GET', `${PATH}/${ca.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ca);
  });

  it("lists the account's authorities newest first, in the list envelope", async () => {
    const older = await createCa();
    const newer = await createCa();
    const res = await server.call('GET', `${PATH}?limit=2`);
    expect(res.status).toBe(200);
    expect(res.body.uri).toBe(`${PUBLIC_URL}${PATH}`);
    expect(res.body.ssh_certificate_authorities).toEqual([newer, older]);
    expect(res.body.next_page_uri).toBe(`${PUBLIC_URL}${PATH}?before_id=${older.id}&limit=2`);
  });

  it('404 NOT_FOUND for an unknown id and for an id of another kind', async () => {
    expect(expectError(await server.call('GET', `${PATH}/${MISSING_ID}`), 404, 'NOT_FOUND').msg).toBe(
      `No SSH certificate authority with id ${MISSING_ID} exists.`,
    );
    const other = 'sucrt_2QeKtgHQLJBYKG4LsI7iKl7oF9b';
    expect(expectError(await server.call('GET', `${PATH}/${other}`), 404, 'NOT_FOUND').msg).toBe(`No SSH certificate authority with id ${other} exists.`);
  });
});

describe('update', () => {
  it('changes description and metadata only; {} changes nothing', async () => {
    const ca = await createCa({ private_key_type: 'ecdsa', description: 'before', metadata: 'm1' });
    const res = await server.call('PATCH', `${PATH}/${ca.id}`, { body: { description: 'after' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...ca, description: 'after' });
    const again = await server.call('PATCH', `${PATH}/${ca.id}`, { body: { metadata: 'm2' } });
    expect(again.body).toEqual({ ...ca, description: 'after', metadata: 'm2' });
    const noop = await server.call('PATCH', `${PATH}/${ca.id}`, { body: {} });
    expect(noop.body).toEqual(again.body);
    await expectSealedKeyMatches(ca);
  });

  it('400 UNKNOWN_FIELD for key fields: the key is fixed at creation', async () => {
    const ca = await createCa();
    for (const field of ['private_key_type', 'public_key', 'key_type']) {
      const error = expectError(await server.call('PATCH', `${PATH}/${ca.id}`, { body: { [field]: 'rsa' } }), 400, 'UNKNOWN_FIELD');
      expect(error.msg).toBe(`/${field}: unknown field; allowed: id, description, metadata.`);
    }
    expect((await server.call('GET', `${PATH}/${ca.id}`)).body).toEqual(ca);
  });

  it('404 NOT_FOUND for an unknown id', async () => {
    expectError(await server.call('PATCH', `${PATH}/${MISSING_ID}`, { body: {} }), 404, 'NOT_FOUND');
  });
});

describe('delete', () => {
  it('204, then the authority is gone', async () => {
    const ca = await createCa();
    const res = await server.call('DELETE', `${PATH}/${ca.id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expectError(await server.call('GET', `${PATH}/${ca.id}`), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `${PATH}/${ca.id}`), 404, 'NOT_FOUND');
  });

  it('409 SSH_CA_HAS_CERTIFICATES also when the storage finds a referrer the count did not see', async () => {
    // What a certificate issued by another instance between the count and the delete looks like:
    // a reference the storage's foreign key refuses to orphan.
    const ca = await createCa();
    await server.db.transaction((tx) =>
      createResource(tx, {
        kind: 'late_referrer',
        accountId: server.accountId,
        id: 'sucrt_2QeKtgHQLJBYKG4LsI7iKl7oF9c',
        body: {},
        refs: [ca.id],
      }),
    );
    const error = expectError(await server.call('DELETE', `${PATH}/${ca.id}`), 409, 'SSH_CA_HAS_CERTIFICATES');
    expect(error.msg).toBe(`SSH certificate authority ${ca.id} has issued 1 certificate(s); delete them first.`);
    expect((await server.call('GET', `${PATH}/${ca.id}`)).status).toBe(200);
  });
});

describe('another account', () => {
  it('sees none of these authorities: 404 on every route, absent from its list', async () => {
    const ca = await createCa({ description: 'mine' });
    const key = server.otherKey;
    expectError(await server.call('GET', `${PATH}/${ca.id}`, { key }), 404, 'NOT_FOUND');
    expectError(await server.call('PATCH', `${PATH}/${ca.id}`, { key, body: { description: 'theirs' } }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `${PATH}/${ca.id}`, { key }), 404, 'NOT_FOUND');
    expect(await listedIds(key)).not.toContain(ca.id);
    expect((await server.call('GET', `${PATH}/${ca.id}`)).body).toEqual(ca);
  });
});
