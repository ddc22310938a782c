// The generated client (@tunnel-api/client) against the real reference server over a real socket:
// what a downstream team does with the two packages (docs/decisions/0028-real-components-in-tests.md).
import { createClient, isTunnelError, TunnelApiError } from '@tunnel-api/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestServer, type TestServer } from '../server/harness.js';

let server: TestServer;
let api: ReturnType<typeof createClient>;
let other: ReturnType<typeof createClient>;

beforeAll(async () => {
  // The server builds uris from its public URL: make it the socket's, so next_page_uri is followable.
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  server = await startTestServer({ publicUrl: address });
  await server.app.listen({ host: '127.0.0.1', port });
  api = createClient({ baseUrl: address, apiKey: server.apiKey, maxRetries: 0 });
  other = createClient({ baseUrl: address, apiKey: server.otherKey, maxRetries: 0 });
});
afterAll(async () => {
  await server.close();
});

describe('resources through the SDK', () => {
  it('create, get, update, delete; delete resolves to undefined', async () => {
    const created = await api.tunnelGroupBackends.create({ description: 'web', labels: { App: 'Web', 'x.y/z': '1' } });
    expect(created.id).toMatch(/^bkdtg_/);
    expect(created.labels).toEqual({ App: 'Web', 'x.y/z': '1' }); // map keys untouched
    expect(await api.tunnelGroupBackends.get(created.id)).toEqual(created);
    const updated = await api.tunnelGroupBackends.update(created.id, { description: 'api' });
    expect(updated.description).toBe('api');
    expect(await api.tunnelGroupBackends.delete(created.id)).toBeUndefined();
  });

  it('list() iterates every item of every page, following next_page_uri', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await api.ipPolicies.create({ description: `office ${i}` })).id);
    const seen: string[] = [];
    for await (const policy of api.ipPolicies.list({ limit: 2 })) seen.push(policy.id);
    expect(seen).toEqual([...ids].reverse());
    const first = await api.ipPolicies.list({ limit: 3 }).firstPage();
    expect(first.ip_policies).toHaveLength(3);
    expect(first.next_page_uri).toContain('before_id=');
  });

  it('modules take the edge and route ids first', async () => {
    const edge = await api.httpsEdges.create({ hostports: ['acme.tunnel.app:443'] });
    const route = await api.httpsEdgeRoutes.create(edge.id, { match_type: 'path_prefix', match: '/' });
    const backend = await api.httpResponseBackends.create({ body: 'hi', headers: { 'X-Served-By': 'ref' } });
    expect(backend.headers).toEqual({ 'x-served-by': 'ref' });
    const module = await api.httpsEdgeRouteBackendModule.replace(edge.id, route.id, { backend_id: backend.id });
    expect(module).toMatchObject({ enabled: true, backend: { id: backend.id } });
    expect(await api.httpsEdgeRouteBackendModule.get(edge.id, route.id)).toEqual(module);
    await api.httpsEdgeRouteBackendModule.delete(edge.id, route.id);
  });
});

describe('errors through the SDK', () => {
  it('404 is a TunnelApiError with the code, message and operation id', async () => {
    const created = await api.weightedBackends.create({});
    const error = await other.weightedBackends.get(created.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TunnelApiError);
    const apiError = error as TunnelApiError;
    expect(apiError.isNotFound()).toBe(true);
    expect(apiError.status).toBe(404);
    expect(apiError.errorCode).toBe('NOT_FOUND');
    expect(apiError.msg).toBe(`No weighted backend with id ${created.id} exists.`);
    expect(apiError.operationId).toMatch(/^op_[0-9A-Za-z]{27}$/);
  });

  it('a byte limit counted in UTF-8 bytes: 100 three-byte characters are 300 bytes', async () => {
    const error = (await api.sshCertificateAuthorities.create({ description: '€'.repeat(100) }).catch((e: unknown) => e)) as TunnelApiError;
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('BYTE_LIMIT_EXCEEDED');
    expect(error.msg).toBe('/description: must be at most 255 bytes (got 300).');
  });

  it('409 RESOURCE_IN_USE when deleting a backend a weighted backend uses', async () => {
    const child = await api.tunnelGroupBackends.create({});
    await api.weightedBackends.create({ backends: { [child.id]: 10 } });
    const error = (await api.tunnelGroupBackends.delete(child.id).catch((e: unknown) => e)) as TunnelApiError;
    expect(error.isConflict()).toBe(true);
    expect(error.errorCode).toBe('RESOURCE_IN_USE');
    // The registry's shape, typed: the guard narrows details, and `known` is the same error as a union member.
    expect(isTunnelError(error, 'RESOURCE_IN_USE') && error.details.referrers).toEqual([expect.stringMatching(/^bkdwd_/)]);
    expect(error.known?.code === 'RESOURCE_IN_USE' && error.known.details.referrers).toEqual(error.details['referrers']);
  });

  it('a field error is known, with every problem in its details', async () => {
    const error = (await api.tunnelGroupBackends.create({ labels: { app: 'web' }, colour: 'red' } as never).catch((e: unknown) => e)) as TunnelApiError;
    expect(isTunnelError(error, 'UNKNOWN_FIELD')).toBe(true);
    expect(isTunnelError(error, 'FIELD_REQUIRED')).toBe(false);
    expect(error.known?.code).toBe('UNKNOWN_FIELD');
    if (!isTunnelError(error, 'UNKNOWN_FIELD')) throw new Error('unreachable');
    expect(error.details.problems.map((p) => [p.pointer, p.error_code])).toEqual([['/colour', 'UNKNOWN_FIELD']]);
    expect(error.details.allowed).toContain('labels');
  });

  it('403 for an account that may not report abuse', async () => {
    const error = (await other.abuseReports.create({ urls: ['https://phish.example.com/login'] }).catch((e: unknown) => e)) as TunnelApiError;
    expect(error.status).toBe(403);
    expect(error.errorCode).toBe('ABUSE_REPORTS_NOT_PERMITTED');
    const report = await api.abuseReports.create({ urls: ['https://phish.example.com/login'] });
    expect(report.hostnames).toEqual([{ hostname: 'phish.example.com', status: 'PENDING' }]);
  });
});
