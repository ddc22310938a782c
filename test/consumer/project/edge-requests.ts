// The requests that show the API's edge behaviour: test/consumer/consumer.test.ts sends them to the
// reference server and server-usage.ts to a partial server built on @tunnel-api/server, and the answers
// must be the same. `KEY` stands for a key the server accepts.

export const KEY = '<key>';

export interface EdgeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

const AUTHORIZED = { authorization: `Bearer ${KEY}`, 'service-version': '2' };
const JSON_BODY = { ...AUTHORIZED, 'content-type': 'application/json' };

export const EDGE_REQUESTS: Readonly<Record<string, EdgeRequest>> = {
  malformedId: { method: 'GET', path: '/ip_policies/not-an-id', headers: AUTHORIZED },
  wrongMethod: { method: 'PUT', path: '/ip_policies', headers: AUTHORIZED },
  unknownRoute: { method: 'GET', path: '/no_such_things', headers: AUTHORIZED },
  // Refused by Fastify's router before any route: answered through `frameworkErrors` (server-usage.ts).
  notUtf8Id: { method: 'GET', path: '/ip_policies/%FF%FE', headers: AUTHORIZED },
  notPercentEncoding: { method: 'GET', path: '/ip_policies/%zz', headers: AUTHORIZED },
  badJson: { method: 'PATCH', path: '/ip_policies/ipp_2aBcDeFgHiJkLmNoPqRsTuVwXyZ', headers: JSON_BODY, body: '{"description": ' },
  invalidBody: { method: 'PATCH', path: '/ip_policies/ipp_2aBcDeFgHiJkLmNoPqRsTuVwXyZ', headers: JSON_BODY, body: '{"descripton": "typo"}' },
  invalidQuery: { method: 'GET', path: '/ip_policies?limit=0', headers: AUTHORIZED },
  missingKey: { method: 'GET', path: '/ip_policies', headers: { 'service-version': '2' } },
  invalidKey: { method: 'GET', path: '/ip_policies', headers: { authorization: 'Bearer not-a-key', 'service-version': '2' } },
  missingVersion: { method: 'GET', path: '/ip_policies', headers: { authorization: `Bearer ${KEY}` } },
};

/** What a comparison keeps of an answer: the status, the `Allow` and `WWW-Authenticate` headers, the body without its operation id. */
export async function edgeAnswer(baseUrl: string, request: EdgeRequest, key: string): Promise<unknown> {
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, value.replace(KEY, key)]));
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers, ...(request.body === undefined ? {} : { body: request.body }) });
  const body = (await response.json()) as { details?: Record<string, unknown> };
  if (body.details !== undefined) delete body.details['operation_id'];
  return { status: response.status, allow: response.headers.get('allow'), challenge: response.headers.get('www-authenticate'), body };
}
