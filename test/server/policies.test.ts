// IP policies and X.509 certificate authorities (docs/decisions/0010-referenced-resources.md) through the real
// server: every operation, the certificate checks with their messages, isolation between accounts.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCertificatePem } from './edges-test-certificates.js';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let rootPem: string;
let namelessCaPem: string;
let leafPem: string;
let noConstraintsPem: string;

beforeAll(async () => {
  server = await startTestServer();
  const validity = { notBefore: new Date('2026-01-02T03:04:05Z'), notAfter: new Date('2036-01-02T03:04:05Z') };
  [rootPem, namelessCaPem, leafPem, noConstraintsPem] = await Promise.all([
    testCertificatePem({ name: 'CN=Example Root CA, O=Example', ca: true, ...validity }),
    testCertificatePem({ name: 'O=Example, OU=No Common Name', ca: true, ...validity }),
    testCertificatePem({ name: 'CN=client.example.com', ca: false, ...validity }),
    testCertificatePem({ name: 'CN=legacy.example.com', ca: undefined, ...validity }),
  ]);
});
afterAll(async () => {
  await server.close();
});

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe('IP policies', () => {
  it('create, get, list, update, delete', async () => {
    const created = await server.call('POST', '/ip_policies', { body: { description: 'office', metadata: '{"site":"hq"}' } });
    expect(created.status).toBe(201);
    const { id } = created.body;
    expect(id).toMatch(/^ipp_[0-9A-Za-z]{27}$/);
    expect(created.body).toEqual({
      id,
      uri: `${PUBLIC_URL}/ip_policies/${id}`,
      created_at: expect.stringMatching(RFC3339),
      description: 'office',
      metadata: '{"site":"hq"}',
    });
    expect((await server.call('GET', `/ip_policies/${id}`)).body).toEqual(created.body);
    expect((await server.call('GET', '/ip_policies')).body).toEqual({ ip_policies: [created.body], uri: `${PUBLIC_URL}/ip_policies`, next_page_uri: null });

    const updated = await server.call('PATCH', `/ip_policies/${id}`, { body: { description: 'branch' } });
    expect(updated.body).toEqual({ ...created.body, description: 'branch' });
    expect((await server.call('PATCH', `/ip_policies/${id}`, { body: {} })).body).toEqual(updated.body);

    expect((await server.call('DELETE', `/ip_policies/${id}`)).status).toBe(204);
    expect(expectError(await server.call('GET', `/ip_policies/${id}`), 404, 'NOT_FOUND').msg).toBe(`No IP policy with id ${id} exists.`);
    expectError(await server.call('DELETE', `/ip_policies/${id}`), 404, 'NOT_FOUND');
  });

  it('an empty body creates a policy without description or metadata', async () => {
    const { status, body } = await server.call('POST', '/ip_policies', { body: {} });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['created_at', 'id', 'uri']);
  });

  it('400 BYTE_LIMIT_EXCEEDED for description and metadata over their limits', async () => {
    expect(expectError(await server.call('POST', '/ip_policies', { body: { description: 'x'.repeat(256) } }), 400, 'BYTE_LIMIT_EXCEEDED').msg).toBe(
      '/description: must be at most 255 bytes (got 256).',
    );
    expect(expectError(await server.call('POST', '/ip_policies', { body: { metadata: '€'.repeat(1366) } }), 400, 'BYTE_LIMIT_EXCEEDED').msg).toBe(
      '/metadata: must be at most 4096 bytes (got 4098).',
    );
  });

  it("another account's id answers 404 on every operation and is never listed", async () => {
    const { body } = await server.call('POST', '/ip_policies', { body: { description: 'mine' } });
    const key = server.otherKey;
    expect(expectError(await server.call('GET', `/ip_policies/${body.id}`, { key }), 404, 'NOT_FOUND').msg).toBe(`No IP policy with id ${body.id} exists.`);
    expectError(await server.call('PATCH', `/ip_policies/${body.id}`, { key, body: { description: 'theirs' } }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `/ip_policies/${body.id}`, { key }), 404, 'NOT_FOUND');
    expect((await server.call('GET', '/ip_policies', { key })).body.ip_policies).toEqual([]);
    expect((await server.call('GET', `/ip_policies/${body.id}`)).body).toEqual(body);
  });
});

describe('certificate authorities', () => {
  it('create reads subject and validity from the certificate; get, list, update, delete', async () => {
    const created = await server.call('POST', '/certificate_authorities', { body: { ca_pem: rootPem, description: 'root', metadata: 'm' } });
    expect(created.status).toBe(201);
    const { id } = created.body;
    expect(id).toMatch(/^ca_[0-9A-Za-z]{27}$/);
    expect(created.body).toEqual({
      id,
      uri: `${PUBLIC_URL}/certificate_authorities/${id}`,
      created_at: expect.stringMatching(RFC3339),
      description: 'root',
      metadata: 'm',
      ca_pem: rootPem,
      subject_common_name: 'Example Root CA',
      not_before: '2026-01-02T03:04:05Z',
      not_after: '2036-01-02T03:04:05Z',
    });
    expect((await server.call('GET', `/certificate_authorities/${id}`)).body).toEqual(created.body);
    const list = await server.call('GET', '/certificate_authorities');
    expect(list.body.certificate_authorities).toContainEqual(created.body);
    expect(list.body.uri).toBe(`${PUBLIC_URL}/certificate_authorities`);

    const updated = await server.call('PATCH', `/certificate_authorities/${id}`, { body: { description: 'renamed', metadata: 'n' } });
    expect(updated.body).toEqual({ ...created.body, description: 'renamed', metadata: 'n' });

    expect((await server.call('DELETE', `/certificate_authorities/${id}`)).status).toBe(204);
    expect(expectError(await server.call('GET', `/certificate_authorities/${id}`), 404, 'NOT_FOUND').msg).toBe(
      `No certificate authority with id ${id} exists.`,
    );
  });

  it('subject_common_name is empty when the subject has no CN', async () => {
    const { status, body } = await server.call('POST', '/certificate_authorities', { body: { ca_pem: namelessCaPem } });
    expect(status).toBe(201);
    expect(body.subject_common_name).toBe('');
    expect(body).not.toHaveProperty('description');
  });

  it('400 IMMUTABLE_FIELD when an update sends ca_pem, and nothing changes', async () => {
    const { body: ca } = await server.call('POST', '/certificate_authorities', { body: { ca_pem: rootPem } });
    const error = expectError(
      await server.call('PATCH', `/certificate_authorities/${ca.id}`, { body: { ca_pem: namelessCaPem, description: 'x' } }),
      400,
      'IMMUTABLE_FIELD',
    );
    expect(error.details.problems[0].pointer).toBe('/ca_pem');
    expect((await server.call('GET', `/certificate_authorities/${ca.id}`)).body).toEqual(ca);
  });

  it('400 FIELD_REQUIRED without ca_pem', async () => {
    expect(expectError(await server.call('POST', '/certificate_authorities', { body: {} }), 400, 'FIELD_REQUIRED').details.problems[0].pointer).toBe('/ca_pem');
  });

  const INVALID: ReadonlyArray<readonly [string, () => string, string]> = [
    ['text without a PEM block', () => 'not a certificate', 'no PEM block "-----BEGIN CERTIFICATE-----" was found'],
    [
      'a private key block',
      () => '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----\n',
      'no PEM block "-----BEGIN CERTIFICATE-----" was found',
    ],
    ['a damaged certificate', () => rootPem.replace(/\n[A-Za-z0-9+/]{20}/, '\nAAAAAAAAAAAAAAAAAAAA'), 'the PEM block is not a valid X.509 certificate'],
    [
      'a block that is not DER',
      () => '-----BEGIN CERTIFICATE-----\naGVsbG8gd29ybGQ=\n-----END CERTIFICATE-----\n',
      'the PEM block is not a valid X.509 certificate',
    ],
    ['two certificates', () => rootPem + namelessCaPem, '2 certificates were found; send exactly one'],
  ];

  it.each(INVALID)('400 CA_PEM_INVALID for %s, and nothing is written', async (_name, pem, reason) => {
    const before = (await server.call('GET', '/certificate_authorities')).body.certificate_authorities.length;
    const body = expectError(await server.call('POST', '/certificate_authorities', { body: { ca_pem: pem() } }), 400, 'CA_PEM_INVALID');
    expect(body.msg).toBe(`/ca_pem: ${reason}.`);
    expect(body.details.problems).toEqual([{ pointer: '/ca_pem', rule: 'x509', error_code: 'CA_PEM_INVALID', message: body.msg }]);
    expect((await server.call('GET', '/certificate_authorities')).body.certificate_authorities).toHaveLength(before);
  });

  it.each([
    ['basicConstraints CA:FALSE', () => leafPem],
    ['no basicConstraints', () => noConstraintsPem],
  ])('400 CA_PEM_NOT_CA for a certificate with %s', async (_name, pem) => {
    const body = expectError(await server.call('POST', '/certificate_authorities', { body: { ca_pem: pem() } }), 400, 'CA_PEM_NOT_CA');
    expect(body.msg).toBe('/ca_pem: the certificate is not a CA certificate (basicConstraints CA:TRUE is required).');
    expect(body.details.problems[0]).toMatchObject({ pointer: '/ca_pem', error_code: 'CA_PEM_NOT_CA' });
  });

  it('accepts a CA made by OpenSSL, with the text OpenSSL prints around the PEM block', async () => {
    // OpenSSL is the tool people make private CAs with; Debian and CI install it
    // (docs/decisions/0028-real-components-in-tests.md).
    const pem = execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        '/dev/null',
        '-subj',
        '/O=Example/CN=OpenSSL Root CA',
        '-days',
        '30',
        '-addext',
        'basicConstraints=critical,CA:TRUE',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const withAttributes = `Bag Attributes\n    friendlyName: root\nsubject=O = Example, CN = OpenSSL Root CA\n${pem}`;
    const { status, body } = await server.call('POST', '/certificate_authorities', { body: { ca_pem: withAttributes } });
    expect(status).toBe(201);
    expect(body.subject_common_name).toBe('OpenSSL Root CA');
    expect(Date.parse(body.not_after) - Date.parse(body.not_before)).toBe(30 * 86_400_000);
    expect(body.ca_pem).toBe(withAttributes);
  });

  it("another account's id answers 404 on every operation and is never listed", async () => {
    const { body } = await server.call('POST', '/certificate_authorities', { body: { ca_pem: rootPem } });
    const key = server.otherKey;
    expectError(await server.call('GET', `/certificate_authorities/${body.id}`, { key }), 404, 'NOT_FOUND');
    expectError(await server.call('PATCH', `/certificate_authorities/${body.id}`, { key, body: { description: 'x' } }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `/certificate_authorities/${body.id}`, { key }), 404, 'NOT_FOUND');
    expect((await server.call('GET', '/certificate_authorities', { key })).body.certificate_authorities).toEqual([]);
    expect((await server.call('GET', `/certificate_authorities/${body.id}`)).body).toEqual(body);
  });
});
