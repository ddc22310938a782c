// A partial implementation on the generated server package: the operations it implements answer as
// usual, every other one 501 NOT_IMPLEMENTED with the spec's error body (spec/components/x-error-codes.yaml),
// and handler sets that cannot be right fail at registration, not at the first request.

import { allowedMethods, type Handlers, registerTunnelApiRoutes } from '@tunnel-api/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '../../server/http/error-handler.js';
import '../../server/http/request-context.js';

const OPERATION_ID = 'op_2aBcDeFgHiJkLmNoPqRsTuVwXyZ';
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function partialApp(handlers: Partial<Handlers<string>>): FastifyInstance {
  const fastify = Fastify();
  fastify.decorateRequest('operationId', '');
  fastify.addHook('onRequest', async (request) => {
    request.operationId = OPERATION_ID;
  });
  registerErrorHandlers(fastify, allowedMethods);
  registerTunnelApiRoutes(fastify, { handlers, account: () => 'acct', validateResponses: true });
  return fastify;
}

describe('partial handler sets', () => {
  it('answers the implemented operation and 501 NOT_IMPLEMENTED with the registered body for the rest', async () => {
    app = partialApp({ listIpPolicies: () => ({ status: 200, body: { ip_policies: [], uri: 'http://api.test/ip_policies', next_page_uri: null } }) });
    const implemented = await app.inject({ method: 'GET', url: '/ip_policies' });
    expect(implemented.statusCode).toBe(200);
    expect(implemented.json()).toEqual({ ip_policies: [], uri: 'http://api.test/ip_policies', next_page_uri: null });

    const missing = await app.inject({ method: 'POST', url: '/credentials', payload: { description: 'x' } });
    expect(missing.statusCode).toBe(501);
    expect(missing.json()).toEqual({
      error_code: 'NOT_IMPLEMENTED',
      status_code: 501,
      msg: 'createCredential is not implemented by this server.',
      details: { operation_id: OPERATION_ID },
    });
    // Still a known route: an unsupported method is 405, not 501.
    expect((await app.inject({ method: 'PUT', url: '/credentials' })).statusCode).toBe(405);
  });

  it('refuses a handler keyed by something that is not an operation', () => {
    expect(() => partialApp({ listIpPolicy: () => ({ status: 200 }) } as unknown as Partial<Handlers<string>>)).toThrow(
      'registerRoutes: no operation named listIpPolicy (handlers are keyed by operationId)',
    );
  });

  it('refuses a handler that is not a function', () => {
    expect(() => partialApp({ listIpPolicies: 'yes' } as unknown as Partial<Handlers<string>>)).toThrow(
      'registerRoutes: the handler for listIpPolicies is not a function',
    );
  });
});
