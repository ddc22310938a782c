// What the client puts on the wire, checked against a real HTTP server: headers
// (docs/decisions/0003-request-headers.md), path parameters in path order, JSON bodies, 204 → undefined, map
// keys untouched.
import { createClient } from '@tunnel-api/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import clientPackage from '../../generated/client/package.json' with { type: 'json' };
import { FakeService } from './support/fake-service.js';

const service = new FakeService();
let api: ReturnType<typeof createClient>;

beforeAll(async () => {
  await service.start();
  api = createClient({ baseUrl: service.baseUrl, apiKey: 'key_secret', maxRetries: 0 });
});
afterAll(() => service.stop());
beforeEach(() => service.reset());

const backend = {
  id: 'bkdtg_2aBcDeFgHiJkLmNoPqRsTuVwXyZ',
  uri: 'http://127.0.0.1/backends/tunnel_group/bkdtg_2aBcDeFgHiJkLmNoPqRsTuVwXyZ',
  created_at: '2026-01-01T00:00:00Z',
  labels: { Region: 'EU', 'x.Key': 'v' },
  tunnels: [],
};

describe('headers', () => {
  it('sends Authorization, Service-Version and User-Agent, and Content-Type only with a body', async () => {
    service.reply({ status: 200, body: backend }, { status: 201, body: backend });
    await api.tunnelGroupBackends.get(backend.id);
    await api.tunnelGroupBackends.create({ labels: { a: 'b' } });
    const [get, post] = service.requests;
    expect(get?.headers['authorization']).toBe('Bearer key_secret');
    expect(get?.headers['service-version']).toBe('2');
    expect(get?.headers['user-agent']).toBe(`@tunnel-api/client/${clientPackage.version}`);
    expect(get?.headers['content-type']).toBeUndefined();
    expect(get?.body).toBe('');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.headers['authorization']).toBe('Bearer key_secret');
  });

  it('uses the userAgent option', async () => {
    const custom = createClient({ baseUrl: service.baseUrl, apiKey: 'k', userAgent: 'my-tool/1.0' });
    service.reply({ status: 200, body: backend });
    await custom.tunnelGroupBackends.get(backend.id);
    expect(service.requests[0]?.headers['user-agent']).toBe('my-tool/1.0');
  });

  it('sends per-call headers', async () => {
    service.reply({ status: 200, body: backend });
    await api.tunnelGroupBackends.get(backend.id, { headers: { 'x-trace': 't1' } });
    expect(service.requests[0]?.headers['x-trace']).toBe('t1');
  });
});

describe('operations', () => {
  it('create sends the JSON body and returns the created resource', async () => {
    service.reply({ status: 201, body: backend });
    const created = await api.tunnelGroupBackends.create({ description: 'staging', labels: { env: 'prod' } });
    expect(created).toEqual(backend);
    expect(service.requests[0]).toMatchObject({ method: 'POST', url: '/backends/tunnel_group' });
    expect(JSON.parse(service.requests[0]?.body ?? '')).toEqual({ description: 'staging', labels: { env: 'prod' } });
  });

  it('update sends PATCH with the id in the path', async () => {
    service.reply({ status: 200, body: backend });
    await api.tunnelGroupBackends.update(backend.id, { description: 'x' });
    expect(service.requests[0]).toMatchObject({ method: 'PATCH', url: `/backends/tunnel_group/${backend.id}` });
  });

  it('delete resolves to undefined on 204', async () => {
    service.reply({ status: 204 });
    await expect(api.tunnelGroupBackends.delete(backend.id)).resolves.toBeUndefined();
    expect(service.requests[0]).toMatchObject({ method: 'DELETE', url: `/backends/tunnel_group/${backend.id}` });
  });

  it('commands: restart posts to the session and resolves to undefined', async () => {
    service.reply({ status: 204 });
    await expect(api.tunnelSessions.restart('ts_2aBcDeFgHiJkLmNoPqRsTuVwXyZ', {})).resolves.toBeUndefined();
    expect(service.requests[0]).toMatchObject({ method: 'POST', url: '/tunnel_sessions/ts_2aBcDeFgHiJkLmNoPqRsTuVwXyZ/restart', body: '{}' });
  });

  it('module replace takes the edge id then the route id, in path order', async () => {
    const module = { enabled: true, add: { 'X-Frame-Options': 'DENY' }, remove: [] };
    service.reply({ status: 200, body: { enabled: true, add: { 'x-frame-options': 'DENY' }, remove: [] } });
    await api.httpsEdgeRouteResponseHeadersModule.replace('edghts_1', 'edghtsrt_2', module);
    expect(service.requests[0]).toMatchObject({ method: 'PUT', url: '/edges/https/edghts_1/routes/edghtsrt_2/response_headers' });
  });

  it('escapes path parameters', async () => {
    service.reply({ status: 404, body: {} });
    await expect(api.reservedAddrs.get('ra_../x?y')).rejects.toThrow();
    expect(service.requests[0]?.url).toBe('/reserved_addrs/ra_..%2Fx%3Fy');
  });

  it('leaves map keys and snake_case fields exactly as sent and received', async () => {
    service.reply({ status: 201, body: backend });
    const created = await api.tunnelGroupBackends.create({ labels: { CamelKey: 'v', snake_key: 'w' } });
    expect(JSON.parse(service.requests[0]?.body ?? '')).toEqual({ labels: { CamelKey: 'v', snake_key: 'w' } });
    expect(created.labels).toEqual({ Region: 'EU', 'x.Key': 'v' });
    expect(created.created_at).toBe('2026-01-01T00:00:00Z');
  });

  it('raw is the typed openapi-fetch client with the same headers, returning { data, error }', async () => {
    service.reply({ status: 200, body: backend }, { status: 404, body: { error_code: 'X', status_code: 404, msg: 'no', details: {} } });
    const ok = await api.raw.GET('/backends/tunnel_group/{id}', { params: { path: { id: backend.id } } });
    expect(ok.data).toEqual(backend);
    const missing = await api.raw.GET('/backends/tunnel_group/{id}', { params: { path: { id: 'bkdtg_0' } } });
    expect(missing.error).toMatchObject({ error_code: 'X' });
    expect(missing.response.status).toBe(404);
    expect(service.requests[0]?.headers['authorization']).toBe('Bearer key_secret');
    expect(service.requests[0]?.headers['service-version']).toBe('2');
  });
});

describe('createClient options', () => {
  it('rejects a relative baseUrl', () => {
    expect(() => createClient({ baseUrl: '/api', apiKey: 'k' })).toThrow('baseUrl must be an absolute URL, got "/api"');
  });

  it('rejects an empty apiKey', () => {
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: '' })).toThrow('apiKey is required');
  });

  it('requires an apiKey: every operation of this API needs one (docs/decisions/0047-client-auth.md)', () => {
    // @ts-expect-error the type requires it too
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1' })).toThrow('createClient: apiKey is required');
  });

  it('takes the key from a function, called before each request', async () => {
    let calls = 0;
    const rotating = createClient({ baseUrl: service.baseUrl, apiKey: async () => `key_${++calls}`, maxRetries: 0 });
    service.reply({ status: 200, body: backend }, { status: 200, body: backend });
    await rotating.tunnelGroupBackends.get(backend.id);
    await rotating.tunnelGroupBackends.get(backend.id);
    expect(service.requests.map((r) => r.headers['authorization'])).toEqual(['Bearer key_1', 'Bearer key_2']);
  });

  it("defaults baseUrl to the document's server", () => {
    expect(() => createClient({ apiKey: 'k' })).not.toThrow();
  });
});
