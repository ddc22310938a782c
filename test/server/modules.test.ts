// Edge modules (spec/paths/edges_*_{id}_*.yaml) other than OAuth and SAML, through the real server: replace, get and
// delete of each; references checked with pointers; a referenced backend, IP policy or CA cannot be
// deleted while a module uses it (409) and can once the module, route or edge is gone; isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCertificatePem } from './edges-test-certificates.js';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let caPem: string;
beforeAll(async () => {
  server = await startTestServer();
  caPem = await testCertificatePem({
    name: 'CN=Clients CA',
    ca: true,
    notBefore: new Date('2026-01-01T00:00:00Z'),
    notAfter: new Date('2030-01-01T00:00:00Z'),
  });
});
afterAll(async () => {
  await server.close();
});

const MISSING_BACKEND = 'bkdtg_2QvSWeKRRmc629UjSJm3cNTgEQi';
const MISSING_POLICY = 'ipp_2QvSWeKRRmc629UjSJm3cNTgEQi';
const MISSING_CA = 'ca_2QvSWeKRRmc629UjSJm3cNTgEQi';

async function create(path: string, body: unknown = {}): Promise<string> {
  const res = await server.call('POST', path, { body });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A fresh HTTPS edge with one route; `base` is the route's path. */
async function newRoute(): Promise<{ edge: string; route: string; base: string }> {
  const edge = await create('/edges/https', { hostports: ['modules.example.com:443'] });
  const route = await create(`/edges/https/${edge}/routes`, { match_type: 'path_prefix', match: '/' });
  return { edge, route, base: `/edges/https/${edge}/routes/${route}` };
}

async function expectInUse(path: string, id: string, referrer: string): Promise<void> {
  const body = expectError(await server.call('DELETE', `${path}/${id}`), 409, 'RESOURCE_IN_USE');
  expect(body.msg).toBe(`${id} is still referenced by ${referrer} and cannot be deleted.`);
  expect(body.details.referrers).toEqual([referrer]);
}

describe('module lifecycle (websocket TCP converter)', () => {
  it('404 MODULE_NOT_CONFIGURED before replace; replace, get, delete; 404 again after delete', async () => {
    const { route, base } = await newRoute();
    const path = `${base}/websocket_tcp_converter`;
    const msg = `The websocket TCP converter module is not configured on ${route}.`;
    expect(expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(msg);
    expect(expectError(await server.call('DELETE', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(msg);

    const replaced = await server.call('PUT', path, { body: {} });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ enabled: true });
    expect((await server.call('PUT', path, { body: { enabled: false } })).body).toEqual({ enabled: false });
    expect((await server.call('GET', path)).body).toEqual({ enabled: false });

    const deleted = await server.call('DELETE', path);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(msg);
    expect(expectError(await server.call('DELETE', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(msg);
  });

  it('modules are independent singletons and survive a PATCH of the route', async () => {
    const { base } = await newRoute();
    await server.call('PUT', `${base}/websocket_tcp_converter`, { body: { enabled: false } });
    await server.call('PUT', `${base}/response_headers`, { body: { remove: ['Server'] } });
    expect((await server.call('PATCH', base, { body: { description: 'patched', match: '/app' } })).status).toBe(200);
    expect((await server.call('GET', `${base}/websocket_tcp_converter`)).body).toEqual({ enabled: false });
    expect((await server.call('DELETE', `${base}/websocket_tcp_converter`)).status).toBe(204);
    expect((await server.call('GET', `${base}/response_headers`)).body).toEqual({ enabled: true, add: {}, remove: ['server'] });
  });

  it("404 NOT_FOUND for an unknown edge, another edge's route and another account's route, on every operation", async () => {
    const { edge, route, base } = await newRoute();
    const otherEdge = await create('/edges/https');
    const key = server.otherKey;
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? {} : undefined;
      const underOther = expectError(
        await server.call(method, `/edges/https/${otherEdge}/routes/${route}/websocket_tcp_converter`, { body }),
        404,
        'NOT_FOUND',
      );
      expect(underOther.msg).toBe(`No HTTPS edge route with id ${route} exists.`);
      const foreign = expectError(await server.call(method, `${base}/websocket_tcp_converter`, { body, key }), 404, 'NOT_FOUND');
      expect(foreign.msg).toBe(`No HTTPS edge with id ${edge} exists.`);
    }
    await server.call('DELETE', `/edges/https/${otherEdge}`);
    expect(expectError(await server.call('GET', `/edges/https/${otherEdge}/routes/${route}/websocket_tcp_converter`), 404, 'NOT_FOUND').msg).toBe(
      `No HTTPS edge with id ${otherEdge} exists.`,
    );
    // Nothing was configured by the refused requests.
    expectError(await server.call('GET', `${base}/websocket_tcp_converter`), 404, 'MODULE_NOT_CONFIGURED');
  });
});

describe('backend module', () => {
  it.each([
    ['tunnel group', '/backends/tunnel_group', {}],
    ['HTTP response', '/backends/http_response', { status_code: 503 }],
    ['weighted', '/backends/weighted', {}],
  ])('names a %s backend by Ref', async (_kind, path, body) => {
    const backend = await create(path, body);
    const { base } = await newRoute();
    const replaced = await server.call('PUT', `${base}/backend`, { body: { backend_id: backend } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ enabled: true, backend: { id: backend, uri: `${PUBLIC_URL}${path}/${backend}` } });
    expect((await server.call('GET', `${base}/backend`)).body).toEqual(replaced.body);
  });

  it("400 BACKEND_REFERENCE_NOT_FOUND for a missing or another account's backend; the previous configuration stays", async () => {
    const { base } = await newRoute();
    const backend = await create('/backends/tunnel_group');
    await server.call('PUT', `${base}/backend`, { body: { backend_id: backend, enabled: false } });
    const missing = expectError(await server.call('PUT', `${base}/backend`, { body: { backend_id: MISSING_BACKEND } }), 400, 'BACKEND_REFERENCE_NOT_FOUND');
    expect(missing.msg).toBe(`/backend_id: no backend with id ${MISSING_BACKEND} exists in this account.`);
    expect(missing.details.problems).toEqual([{ pointer: '/backend_id', rule: 'reference', error_code: 'BACKEND_REFERENCE_NOT_FOUND', message: missing.msg }]);
    const foreign = (await server.call('POST', '/backends/tunnel_group', { body: {}, key: server.otherKey })).body.id;
    expect(expectError(await server.call('PUT', `${base}/backend`, { body: { backend_id: foreign } }), 400, 'BACKEND_REFERENCE_NOT_FOUND').msg).toBe(
      `/backend_id: no backend with id ${foreign} exists in this account.`,
    );
    expect((await server.call('GET', `${base}/backend`)).body).toEqual({
      enabled: false,
      backend: { id: backend, uri: `${PUBLIC_URL}/backends/tunnel_group/${backend}` },
    });
  });

  it('400 ID_INVALID for a backend_id of another kind, FIELD_REQUIRED without one', async () => {
    const { base } = await newRoute();
    expect(
      expectError(await server.call('PUT', `${base}/backend`, { body: { backend_id: MISSING_POLICY } }), 400, 'ID_INVALID').details.problems[0].pointer,
    ).toBe('/backend_id');
    expect(expectError(await server.call('PUT', `${base}/backend`, { body: {} }), 400, 'FIELD_REQUIRED').details.problems[0].pointer).toBe('/backend_id');
  });

  it('a used backend cannot be deleted until the module is replaced, deleted, or its route deleted', async () => {
    const first = await create('/backends/http_response');
    const second = await create('/backends/tunnel_group');
    const { route, base } = await newRoute();
    await server.call('PUT', `${base}/backend`, { body: { backend_id: first } });
    await expectInUse('/backends/http_response', first, route);

    // Replacing releases the old backend and holds the new one.
    await server.call('PUT', `${base}/backend`, { body: { backend_id: second } });
    expect((await server.call('DELETE', `/backends/http_response/${first}`)).status).toBe(204);
    await expectInUse('/backends/tunnel_group', second, route);

    // Another module of the route holds nothing: deleting it keeps the backend held.
    await server.call('PUT', `${base}/websocket_tcp_converter`, { body: {} });
    await server.call('DELETE', `${base}/websocket_tcp_converter`);
    await expectInUse('/backends/tunnel_group', second, route);

    await server.call('DELETE', `${base}/backend`);
    expect((await server.call('DELETE', `/backends/tunnel_group/${second}`)).status).toBe(204);
  });

  it('concurrent replaces of different modules of one route keep every module and every reference', async () => {
    const backend = await create('/backends/tunnel_group');
    const policy = await create('/ip_policies');
    const { route, base } = await newRoute();
    const results = await Promise.all([
      server.call('PUT', `${base}/backend`, { body: { backend_id: backend } }),
      server.call('PUT', `${base}/ip_restriction`, { body: { ip_policy_ids: [policy] } }),
      server.call('PUT', `${base}/websocket_tcp_converter`, { body: {} }),
      server.call('PUT', `${base}/response_headers`, { body: {} }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const module of ['backend', 'ip_restriction', 'websocket_tcp_converter', 'response_headers']) {
      expect((await server.call('GET', `${base}/${module}`)).status).toBe(200);
    }
    await expectInUse('/backends/tunnel_group', backend, route);
    await expectInUse('/ip_policies', policy, route);
    await server.call('DELETE', `${base}/ip_restriction`);
    expect((await server.call('DELETE', `/ip_policies/${policy}`)).status).toBe(204);
    await expectInUse('/backends/tunnel_group', backend, route);
  });

  it('deleting the route or the edge releases the backend', async () => {
    const backend = await create('/backends/weighted');
    const a = await newRoute();
    const b = await newRoute();
    await server.call('PUT', `${a.base}/backend`, { body: { backend_id: backend } });
    await server.call('PUT', `${b.base}/backend`, { body: { backend_id: backend } });
    expect(expectError(await server.call('DELETE', `/backends/weighted/${backend}`), 409, 'RESOURCE_IN_USE').details.referrers).toEqual(
      [a.route, b.route].sort(),
    );
    expect((await server.call('DELETE', a.base)).status).toBe(204);
    await expectInUse('/backends/weighted', backend, b.route);
    expect((await server.call('DELETE', `/edges/https/${b.edge}`)).status).toBe(204);
    expect((await server.call('DELETE', `/backends/weighted/${backend}`)).status).toBe(204);
  });

  it('on a TCP edge: replace, get, delete, 409 while used, isolation', async () => {
    const edge = await create('/edges/tcp', { hostports: ['tcp.example.com:5432'] });
    const backend = await create('/backends/tunnel_group');
    const path = `/edges/tcp/${edge}/backend`;
    expect(expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(`The backend module is not configured on ${edge}.`);
    const replaced = await server.call('PUT', path, { body: { backend_id: backend, enabled: false } });
    expect(replaced.body).toEqual({ enabled: false, backend: { id: backend, uri: `${PUBLIC_URL}/backends/tunnel_group/${backend}` } });
    expect((await server.call('GET', path)).body).toEqual(replaced.body);
    await expectInUse('/backends/tunnel_group', backend, edge);
    expectError(await server.call('PUT', path, { body: { backend_id: MISSING_BACKEND } }), 400, 'BACKEND_REFERENCE_NOT_FOUND');

    const key = server.otherKey;
    expect(expectError(await server.call('GET', path, { key }), 404, 'NOT_FOUND').msg).toBe(`No TCP edge with id ${edge} exists.`);
    expectError(await server.call('PUT', path, { key, body: { backend_id: backend } }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', path, { key }), 404, 'NOT_FOUND');

    // A PATCH of the edge keeps the module and its reference.
    await server.call('PATCH', `/edges/tcp/${edge}`, { body: { description: 'db' } });
    await expectInUse('/backends/tunnel_group', backend, edge);
    expect((await server.call('DELETE', path)).status).toBe(204);
    expectError(await server.call('DELETE', path), 404, 'MODULE_NOT_CONFIGURED');
    expect((await server.call('DELETE', `/backends/tunnel_group/${backend}`)).status).toBe(204);
  });
});

describe('IP restriction module', () => {
  it('replace, get, delete; the policies are Refs and held while used', async () => {
    const p1 = await create('/ip_policies', { description: 'office' });
    const p2 = await create('/ip_policies');
    const { route, base } = await newRoute();
    const path = `${base}/ip_restriction`;
    expect(expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(`The IP restriction module is not configured on ${route}.`);
    const replaced = await server.call('PUT', path, { body: { ip_policy_ids: [p1, p2, p1] } });
    expect(replaced.body).toEqual({
      enabled: true,
      ip_policies: [
        { id: p1, uri: `${PUBLIC_URL}/ip_policies/${p1}` },
        { id: p2, uri: `${PUBLIC_URL}/ip_policies/${p2}` },
      ],
    });
    expect((await server.call('GET', path)).body).toEqual(replaced.body);
    await expectInUse('/ip_policies', p1, route);
    await expectInUse('/ip_policies', p2, route);

    expect((await server.call('PUT', path, { body: { enabled: false } })).body).toEqual({ enabled: false, ip_policies: [] });
    expect((await server.call('DELETE', `/ip_policies/${p1}`)).status).toBe(204);
    await server.call('PUT', path, { body: { ip_policy_ids: [p2] } });
    expect((await server.call('DELETE', path)).status).toBe(204);
    expect((await server.call('DELETE', `/ip_policies/${p2}`)).status).toBe(204);
  });

  it('400 IP_POLICY_REFERENCE_NOT_FOUND with the pointer of each missing or foreign policy', async () => {
    const own = await create('/ip_policies');
    const foreign = (await server.call('POST', '/ip_policies', { body: {}, key: server.otherKey })).body.id;
    const { base } = await newRoute();
    const body = expectError(
      await server.call('PUT', `${base}/ip_restriction`, { body: { ip_policy_ids: [own, MISSING_POLICY, foreign] } }),
      400,
      'IP_POLICY_REFERENCE_NOT_FOUND',
    );
    expect(body.msg).toBe(`/ip_policy_ids/1: no IP policy with id ${MISSING_POLICY} exists in this account.`);
    expect(body.details.problems).toEqual([
      { pointer: '/ip_policy_ids/1', rule: 'reference', error_code: 'IP_POLICY_REFERENCE_NOT_FOUND', message: body.msg },
      {
        pointer: '/ip_policy_ids/2',
        rule: 'reference',
        error_code: 'IP_POLICY_REFERENCE_NOT_FOUND',
        message: `/ip_policy_ids/2: no IP policy with id ${foreign} exists in this account.`,
      },
    ]);
    expectError(await server.call('GET', `${base}/ip_restriction`), 404, 'MODULE_NOT_CONFIGURED');
    expect((await server.call('DELETE', `/ip_policies/${own}`)).status).toBe(204);
  });
});

describe('mutual TLS module', () => {
  it('replace, get, delete on a TLS edge; the CAs are Refs and held while used', async () => {
    const ca = await create('/certificate_authorities', { ca_pem: caPem });
    const edge = await create('/edges/tls', { hostports: ['tls.example.com:443'] });
    const path = `/edges/tls/${edge}/mutual_tls`;
    expect(expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(`The mutual TLS module is not configured on ${edge}.`);
    const replaced = await server.call('PUT', path, { body: { certificate_authority_ids: [ca] } });
    expect(replaced.body).toEqual({ enabled: true, certificate_authorities: [{ id: ca, uri: `${PUBLIC_URL}/certificate_authorities/${ca}` }] });
    expect((await server.call('GET', path)).body).toEqual(replaced.body);
    await expectInUse('/certificate_authorities', ca, edge);

    const key = server.otherKey;
    expect(expectError(await server.call('GET', path, { key }), 404, 'NOT_FOUND').msg).toBe(`No TLS edge with id ${edge} exists.`);
    expectError(await server.call('PUT', path, { key, body: {} }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', path, { key }), 404, 'NOT_FOUND');

    expect((await server.call('DELETE', path)).status).toBe(204);
    expect((await server.call('DELETE', `/certificate_authorities/${ca}`)).status).toBe(204);
  });

  it('400 CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND with the pointer; deleting the edge releases its CAs', async () => {
    const ca = await create('/certificate_authorities', { ca_pem: caPem });
    const foreign = (await server.call('POST', '/certificate_authorities', { body: { ca_pem: caPem }, key: server.otherKey })).body.id;
    const edge = await create('/edges/tls');
    const path = `/edges/tls/${edge}/mutual_tls`;
    const missing = expectError(
      await server.call('PUT', path, { body: { certificate_authority_ids: [MISSING_CA] } }),
      400,
      'CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND',
    );
    expect(missing.msg).toBe(`/certificate_authority_ids/0: no certificate authority with id ${MISSING_CA} exists in this account.`);
    expect(
      expectError(await server.call('PUT', path, { body: { certificate_authority_ids: [ca, foreign] } }), 400, 'CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND').msg,
    ).toBe(`/certificate_authority_ids/1: no certificate authority with id ${foreign} exists in this account.`);
    expect((await server.call('PUT', path, { body: { certificate_authority_ids: [ca] } })).status).toBe(200);
    await expectInUse('/certificate_authorities', ca, edge);
    expect((await server.call('DELETE', `/edges/tls/${edge}`)).status).toBe(204);
    expect((await server.call('DELETE', `/certificate_authorities/${ca}`)).status).toBe(204);
  });
});

describe('response headers module', () => {
  it('names come back in lower case; remove is [] when unset', async () => {
    const { route, base } = await newRoute();
    const path = `${base}/response_headers`;
    expect(expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(`The response headers module is not configured on ${route}.`);
    const replaced = await server.call('PUT', path, { body: { add: { 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-store' } } });
    expect(replaced.body).toEqual({ enabled: true, add: { 'x-frame-options': 'DENY', 'cache-control': 'no-store' }, remove: [] });
    expect((await server.call('GET', path)).body).toEqual(replaced.body);
    const again = await server.call('PUT', path, { body: { enabled: false, remove: ['Server', 'X-Powered-By', 'server'] } });
    expect(again.body).toEqual({ enabled: false, add: {}, remove: ['server', 'x-powered-by'] });
    expect((await server.call('DELETE', path)).status).toBe(204);
  });

  it('400 HEADER_VALUE_INVALID for a value with CR or LF, HEADER_NAME_INVALID for a bad or repeated name', async () => {
    const { base } = await newRoute();
    const path = `${base}/response_headers`;
    const value = expectError(await server.call('PUT', path, { body: { add: { 'X-Test': 'a\r\nSet-Cookie: b' } } }), 400, 'HEADER_VALUE_INVALID');
    expect(value.details.problems[0].pointer).toBe('/add/X-Test');
    expect(value.msg).toMatch(/^\/add\/X-Test: /);
    expect(expectError(await server.call('PUT', path, { body: { add: { 'X Test': 'a' } } }), 400, 'HEADER_NAME_INVALID').details.problems[0].pointer).toBe(
      '/add/X Test',
    );
    expect(expectError(await server.call('PUT', path, { body: { remove: ['bad name'] } }), 400, 'HEADER_NAME_INVALID').details.problems[0].pointer).toBe(
      '/remove/0',
    );
    const repeated = expectError(await server.call('PUT', path, { body: { add: { 'X-A': '1', 'x-a': '2' } } }), 400, 'HEADER_NAME_INVALID');
    expect(repeated.msg).toBe('/add/x-a: x-a repeats header X-A (header names are case-insensitive).');
    expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED');
  });
});
