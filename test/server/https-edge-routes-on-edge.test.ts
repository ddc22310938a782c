// An HTTPS edge carries its routes (docs/decisions/0061-edge-routes-bound.md): `routes` on the edge's GET, on the
// list and on create and update answers, oldest first, each exactly as the route's own GET answers it; at most
// 20 routes to an edge (400 HTTPS_EDGE_ROUTE_LIMIT_EXCEEDED, also under concurrent creates) and at most 10
// edges to a page of the list, whatever `limit` asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function newEdge(key?: string): Promise<string> {
  const created = await server.call('POST', '/edges/https', { key, body: { hostports: ['shop.example.com:443'] } });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function newRoute(edge: string, match: string): Promise<string> {
  const created = await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'path_prefix', match } });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function routeAnswer(edge: string, id: string): Promise<unknown> {
  return (await server.call('GET', `/edges/https/${edge}/routes/${id}`)).body;
}

describe('HTTPS edge routes on the edge', () => {
  it('an edge without routes has `routes: []` on create, get, list and update', async () => {
    const edge = await newEdge(server.otherKey);
    const key = server.otherKey;
    expect((await server.call('GET', `/edges/https/${edge}`, { key })).body.routes).toEqual([]);
    expect((await server.call('GET', '/edges/https', { key })).body.https_edges.map((e: { routes: unknown }) => e.routes)).toEqual([[]]);
    expect((await server.call('PATCH', `/edges/https/${edge}`, { key, body: { description: 'none yet' } })).body.routes).toEqual([]);
  });

  it('routes with modules: oldest first, each equal to its own GET, on get, list and update; a deleted route leaves', async () => {
    const edge = await newEdge();
    const first = await newRoute(edge, '/api');
    const second = (
      await server.call('POST', `/edges/https/${edge}/routes`, {
        body: { match_type: 'exact_path', match: 'example.com/blog', description: 'blog', metadata: '{"team":"web"}' },
      })
    ).body.id;
    const backend = (await server.call('POST', '/backends/http_response', { body: { body: 'ok', status_code: 200 } })).body.id;
    expect((await server.call('PUT', `/edges/https/${edge}/routes/${first}/backend`, { body: { backend_id: backend } })).status).toBe(200);
    expect((await server.call('PUT', `/edges/https/${edge}/routes/${second}/response_headers`, { body: { remove: ['server'] } })).status).toBe(200);
    expect((await server.call('PUT', `/edges/https/${edge}/routes/${second}/websocket_tcp_converter`, { body: { enabled: true } })).status).toBe(200);

    const routes = [await routeAnswer(edge, first), await routeAnswer(edge, second)];
    expect(routes).toEqual([
      expect.objectContaining({ id: first, uri: `${PUBLIC_URL}/edges/https/${edge}/routes/${first}`, edge_id: edge, match: '/api' }),
      expect.objectContaining({ id: second, match: 'example.com/blog', description: 'blog' }),
    ]);
    const got = await server.call('GET', `/edges/https/${edge}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      id: edge,
      uri: `${PUBLIC_URL}/edges/https/${edge}`,
      created_at: expect.any(String),
      hostports: ['shop.example.com:443'],
      routes,
    });
    const listed = (await server.call('GET', '/edges/https')).body.https_edges.find((e: { id: string }) => e.id === edge);
    expect(listed).toEqual(got.body);
    const updated = await server.call('PATCH', `/edges/https/${edge}`, { body: { description: 'shop' } });
    expect(updated.body).toEqual({ ...got.body, description: 'shop' });

    expect((await server.call('DELETE', `/edges/https/${edge}/routes/${first}`)).status).toBe(204);
    expect((await server.call('GET', `/edges/https/${edge}`)).body.routes).toEqual([routes[1]]);
    expect((await server.call('GET', '/edges/https')).body.https_edges.find((e: { id: string }) => e.id === edge).routes).toEqual([routes[1]]);
  });

  it('a route changed by PATCH is answered changed on the edge', async () => {
    const edge = await newEdge();
    const route = await newRoute(edge, '/old');
    await server.call('PATCH', `/edges/https/${edge}/routes/${route}`, { body: { match: '/new' } });
    expect((await server.call('GET', `/edges/https/${edge}`)).body.routes).toEqual([await routeAnswer(edge, route)]);
    expect((await server.call('GET', `/edges/https/${edge}`)).body.routes[0].match).toBe('/new');
  });

  it('an edge has at most 20 routes: the 21st is 400 HTTPS_EDGE_ROUTE_LIMIT_EXCEEDED and nothing is written', async () => {
    const edge = await newEdge();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await newRoute(edge, `/r${i}`));
    const refused = expectError(
      await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'path_prefix', match: '/r20' } }),
      400,
      'HTTPS_EDGE_ROUTE_LIMIT_EXCEEDED',
    );
    expect(refused.msg).toBe(`HTTPS edge ${edge} already has 20 routes, the most an edge may have.`);
    const routes = (await server.call('GET', `/edges/https/${edge}`)).body.routes;
    expect(routes.map((r: { id: string }) => r.id)).toEqual(ids);
    // Deleting one makes room for one.
    await server.call('DELETE', `/edges/https/${edge}/routes/${ids[0]}`);
    const added = await newRoute(edge, '/r20');
    expect((await server.call('GET', `/edges/https/${edge}`)).body.routes.map((r: { id: string }) => r.id)).toEqual([...ids.slice(1), added]);
  });

  it('concurrent creates never pass the limit', async () => {
    const edge = await newEdge();
    for (let i = 0; i < 18; i++) await newRoute(edge, `/c${i}`);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'path_prefix', match: `/late${i}` } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.error_code).toBe('HTTPS_EDGE_ROUTE_LIMIT_EXCEEDED');
    expect((await server.call('GET', `/edges/https/${edge}`)).body.routes).toHaveLength(20);
  });

  it('a page of the list holds at most 10 edges whatever `limit` asks, and next_page_uri keeps the limit', async () => {
    const key = server.otherKey;
    // The other account holds only the few edges of this file's tests: oldest first, then enough for 11.
    const ids: string[] = (await server.call('GET', '/edges/https', { key })).body.https_edges.map((e: { id: string }) => e.id).reverse();
    while (ids.length < 11) ids.push(await newEdge(key));
    const newestFirst = [...ids].reverse();
    const listUri = `${PUBLIC_URL}/edges/https`;
    const first = (await server.call('GET', '/edges/https', { key })).body;
    expect(first.https_edges.map((e: { id: string }) => e.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.next_page_uri).toBe(`${listUri}?before_id=${newestFirst[9]}&limit=100`);
    const second = (await server.call('GET', first.next_page_uri.slice(PUBLIC_URL.length), { key })).body;
    expect(second.https_edges.map((e: { id: string }) => e.id)).toEqual(newestFirst.slice(10));
    expect(second.https_edges).toHaveLength(1);
    expect(second.next_page_uri).toBeNull();
    const small = (await server.call('GET', '/edges/https?limit=3', { key })).body;
    expect(small.https_edges).toHaveLength(3);
    expect(small.next_page_uri).toBe(`${listUri}?before_id=${newestFirst[2]}&limit=3`);
  });
});
