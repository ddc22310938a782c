// A JSON body must be UTF-8 (RFC 8259 §8.1): bytes that are not — a broken sequence, an overlong form, an
// encoded surrogate, stray continuation bytes — are 400 INVALID_JSON naming the first bad byte, and nothing
// is stored (before, such a body was 201 with U+FFFD in place of the bytes). Well-formed multi-byte text is
// stored exactly. On the embedded database only: the body is refused before any query, so no database can change
// the outcome (vitest.config.ts keeps it out of the server-postgres project).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** POSTs `prefix + bytes + suffix` as the body, byte for byte. */
async function post(bytes: Buffer) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/backends/tunnel_group',
    payload: bytes,
    headers: { authorization: `Bearer ${server.apiKey}`, 'service-version': '2', 'content-type': 'application/json' },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers as Record<string, unknown> };
}

const body = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))));

describe('invalid UTF-8 in a JSON body', () => {
  it.each([
    { name: 'a lead byte followed by ASCII, then 0xFF 0xFE', given: body('{"description":"A', [0xc3, 0x28, 0xff, 0xfe], 'B"}'), offset: 17 },
    { name: 'an overlong "/" (0xC0 0xAF)', given: body('{"description":"', [0xc0, 0xaf], '"}'), offset: 16 },
    { name: 'an overlong NUL in three bytes', given: body('{"description":"ok', [0xe0, 0x80, 0x80], '"}'), offset: 18 },
    { name: 'a UTF-16 surrogate encoded as UTF-8 (CESU-8)', given: body('{"description":"', [0xed, 0xa0, 0x80], '"}'), offset: 16 },
    { name: 'a stray continuation byte', given: body('{"description":"é', [0x80], '"}'), offset: 18 },
    { name: 'a sequence cut short at the end', given: body('{"description":"x"}', [0xe2, 0x82]), offset: 19 },
    { name: 'a code point above U+10FFFF', given: body('{"description":"', [0xf4, 0x90, 0x80, 0x80], '"}'), offset: 16 },
  ])('answers 400 INVALID_JSON for $name, storing nothing', async ({ given, offset }) => {
    const before = await server.call('GET', '/backends/tunnel_group?limit=100');
    const error = expectError(await post(given), 400, 'INVALID_JSON');
    expect(error.msg).toBe(`The request body is not valid JSON: the body is not valid UTF-8 (byte ${offset}).`);
    const after = await server.call('GET', '/backends/tunnel_group?limit=100');
    expect(after.body.backends).toHaveLength(before.body.backends.length);
  });

  it('stores well-formed multi-byte text exactly', async () => {
    const description = 'Ærøskøbing · 東京 · 😀 · \u{10FFFF}';
    const created = await post(body(JSON.stringify({ description })));
    expect(created.status).toBe(201);
    expect(created.body.description).toBe(description);
    expect((await server.call('GET', `/backends/tunnel_group/${created.body.id}`)).body.description).toBe(description);
  });
});
