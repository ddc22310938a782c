// Abuse reports (spec/components/schemas/AbuseReport.yaml; docs/decisions/0016-accounts-and-api-keys.md: 403
// for accounts not authorised).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** Abuse reports have no list operation: count them in the storage to prove nothing was written. */
async function storedReports(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM resources WHERE kind = 'abuse_report'");
  return rows[0]!.n;
}

describe('create and get', () => {
  it('one PENDING hostname per distinct hostname, lower-cased, in order of first appearance', async () => {
    const urls = [
      'https://Login-Acme.tunnel.app/verify',
      'http://cdn.example.org:8080/x?y=1#z',
      'https://login-acme.tunnel.app/reset',
      'http://[2001:db8::1]/p',
      'https://xn--bcher-kva.example/',
      'http://paypal.com@phish.example/login',
    ];
    const res = await server.call('POST', '/abuse_reports', { body: { urls, metadata: '{"source":"mail-filter"}' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^abrp_[0-9A-Za-z]{27}$/),
      uri: `${PUBLIC_URL}/abuse_reports/${res.body.id}`,
      created_at: expect.stringMatching(RFC3339),
      urls,
      metadata: '{"source":"mail-filter"}',
      status: 'PENDING',
      hostnames: [
        { hostname: 'login-acme.tunnel.app', status: 'PENDING' },
        { hostname: 'cdn.example.org', status: 'PENDING' },
        { hostname: '[2001:db8::1]', status: 'PENDING' },
        { hostname: 'xn--bcher-kva.example', status: 'PENDING' },
        { hostname: 'phish.example', status: 'PENDING' },
      ],
    });
    const got = await server.call('GET', `/abuse_reports/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('metadata is omitted when unset', async () => {
    const res = await server.call('POST', '/abuse_reports', { body: { urls: ['https://example.com'] } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['created_at', 'hostnames', 'id', 'status', 'uri', 'urls']);
  });
});

describe('errors', () => {
  it('403 ABUSE_REPORTS_NOT_PERMITTED for an account without the permission, writing nothing', async () => {
    const before = await storedReports();
    const body = expectError(
      await server.call('POST', '/abuse_reports', { key: server.otherKey, body: { urls: ['https://example.com/'] } }),
      403,
      'ABUSE_REPORTS_NOT_PERMITTED',
    );
    expect(body.msg).toBe('This account may not create abuse reports; ask the operator for access.');
    expect(await storedReports()).toBe(before);
  });

  const invalid = [
    'ftp://files.example.com/a',
    'mailto:abuse@example.com',
    'example.com/path',
    '/relative/path',
    'http:example.com',
    'http://',
    'https://exa mple.com/',
    'https://example.com/a b',
    'http://example.com:99999/',
    'https:\\\\example.com',
    'http://&/',
    'http://a@b@example.com/',
    'http://example.com/[x]',
    'http://example.com/#a#b',
  ];
  for (const url of invalid) {
    it(`400 ABUSE_REPORT_URL_INVALID for ${JSON.stringify(url)}, naming its index, writing nothing`, async () => {
      const before = await storedReports();
      const body = expectError(
        await server.call('POST', '/abuse_reports', { body: { urls: ['https://fine.example.com/', url] } }),
        400,
        'ABUSE_REPORT_URL_INVALID',
      );
      expect(body.msg).toBe(`/urls/1: ${url} is not an absolute http or https URL with a hostname.`);
      expect(await storedReports()).toBe(before);
    });
  }

  it('400 for an empty URL (schema) and for no URLs at all', async () => {
    expect(expectError(await server.call('POST', '/abuse_reports', { body: { urls: [''] } }), 400, 'ABUSE_REPORT_URL_INVALID').msg).toBe(
      '/urls/0: must be at least 1 characters (got 0).',
    );
    expect(expectError(await server.call('POST', '/abuse_reports', { body: { urls: [] } }), 400, 'VALUE_OUT_OF_RANGE').msg).toBe(
      '/urls: must have at least 1 items (got 0).',
    );
    expect(expectError(await server.call('POST', '/abuse_reports', { body: {} }), 400, 'FIELD_REQUIRED').msg).toBe('/urls: required field is missing.');
  });

  it("404 for another account's report, and for an unknown id", async () => {
    const created = (await server.call('POST', '/abuse_reports', { body: { urls: ['https://example.com/'] } })).body;
    const body = expectError(await server.call('GET', `/abuse_reports/${created.id}`, { key: server.otherKey }), 404, 'NOT_FOUND');
    expect(body.msg).toBe(`No abuse report with id ${created.id} exists.`);
    expectError(await server.call('GET', '/abuse_reports/abrp_2QgoW6GGdsP1ttEPKyTeUsUzVsg'), 404, 'NOT_FOUND');
  });

  it('405 for list, update and delete, which the API does not have', async () => {
    const list = expectError(await server.call('GET', '/abuse_reports'), 405, 'METHOD_NOT_ALLOWED');
    expect(list.msg).toBe('GET is not allowed on /abuse_reports; allowed: POST.');
    const id = 'abrp_2QgoW6GGdsP1ttEPKyTeUsUzVsg';
    for (const method of ['PATCH', 'DELETE']) {
      const res = await server.call(method, `/abuse_reports/${id}`, method === 'PATCH' ? { body: {} } : {});
      expect(expectError(res, 405, 'METHOD_NOT_ALLOWED').msg).toBe(`${method} is not allowed on /abuse_reports/${id}; allowed: GET, HEAD.`);
    }
  });
});
