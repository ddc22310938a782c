// How the client reads an error body (generator/runtime/client/errors.ts): by the registry's declared shape
// `{ error_code, msg, details }` where the document has an error registry (ours), else by the spellings APIs
// commonly use — so a package for another document shows that API's own message and code.
import { describe, expect, it } from 'vitest';
import { TunnelApiError } from '../../generator/runtime/client/errors.js';

const error = (body: unknown, registry: boolean, headers: Record<string, string> = {}) =>
  new TunnelApiError({
    status: 400,
    statusText: 'Bad Request',
    body,
    headers: new Headers(headers),
    operation: 'op',
    registeredCodes: registry ? new Set(['X']) : undefined,
  });

describe('a document without an error registry', () => {
  it.each([
    { name: 'message and code', body: { message: 'bad model', code: 'invalid_model' }, want: ['invalid_model', 'bad model'] },
    { name: 'OpenAI-style error object', body: { error: { message: 'no key', type: 'invalid_request_error' } }, want: ['invalid_request_error', 'no key'] },
    {
      name: 'RFC 9457 problem',
      body: { type: 'https://example.com/probs/out-of-credit', title: 'Out of credit', detail: 'Your balance is 30' },
      want: ['https://example.com/probs/out-of-credit', 'Your balance is 30'],
    },
    { name: 'OAuth error', body: { error: 'invalid_grant', error_description: 'expired' }, want: [undefined, 'expired'] },
    { name: 'a numeric code (Twilio)', body: { code: 20404, message: 'not found' }, want: ['20404', 'not found'] },
    { name: 'text', body: 'upstream down', want: [undefined, 'upstream down'] },
    { name: 'nothing', body: undefined, want: [undefined, 'Bad Request'] },
  ])('$name', ({ body, want }) => {
    const e = error(body, false);
    expect([e.errorCode, e.msg]).toEqual(want);
    expect(e.known).toBeUndefined();
  });

  it("takes the request id from X-Request-Id, never the registry's header", () => {
    expect(error({}, false, { 'x-request-id': 'req_1', 'service-operation-id': 'op_1' }).operationId).toBe('req_1');
  });
});

describe('a document with an error registry', () => {
  it('reads only the declared shape', () => {
    const e = error({ error_code: 'X', msg: 'declared', message: 'other', details: { operation_id: 'op_2', a: 1 } }, true);
    expect([e.errorCode, e.msg, e.operationId, e.details]).toEqual(['X', 'declared', 'op_2', { operation_id: 'op_2', a: 1 }]);
    expect(e.known).toEqual({ code: 'X', details: { operation_id: 'op_2', a: 1 } });
  });
});
