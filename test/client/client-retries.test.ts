// Retries (retry-policy.ts): 429 honouring Retry-After, 502/503/504 and network errors for
// idempotent methods; POST only on 429.
import { createClient, TunnelApiError } from '@tunnel-api/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, FakeService } from './support/fake-service.js';

const service = new FakeService();
let api: ReturnType<typeof createClient>;
const addr = { id: 'ra_1', uri: 'u', created_at: '2026-01-01T00:00:00Z', metadata: '', addr: 'h:1', region: 'eu' };

beforeAll(async () => {
  await service.start();
  api = createClient({ baseUrl: service.baseUrl, apiKey: 'k', maxRetries: 2 });
});
afterAll(() => service.stop());
beforeEach(() => service.reset());

const rateLimited = { status: 429, body: errorBody(429, 'RATE_LIMITED', 'slow down'), headers: { 'retry-after': '0' } };

describe('retries', () => {
  it('retries a GET after 429 and returns the success', async () => {
    service.reply(rateLimited, { status: 200, body: addr });
    await expect(api.reservedAddrs.get('ra_1')).resolves.toEqual(addr);
    expect(service.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('retries a POST after 429, resending the same body', async () => {
    service.reply(rateLimited, { status: 201, body: addr });
    await expect(api.reservedAddrs.create({ region: 'eu' })).resolves.toEqual(addr);
    expect(service.requests.map((r) => r.body)).toEqual(['{"region":"eu"}', '{"region":"eu"}']);
  });

  it.each([502, 503, 504])('retries GET on %i', async (status) => {
    service.reply({ status, body: errorBody(status, 'UNAVAILABLE', 'later') }, { status: 200, body: addr });
    await expect(api.reservedAddrs.get('ra_1')).resolves.toEqual(addr);
    expect(service.requests).toHaveLength(2);
  });

  it.each([
    ['PATCH', () => api.reservedAddrs.update('ra_1', { description: 'x' })],
    ['DELETE', () => api.reservedAddrs.delete('ra_1')],
  ])('retries %s on 503', async (method, call) => {
    service.reply({ status: 503 }, { status: method === 'DELETE' ? 204 : 200, body: method === 'DELETE' ? undefined : addr });
    await call();
    expect(service.requests.map((r) => r.method)).toEqual([method, method]);
  });

  it('does not retry a POST on 503 (it may have been applied)', async () => {
    service.reply({ status: 503, body: errorBody(503, 'UNAVAILABLE', 'later') }, { status: 201, body: addr });
    await expect(api.reservedAddrs.create({ region: 'eu' })).rejects.toMatchObject({ status: 503, errorCode: 'UNAVAILABLE' });
    expect(service.requests).toHaveLength(1);
  });

  it('does not retry other client errors', async () => {
    service.reply({ status: 400, body: errorBody(400, 'INVALID', 'bad') }, { status: 200, body: addr });
    await expect(api.reservedAddrs.get('ra_1')).rejects.toMatchObject({ status: 400 });
    expect(service.requests).toHaveLength(1);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    service.reply(rateLimited, rateLimited, { ...rateLimited, body: errorBody(429, 'RATE_LIMITED', 'third') }, { status: 200, body: addr });
    const error = await api.reservedAddrs.get('ra_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TunnelApiError);
    expect(error).toMatchObject({ status: 429, msg: 'third' });
    expect(service.requests).toHaveLength(3);
  });

  it('maxRetries: 0 per call disables retries', async () => {
    service.reply(rateLimited, { status: 200, body: addr });
    await expect(api.reservedAddrs.get('ra_1', { maxRetries: 0 })).rejects.toMatchObject({ status: 429 });
    expect(service.requests).toHaveLength(1);
  });

  it('retries a GET after a dropped connection', async () => {
    service.reply({ status: 0, drop: true }, { status: 200, body: addr });
    await expect(api.reservedAddrs.get('ra_1')).resolves.toEqual(addr);
    expect(service.requests).toHaveLength(2);
  });

  it('does not retry a POST after a dropped connection', async () => {
    service.reply({ status: 0, drop: true }, { status: 201, body: addr });
    await expect(api.reservedAddrs.create({ region: 'eu' })).rejects.toMatchObject({ name: 'TunnelNetworkError' });
    expect(service.requests).toHaveLength(1);
  });

  it('retries through api.raw too', async () => {
    service.reply(rateLimited, { status: 200, body: addr });
    const { data } = await api.raw.GET('/reserved_addrs/{id}', { params: { path: { id: 'ra_1' } } });
    expect(data).toEqual(addr);
    expect(service.requests).toHaveLength(2);
  });
});
