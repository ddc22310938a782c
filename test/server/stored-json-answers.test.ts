// Reads of resources whose stored body is their API JSON are answered by joining the stored JSON text
// to the head fields (server/resources/crud.ts, storedBodyIsApi). The other suites check responses as
// values (validateResponses); this one runs the server as `npm start` does (no response checks) and
// checks the bytes it sends: valid JSON, the spec's schema, the same resource the create answered.
import { operations } from '@tunnel-api/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ app: { validateResponses: false } });
});
afterAll(async () => {
  await server.close();
});

async function raw(url: string, key = server.apiKey) {
  const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}`, 'service-version': '2' } });
  return { status: response.statusCode, contentType: response.headers['content-type'], json: JSON.parse(response.body) as Record<string, unknown> };
}

describe('answers written from the stored JSON text', () => {
  it('GET by id and list pages of HTTP response backends: valid JSON, valid per the spec, equal to what create answered', async () => {
    const bodies = [
      {
        description: 'with "quotes" and \\ and ünïcode ✓',
        metadata: '{"a":[1,2]}',
        body: 'line\nbreak\ttab </html>',
        status_code: 418,
        headers: { 'X-One': '1', 'x-two': '"2"' },
      },
      { body: 'plain' },
      {},
    ];
    const created = [];
    for (const body of bodies) {
      const response = await server.call('POST', '/backends/http_response', { body });
      expect(response.status).toBe(201);
      created.push(response.body);
    }
    for (const resource of created) {
      const got = await raw(`/backends/http_response/${resource.id}`);
      expect(got.status).toBe(200);
      expect(got.contentType).toBe('application/json; charset=utf-8');
      expect(operations.getHttpResponseBackend.responses['200'].check(got.json)).toEqual([]);
      expect(got.json).toEqual(resource);
    }
    const first = await raw('/backends/http_response?limit=2');
    expect(operations.listHttpResponseBackends.responses['200'].check(first.json)).toEqual([]);
    expect(first.json).toEqual({
      backends: [created[2], created[1]],
      uri: `${PUBLIC_URL}/backends/http_response`,
      next_page_uri: `${PUBLIC_URL}/backends/http_response?before_id=${created[1].id}&limit=2`,
    });
    const last = await raw(`/backends/http_response?limit=2&before_id=${created[1].id}`);
    expect(last.json).toEqual({ backends: [created[0]], uri: `${PUBLIC_URL}/backends/http_response`, next_page_uri: null });
  });

  it('a resource whose stored body is empty (an IP policy without description or metadata), and an empty list', async () => {
    expect((await raw('/ip_policies')).json).toEqual({ ip_policies: [], uri: `${PUBLIC_URL}/ip_policies`, next_page_uri: null });
    const created = await server.call('POST', '/ip_policies', { body: {} });
    expect(created.body).toEqual({ id: created.body.id, uri: `${PUBLIC_URL}/ip_policies/${created.body.id}`, created_at: created.body.created_at });
    const got = await raw(`/ip_policies/${created.body.id}`);
    expect(operations.getIpPolicy.responses['200'].check(got.json)).toEqual([]);
    expect(got.json).toEqual(created.body);
    expect((await raw('/ip_policies')).json).toEqual({ ip_policies: [created.body], uri: `${PUBLIC_URL}/ip_policies`, next_page_uri: null });
  });

  it('a large page (written out in pieces, docs/decisions/0068-list-pages-as-text.md): the GET answers joined, byte for byte, with its Content-Length', async () => {
    const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${server.apiKey}`, 'service-version': '2' } });
    const ids: string[] = [];
    // About 13,000 characters of JSON each (a control character is six), with pairs and two-byte characters.
    for (let i = 0; i < 25; i += 1) {
      const text = `\u0001😀`.repeat(800);
      const created = await server.call('POST', '/backends/http_response', { body: { description: `${i} 😀é`, metadata: text, body: text } });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    const answers = [];
    for (const id of ids.toReversed()) answers.push((await get(`/backends/http_response/${id}`)).rawPayload.toString('utf8'));
    const page = await get('/backends/http_response?limit=25');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-length']).toBe(String(page.rawPayload.length));
    expect(page.headers['transfer-encoding']).toBeUndefined();
    expect(page.rawPayload.length).toBeGreaterThan(256 * 1024);
    const text = page.rawPayload.toString('utf8');
    expect(text.startsWith(`{"backends":[${answers.join(',')}],"uri":`)).toBe(true);
    expect(operations.listHttpResponseBackends.responses['200'].check(JSON.parse(text))).toEqual([]);
    const head = await server.app.inject({
      method: 'HEAD',
      url: '/backends/http_response?limit=25',
      headers: { authorization: `Bearer ${server.apiKey}`, 'service-version': '2' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(page.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it("another account's id answers 404 NOT_FOUND, as a missing one", async () => {
    const created = await server.call('POST', '/ip_policies', { body: { description: 'mine' } });
    const got = await raw(`/ip_policies/${created.body.id}`, server.otherKey);
    expect(got.status).toBe(404);
    expect(got.json).toMatchObject({ error_code: 'NOT_FOUND', status_code: 404 });
    expect((await raw('/ip_policies', server.otherKey)).json).toEqual({ ip_policies: [], uri: `${PUBLIC_URL}/ip_policies`, next_page_uri: null });
  });
});
