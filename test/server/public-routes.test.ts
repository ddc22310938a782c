// What the server serves without an API key besides the documents (test/docs/served-documents.test.ts): the
// redirects to the docs, and a route's SAML service-provider metadata at the metadata_url its SAML module reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the docs', () => {
  // What /docs, /openapi.json, /openapi.yaml and /favicon.ico serve: test/docs/served-documents.test.ts.
  it('/ redirects to /docs', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/docs');
  });
});

describe('SAML service-provider metadata', () => {
  it("is served at the module's metadata_url without a key, and 404 when the route has no SAML module", async () => {
    const edge = (await server.call('POST', '/edges/https', { body: {} })).body.id;
    const route = (await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'path_prefix', match: '/' } })).body.id;
    const path = `/edges/https/${edge}/routes/${route}/saml/metadata`;

    const missing = await server.app.inject({ method: 'GET', url: path });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ error_code: 'NOT_FOUND', msg: `No SAML module of a route with id ${route} exists.` });

    const saml = await server.call('PUT', `/edges/https/${edge}/routes/${route}/saml`, { body: {} });
    expect(saml.body.metadata_url).toBe(`${PUBLIC_URL}${path}`);
    const res = await server.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(res.body).toContain(`entityID="${saml.body.entity_id}"`);
    expect(res.body).toContain(saml.body.assertion_consumer_service_url);
  });

  it("another account's key changes nothing: the metadata is public, the module API is not", async () => {
    const edge = (await server.call('POST', '/edges/https', { body: {} })).body.id;
    const route = (await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'exact_path', match: '/x' } })).body.id;
    await server.call('PUT', `/edges/https/${edge}/routes/${route}/saml`, { body: {} });
    expectError(await server.call('GET', `/edges/https/${edge}/routes/${route}/saml`, { key: server.otherKey }), 404, 'NOT_FOUND');
  });
});
