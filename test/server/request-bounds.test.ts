// Every string, list and map a request may send has a maximum (docs/decisions/0051-request-bounds.md): one
// over it is refused with 400 and the validation body (status, code, message, details.problems with the
// pointer), and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let routePath: string;
beforeAll(async () => {
  server = await startTestServer();
  const edge = (await server.call('POST', '/edges/https', { body: {} })).body;
  const route = (await server.call('POST', `/edges/https/${edge.id}/routes`, { body: { match_type: 'path_prefix', match: '/' } })).body;
  routePath = `/edges/https/${edge.id}/routes/${route.id}`;
});
afterAll(async () => {
  await server.close();
});

const entries = (count: number, value: (i: number) => unknown) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, value(i)]));
const list = (count: number, value: (i: number) => string) => Array.from({ length: count }, (_, i) => value(i));

/** [what, method, path (a function when it needs the route), body, code, message]. */
const cases: Array<[string, string, string | (() => string), unknown, string, string]> = [
  [
    'an HTTP response body over 4096 bytes',
    'POST',
    '/backends/http_response',
    { body: 'é'.repeat(2049) },
    'BYTE_LIMIT_EXCEEDED',
    '/body: must be at most 4096 bytes (got 4098).',
  ],
  [
    '17 response headers',
    'POST',
    '/backends/http_response',
    { headers: entries(17, () => 'v') },
    'VALUE_OUT_OF_RANGE',
    '/headers: must have at most 16 fields.',
  ],
  [
    'a header value over 256 bytes',
    'POST',
    '/backends/http_response',
    { headers: { 'x-a': 'v'.repeat(257) } },
    'BYTE_LIMIT_EXCEEDED',
    '/headers/x-a: must be at most 256 bytes (got 257).',
  ],
  [
    'a header name over 64 characters',
    'PATCH',
    '',
    { headers: { ['x'.repeat(65)]: 'v' } },
    'HEADER_NAME_INVALID',
    `/headers/${'x'.repeat(65)}: field name must be at most 64 characters (got 65).`,
  ],
  ['33 labels', 'POST', '/backends/tunnel_group', { labels: entries(33, () => 'v') }, 'VALUE_OUT_OF_RANGE', '/labels: must have at most 32 fields.'],
  [
    'a label value over 255 bytes',
    'POST',
    '/backends/tunnel_group',
    { labels: { app: 'v'.repeat(256) } },
    'BYTE_LIMIT_EXCEEDED',
    '/labels/app: must be at most 255 bytes (got 256).',
  ],
  [
    '65 weighted children',
    'POST',
    '/backends/weighted',
    { backends: Object.fromEntries(list(65, (i) => `bkdhr_${String(i).padStart(27, '0')}`).map((id) => [id, 1])) },
    'VALUE_OUT_OF_RANGE',
    '/backends: must have at most 64 fields.',
  ],
  [
    '65 ACL rules',
    'POST',
    '/credentials',
    { acl: list(65, (i) => `bind:h${i}.example.com`) },
    'VALUE_OUT_OF_RANGE',
    '/acl: must have at most 64 items (got 65).',
  ],
  [
    'an ACL rule over 255 characters',
    'POST',
    '/credentials',
    { acl: [`bind:${'a'.repeat(251)}`] },
    'VALUE_OUT_OF_RANGE',
    '/acl/0: must be at most 255 characters (got 256).',
  ],
  [
    '33 hostports',
    'POST',
    '/edges/tcp',
    { hostports: list(33, (i) => `h${i}.example.com:443`) },
    'VALUE_OUT_OF_RANGE',
    '/hostports: must have at most 32 items (got 33).',
  ],
  [
    'a route match over 2048 characters',
    'POST',
    () => routePath.replace(/\/edghtsrt_.*$/, ''),
    { match_type: 'path_prefix', match: `/${'a'.repeat(2048)}` },
    'VALUE_OUT_OF_RANGE',
    '/match: must be at most 2048 characters (got 2049).',
  ],
  [
    'a CA PEM over 8192 characters',
    'POST',
    '/certificate_authorities',
    { ca_pem: 'x'.repeat(8193) },
    'VALUE_OUT_OF_RANGE',
    '/ca_pem: must be at most 8192 characters (got 8193).',
  ],
  [
    '33 principals',
    'POST',
    '/ssh_user_certificates',
    { ssh_certificate_authority_id: 'sshca_2QeKtgHQLJBYKG4LsI7iKl7oF9b', public_key: 'ssh-ed25519 AAAA', principals: list(33, (i) => `u${i}`) },
    'VALUE_OUT_OF_RANGE',
    '/principals: must have at most 32 items (got 33).',
  ],
  [
    '9 SSH extensions',
    'POST',
    '/ssh_user_certificates',
    {
      ssh_certificate_authority_id: 'sshca_2QeKtgHQLJBYKG4LsI7iKl7oF9b',
      public_key: 'ssh-ed25519 AAAA',
      extensions: Object.fromEntries(list(9, (i) => `x${i}@example.com`).map((name) => [name, ''])),
    },
    'VALUE_OUT_OF_RANGE',
    '/extensions: must have at most 8 fields.',
  ],
  [
    'a public key over 2048 characters',
    'POST',
    '/ssh_user_certificates',
    { ssh_certificate_authority_id: 'sshca_2QeKtgHQLJBYKG4LsI7iKl7oF9b', public_key: `ssh-ed25519 ${'A'.repeat(2037)}` },
    'VALUE_OUT_OF_RANGE',
    '/public_key: must be at most 2048 characters (got 2049).',
  ],
  [
    '33 IP policies',
    'PUT',
    () => `${routePath}/ip_restriction`,
    { ip_policy_ids: list(33, (i) => `ipp_${String(i).padStart(27, '0')}`) },
    'VALUE_OUT_OF_RANGE',
    '/ip_policy_ids: must have at most 32 items (got 33).',
  ],
  [
    '1001 OAuth email addresses',
    'PUT',
    () => `${routePath}/oauth`,
    { provider: { google: { email_addresses: list(1001, (i) => `u${i}@example.com`) } } },
    'VALUE_OUT_OF_RANGE',
    '/provider/google/email_addresses: must have at most 1000 items (got 1001).',
  ],
  [
    '17 removed headers',
    'PUT',
    () => `${routePath}/response_headers`,
    { remove: list(17, (i) => `x-h${i}`) },
    'VALUE_OUT_OF_RANGE',
    '/remove: must have at most 16 items (got 17).',
  ],
  [
    '101 SAML groups',
    'PUT',
    () => `${routePath}/saml`,
    { authorized_groups: list(101, (i) => `g${i}`) },
    'VALUE_OUT_OF_RANGE',
    '/authorized_groups: must have at most 100 items (got 101).',
  ],
];

describe('request bounds', () => {
  it.each(cases)('%s: 400 with the validation body, nothing stored', async (_what, method, path, body, code, message) => {
    let url = typeof path === 'function' ? path() : path;
    if (method === 'PATCH') url = `/backends/http_response/${(await server.call('POST', '/backends/http_response', { body: {} })).body.id}`;
    const before = method === 'POST' ? (await server.call('GET', url)).body : undefined;
    const error = expectError(await server.call(method, url, { body }), 400, code);
    expect(error.msg).toBe(message);
    expect(error.details.problems[0]).toMatchObject({ error_code: code, message });
    if (before !== undefined) expect((await server.call('GET', url)).body).toEqual(before);
  });

  it('a body at every maximum is accepted', async () => {
    const created = await server.call('POST', '/backends/http_response', {
      body: {
        body: 'é'.repeat(2048),
        headers: Object.fromEntries(list(16, (i) => `x-${'h'.repeat(60)}${i}`.slice(0, 64)).map((name) => [name, 'v'.repeat(256)])),
      },
    });
    expect(created.status).toBe(201);
    const labels = await server.call('POST', '/backends/tunnel_group', {
      body: { labels: Object.fromEntries(list(32, (i) => `${'k'.repeat(60)}${i}`.slice(0, 63)).map((key) => [key, 'é'.repeat(127)])) },
    });
    expect(labels.status).toBe(201);
  });
});
