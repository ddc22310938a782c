// The exact request bodies the real service's two official clients send (docs/decisions/0052-real-service-clients.md),
// as raw JSON: the Python client (`ngrok-api` on PyPI, which cannot be installed here) sends every map it was not
// given as `{}` on update and drops `None`; the TypeScript client (`@ngrok/ngrok-api`, exercised for real in
// ngrok-api.test.ts) repeats the path's ids in the body and wraps module replaces. Runs on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from '../server/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const create = async (path: string, body: unknown) => {
  const created = await server.call('POST', path, { body });
  expect(created.status).toBe(201);
  return created.body;
};

describe('the Python client: `{}` for every map on update', () => {
  // TunnelGroupBackendsClient.update(id, description=None, metadata=None, labels={}) and its siblings.
  it.each([
    ['/backends/tunnel_group', { labels: { app: 'web' } }, { description: 'edited', labels: {} }, 'labels', { app: 'web' }],
    [
      '/backends/http_response',
      { body: 'x', headers: { 'X-Served-By': 'edge' } },
      { description: 'edited', headers: {} },
      'headers',
      { 'x-served-by': 'edge' },
    ],
  ])('%s: editing the description leaves the map alone; `null` clears it', async (path, body, update, field, kept) => {
    const { id } = await create(path, body);
    const edited = await server.call('PATCH', `${path}/${id}`, { body: update });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ description: 'edited', [field]: kept });
    const cleared = await server.call('PATCH', `${path}/${id}`, { body: { [field]: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body[field]).toEqual(field === 'headers' ? null : {});
    expect((await server.call('GET', `${path}/${id}`)).body[field]).toEqual(cleared.body[field]);
  });

  it('weighted backends: `backends: {}` keeps the children (and their references); `null` removes them', async () => {
    const child = await create('/backends/http_response', { body: 'x' });
    const { id } = await create('/backends/weighted', { backends: { [child.id]: 7 } });
    const edited = await server.call('PATCH', `/backends/weighted/${id}`, { body: { description: 'edited', backends: {} } });
    expect(edited.body).toMatchObject({ description: 'edited', backends: { [child.id]: 7 } });
    expectError(await server.call('DELETE', `/backends/http_response/${child.id}`), 409, 'RESOURCE_IN_USE');
    const cleared = await server.call('PATCH', `/backends/weighted/${id}`, { body: { backends: null } });
    expect(cleared.body.backends).toEqual({});
    expect((await server.call('DELETE', `/backends/http_response/${child.id}`)).status).toBe(204);
  });
});

describe('the TypeScript client: the path ids repeated in the body', () => {
  it('an update carrying its own id is accepted; another id is 400 BODY_ID_MISMATCH and changes nothing', async () => {
    const { id } = await create('/ip_policies', { description: 'office' });
    expect((await server.call('PATCH', `/ip_policies/${id}`, { body: { id, description: 'home' } })).body.description).toBe('home');
    const other = 'ipp_2QeKtgHQLJBYKG4LsI7iKl7oF9b';
    const error = expectError(await server.call('PATCH', `/ip_policies/${id}`, { body: { id: other, description: 'lost' } }), 400, 'BODY_ID_MISMATCH');
    expect(error.msg).toBe(`/id: ${other} is not the id in the path (${id}).`);
    expect(error.details.problems).toEqual([{ pointer: '/id', rule: 'x-path-parameter', error_code: 'BODY_ID_MISMATCH', message: error.msg }]);
    expect((await server.call('GET', `/ip_policies/${id}`)).body.description).toBe('home');
    expect(expectError(await server.call('PATCH', `/ip_policies/${id}`, { body: { id: 7 } }), 400, 'ID_INVALID').msg).toBe(
      '/id: must be a string (got integer).',
    );
  });

  it('routes: create and update repeat the edge id; module replaces come wrapped with both ids', async () => {
    const edge = await create('/edges/https', {});
    const route = await create(`/edges/https/${edge.id}/routes`, { edge_id: edge.id, match_type: 'path_prefix', match: '/' });
    const routePath = `/edges/https/${edge.id}/routes/${route.id}`;
    expect((await server.call('PATCH', routePath, { body: { edge_id: edge.id, id: route.id, match: '/api' } })).body.match).toBe('/api');
    const wrongEdge = expectError(
      await server.call('PATCH', routePath, { body: { edge_id: 'edghts_2QeKtgHQLJBYKG4LsI7iKl7oF9b', id: route.id } }),
      400,
      'BODY_ID_MISMATCH',
    );
    expect(wrongEdge.msg).toBe(`/edge_id: edghts_2QeKtgHQLJBYKG4LsI7iKl7oF9b is not the id in the path (${edge.id}).`);

    const replaced = await server.call('PUT', `${routePath}/websocket_tcp_converter`, { body: { edge_id: edge.id, id: route.id, module: { enabled: false } } });
    expect(replaced).toMatchObject({ status: 200, body: { enabled: false } });
    const wrongRoute = expectError(
      await server.call('PUT', `${routePath}/websocket_tcp_converter`, {
        body: { edge_id: edge.id, id: 'edghtsrt_2QeKtgHQLJBYKG4LsI7iKl7oF9b', module: { enabled: true } },
      }),
      400,
      'BODY_ID_MISMATCH',
    );
    expect(wrongRoute.details.problems[0].pointer).toBe('/id');
    expect((await server.call('GET', `${routePath}/websocket_tcp_converter`)).body).toEqual({ enabled: false });
    // The wrapped module is validated as the module: its own unknown field is named at the module's root.
    expectError(
      await server.call('PUT', `${routePath}/websocket_tcp_converter`, { body: { id: route.id, module: { enabled: true, colour: 'red' } } }),
      400,
      'UNKNOWN_FIELD',
    );
    // A wrapper with anything beside the module and the path ids is not one: refused as sent.
    expectError(await server.call('PUT', `${routePath}/websocket_tcp_converter`, { body: { module: { enabled: true }, enabled: true } }), 400, 'UNKNOWN_FIELD');
  });

  it('agent commands: `{"id": …}` is the body; another id is 400 BODY_ID_MISMATCH', async () => {
    const unknown = 'ts_2QeKtgHQLJBYKG4LsI7iKl7oF9b';
    expectError(await server.call('POST', `/tunnel_sessions/${unknown}/update`, { body: { id: unknown } }), 404, 'NOT_FOUND');
    const mismatch = expectError(
      await server.call('POST', `/tunnel_sessions/${unknown}/update`, { body: { id: 'ts_3QeKtgHQLJBYKG4LsI7iKl7oF9b' } }),
      400,
      'BODY_ID_MISMATCH',
    );
    expect(mismatch.msg).toBe(`/id: ts_3QeKtgHQLJBYKG4LsI7iKl7oF9b is not the id in the path (${unknown}).`);
  });
});
