// A path parameter whose percent-encoded bytes are not UTF-8 (`GET /backends/tunnel_group/%FF%FE`) is 400
// REQUEST_MALFORMED naming the parameter and the first bad byte, on every route with a path parameter, as a body
// that is not UTF-8 is 400 naming its byte (invalid-utf8.test.ts); before, Fastify's router refused the path
// before routing and it answered 404 ROUTE_NOT_FOUND. A path that is not percent-encoding at all, or that no
// route has, still answers 404; another method 405 with Allow. On both databases.
import { routes } from '@tunnel-api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const message = (name: string, byte: number) => `The request is not valid HTTP: path parameter ${name} is not valid UTF-8 (byte ${byte} once percent-decoded).`;

/** Every route with a path parameter, once per parameter: that one `%FF%FE`, the others a plain value. */
const cases = routes.flatMap((route) => {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return names.map((name) => ({
    method: route.method,
    name,
    url: route.path.replace(/\{([^}]+)\}/g, (_whole, param: string) => (param === name ? '%FF%FE' : 'abc')),
  }));
});

describe('a path parameter that is not UTF-8', () => {
  it('covers every route with a path parameter', () => {
    expect(cases.length).toBeGreaterThan(50);
    expect(new Set(cases.map((c) => c.name))).toContain('edge_id');
  });

  it.each(cases)('$method $url answers 400 REQUEST_MALFORMED naming $name', async ({ method, name, url }) => {
    const response = await server.call(method, url, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
    const error = expectError(response, 400, 'REQUEST_MALFORMED');
    expect(error.msg).toBe(message(name, 0));
  });

  it.each([
    { given: 'a lead byte followed by ASCII', segment: 'bkdtg_%C3%28', byte: 6 },
    { given: 'an overlong "/"', segment: '%C0%AF', byte: 0 },
    { given: 'a UTF-16 surrogate encoded as UTF-8', segment: 'a%ED%A0%80', byte: 1 },
    { given: 'a sequence cut short at the end', segment: 'abc%E2%82', byte: 3 },
    { given: 'a code point above U+10FFFF', segment: '%F4%90%80%80', byte: 0 },
  ])('names the first bad byte: $given', async ({ segment, byte }) => {
    const error = expectError(await server.call('GET', `/backends/tunnel_group/${segment}`), 400, 'REQUEST_MALFORMED');
    expect(error.msg).toBe(message('id', byte));
  });

  it('names the parameter that is not UTF-8 when another one is', async () => {
    const error = expectError(await server.call('GET', '/edges/https/abc/routes/%FF'), 400, 'REQUEST_MALFORMED');
    expect(error.msg).toBe(message('id', 0));
    expect(expectError(await server.call('GET', '/edges/https/%FF/routes/abc/'), 400, 'REQUEST_MALFORMED').msg).toBe(message('edge_id', 0));
  });

  it.each([
    { given: 'a well-formed multi-byte id (no such resource)', url: '/backends/tunnel_group/%F0%9F%98%80', status: 404, code: 'NOT_FOUND' },
    { given: 'a path that is not percent-encoding', url: '/backends/tunnel_group/%zz%FF', status: 404, code: 'ROUTE_NOT_FOUND' },
    { given: 'a path no route has', url: '/nowhere/%FF', status: 404, code: 'ROUTE_NOT_FOUND' },
    { given: 'bytes that are not UTF-8 where the path has no parameter', url: '/backends/%FF/abc', status: 404, code: 'ROUTE_NOT_FOUND' },
  ])('$given answers $status $code', async ({ url, status, code }) => {
    expectError(await server.call('GET', url), status, code);
  });

  it('so does the public SAML metadata of a route, without a key', async () => {
    const response = await server.call('GET', '/edges/https/edghts_abc/routes/%C3%28/saml/metadata', { key: null });
    expect(expectError(response, 400, 'REQUEST_MALFORMED').msg).toBe(message('id', 0));
  });

  it('a method the path does not have answers 405 with Allow', async () => {
    const response = await server.call('POST', '/backends/tunnel_group/%FF', { body: {} });
    expectError(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe('DELETE, GET, HEAD, PATCH');
  });
});
