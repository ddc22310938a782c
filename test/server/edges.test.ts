// HTTPS, TCP and TLS edges and HTTPS edge routes (docs/decisions/0010-referenced-resources.md) through the real
// server: every operation, errors, isolation between accounts and between edges, route pagination,
// and deletion of an edge taking its routes with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const MISSING_ROUTE = 'edghtsrt_2QvSWeKRRmc629UjSJm3cNTgEQi';

const EDGE_KINDS = [
  // An HTTPS edge also carries its routes (https-edge-routes-on-edge.test.ts).
  { path: '/edges/https', prefix: 'edghts', what: 'HTTPS edge', listKey: 'https_edges', own: { routes: [] } },
  { path: '/edges/tcp', prefix: 'edgtcp', what: 'TCP edge', listKey: 'tcp_edges', own: {} },
  { path: '/edges/tls', prefix: 'edgtls', what: 'TLS edge', listKey: 'tls_edges', own: {} },
] as const;

describe.each(EDGE_KINDS)('$what', ({ path, prefix, what, listKey, own }) => {
  it('create, get, list, update, delete', async () => {
    const created = await server.call('POST', path, { body: { description: 'public', metadata: '{"team":"web"}', hostports: ['example.com:443'] } });
    expect(created.status).toBe(201);
    const { id } = created.body;
    expect(id).toMatch(new RegExp(`^${prefix}_[0-9A-Za-z]{27}$`));
    expect(created.body).toEqual({
      id,
      uri: `${PUBLIC_URL}${path}/${id}`,
      created_at: expect.stringMatching(RFC3339),
      description: 'public',
      metadata: '{"team":"web"}',
      hostports: ['example.com:443'],
      ...own,
    });
    expect((await server.call('GET', `${path}/${id}`)).body).toEqual(created.body);
    const list = await server.call('GET', path);
    expect(list.body).toEqual({ [listKey]: [created.body], uri: `${PUBLIC_URL}${path}`, next_page_uri: null });

    const updated = await server.call('PATCH', `${path}/${id}`, { body: { hostports: ['a.example.com:443', 'b.example.com:8443'], description: 'both' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, description: 'both', hostports: ['a.example.com:443', 'b.example.com:8443'] });
    expect((await server.call('PATCH', `${path}/${id}`, { body: {} })).body).toEqual(updated.body);

    const deleted = await server.call('DELETE', `${path}/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(expectError(await server.call('GET', `${path}/${id}`), 404, 'NOT_FOUND').msg).toBe(`No ${what} with id ${id} exists.`);
    expectError(await server.call('DELETE', `${path}/${id}`), 404, 'NOT_FOUND');
  });

  it('hostports default to [] and unset strings are omitted', async () => {
    const { status, body } = await server.call('POST', path, { body: {} });
    expect(status).toBe(201);
    expect(body.hostports).toEqual([]);
    expect(body).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('metadata');
    await server.call('DELETE', `${path}/${body.id}`);
  });

  it('400 HOSTPORT_INVALID for an entry that is not hostname:port, and nothing is written', async () => {
    const before = (await server.call('GET', path)).body[listKey].length;
    const body = expectError(await server.call('POST', path, { body: { hostports: ['example.com'] } }), 400, 'HOSTPORT_INVALID');
    expect(body.details.problems[0].pointer).toBe('/hostports/0');
    // The validators word it themselves: the schema's pattern is the whole rule.
    expect(body.msg).toMatch(/^\/hostports\/0: /);
    expect((await server.call('GET', path)).body[listKey]).toHaveLength(before);
  });

  it.each(['example.com:0', 'example.com:65536', '-bad.example.com:443', 'a..b:443', `${'a'.repeat(64)}.com:443`])(
    '400 HOSTPORT_INVALID for %s (port 1–65535, RFC 1123 hostname), on create and update',
    async (hostport) => {
      const created = expectError(await server.call('POST', path, { body: { hostports: ['ok.example.com:443', hostport] } }), 400, 'HOSTPORT_INVALID');
      // The schema's pattern states the whole rule (spec/components/schemas/HTTPSEdgeCreate.yaml), so the validator refuses it.
      expect(created.msg).toMatch(/^\/hostports\/1: must match the pattern /);
      expect(created.details.problems).toEqual([{ pointer: '/hostports/1', rule: 'pattern', error_code: 'HOSTPORT_INVALID', message: created.msg }]);
      const edge = (await server.call('POST', path, { body: { hostports: ['ok.example.com:443'] } })).body;
      expectError(await server.call('PATCH', `${path}/${edge.id}`, { body: { hostports: [hostport] } }), 400, 'HOSTPORT_INVALID');
      expect((await server.call('GET', `${path}/${edge.id}`)).body).toEqual(edge);
      await server.call('DELETE', `${path}/${edge.id}`);
    },
  );

  it('accepts the port range ends and a trailing dot', async () => {
    const { status, body } = await server.call('POST', path, { body: { hostports: ['a.example.com:1', 'b.example.com.:65535'] } });
    expect(status).toBe(201);
    expect(body.hostports).toEqual(['a.example.com:1', 'b.example.com.:65535']);
    await server.call('DELETE', `${path}/${body.id}`);
  });

  it('400 for a description over 255 bytes or metadata over 4096 bytes', async () => {
    // 128 characters, 256 bytes: the limit counts bytes.
    const long = expectError(await server.call('POST', path, { body: { description: 'é'.repeat(128) } }), 400, 'BYTE_LIMIT_EXCEEDED');
    expect(long.msg).toBe('/description: must be at most 255 bytes (got 256).');
    const metadata = expectError(await server.call('POST', path, { body: { metadata: 'x'.repeat(4097) } }), 400, 'BYTE_LIMIT_EXCEEDED');
    expect(metadata.msg).toBe('/metadata: must be at most 4096 bytes (got 4097).');
    expect((await server.call('POST', path, { body: { description: 'x'.repeat(255), metadata: 'x'.repeat(4096) } })).status).toBe(201);
  });

  it("another account's id answers 404 on every operation and is never listed", async () => {
    const { body } = await server.call('POST', path, { body: { hostports: ['own.example.com:443'] } });
    const key = server.otherKey;
    expect(expectError(await server.call('GET', `${path}/${body.id}`, { key }), 404, 'NOT_FOUND').msg).toBe(`No ${what} with id ${body.id} exists.`);
    expectError(await server.call('PATCH', `${path}/${body.id}`, { key, body: { description: 'mine' } }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `${path}/${body.id}`, { key }), 404, 'NOT_FOUND');
    expect((await server.call('GET', path, { key })).body[listKey]).toEqual([]);
    expect((await server.call('GET', `${path}/${body.id}`)).body).toEqual(body);
  });
});

describe('HTTPS edge routes', () => {
  async function newEdge(): Promise<string> {
    return (await server.call('POST', '/edges/https', { body: { hostports: ['routes.example.com:443'] } })).body.id;
  }

  it('create, get, update, delete under the edge', async () => {
    const edge = await newEdge();
    const created = await server.call('POST', `/edges/https/${edge}/routes`, {
      body: { match_type: 'path_prefix', match: '/api', description: 'API', metadata: 'm' },
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    expect(id).toMatch(/^edghtsrt_[0-9A-Za-z]{27}$/);
    expect(created.body).toEqual({
      id,
      uri: `${PUBLIC_URL}/edges/https/${edge}/routes/${id}`,
      created_at: expect.stringMatching(RFC3339),
      description: 'API',
      metadata: 'm',
      edge_id: edge,
      match_type: 'path_prefix',
      match: '/api',
    });
    expect((await server.call('GET', `/edges/https/${edge}/routes/${id}`)).body).toEqual(created.body);

    const updated = await server.call('PATCH', `/edges/https/${edge}/routes/${id}`, { body: { match_type: 'exact_path', match: '/api/v2' } });
    expect(updated.body).toEqual({ ...created.body, match_type: 'exact_path', match: '/api/v2' });
    const described = await server.call('PATCH', `/edges/https/${edge}/routes/${id}`, { body: { description: 'API v2' } });
    expect(described.body).toEqual({ ...updated.body, description: 'API v2' });

    expect((await server.call('DELETE', `/edges/https/${edge}/routes/${id}`)).status).toBe(204);
    const gone = expectError(await server.call('GET', `/edges/https/${edge}/routes/${id}`), 404, 'NOT_FOUND');
    expect(gone.msg).toBe(`No HTTPS edge route with id ${id} exists.`);
  });

  it('400 for a missing match or match_type, or a match not starting with /', async () => {
    const edge = await newEdge();
    expect(
      expectError(await server.call('POST', `/edges/https/${edge}/routes`, { body: { match: '/' } }), 400, 'FIELD_REQUIRED').details.problems[0].pointer,
    ).toBe('/match_type');
    expectError(await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'regex', match: '/' } }), 400, 'VALUE_NOT_ALLOWED');
    const relative = expectError(
      await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'exact_path', match: 'api' } }),
      400,
      'FORMAT_INVALID',
    );
    expect(relative.msg).toMatch(/^\/match: /);
    expect(relative.details.problems[0].pointer).toBe('/match');
    expect((await server.call('GET', `/edges/https/${edge}/routes`)).body.routes).toEqual([]);
  });

  it('a route is not found under another edge, nor under an unknown one', async () => {
    const edge = await newEdge();
    const otherEdge = await newEdge();
    const route = (await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'exact_path', match: '/' } })).body;
    const msg = `No HTTPS edge route with id ${route.id} exists.`;
    expect(expectError(await server.call('GET', `/edges/https/${otherEdge}/routes/${route.id}`), 404, 'NOT_FOUND').msg).toBe(msg);
    expectError(await server.call('PATCH', `/edges/https/${otherEdge}/routes/${route.id}`, { body: { match: '/x' } }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `/edges/https/${otherEdge}/routes/${route.id}`), 404, 'NOT_FOUND');
    expect((await server.call('GET', `/edges/https/${otherEdge}/routes`)).body.routes).toEqual([]);

    await server.call('DELETE', `/edges/https/${otherEdge}`);
    const unknownEdge = expectError(await server.call('GET', `/edges/https/${otherEdge}/routes`), 404, 'NOT_FOUND');
    expect(unknownEdge.msg).toBe(`No HTTPS edge with id ${otherEdge} exists.`);
    expectError(await server.call('POST', `/edges/https/${otherEdge}/routes`, { body: { match_type: 'exact_path', match: '/' } }), 404, 'NOT_FOUND');
    expectError(await server.call('GET', `/edges/https/${otherEdge}/routes/${route.id}`), 404, 'NOT_FOUND');
    expect((await server.call('GET', `/edges/https/${edge}/routes/${route.id}`)).body).toEqual(route);
  });

  it("another account's edge and routes answer 404", async () => {
    const edge = await newEdge();
    const route = (await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'exact_path', match: '/' } })).body;
    const key = server.otherKey;
    expect(expectError(await server.call('GET', `/edges/https/${edge}/routes`, { key }), 404, 'NOT_FOUND').msg).toBe(`No HTTPS edge with id ${edge} exists.`);
    expectError(await server.call('POST', `/edges/https/${edge}/routes`, { key, body: { match_type: 'exact_path', match: '/' } }), 404, 'NOT_FOUND');
    expectError(await server.call('GET', `/edges/https/${edge}/routes/${route.id}`, { key }), 404, 'NOT_FOUND');
    expectError(await server.call('PATCH', `/edges/https/${edge}/routes/${route.id}`, { key, body: {} }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `/edges/https/${edge}/routes/${route.id}`, { key }), 404, 'NOT_FOUND');
    expect((await server.call('GET', `/edges/https/${edge}/routes`)).body.routes).toEqual([route]);
  });

  it('404 NOT_FOUND for a route id of the wrong kind', async () => {
    const edge = await newEdge();
    const body = expectError(await server.call('GET', `/edges/https/${edge}/routes/${edge}`), 404, 'NOT_FOUND');
    expect(body.msg).toBe(`No HTTPS edge route with id ${edge} exists.`);
    expectError(await server.call('GET', `/edges/https/${edge}/routes/${MISSING_ROUTE}`), 404, 'NOT_FOUND');
  });

  it('pages routes newest first and follows next_page_uri to the end', async () => {
    const edge = await newEdge();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'path_prefix', match: `/p${i}` } })).body.id);
    const listUri = `${PUBLIC_URL}/edges/https/${edge}/routes`;
    const first = await server.call('GET', `/edges/https/${edge}/routes?limit=2`);
    expect(first.body.routes.map((r: { id: string }) => r.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.uri).toBe(listUri);
    expect(first.body.next_page_uri).toBe(`${listUri}?before_id=${ids[3]}&limit=2`);
    const seen = [...first.body.routes];
    let next: string | null = first.body.next_page_uri;
    while (next !== null) {
      const page = await server.call('GET', next.slice(PUBLIC_URL.length));
      seen.push(...page.body.routes);
      next = page.body.next_page_uri;
    }
    expect(seen.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
    // Exactly one page: no link to an empty page.
    expect((await server.call('GET', `/edges/https/${edge}/routes?limit=5`)).body.next_page_uri).toBeNull();
  });

  it('deleting the edge deletes its routes', async () => {
    const edge = await newEdge();
    const route = (await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'exact_path', match: '/' } })).body;
    expect((await server.call('DELETE', `/edges/https/${edge}`)).status).toBe(204);
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM resources WHERE id = $1', [route.id]);
    expect(rows[0]?.n).toBe(0);
  });
});
