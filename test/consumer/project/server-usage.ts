// A downstream team implementing two operations of the API on its own Fastify app: every other
// operation answers 501 NOT_IMPLEMENTED. Type-checked under every setting of the consumer matrix and
// started for real by test/consumer/consumer.test.ts.
import Fastify from 'fastify';
import { NotImplementedError, registerTunnelApiRoutes, RequestValidationError, type Handlers } from '@tunnel-api/server';

interface Account {
  readonly id: string;
}

const handlers: Partial<Handlers<Account>> = {
  listIpPolicies: ({ query }) => ({
    status: 200,
    body: { ip_policies: [], uri: `http://127.0.0.1/ip_policies?limit=${query.limit ?? 100}`, next_page_uri: null },
  }),
  getIpPolicy: ({ params }) => ({
    status: 404,
    body: { error_code: 'NOT_FOUND', status_code: 404, msg: `No IP policy with id ${params.id} exists.`, details: { operation_id: 'op_2aBcDeFgHiJkLmNoPqRsTuVwXyZ' } },
  }),
};

const app = Fastify();
// The API's error body for the plugin's two errors; anything else keeps Fastify's default handling.
app.setErrorHandler((error, request, reply) => {
  const details = { operation_id: request.id };
  if (error instanceof NotImplementedError) {
    return reply.code(501).send({ error_code: error.code, status_code: 501, msg: error.message, details });
  }
  if (error instanceof RequestValidationError) {
    return reply.code(400).send({ error_code: 'INVALID_REQUEST', status_code: 400, msg: error.message, details: { ...details, problems: error.problems } });
  }
  return reply.send(error);
});
registerTunnelApiRoutes(app, { handlers, account: () => ({ id: 'acct_consumer' }) });

const address = await app.listen({ host: '127.0.0.1', port: 0 });
const answers: Record<string, { status: number; body: unknown }> = {};
const requests = [['implemented', '/ip_policies?limit=5'], ['errorStatus', '/ip_policies/ipp_2aBcDeFgHiJkLmNoPqRsTuVwXyZ'], ['notImplemented', '/credentials'], ['invalid', '/ip_policies?limit=0']] as const;
for (const [name, path] of requests) {
  const response = await fetch(`${address}${path}`);
  answers[name] = { status: response.status, body: await response.json() };
}
await app.close();
console.log(JSON.stringify(answers));
