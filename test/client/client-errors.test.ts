// Failures become typed errors: TunnelApiError for error statuses (fields from the error body,
// docs/decisions/0004-error-registry.md), TunnelNetworkError / TunnelTimeoutError for transport failures, and a
// caller's abort surfaces as its own reason.
import { createClient, isTunnelError, TunnelApiError, TunnelError, TunnelNetworkError, TunnelTimeoutError } from '@tunnel-api/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, FakeService } from './support/fake-service.js';

const service = new FakeService();
let api: ReturnType<typeof createClient>;

beforeAll(async () => {
  await service.start();
  api = createClient({ baseUrl: service.baseUrl, apiKey: 'k', maxRetries: 0 });
});
afterAll(() => service.stop());
beforeEach(() => service.reset());

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('TunnelApiError', () => {
  it('carries status, errorCode, msg, details and the service operation id', async () => {
    service.reply({ status: 404, body: errorBody(404, 'RESERVED_ADDR_NOT_FOUND', 'reserved address ra_1 not found', 'op_42') });
    const error = await caught(api.reservedAddrs.get('ra_1'));
    expect(error).toBeInstanceOf(TunnelApiError);
    expect(error).toBeInstanceOf(TunnelError);
    expect(error).toBeInstanceOf(Error);
    const apiError = error as TunnelApiError;
    expect(apiError).toMatchObject({
      name: 'TunnelApiError',
      status: 404,
      errorCode: 'RESERVED_ADDR_NOT_FOUND',
      msg: 'reserved address ra_1 not found',
      details: { operation_id: 'op_42' },
      operationId: 'op_42',
      operation: 'getReservedAddr',
    });
    expect(apiError.message).toBe('getReservedAddr failed with 404 RESERVED_ADDR_NOT_FOUND: reserved address ra_1 not found');
    expect(apiError.stack).toContain('TunnelApiError');
  });

  it.each([
    [400, 'isBadRequest'],
    [401, 'isUnauthorized'],
    [403, 'isForbidden'],
    [404, 'isNotFound'],
    [409, 'isConflict'],
    [429, 'isRateLimited'],
    [500, 'isServerError'],
  ] as const)('status %i answers %s() and no other helper', async (status, helper) => {
    service.reply({ status, body: errorBody(status, 'CODE', 'msg') });
    const error = (await caught(api.reservedAddrs.get('ra_1'))) as TunnelApiError;
    const helpers = ['isBadRequest', 'isUnauthorized', 'isForbidden', 'isNotFound', 'isConflict', 'isRateLimited', 'isServerError'] as const;
    expect(helpers.filter((h) => error[h]())).toEqual([helper]);
  });

  it('takes the operation id from the Service-Operation-Id header when the body has none', async () => {
    service.reply({ status: 502, body: 'Bad Gateway', headers: { 'content-type': 'text/plain', 'service-operation-id': 'op_7' } });
    const error = (await caught(api.reservedAddrs.get('ra_1'))) as TunnelApiError;
    expect(error).toMatchObject({ status: 502, errorCode: undefined, msg: 'Bad Gateway', operationId: 'op_7', details: {} });
  });

  it('a registered code is known; a code newer than the client parses all the same, and is not', async () => {
    service.reply({
      status: 409,
      body: { ...errorBody(409, 'RESOURCE_IN_USE', 'still used', 'op_9'), details: { operation_id: 'op_9', referrers: ['bkdwd_1'] } },
    });
    const registered = (await caught(api.reservedAddrs.delete('ra_1'))) as TunnelApiError;
    expect(registered.known).toEqual({ code: 'RESOURCE_IN_USE', details: { operation_id: 'op_9', referrers: ['bkdwd_1'] } });
    expect(isTunnelError(registered, 'RESOURCE_IN_USE')).toBe(true);
    expect(isTunnelError(registered, 'NOT_FOUND')).toBe(false);
    service.reply({ status: 409, body: errorBody(409, 'A_CODE_FROM_A_NEWER_SERVICE', 'something new', 'op_10') });
    const newer = (await caught(api.reservedAddrs.delete('ra_1'))) as TunnelApiError;
    expect(newer).toMatchObject({ status: 409, errorCode: 'A_CODE_FROM_A_NEWER_SERVICE', msg: 'something new', known: undefined });
    expect(isTunnelError(new Error('x'), 'NOT_FOUND')).toBe(false);
  });

  it('uses the status text when the error has no body', async () => {
    service.reply({ status: 409 });
    const error = (await caught(api.reservedAddrs.delete('ra_1'))) as TunnelApiError;
    expect(error).toMatchObject({ status: 409, msg: 'Conflict', errorCode: undefined });
  });
});

describe('transport failures', () => {
  it('a refused connection is a TunnelNetworkError', async () => {
    const closed = new FakeService();
    await closed.start();
    const url = closed.baseUrl;
    await closed.stop();
    const offline = createClient({ baseUrl: url, apiKey: 'k', maxRetries: 0 });
    const error = await caught(offline.reservedAddrs.get('ra_1'));
    expect(error).toBeInstanceOf(TunnelNetworkError);
    expect((error as TunnelNetworkError).message).toMatch(/^getReservedAddr failed: no response from the service \(.*ECONNREFUSED/);
  });

  it('a dropped connection is a TunnelNetworkError', async () => {
    service.reply({ status: 0, drop: true });
    const error = await caught(api.reservedAddrs.get('ra_1'));
    expect(error).toBeInstanceOf(TunnelNetworkError);
  });

  it('an attempt longer than timeoutMs is a TunnelTimeoutError', async () => {
    service.reply({ status: 0, hang: true });
    const slow = createClient({ baseUrl: service.baseUrl, apiKey: 'k', timeoutMs: 100, maxRetries: 0 });
    const error = await caught(slow.reservedAddrs.get('ra_1'));
    expect(error).toBeInstanceOf(TunnelTimeoutError);
    expect(error).toMatchObject({ operation: 'getReservedAddr', timeoutMs: 100, message: 'getReservedAddr timed out after 100 ms' });
  });

  it('a per-call timeoutMs overrides the client default', async () => {
    service.reply({ status: 0, hang: true });
    const error = await caught(api.reservedAddrs.get('ra_1', { timeoutMs: 50 }));
    expect(error).toMatchObject({ name: 'TunnelTimeoutError', timeoutMs: 50 });
  });

  it("a caller's abort rejects with the signal's reason, unwrapped and not retried", async () => {
    service.always(() => ({ status: 0, hang: true }));
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    const retrying = createClient({ baseUrl: service.baseUrl, apiKey: 'k', maxRetries: 3 });
    const call = retrying.reservedAddrs.get('ra_1', { signal: controller.signal });
    await expect.poll(() => service.requests.length).toBe(1);
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    expect(service.requests).toHaveLength(1);
    service.always(() => ({ status: 500 }));
  });
});
