// The spec is as strict as the server where JSON Schema can say it: for each rule, the server's refusal
// (status, code, message, nothing written) and the spec's schema refusing the same body, so a request
// valid per the spec is not refused for its shape. Values the server accepts stay valid per the spec.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bundle from '../../generated/openapi.json' with { type: 'json' };
import { createSpecAjv } from '../spec/spec-ajv.js';
import { expectError, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const { compile } = createSpecAjv(bundle as never);
const schemaAccepts = (name: string, body: unknown) => compile({ $ref: `#/components/schemas/${name}` })(body);

async function count(path: string, key: string): Promise<number> {
  // Abuse reports have no list operation: count the stored rows.
  if (path === '/abuse_reports')
    return (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM resources WHERE kind = 'abuse_report'")).rows[0]!.n;
  return ((await server.call('GET', `${path}?limit=100`)).body[key] as unknown[]).length;
}

describe('descriptions are at most 255 bytes and metadata 4096 on backends and reserved addresses', () => {
  const kinds = [
    { path: '/backends/tunnel_group', schema: 'TunnelGroupBackend', list: 'backends', body: {} },
    { path: '/backends/http_response', schema: 'HTTPResponseBackend', list: 'backends', body: { body: 'ok', status_code: 200 } },
    { path: '/backends/weighted', schema: 'WeightedBackend', list: 'backends', body: { backends: {} } },
    { path: '/reserved_addrs', schema: 'ReservedAddr', list: 'reserved_addrs', body: {} },
  ];
  const limits = [
    { field: 'description', bytes: 255 },
    { field: 'metadata', bytes: 4096 },
  ];
  const cases = kinds.flatMap((kind) => limits.map((limit) => ({ ...kind, ...limit })));
  it.each(cases)(
    '$path $field: create and update refuse $bytes + 1 bytes (400 BYTE_LIMIT_EXCEEDED), take $bytes, and write nothing',
    async ({ path, schema, list, body, field, bytes }) => {
      // Two-byte characters: a character count would let both through.
      const tooLong = 'é'.repeat(Math.floor((bytes + 1) / 2)) + 'x'.repeat((bytes + 1) % 2);
      const fits = 'é'.repeat(Math.floor(bytes / 2)) + 'x'.repeat(bytes % 2);
      expect([Buffer.byteLength(tooLong), Buffer.byteLength(fits)]).toEqual([bytes + 1, bytes]);
      const before = await count(path, list);
      const created = expectError(await server.call('POST', path, { body: { ...body, [field]: tooLong } }), 400, 'BYTE_LIMIT_EXCEEDED');
      expect(created.msg).toBe(`/${field}: must be at most ${bytes} bytes (got ${bytes + 1}).`);
      expect(await count(path, list)).toBe(before);

      const made = await server.call('POST', path, { body: { ...body, [field]: fits } });
      expect(made.status).toBe(201);
      const updated = expectError(await server.call('PATCH', `${path}/${made.body.id}`, { body: { [field]: tooLong } }), 400, 'BYTE_LIMIT_EXCEEDED');
      expect(updated.msg).toBe(`/${field}: must be at most ${bytes} bytes (got ${bytes + 1}).`);
      expect((await server.call('GET', `${path}/${made.body.id}`)).body[field]).toBe(fits);

      for (const part of ['Create', 'Update']) {
        expect(schemaAccepts(`${schema}${part}`, { [field]: tooLong }), `${schema}${part}`).toBe(false);
        expect(schemaAccepts(`${schema}${part}`, { [field]: fits }), `${schema}${part}`).toBe(true);
      }
    },
  );
});

/** One refusal: the server's answer, and the schema refusing the same body. */
interface Refusal {
  body: Record<string, unknown>;
  code: string;
  msg: string;
  pointer: string;
}

/** The refusal is the schema's (its keyword is the problem's rule), worded as the error registry words the code. */
async function expectRefused(path: string, schema: string, { body, code, msg, pointer }: Refusal, rule: string): Promise<void> {
  const error = expectError(await server.call(path.endsWith('/oauth') ? 'PUT' : 'POST', path, { body }), 400, code);
  expect(error.msg).toBe(msg);
  expect(error.details.problems.map((p: { pointer: string; error_code: string; rule: string }) => [p.pointer, p.error_code, p.rule])).toEqual([
    [pointer, code, rule],
  ]);
  expect(schemaAccepts(schema, body), `${schema} accepts ${JSON.stringify(body)}`).toBe(false);
}

describe('SSH certificate authority: a curve only with ecdsa, a key size only with rsa; zero values go with any key type', () => {
  const path = '/ssh_certificate_authorities';
  const refused: Refusal[] = [
    {
      body: { elliptic_curve: 'p384' },
      code: 'SSH_KEY_OPTION_MISMATCH',
      msg: '/elliptic_curve: elliptic_curve applies only to ecdsa keys.',
      pointer: '/elliptic_curve',
    },
    {
      body: { private_key_type: '', elliptic_curve: 'p256' },
      code: 'SSH_KEY_OPTION_MISMATCH',
      msg: '/elliptic_curve: elliptic_curve applies only to ecdsa keys.',
      pointer: '/elliptic_curve',
    },
    {
      body: { private_key_type: 'rsa', elliptic_curve: 'p521' },
      code: 'SSH_KEY_OPTION_MISMATCH',
      msg: '/elliptic_curve: elliptic_curve applies only to ecdsa keys.',
      pointer: '/elliptic_curve',
    },
    { body: { key_size: 2048 }, code: 'SSH_KEY_OPTION_MISMATCH', msg: '/key_size: key_size applies only to rsa keys.', pointer: '/key_size' },
    {
      body: { private_key_type: 'ecdsa', key_size: 4096 },
      code: 'SSH_KEY_OPTION_MISMATCH',
      msg: '/key_size: key_size applies only to rsa keys.',
      pointer: '/key_size',
    },
  ];
  it.each(refused)('400 $code for $body, as the schema says', async (refusal) => {
    const before = await count(path, 'ssh_certificate_authorities');
    await expectRefused(path, 'SSHCertificateAuthorityCreate', refusal, 'const');
    expect(await count(path, 'ssh_certificate_authorities')).toBe(before);
  });

  const accepted = [
    { body: { private_key_type: 'ed25519', elliptic_curve: '', key_size: 0 }, keyType: 'ed25519' },
    { body: { private_key_type: '', elliptic_curve: '', key_size: 0 }, keyType: 'ed25519' },
    { body: { private_key_type: 'ecdsa', elliptic_curve: 'p384', key_size: 0 }, keyType: 'ecdsa' },
  ];
  it.each(accepted)('201 for $body, which the schema admits', async ({ body, keyType }) => {
    expect(schemaAccepts('SSHCertificateAuthorityCreate', body)).toBe(true);
    const created = await server.call('POST', path, { body });
    expect(created.status).toBe(201);
    expect(created.body.key_type).toBe(keyType);
  });
});

describe('SSH user certificate: critical option names and extension names', () => {
  const path = '/ssh_user_certificates';
  let base: Record<string, unknown>;
  beforeAll(async () => {
    const ca = await server.call('POST', '/ssh_certificate_authorities', { body: {} });
    base = { ssh_certificate_authority_id: ca.body.id, public_key: (await server.call('GET', `/ssh_certificate_authorities/${ca.body.id}`)).body.public_key };
  });
  const flags = 'no-touch-required, permit-X11-forwarding, permit-agent-forwarding, permit-port-forwarding, permit-pty, permit-user-rc';
  const refused = [
    {
      options: { critical_options: { 'verify-required': '' } },
      code: 'SSH_CRITICAL_OPTION_UNKNOWN',
      msg: '/critical_options/verify-required: unknown critical option; allowed: force-command, source-address.',
      pointer: '/critical_options/verify-required',
    },
    {
      options: { critical_options: { 'Force-Command': 'ls' } },
      code: 'SSH_CRITICAL_OPTION_UNKNOWN',
      msg: '/critical_options/Force-Command: unknown critical option; allowed: force-command, source-address.',
      pointer: '/critical_options/Force-Command',
    },
    {
      options: { extensions: { 'permit-everything': '' } },
      code: 'SSH_EXTENSION_INVALID',
      msg: `/extensions/permit-everything: has an unknown extension "permit-everything"; use one of ${flags} or a name@domain of your own.`,
      pointer: '/extensions/permit-everything',
    },
    {
      options: { extensions: { 'my ext@example.com': '' } },
      code: 'SSH_EXTENSION_INVALID',
      msg: `/extensions/my ext@example.com: has an unknown extension "my ext@example.com"; use one of ${flags} or a name@domain of your own.`,
      pointer: '/extensions/my ext@example.com',
    },
    {
      options: { extensions: { [`${'a'.repeat(129)}@example.com`]: '' } },
      code: 'SSH_EXTENSION_INVALID',
      msg: `/extensions/${'a'.repeat(129)}@example.com: has an unknown extension "${'a'.repeat(60)}…"; use one of ${flags} or a name@domain of your own.`,
      pointer: `/extensions/${'a'.repeat(129)}@example.com`,
    },
  ];
  it.each(refused)('400 $code for $options, as the schema says', async ({ options, ...refusal }) => {
    const before = await count(path, 'ssh_user_certificates');
    await expectRefused(
      path,
      'SSHUserCertificateCreate',
      { body: { ...base, ...options }, ...refusal },
      refusal.code === 'SSH_EXTENSION_INVALID' ? 'pattern' : 'enum',
    );
    expect(await count(path, 'ssh_user_certificates')).toBe(before);
  });

  it('201 for the known names and a vendor extension, which the schema admits', async () => {
    const body = {
      ...base,
      critical_options: { 'force-command': 'ls', 'source-address': '10.0.0.0/8' },
      extensions: { 'permit-X11-forwarding': '', 'login@example.com': 'x' },
    };
    expect(schemaAccepts('SSHUserCertificateCreate', body)).toBe(true);
    expect((await server.call('POST', path, { body })).status).toBe(201);
  });
});

describe('zero values on create are valid per the spec where the schema lists the values', () => {
  it.each([
    ['ReservedAddrCreate', '/reserved_addrs', { description: '', metadata: '', region: '' }, { region: 'us' }],
    ['EndpointConfigurationCreate', '/endpoint_configurations', { type: '' }, { type: 'cloud' }],
  ])('%s admits %o, and the server applies the defaults', async (schema, path, body, defaults) => {
    expect(schemaAccepts(schema, body)).toBe(true);
    const created = await server.call('POST', path, { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(defaults);
  });
});

describe('abuse report URLs: absolute http(s) URLs with a host (format uri and a pattern)', () => {
  const path = '/abuse_reports';
  const refused = [
    'ftp://example.com/',
    'http:example.com',
    'http://',
    'http:///path',
    'https://exa mple.com/',
    'http://example.com:65536/',
    'http://&/',
    'http://a..b/',
    'http://example.com/#a#b',
    'mailto:abuse@example.com',
  ];
  it.each(refused)('400 ABUSE_REPORT_URL_INVALID for %j, as the schema says', async (url) => {
    const before = await count(path, 'abuse_reports');
    await expectRefused(
      path,
      'AbuseReportCreate',
      {
        body: { urls: ['https://fine.example.com/', url] },
        code: 'ABUSE_REPORT_URL_INVALID',
        pointer: '/urls/1',
        msg: `/urls/1: ${url} is not an absolute http or https URL with a hostname.`,
      },
      'pattern',
    );
    expect(await count(path, 'abuse_reports')).toBe(before);
  });

  it.each(['HTTP://EXAMPLE.com:/', 'http://example.com:0080/x?y=1#z', 'http://%41.com/', 'http://[::1]/', 'http://1.2.3/', 'https://user:pw@example.com./'])(
    '201 for %j, which the schema admits',
    async (url) => {
      expect(schemaAccepts('AbuseReportCreate', { urls: [url] })).toBe(true);
      expect((await server.call('POST', path, { body: { urls: [url] } })).status).toBe(201);
    },
  );

  it('what the schema cannot say: a percent-encoded host that decodes to no host name (the description says so)', async () => {
    const url = 'http://%21.com/';
    expect(schemaAccepts('AbuseReportCreate', { urls: [url] })).toBe(true);
    const error = expectError(await server.call('POST', path, { body: { urls: [url] } }), 400, 'ABUSE_REPORT_URL_INVALID');
    expect(error.msg).toBe(`/urls/0: ${url} is not an absolute http or https URL with a hostname.`);
    // A field error like every other: the problem names the URL, its rule and its code.
    expect(error.details.problems).toEqual([{ pointer: '/urls/0', rule: 'format', error_code: 'ABUSE_REPORT_URL_INVALID', message: error.msg }]);
  });
});

describe('OAuth module: exactly one identity provider that is not null (oneOf)', () => {
  let path: string;
  beforeAll(async () => {
    const edge = await server.call('POST', '/edges/https', { body: {} });
    const route = await server.call('POST', `/edges/https/${edge.body.id}/routes`, { body: { match_type: 'exact_path', match: '/' } });
    path = `/edges/https/${edge.body.id}/routes/${route.body.id}/oauth`;
  });
  it.each([
    [{}, 0],
    [{ github: null, amazon: null }, 0],
    [{ github: {}, gitlab: {} }, 2],
    [{ github: {}, gitlab: {}, google: {} }, 3],
  ])('400 OAUTH_PROVIDER_INVALID for %j (got %i), as the schema says', async (provider, got) => {
    await expectRefused(
      path,
      'OAuthModuleReplace',
      {
        body: { provider },
        code: 'OAUTH_PROVIDER_INVALID',
        pointer: '/provider',
        msg: `/provider: exactly one identity provider must be set (got ${got}).`,
      },
      'oneOf',
    );
    expect((await server.call('GET', path)).status).toBe(404);
  });

  it('an unknown provider is named first, an unknown field', async () => {
    const error = expectError(await server.call('PUT', path, { body: { provider: { okta: {} } } }), 400, 'UNKNOWN_FIELD');
    expect(error.details.problems.map((p: { pointer: string; error_code: string }) => [p.pointer, p.error_code])).toEqual([
      ['/provider/okta', 'UNKNOWN_FIELD'],
      ['/provider', 'OAUTH_PROVIDER_INVALID'],
    ]);
  });

  it.each([
    [
      { google: { client_id: 'id' } },
      'OAUTH_CLIENT_SECRET_REQUIRED',
      '/provider/google/client_secret',
      'client_secret is required when client_id is set.',
      'dependentRequired',
    ],
    [
      { github: { client_id: 'id', teams: ['a/b'] } },
      'OAUTH_CLIENT_SECRET_REQUIRED',
      '/provider/github/client_secret',
      'client_secret is required when client_id is set.',
      'dependentRequired',
    ],
    [
      { twitch: { client_secret: 's' } },
      'OAUTH_CLIENT_ID_REQUIRED',
      '/provider/twitch/client_id',
      'client_id is required when client_secret is set.',
      'dependentRequired',
    ],
    [
      { github: { scopes: ['repo'] } },
      'OAUTH_SCOPES_REQUIRE_CLIENT',
      '/provider/github/scopes',
      'scopes may be set only with your own client_id and client_secret.',
      'maxItems',
    ],
    [
      { amazon: { scopes: ['profile'], email_domains: ['example.com'] } },
      'OAUTH_SCOPES_REQUIRE_CLIENT',
      '/provider/amazon/scopes',
      'scopes may be set only with your own client_id and client_secret.',
      'maxItems',
    ],
  ])('400 for %j (%s), as the schema says (dependentRequired, if/then)', async (provider, code, pointer, text, rule) => {
    await expectRefused(path, 'OAuthModuleReplace', { body: { provider }, code, pointer, msg: `${pointer}: ${text}` }, rule);
  });

  it.each([
    { google: {} },
    { github: { organizations: ['acme'] }, amazon: null, twitch: null },
    { gitlab: { client_id: 'id', client_secret: 's', scopes: ['read_user'] } },
    { github: { client_id: 'id', client_secret: 's' } },
    { amazon: { scopes: [] } },
  ])('200 for %j, which the schema admits', async (provider) => {
    expect(schemaAccepts('OAuthModuleReplace', { provider })).toBe(true);
    expect((await server.call('PUT', path, { body: { provider } })).status).toBe(200);
  });
});

describe('text fields refuse the NUL character (pattern ^[^\\u0000]*$, TEXT_NOT_STORABLE)', () => {
  const msg = 'Text may not contain the NUL character (U+0000) or unpaired UTF-16 surrogates.';
  it.each([
    ['/backends/tunnel_group', 'TunnelGroupBackendCreate', { description: 'a\u0000b' }, '/description'],
    ['/backends/tunnel_group', 'TunnelGroupBackendCreate', { labels: { app: 'x\u0000' } }, '/labels/app'],
    ['/backends/http_response', 'HTTPResponseBackendCreate', { body: '\u0000', status_code: 200 }, '/body'],
    ['/ip_policies', 'IPPolicyCreate', { metadata: '{"a":"\u0000"}' }, '/metadata'],
  ])('POST %s %o: 400 TEXT_NOT_STORABLE at the field, as the schema says', async (path, schema, body, pointer) => {
    expect(schemaAccepts(schema, body)).toBe(false);
    const error = expectError(await server.call('POST', path, { body }), 400, 'TEXT_NOT_STORABLE');
    expect(error.msg).toBe(msg);
    expect(error.details.problems.map((p: { pointer: string; rule: string }) => [p.pointer, p.rule])).toEqual([[pointer, 'pattern']]);
  });

  it("a label name with NUL is refused by the name pattern first (the agent's label keys, 0051): 400 FORMAT_INVALID", async () => {
    const body = { labels: { 'a\u0000': 'x' } };
    expect(schemaAccepts('TunnelGroupBackendCreate', body)).toBe(false);
    const error = expectError(await server.call('POST', '/backends/tunnel_group', { body }), 400, 'FORMAT_INVALID');
    expect(error.msg).toBe('/labels/a\u0000: field name must match the pattern ^[A-Za-z0-9][A-Za-z0-9._/-]*$.');
  });

  it('what the pattern does not say: an unpaired surrogate is refused by the server alone, at its field', async () => {
    expect(schemaAccepts('TunnelGroupBackendCreate', { description: 'a\ud800' })).toBe(true);
    const error = expectError(await server.call('POST', '/backends/tunnel_group', { body: { description: 'a\ud800' } }), 400, 'TEXT_NOT_STORABLE');
    expect(error.msg).toBe(msg);
    expect(error.details.problems).toEqual([{ pointer: '/description', rule: 'storable-text', error_code: 'TEXT_NOT_STORABLE', message: msg }]);
    // In a value further down.
    const headers = { 'x-a': 'ok', 'x-c': 'b\udc00c' };
    const nested = expectError(
      await server.call('POST', '/backends/http_response', { body: { body: 'x', status_code: 200, headers } }),
      400,
      'TEXT_NOT_STORABLE',
    );
    expect(nested.details.problems).toEqual([{ pointer: '/headers/x-c', rule: 'storable-text', error_code: 'TEXT_NOT_STORABLE', message: msg }]);
  });
});
