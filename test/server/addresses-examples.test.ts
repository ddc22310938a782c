// The spec's examples of this family (generated/openapi.json, what the docs site shows) are what the
// server answers: each example request, sent as is, gets the example response, up to the values the
// server assigns (ids, times, the random address) and the base URL.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

const spec = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));
const EXAMPLE_BASE_URL = 'https://api.tunnel.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The first request example and the first response example of an operation. */
function examples(path: string, method: string, status: string): { request: any; response: any } {
  const operation = spec.paths[path][method];
  const first = (content: any) => (Object.values(content['application/json'].examples)[0] as { value: unknown }).value;
  return { request: first(operation.requestBody.content), response: first(operation.responses[status].content) };
}

/**
 * The example as this server answers it: the example's base URL and ids (`replace`) swapped for the
 * real ones, and the values the server assigns (JSON pointers) taken from the actual response.
 */
function expected(example: unknown, actual: any, replace: Record<string, string>, assigned: readonly string[]): unknown {
  let text = JSON.stringify(example);
  for (const [from, to] of Object.entries({ [EXAMPLE_BASE_URL]: PUBLIC_URL, ...replace })) text = text.split(from).join(to);
  const want = JSON.parse(text);
  for (const pointer of assigned) {
    const keys = pointer.split('/').slice(1);
    const last = keys.pop()!;
    const at = (root: any) => keys.reduce((node, key) => node[key], root);
    at(want)[last] = at(actual)[last];
  }
  return want;
}

async function send(method: string, url: string, body: unknown, status: number) {
  const res = await server.call(method, url, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

describe('examples', () => {
  it('endpoint configurations: create', async () => {
    const { request, response } = examples('/endpoint_configurations', 'post', '201');
    const created = await send('POST', '/endpoint_configurations', request, 201);
    expect(created).toEqual(expected(response, created, { [response.id]: created.id }, ['/created_at']));
  });

  it('reserved addresses: create, then attach an endpoint configuration', async () => {
    const create = examples('/reserved_addrs', 'post', '201');
    const created = await send('POST', '/reserved_addrs', create.request, 201);
    const ids = { [create.response.id]: created.id };
    expect(created).toEqual(expected(create.response, created, ids, ['/created_at', '/addr']));

    const update = examples('/reserved_addrs/{id}', 'patch', '200');
    const ec = await send('POST', '/endpoint_configurations', {}, 201);
    const attach = { ...update.request, endpoint_configuration_id: ec.id };
    const updated = await send('PATCH', `/reserved_addrs/${created.id}`, attach, 200);
    expect(updated).toEqual(expected(update.response, created, { ...ids, [update.request.endpoint_configuration_id]: ec.id }, ['/created_at', '/addr']));
  });

  it('agent ingresses: create with certificate management, then disable it', async () => {
    const create = examples('/agent_ingresses', 'post', '201');
    const created = await send('POST', '/agent_ingresses', create.request, 201);
    const ids = { [create.response.id]: created.id };
    expect(created).toEqual(expected(create.response, created, ids, ['/created_at', '/certificate_management_status/provisioning_job/started_at']));

    const update = examples('/agent_ingresses/{id}', 'patch', '200');
    const updated = await send('PATCH', `/agent_ingresses/${created.id}`, update.request, 200);
    expect(updated).toEqual(expected(update.response, created, ids, ['/created_at']));
  });

  it('abuse reports: create', async () => {
    const { request, response } = examples('/abuse_reports', 'post', '201');
    const created = await send('POST', '/abuse_reports', request, 201);
    expect(created).toEqual(expected(response, created, { [response.id]: created.id }, ['/created_at']));
  });
});
