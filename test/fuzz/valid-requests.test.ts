// Valid random requests for every operation of the spec that a world without agents can serve: bodies
// generated from the request schemas with references to real resources, random page sizes and cursors.
// Each succeeds and reads back equal to what was written, with the documented normalisation
// (readback.ts). Tunnel sessions are those of a live agent driven over the real control channel.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundleSchema, resolveSchema, specBundle } from '../../server/http/spec-bundle.js';
import { type ListeningServer, startListeningServer } from '../agents-e2e/support/api-server.js';
import { connectProtocolAgent, type ProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { resourceProblems, touchedBy, withDefaults } from './support/readback.js';
import { actionOf, operations, type SpecOperation, schemaNamed, urlOf } from './support/spec-operations.js';
import { fresh, type ValueContext, validBody } from './support/valid-values.js';
import { buildWorld, type Call, caCertificatePem, createResource, type World } from './support/world.js';
import { withoutEmptyMaps, withoutZeroValues } from './support/zero-values.js';

/** Fixed seed: a failure prints it with the counterexample's path, and replays the same way. */
const SEED = 0x5eed_0a;
const WRITE_RUNS = 12;
const READ_RUNS = 8;

let server: ListeningServer;
let agent: ProtocolAgent;
let world: World;
let ctx: ValueContext;
const call: Call = (method, url, body) => server.call(method, url, { body });

beforeAll(async () => {
  server = await startListeningServer({ commandTimeoutMs: 10_000, heartbeatMs: 60_000, releases: ['3.0.0', '3.4.1'] });
  const credential = await server.createCredential();
  agent = await connectProtocolAgent(server.url, { token: credential.token, agent_version: '3.0.0', labels: { fuzz: 'valid' } });
  world = await buildWorld(call, { abuseReports: true, sessionId: agent.sessionId });
  ctx = { world, caPem: await caCertificatePem() };
});
afterAll(async () => {
  agent?.terminate();
  await server?.close();
});

const served = operations.filter((op) => actionOf(op) !== 'command');

function worldUrl(operation: SpecOperation): string {
  return urlOf(operation, Object.fromEntries(operation.pathParameters.map((p) => [p.name, world.ids[p.idSchema]!])));
}

/** A resource's `uri` is a full URL, or a path for agent ingresses (docs/decisions/0009-output-shape.md). */
function pathOf(uri: string): string {
  return new URL(uri, 'http://relative.invalid').pathname;
}

async function expectWrite(operation: SpecOperation, url: string, body: Record<string, unknown>): Promise<void> {
  const action = actionOf(operation);
  const schema = schemaNamed(operation.requestSchema!);
  const before = action === 'update' ? (await server.call('GET', url)).body : undefined;
  const sentBody = fresh(operation.requestSchema!, body);
  const res = await server.call(operation.method, url, { body: sentBody });
  const context = `${operation.method} ${url} ${JSON.stringify(sentBody)} → ${res.status} ${JSON.stringify(res.body)}`;
  expect(res.status, context).toBe(action === 'create' ? 201 : 200);
  const sent =
    action === 'update' ? withoutEmptyMaps(schema, sentBody) : withDefaults(schema, action === 'create' ? withoutZeroValues(schema, sentBody) : sentBody);
  expect(resourceProblems(operation.requestSchema!, sent as Record<string, any>, res.body), context).toEqual([]);
  const read = await server.call('GET', action === 'create' ? pathOf(res.body.uri) : url);
  // The credential token is shown once, in the create response (docs/decisions/0027-secrets.md); reads show null.
  const token = typeof res.body.token === 'string' ? { token: null } : {};
  expect(read.body, `read back after ${context}`).toEqual({ ...res.body, ...token });
  if (before) {
    // PATCH: what was not sent is unchanged (docs/decisions/0008-patch-and-put.md).
    const touched = new Set(Object.keys(withoutEmptyMaps(schema, body)).flatMap(touchedBy));
    for (const [key, value] of Object.entries(before)) if (!touched.has(key)) expect(read.body[key], `${key} after ${context}`).toEqual(value);
  }
}

describe('valid writes succeed and read back as written', () => {
  const writes = served.filter((op) => op.requestSchema && ['create', 'update', 'replace'].includes(actionOf(op)));

  it.each(writes.map((op) => [op.operationId, op] as const))('%s', async (_id, operation) => {
    const url = worldUrl(operation);
    const targetId = operation.pathParameters.at(-1) && world.ids[operation.pathParameters.at(-1)!.idSchema];
    const bodies = validBody(operation.requestSchema!, { ...ctx, ...(targetId ? { targetId } : {}) });
    await fc.assert(
      fc.asyncProperty(bodies, (body) => expectWrite(operation, url, body)),
      { seed: SEED, numRuns: WRITE_RUNS },
    );
  });
});

/** The most items a page of the list holds whatever `limit` asks: its array's `maxItems` in the spec (HTTPS edges: 10). */
function pageCap(operationId: string, listKey: string): number {
  const spec = specBundle();
  for (const item of Object.values(spec.paths)) {
    const operation = item['get'];
    if (operation?.operationId !== operationId) continue;
    const schema = (operation.responses?.['200'] as { content?: Record<string, { schema?: BundleSchema }> } | undefined)?.content?.['application/json']?.schema;
    const list = schema === undefined ? undefined : resolveSchema(spec, schema).properties?.[listKey];
    return (list as { maxItems?: number } | undefined)?.maxItems ?? Number.POSITIVE_INFINITY;
  }
  return Number.POSITIVE_INFINITY;
}

describe('valid reads succeed', () => {
  const limit = fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined });

  it.each(served.filter((op) => actionOf(op) === 'list').map((op) => [op.operationId, op] as const))(
    '%s with random limit and cursor',
    async (_id, operation) => {
      const url = worldUrl(operation);
      const first = (await server.call('GET', url)).body;
      const listKey = Object.keys(first).find((key) => Array.isArray(first[key]))!;
      // Every id, following next_page_uri: a list may page below 100 whatever `limit` asks (pageCap).
      const ids: string[] = [];
      for (let page = first; ; ) {
        ids.push(...page[listKey].map((item: { id: string }) => item.id));
        if (page.next_page_uri === null || page.next_page_uri === undefined) break;
        const next = new URL(page.next_page_uri);
        page = (await server.call('GET', `${next.pathname}${next.search}`)).body;
      }
      const cursor = fc.option(ids.length > 0 ? fc.constantFrom(...ids) : fc.constant(undefined), { nil: undefined });
      await fc.assert(
        fc.asyncProperty(limit, cursor, async (n, before) => {
          const query = new URLSearchParams({ ...(n === undefined ? {} : { limit: String(n) }), ...(before === undefined ? {} : { before_id: before }) });
          const res = await server.call('GET', `${url}?${query}`);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const start = before === undefined ? 0 : ids.indexOf(before) + 1;
          const size = Math.min(n ?? 100, pageCap(operation.operationId, listKey));
          expect(res.body[listKey].map((item: { id: string }) => item.id)).toEqual(ids.slice(start, start + size));
        }),
        { seed: SEED, numRuns: READ_RUNS },
      );
    },
  );

  it.each(served.filter((op) => actionOf(op) === 'get').map((op) => [op.operationId, op] as const))('%s of a real resource', async (_id, operation) => {
    const res = await server.call('GET', worldUrl(operation));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('valid deletes succeed and the resource is gone', () => {
  it.each(served.filter((op) => actionOf(op) === 'delete').map((op) => [op.operationId, op] as const))('%s', async (_id, operation) => {
    const last = operation.pathParameters.at(-1)!;
    const isModule = !operation.path.endsWith('}');
    let url: string;
    let restore: unknown;
    if (isModule) {
      url = worldUrl(operation);
      restore = (await server.call('GET', url)).body;
    } else {
      const ids = { ...world.ids, [last.idSchema]: await createResource(call, last.idSchema, world.ids) };
      url = urlOf(operation, Object.fromEntries(operation.pathParameters.map((p) => [p.name, ids[p.idSchema]!])));
    }
    const res = await server.call('DELETE', url);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await server.call('GET', url)).body.error_code).toBe(isModule ? 'MODULE_NOT_CONFIGURED' : 'NOT_FOUND');
    if (isModule) await putBack(url, restore as Record<string, any>);
  });
});

/** Configures a module again from what it read before deletion (its Ref fields back to ids). */
async function putBack(url: string, module: Record<string, any>): Promise<void> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(module)) {
    if (key === 'backend') body.backend_id = value.id;
    else if (key === 'ip_policies') body.ip_policy_ids = value.map((ref: { id: string }) => ref.id);
    else if (key === 'certificate_authorities') body.certificate_authority_ids = value.map((ref: { id: string }) => ref.id);
    else if (['enabled', 'add', 'remove', 'provider', 'idp_metadata'].includes(key)) body[key] = value;
  }
  if (body.provider) {
    body.provider = Object.fromEntries(Object.entries(body.provider as Record<string, unknown>).filter(([, v]) => v !== null));
  }
  const res = await server.call('PUT', url, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('valid agent commands succeed once the agent acknowledges', () => {
  // Stop last: the agent is told to end its session.
  const commands = ['updateTunnelSession', 'restartTunnelSession', 'stopTunnelSession'].map((id) => operations.find((op) => op.operationId === id)!);

  it.each(commands.map((op) => [op.operationId, op] as const))('%s', async (_id, operation) => {
    const response = server.call('POST', worldUrl(operation), { body: {} });
    const command = await agent.nextCommand();
    expect(command).toMatchObject({ type: 'command', name: operation.path.split('/').pop() });
    agent.send({ type: 'command_ack', command_id: command.command_id });
    const res = await response;
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(res.body).toBeUndefined();
  });
});
