// SSH user certificates over the API (spec/components/schemas/SSHUserCertificate.yaml;
// docs/decisions/0019-ssh-certificates.md).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCaKey } from '../../server/ssh/index.js';
import { SshWriter } from '../../server/ssh/wire.js';
import { hasSshKeygen, listCertificate, makeTempDir, opensshTime, reportSkip } from '../ssh/support/openssh.js';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

if (!hasSshKeygen) reportSkip('ssh-keygen -L checks of certificates issued over the API', 'ssh-keygen', 'openssh-client');

const PATH = '/ssh_user_certificates';
const CA_PATH = '/ssh_certificate_authorities';
const MISSING_CA = 'sshca_2QeKtgHQLJBYKG4LsI7iKl7oF9b';
const MISSING_ID = 'sucrt_2QeKtgHQLJBYKG4LsI7iKl7oF9b';
const DAY_MS = 24 * 3600_000;

// Users' keys, in the OpenSSH one-line form id_*.pub files hold.
const ed25519Key = `${generateCaKey().publicKey} alice@laptop`;
const ecdsaKey = generateCaKey({ privateKeyType: 'ecdsa', ellipticCurve: 'p384' }).publicKey;
const rsaKey = generateCaKey({ privateKeyType: 'rsa', keySize: 2048 }).publicKey;
/** A well-formed blob whose Ed25519 key is one byte short. */
const shortEd25519Blob = new SshWriter().string('ssh-ed25519').string(Buffer.alloc(31, 7)).toBuffer().toString('base64');

let server: TestServer;
let ca: { id: string; public_key: string };
let otherAccountCa: { id: string };
const temp = makeTempDir('api-certs');

beforeAll(async () => {
  server = await startTestServer();
  ca = (await server.call('POST', CA_PATH, { body: { private_key_type: 'ecdsa' } })).body;
  otherAccountCa = (await server.call('POST', CA_PATH, { body: {}, key: server.otherKey })).body;
});
afterAll(async () => {
  await server.close();
  temp.remove();
});

async function issue(body: Record<string, unknown> = {}): Promise<any> {
  const res = await server.call('POST', PATH, { body: { ssh_certificate_authority_id: ca.id, public_key: ed25519Key, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function listedIds(key?: string): Promise<string[]> {
  const res = await server.call('GET', PATH, { key });
  expect(res.status).toBe(200);
  return res.body.ssh_user_certificates.map((certificate: { id: string }) => certificate.id);
}

/** What OpenSSH reads in the certificate (it checks the CA's signature while loading it). */
function opensshView(certificate: string) {
  const path = join(temp.dir, `${Math.random().toString(36).slice(2)}-cert.pub`);
  writeFileSync(path, `${certificate}\n`);
  return listCertificate(path);
}

describe('create', () => {
  it('signs with the defaults of SSHUserCertificateCreate', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const certificate = await issue({ description: 'deploy key', metadata: '{"team":"ops"}' });
    const after = Date.now();
    expect(Object.keys(certificate).sort()).toEqual([
      'certificate',
      'created_at',
      'critical_options',
      'description',
      'extensions',
      'id',
      'key_type',
      'metadata',
      'principals',
      'public_key',
      'ssh_certificate_authority_id',
      'uri',
      'valid_after',
      'valid_until',
    ]);
    expect(certificate.id).toMatch(/^sucrt_[0-9A-Za-z]{27}$/);
    expect(certificate.uri).toBe(`${PUBLIC_URL}${PATH}/${certificate.id}`);
    expect(certificate).toMatchObject({
      description: 'deploy key',
      metadata: '{"team":"ops"}',
      public_key: ed25519Key,
      key_type: 'ed25519',
      ssh_certificate_authority_id: ca.id,
      principals: [],
      critical_options: {},
      extensions: { 'permit-pty': '', 'permit-user-rc': '' },
    });
    expect(certificate.valid_after).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const validAfter = Date.parse(certificate.valid_after);
    expect(validAfter).toBeGreaterThanOrEqual(before);
    expect(validAfter).toBeLessThanOrEqual(after);
    expect(Date.parse(certificate.valid_until) - validAfter).toBe(DAY_MS);
    expect(certificate.certificate).toMatch(new RegExp(`^ssh-ed25519-cert-v01@openssh\\.com AAAA[A-Za-z0-9+/]+=* ${certificate.id}$`));
  });

  it.skipIf(!hasSshKeygen)('issues what OpenSSH reads: key id = id, the CA, principals, validity, options', async () => {
    const certificate = await issue({
      principals: ['deploy', 'alice'],
      critical_options: { 'force-command': 'uptime', 'source-address': '10.0.0.0/8,192.0.2.7' },
      extensions: { 'permit-port-forwarding': '', 'login@example.com': 'alice' },
      valid_after: '2030-01-02T03:04:05+02:00',
      valid_until: '2030-01-03T03:04:05.999Z',
    });
    expect(certificate).toMatchObject({ valid_after: '2030-01-02T01:04:05Z', valid_until: '2030-01-03T03:04:05Z' });
    const view = opensshView(certificate.certificate);
    expect(view.type).toMatch(/^ssh-ed25519-cert-v01@openssh\.com user certificate$/);
    expect(view.keyId).toBe(`"${certificate.id}"`);
    expect(view.signingCa).toContain('ECDSA SHA256:');
    expect(view.principals).toEqual(['deploy', 'alice']);
    expect(view.valid).toBe(`from ${opensshTime(new Date('2030-01-02T01:04:05Z'))} to ${opensshTime(new Date('2030-01-03T03:04:05Z'))}`);
    expect(view.criticalOptions).toEqual(['force-command uptime', 'source-address 10.0.0.0/8,192.0.2.7']);
    // A vendor extension's value is an SSH string: length 5, then "alice" (616c696365).
    expect(view.extensions).toEqual(['login@example.com UNKNOWN OPTION: 00000005616c696365 (len 9)', 'permit-port-forwarding']);
  });

  it.skipIf(!hasSshKeygen)('an explicit {} of extensions counts as not set (zero values on create): the defaults', async () => {
    const certificate = await issue({ extensions: {} });
    expect(certificate.extensions).toEqual({ 'permit-pty': '', 'permit-user-rc': '' });
    expect(opensshView(certificate.certificate).extensions).toEqual(['permit-pty', 'permit-user-rc']);
  });

  it('certifies ECDSA and RSA keys too, and names their key type', async () => {
    expect((await issue({ public_key: ecdsaKey })).key_type).toBe('ecdsa');
    const rsa = await issue({ public_key: rsaKey });
    expect(rsa.key_type).toBe('rsa');
    expect(rsa.certificate.startsWith('ssh-rsa-cert-v01@openssh.com ')).toBe(true);
  });

  it('trims the public key line it stores', async () => {
    expect((await issue({ public_key: `  ${ed25519Key}\n` })).public_key).toBe(ed25519Key);
  });
});

describe('create errors, each writing nothing', () => {
  async function expectRejected(body: Record<string, unknown>, status: number, code: string, msg: string, pointer: string): Promise<any> {
    const before = await listedIds();
    const res = await server.call('POST', PATH, { body: { ssh_certificate_authority_id: ca.id, public_key: ed25519Key, ...body } });
    const error = expectError(res, status, code);
    expect(error.msg).toBe(msg);
    expect(error.details.problems[0]).toMatchObject({ pointer, error_code: code });
    expect(await listedIds()).toEqual(before);
    return error;
  }

  it("400 SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND for an unknown CA and for another account's CA", async () => {
    for (const id of [MISSING_CA, otherAccountCa.id]) {
      await expectRejected(
        { ssh_certificate_authority_id: id },
        400,
        'SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND',
        `/ssh_certificate_authority_id: no SSH certificate authority with id ${id} exists in this account.`,
        '/ssh_certificate_authority_id',
      );
    }
  });

  it('400 for a CA reference that is not an SSH CA id', async () => {
    const error = expectError(
      await server.call('POST', PATH, { body: { ssh_certificate_authority_id: 'bkdtg_2QeKtgHQLJBYKG4LsI7iKl7oF9b', public_key: ed25519Key } }),
      400,
      'ID_INVALID',
    );
    expect(error.details.problems[0].pointer).toBe('/ssh_certificate_authority_id');
  });

  it('400 FIELD_REQUIRED without a CA or a public key', async () => {
    const error = expectError(await server.call('POST', PATH, { body: { public_key: ed25519Key } }), 400, 'FIELD_REQUIRED');
    expect(error.details.problems[0].pointer).toBe('/ssh_certificate_authority_id');
    expect(
      expectError(await server.call('POST', PATH, { body: { ssh_certificate_authority_id: ca.id } }), 400, 'FIELD_REQUIRED').details.problems[0].pointer,
    ).toBe('/public_key');
  });

  const invalidKeys = [
    { key: 'not a key', msg: '/public_key: must start with a key type (ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa).' },
    { key: 'ssh-ed25519 AAAA!!!!', msg: '/public_key: has a key part that is not valid base64.' },
    { key: 'ssh-ed25519', msg: '/public_key: must be "<type> <base64 key> [comment]"; the base64 key is missing.' },
    { key: `ssh-ed25519 ${shortEd25519Blob}`, msg: '/public_key: is not a valid ssh-ed25519 key: an Ed25519 key must be 32 bytes.' },
    { key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA==', msg: '/public_key: is not a valid ssh-ed25519 key: truncated data.' },
    { key: `${ed25519Key}\n${ed25519Key}`, msg: '/public_key: must be a single line holding one key.' },
  ];
  for (const { key, msg } of invalidKeys) {
    it(`400 SSH_PUBLIC_KEY_INVALID: ${msg}`, async () => {
      await expectRejected({ public_key: key }, 400, 'SSH_PUBLIC_KEY_INVALID', msg, '/public_key');
    });
  }

  it('400 SSH_KEY_TYPE_UNSUPPORTED for DSA keys and for certificates, with the reason in the problem', async () => {
    const dsa = await expectRejected(
      { public_key: 'ssh-dss AAAAB3NzaC1kc3M= old@host' },
      400,
      'SSH_KEY_TYPE_UNSUPPORTED',
      '/public_key: key type ssh-dss is not supported; use rsa, ecdsa or ed25519.',
      '/public_key',
    );
    expect(dsa.details.problems[0].message).toBe(
      '/public_key: has key type "ssh-dss": DSA keys are not supported (OpenSSH disables them); use an Ed25519, ECDSA or RSA key.',
    );
    const issued = await issue();
    const cert = await expectRejected(
      { public_key: issued.certificate },
      400,
      'SSH_KEY_TYPE_UNSUPPORTED',
      '/public_key: key type ssh-ed25519-cert-v01@openssh.com is not supported; use rsa, ecdsa or ed25519.',
      '/public_key',
    );
    expect(cert.details.problems[0].message).toContain('this is a certificate; give the plain public key it was issued for');
  });

  it('400 SSH_VALIDITY_INVALID when valid_until is not after valid_after (to the second)', async () => {
    await expectRejected(
      { valid_after: '2030-01-02T00:00:00Z', valid_until: '2030-01-01T00:00:00Z' },
      400,
      'SSH_VALIDITY_INVALID',
      '/valid_until: must be after valid_after (2030-01-02T00:00:00Z).',
      '/valid_until',
    );
    await expectRejected(
      { valid_after: '2030-01-02T00:00:00.100Z', valid_until: '2030-01-02T00:00:00.900Z' },
      400,
      'SSH_VALIDITY_INVALID',
      '/valid_until: must be after valid_after (2030-01-02T00:00:00Z).',
      '/valid_until',
    );
  });

  it('400 SSH_VALIDITY_INVALID when valid_after lies beyond the default 24 hours', async () => {
    const validAfter = new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * DAY_MS).toISOString().replace('.000Z', 'Z');
    await expectRejected({ valid_after: validAfter }, 400, 'SSH_VALIDITY_INVALID', `/valid_until: must be after valid_after (${validAfter}).`, '/valid_until');
  });

  it('400 VALUE_OUT_OF_RANGE for a time before 1970, which a certificate cannot hold', async () => {
    await expectRejected(
      { valid_after: '1969-12-31T23:59:59Z' },
      400,
      'VALUE_OUT_OF_RANGE',
      '/valid_after: must be at or after 1970-01-01T00:00:00Z.',
      '/valid_after',
    );
  });

  it('400 FORMAT_INVALID for a time that is not RFC 3339', async () => {
    const error = expectError(
      await server.call('POST', PATH, { body: { ssh_certificate_authority_id: ca.id, public_key: ed25519Key, valid_until: 'tomorrow' } }),
      400,
      'FORMAT_INVALID',
    );
    expect(error.details.problems[0].pointer).toBe('/valid_until');
  });

  it('400 SSH_CRITICAL_OPTION_UNKNOWN for options other than force-command and source-address', async () => {
    await expectRejected(
      { critical_options: { 'verify-required': '' } },
      400,
      'SSH_CRITICAL_OPTION_UNKNOWN',
      '/critical_options/verify-required: unknown critical option; allowed: force-command, source-address.',
      '/critical_options/verify-required',
    );
  });

  const invalidOptions = [
    { options: { 'force-command': '' }, pointer: '/critical_options/force-command', reason: 'must be a non-empty command' },
    {
      options: { 'source-address': '10.0.0.0/8,,192.0.2.1' },
      pointer: '/critical_options/source-address',
      reason: 'has an empty entry (two commas in a row, or a comma at either end)',
    },
    {
      options: { 'source-address': '10.0.0.1/8' },
      pointer: '/critical_options/source-address',
      reason: 'entry "10.0.0.1/8" has bits set after the /8 prefix; write the network address',
    },
  ];
  for (const { options, pointer, reason } of invalidOptions) {
    it(`400 SSH_CRITICAL_OPTION_INVALID: ${reason}`, async () => {
      await expectRejected({ critical_options: options }, 400, 'SSH_CRITICAL_OPTION_INVALID', `${pointer}: ${reason}.`, pointer);
    });
  }

  const invalidExtensions = [
    { extensions: { 'permit-pty': 'yes' }, pointer: '/extensions/permit-pty', reason: 'is a flag and takes an empty value' },
    {
      extensions: { 'permit-everything': '' },
      pointer: '/extensions/permit-everything',
      reason:
        'has an unknown extension "permit-everything"; use one of no-touch-required, permit-X11-forwarding, permit-agent-forwarding, permit-port-forwarding, permit-pty, permit-user-rc or a name@domain of your own',
    },
  ];
  for (const { extensions, pointer, reason } of invalidExtensions) {
    it(`400 SSH_EXTENSION_INVALID: ${pointer}`, async () => {
      await expectRejected({ extensions }, 400, 'SSH_EXTENSION_INVALID', `${pointer}: ${reason}.`, pointer);
    });
  }
});

describe('get, list, update, delete', () => {
  it('gets what create returned and lists it newest first', async () => {
    const older = await issue();
    const newer = await issue({ principals: ['bob'] });
    const got = await server.call('GET', `${PATH}/${newer.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(newer);
    const page = await server.call('GET', `${PATH}?limit=2`);
    expect(page.body.ssh_user_certificates).toEqual([newer, older]);
    expect(page.body.uri).toBe(`${PUBLIC_URL}${PATH}`);
    expect(page.body.next_page_uri).toBe(`${PUBLIC_URL}${PATH}?before_id=${older.id}&limit=2`);
  });

  it('404 NOT_FOUND for an unknown id', async () => {
    expect(expectError(await server.call('GET', `${PATH}/${MISSING_ID}`), 404, 'NOT_FOUND').msg).toBe(`No SSH user certificate with id ${MISSING_ID} exists.`);
    expectError(await server.call('PATCH', `${PATH}/${MISSING_ID}`, { body: {} }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `${PATH}/${MISSING_ID}`), 404, 'NOT_FOUND');
  });

  it('updates description and metadata only; the signed content stays as it was', async () => {
    const certificate = await issue({ description: 'v1' });
    const res = await server.call('PATCH', `${PATH}/${certificate.id}`, { body: { description: 'v2', metadata: 'm' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...certificate, description: 'v2', metadata: 'm' });
    expect((await server.call('PATCH', `${PATH}/${certificate.id}`, { body: {} })).body).toEqual(res.body);
  });

  it('400 UNKNOWN_FIELD for a change to the signed content', async () => {
    const certificate = await issue();
    for (const [field, value] of [
      ['principals', ['root']],
      ['valid_until', '2040-01-01T00:00:00Z'],
      ['public_key', rsaKey],
    ] as const) {
      const error = expectError(await server.call('PATCH', `${PATH}/${certificate.id}`, { body: { [field]: value } }), 400, 'UNKNOWN_FIELD');
      expect(error.msg).toBe(`/${field}: unknown field; allowed: id, description, metadata.`);
    }
    expect((await server.call('GET', `${PATH}/${certificate.id}`)).body).toEqual(certificate);
  });

  it('deletes with 204', async () => {
    const certificate = await issue();
    const res = await server.call('DELETE', `${PATH}/${certificate.id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expectError(await server.call('GET', `${PATH}/${certificate.id}`), 404, 'NOT_FOUND');
  });
});

describe('a CA that has issued certificates', () => {
  it('409 SSH_CA_HAS_CERTIFICATES with the count, until they are deleted', async () => {
    const own = (await server.call('POST', CA_PATH, { body: {} })).body;
    const issued = [await issue({ ssh_certificate_authority_id: own.id }), await issue({ ssh_certificate_authority_id: own.id })];
    const error = expectError(await server.call('DELETE', `${CA_PATH}/${own.id}`), 409, 'SSH_CA_HAS_CERTIFICATES');
    expect(error.msg).toBe(`SSH certificate authority ${own.id} has issued 2 certificate(s); delete them first.`);
    expect(error.details.count).toBe(2);
    for (const certificate of issued) expect((await server.call('DELETE', `${PATH}/${certificate.id}`)).status).toBe(204);
    expect((await server.call('DELETE', `${CA_PATH}/${own.id}`)).status).toBe(204);
  });
});

describe('another account', () => {
  it('sees none of these certificates: 404 on every route, absent from its list', async () => {
    const certificate = await issue();
    const key = server.otherKey;
    expectError(await server.call('GET', `${PATH}/${certificate.id}`, { key }), 404, 'NOT_FOUND');
    expectError(await server.call('PATCH', `${PATH}/${certificate.id}`, { key, body: { description: 'x' } }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `${PATH}/${certificate.id}`, { key }), 404, 'NOT_FOUND');
    expect(await listedIds(key)).toEqual([]);
    expect((await server.call('GET', `${PATH}/${certificate.id}`)).body).toEqual(certificate);
  });
});
