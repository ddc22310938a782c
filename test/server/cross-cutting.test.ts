// Rules every request goes through (docs/decisions/0003-request-headers.md, 0004-error-registry.md): auth,
// version header, error body and operation id, unknown routes and methods, body limits and media types, query
// validation, rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('authentication', () => {
  it('401 AUTHENTICATION_REQUIRED without a key, with WWW-Authenticate: Bearer', async () => {
    const res = await server.call('GET', '/backends/tunnel_group', { key: null });
    const body = expectError(res, 401, 'AUTHENTICATION_REQUIRED');
    expect(body.msg).toBe('The Authorization header is missing; send Authorization: Bearer <API key>.');
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('401 API_KEY_INVALID for an unknown key or another scheme', async () => {
    expect(expectError(await server.call('GET', '/backends/tunnel_group', { key: 'tak_nope' }), 401, 'API_KEY_INVALID').msg).toBe('The API key is not valid.');
    expectError(await server.call('GET', '/backends/tunnel_group', { headers: { authorization: `Basic ${server.apiKey}` } }), 401, 'API_KEY_INVALID');
  });
});

describe('Service-Version header', () => {
  it('400 SERVICE_VERSION_MISSING without it', async () => {
    const body = expectError(await server.call('GET', '/backends/tunnel_group', { headers: { 'service-version': undefined } }), 400, 'SERVICE_VERSION_MISSING');
    expect(body.msg).toBe('The Service-Version header is required; send Service-Version: 2.');
  });

  it('400 SERVICE_VERSION_UNSUPPORTED for another version', async () => {
    const body = expectError(await server.call('GET', '/backends/tunnel_group', { headers: { 'service-version': '1' } }), 400, 'SERVICE_VERSION_UNSUPPORTED');
    expect(body.msg).toBe('Service-Version "1" is not supported; send Service-Version: 2.');
  });
});

describe('routes and methods', () => {
  it('404 ROUTE_NOT_FOUND for an unknown path even without a key or version header, 405 likewise (a mistyped path is not a 401)', async () => {
    const bare = { authorization: undefined, 'service-version': undefined };
    expectError(await server.call('GET', '/openapi.jsn', { headers: bare }), 404, 'ROUTE_NOT_FOUND');
    const wrongMethod = await server.call('PUT', '/backends/tunnel_group', { headers: bare });
    expectError(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
    // A known route still asks for the key first.
    expectError(await server.call('GET', '/backends/tunnel_group', { headers: bare }), 401, 'AUTHENTICATION_REQUIRED');
  });

  it('404 ROUTE_NOT_FOUND for an unknown path', async () => {
    const body = expectError(await server.call('GET', '/nope'), 404, 'ROUTE_NOT_FOUND');
    expect(body.msg).toBe('No route matches GET /nope.');
  });

  it('405 METHOD_NOT_ALLOWED with Allow for a known path', async () => {
    const res = await server.call('PUT', '/backends/tunnel_group');
    const body = expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(body.details.allowed).toEqual(['GET', 'HEAD', 'POST']);
    expect(body.msg).toBe('PUT is not allowed on /backends/tunnel_group; allowed: GET, HEAD, POST.');
  });

  it('404 NOT_FOUND for a path id with the wrong prefix', async () => {
    const body = expectError(await server.call('GET', '/backends/tunnel_group/bkdhr_2QeKtgHQLJBYKG4LsI7iKl7oF9b'), 404, 'NOT_FOUND');
    expect(body.msg).toBe('No tunnel group backend with id bkdhr_2QeKtgHQLJBYKG4LsI7iKl7oF9b exists.');
  });

  it('every response carries a Service-Operation-Id', async () => {
    const res = await server.call('GET', '/backends/tunnel_group');
    expect(res.status).toBe(200);
    expect(res.headers['service-operation-id']).toMatch(/^op_[0-9A-Za-z]{27}$/);
  });
});

describe('bodies', () => {
  it('415 UNSUPPORTED_MEDIA_TYPE for a non-JSON body', async () => {
    const body = expectError(
      await server.call('POST', '/backends/tunnel_group', { payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(body.msg).toBe('Content-Type must be application/json (got application/x-www-form-urlencoded).');
  });

  it('413 BODY_TOO_LARGE over 1 MiB, and nothing is written', async () => {
    const body = expectError(await server.call('POST', '/backends/tunnel_group', { body: { description: 'x'.repeat(1_048_577) } }), 413, 'BODY_TOO_LARGE');
    expect(body.msg).toBe('The request body exceeds the limit of 1048576 bytes.');
    expect((await server.call('GET', '/backends/tunnel_group')).body.backends).toEqual([]);
  });

  it('400 INVALID_JSON for malformed JSON', async () => {
    const body = expectError(await server.call('POST', '/backends/tunnel_group', { payload: '{"labels":' }), 400, 'INVALID_JSON');
    expect(body.msg).toMatch(/^The request body is not valid JSON: .+\.$/);
  });

  it('400 UNKNOWN_FIELD listing the allowed fields', async () => {
    const body = expectError(await server.call('POST', '/backends/tunnel_group', { body: { extra: 1 } }), 400, 'UNKNOWN_FIELD');
    expect(body.msg).toBe('/extra: unknown field; allowed: description, metadata, labels.');
    expect(body.details.allowed).toEqual(['description', 'metadata', 'labels']);
    expect(body.details.problems).toEqual([
      {
        pointer: '/extra',
        rule: 'additionalProperties',
        error_code: 'UNKNOWN_FIELD',
        message: '/extra: unknown field; allowed: description, metadata, labels.',
      },
    ]);
  });

  it('400 FIELD_TYPE_INVALID naming the field', async () => {
    const body = expectError(await server.call('POST', '/backends/tunnel_group', { body: { labels: { env: 5 } } }), 400, 'FIELD_TYPE_INVALID');
    expect(body.details.problems[0].pointer).toBe('/labels/env');
  });

  it('400 TEXT_NOT_STORABLE for a NUL character, and nothing is written', async () => {
    const body = expectError(await server.call('POST', '/backends/tunnel_group', { body: { description: 'a\u0000b' } }), 400, 'TEXT_NOT_STORABLE');
    expect(body.msg).toBe('Text may not contain the NUL character (U+0000) or unpaired UTF-16 surrogates.');
    expect((await server.call('GET', '/backends/tunnel_group')).body.backends.filter((b: { description?: string }) => b.description?.startsWith('a'))).toEqual(
      [],
    );
  });

  it('400 FIELD_TYPE_INVALID for a JSON null body', async () => {
    const body = expectError(await server.call('POST', '/backends/tunnel_group', { payload: 'null' }), 400, 'FIELD_TYPE_INVALID');
    expect(body.msg).toBe('(root): must be an object (got null).');
  });

  it('400 FIELD_REQUIRED when a required body is missing', async () => {
    const body = expectError(await server.call('POST', '/backends/tunnel_group'), 400, 'FIELD_REQUIRED');
    expect(body.msg).toBe('a JSON request body is required.');
  });
});

describe('query parameters', () => {
  it('400 UNKNOWN_QUERY_PARAMETER', async () => {
    const body = expectError(await server.call('GET', '/backends/tunnel_group?color=red'), 400, 'UNKNOWN_QUERY_PARAMETER');
    expect(body.msg).toBe('Unknown query parameter color; allowed: before_id, limit.');
  });

  it.each(['0', '101', 'ten', '1.5'])('400 QUERY_PARAMETER_INVALID for limit=%s', async (limit) => {
    const body = expectError(await server.call('GET', `/backends/tunnel_group?limit=${limit}`), 400, 'QUERY_PARAMETER_INVALID');
    expect(body.msg).toMatch(/^Query parameter limit: must be /);
  });

  it('400 QUERY_PARAMETER_INVALID for a malformed before_id', async () => {
    expectError(await server.call('GET', '/backends/tunnel_group?before_id=nope'), 400, 'QUERY_PARAMETER_INVALID');
  });

  // The real service's JavaScript client pages with `beforeId` (docs/decisions/0052-real-service-clients.md).
  it('reads beforeId alone as before_id: the same page, validated the same way', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await server.call('POST', '/backends/tunnel_group', { body: { description: `before ${i}` } })).body.id);
    const wanted = await server.call('GET', `/backends/tunnel_group?before_id=${ids[2]}&limit=2`);
    const aliased = await server.call('GET', `/backends/tunnel_group?beforeId=${ids[2]}&limit=2`);
    expect(aliased.status).toBe(200);
    expect(aliased.body.backends).toEqual(wanted.body.backends);
    expect(aliased.body.backends.map((b: { id: string }) => b.id)).toEqual([ids[1], ids[0]]);
    const body = expectError(await server.call('GET', '/backends/tunnel_group?beforeId=nope'), 400, 'QUERY_PARAMETER_INVALID');
    expect(body.msg).toMatch(/^Query parameter before_id: /);
  });

  it('400 UNKNOWN_QUERY_PARAMETER for beforeId beside before_id, and beforeId where no list takes before_id', async () => {
    const both = expectError(
      await server.call('GET', `/backends/tunnel_group?before_id=bkdtg_2aBcDeFgHiJkLmNoPqRsTuVwXyZ&beforeId=x`),
      400,
      'UNKNOWN_QUERY_PARAMETER',
    );
    expect(both.msg).toBe('Unknown query parameter beforeId; allowed: before_id, limit.');
    expectError(await server.call('GET', '/backends/tunnel_group/bkdtg_2aBcDeFgHiJkLmNoPqRsTuVwXyZ?beforeId=x'), 400, 'UNKNOWN_QUERY_PARAMETER');
  });
});

describe('rate limit', () => {
  // One semantics on both databases (docs/decisions/0054-leased-rate-limit.md), as README and the 429 message
  // say: the limit per rolling 60 seconds, never more. On PostgreSQL the window is kept in the database and
  // reserved in slices; a token bucket would have let more through and said to retry after 60 s / limit.
  it('lets exactly the limit through, then 429 RATE_LIMITED with Retry-After when the first leaves the window', async () => {
    const limited = await startTestServer({ rateLimitPerMinute: 5 });
    try {
      const started = Date.now();
      const burst = await Promise.all(Array.from({ length: 8 }, () => limited.call('GET', '/backends/tunnel_group')));
      expect(burst.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const res = await limited.call('GET', '/backends/tunnel_group');
      const elapsedSeconds = (Date.now() - started) / 1000;
      const body = expectError(res, 429, 'RATE_LIMITED');
      const retryAfter = Number(res.headers['retry-after']);
      // The first request of the burst leaves the window 60 s after it was let through (on PostgreSQL at most
      // a slice's 2 s later).
      expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(60 - elapsedSeconds));
      expect(retryAfter).toBeLessThanOrEqual(62);
      expect(body.details.retry_after_seconds).toBe(retryAfter);
      expect(body.msg).toBe(`Rate limit of 5 requests per 60 seconds exceeded; retry after ${retryAfter} seconds.`);
      for (const refused of burst.filter((response) => response.status === 429)) expectError(refused, 429, 'RATE_LIMITED');
      // Another account has its own window.
      expect((await limited.call('GET', '/backends/tunnel_group', { key: limited.otherKey })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
