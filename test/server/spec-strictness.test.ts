// The spec is as strict as the server where JSON Schema can say it: for each rule, the server's refusal
// (status, code, message, nothing written) and the spec's schema refusing the same body, so a request
// valid per the spec is not refused for its shape. Values the server accepts stay valid per the spec.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bundle from '../../generated/openapi.json' with { type: 'json' };
import { createSpecAjv } from '../spec/spec-ajv.js';
import { expectError, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const { compile } = createSpecAjv(bundle as never);
const schemaAccepts = (name: string, body: unknown) => compile({ $ref: `#/components/schemas/${name}` })(body);

async function count(path: string, key: string): Promise<number> {
  return ((await server.call('GET', `${path}?limit=100`)).body[key] as unknown[]).length;
}

describe('descriptions are at most 255 bytes on backends and reserved addresses', () => {
  const kinds = [
    { path: '/backends/tunnel_group', schema: 'TunnelGroupBackend', list: 'backends', body: {} },
    { path: '/backends/http_response', schema: 'HTTPResponseBackend', list: 'backends', body: { body: 'ok', status_code: 200 } },
    { path: '/backends/weighted', schema: 'WeightedBackend', list: 'backends', body: { backends: {} } },
    { path: '/reserved_addrs', schema: 'ReservedAddr', list: 'reserved_addrs', body: {} },
  ];
  const tooLong = 'é'.repeat(128);
  it.each(kinds)('$path: create and update refuse 256 bytes (400 BYTE_LIMIT_EXCEEDED), take 255, and write nothing', async ({ path, schema, list, body }) => {
    const before = await count(path, list);
    const created = expectError(await server.call('POST', path, { body: { ...body, description: tooLong } }), 400, 'BYTE_LIMIT_EXCEEDED');
    expect(created.msg).toBe('/description: must be at most 255 bytes (got 256).');
    expect(await count(path, list)).toBe(before);

    const fits = await server.call('POST', path, { body: { ...body, description: `${'é'.repeat(127)}x` } });
    expect(fits.status).toBe(201);
    const updated = expectError(await server.call('PATCH', `${path}/${fits.body.id}`, { body: { description: tooLong } }), 400, 'BYTE_LIMIT_EXCEEDED');
    expect(updated.msg).toBe('/description: must be at most 255 bytes (got 256).');
    expect((await server.call('GET', `${path}/${fits.body.id}`)).body.description).toBe(`${'é'.repeat(127)}x`);

    for (const part of ['Create', 'Update']) {
      expect(schemaAccepts(`${schema}${part}`, { description: tooLong }), `${schema}${part}`).toBe(false);
      expect(schemaAccepts(`${schema}${part}`, { description: 'é'.repeat(127) }), `${schema}${part}`).toBe(true);
    }
  });
});
