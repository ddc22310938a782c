// A downstream team implementing three operations of the API on its own Fastify app, with the package's
// edge behaviour: every other operation answers 501 NOT_IMPLEMENTED, and malformed ids, wrong methods,
// unknown routes, bad JSON, invalid input, missing or unknown keys and a missing version header answer as
// the reference server does. Type-checked under every setting of the consumer matrix and started for real
// by test/consumer/consumer.test.ts, which compares the answers with the reference server's.

import { type Handlers, registerTunnelApiEdge, registerTunnelApiRoutes } from '@tunnel-api/server';
import Fastify from 'fastify';
import { EDGE_REQUESTS, edgeAnswer } from './edge-requests.js';

interface Account {
  readonly id: string;
}

const KEYS: ReadonlyMap<string, Account> = new Map([['consumer-key', { id: 'acct_consumer' }]]);

const handlers: Partial<Handlers<Account>> = {
  listIpPolicies: ({ query }) => ({
    status: 200,
    body: { ip_policies: [], uri: `http://127.0.0.1/ip_policies?limit=${query.limit ?? 100}`, next_page_uri: null },
  }),
  getIpPolicy: ({ params }) => ({
    status: 404,
    body: {
      error_code: 'NOT_FOUND',
      status_code: 404,
      msg: `No IP policy with id ${params.id} exists.`,
      details: { operation_id: 'op_2aBcDeFgHiJkLmNoPqRsTuVwXyZ' },
    },
  }),
  updateIpPolicy: ({ params, account }) => ({
    status: 404,
    body: { error_code: 'NOT_FOUND', status_code: 404, msg: `No IP policy with id ${params.id} exists.`, details: { operation_id: account.id } },
  }),
};

// What Fastify's router refuses before any route (a path parameter that is not UTF-8) goes to the edge too.
const app = Fastify({
  frameworkErrors: (error, request, reply) => {
    edge.frameworkErrors(error, request, reply);
  },
});
// The team's own key lookup; the edge answers 401 for a missing or unknown key, 400 without Service-Version.
const edge = registerTunnelApiEdge(app, { authenticate: (key) => KEYS.get(key) });
registerTunnelApiRoutes(app, { handlers, account: edge.account });

const address = await app.listen({ host: '127.0.0.1', port: 0 });
const get = async (path: string, headers: Record<string, string> = { authorization: 'Bearer consumer-key', 'service-version': '2' }) => {
  const response = await fetch(`${address}${path}`, { headers });
  return { status: response.status, body: await response.json() };
};
const answers: Record<string, unknown> = {
  implemented: await get('/ip_policies?limit=5'),
  errorStatus: await get('/ip_policies/ipp_2aBcDeFgHiJkLmNoPqRsTuVwXyZ'),
  notImplemented: await get('/credentials'),
};
for (const [name, request] of Object.entries(EDGE_REQUESTS)) answers[name] = await edgeAnswer(address, request, 'consumer-key');
await app.close();
console.log(JSON.stringify(answers));
