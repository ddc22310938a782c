// Invalid and borderline requests for every operation of the spec, generated from its schemas
// (support/invalid-values.ts for body fields, support/bad-requests.ts for the rest), against the real
// app with a world of real resources and an online tunnel session. For each answer: never a 5xx; a
// refusal carries the registered error body (support/rejection.ts) and leaves the resources table
// exactly as it was; a request that must be refused is refused; no refused command reaches the agent.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningServer, startListeningServer } from '../agents-e2e/support/api-server.js';
import { connectProtocolAgent, type ProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { type BadRequest, badRequests } from './support/bad-requests.js';
import { everyMutation, mutatedBody } from './support/invalid-values.js';
import { type Answer, refusalProblems, resourcesSnapshot } from './support/rejection.js';
import { actionOf, operations, type SpecOperation, schemaNamed, urlOf } from './support/spec-operations.js';
import { completeBody, type ValueContext, validBody } from './support/valid-values.js';
import { buildWorld, type Call, caCertificatePem, type World } from './support/world.js';
import { mutationIsZeroValue } from './support/zero-values.js';

/** Fixed seed: a failure prints it with the counterexample's path, and replays the same way. */
const SEED = 0xbad_5eed;
const RUNS_WITH_BODY = 40;
const RUNS_WITHOUT_BODY = 20;

let server: ListeningServer;
let world: World;
let ctx: ValueContext;
let agent: ProtocolAgent;
let snapshot: string;
const call: Call = (method, url, body) => server.call(method, url, { body });

beforeAll(async () => {
  // Long enough that an accepted command would be seen waiting, not timed out, by the final check.
  server = await startListeningServer({ commandTimeoutMs: 5_000, heartbeatMs: 60_000 });
  const credential = await server.createCredential();
  agent = await connectProtocolAgent(server.url, { token: credential.token, labels: { fuzz: 'invalid' } });
  world = await buildWorld(call, { abuseReports: true, sessionId: agent.sessionId });
  ctx = { world, caPem: await caCertificatePem() };
  snapshot = await resourcesSnapshot(server.db);
});
afterAll(async () => {
  agent?.terminate();
  await server?.close();
});

async function send(request: BadRequest): Promise<Answer> {
  const headers: Record<string, string> = { 'service-version': '2', authorization: `Bearer ${server.apiKey}` };
  if (request.payload !== undefined) headers['content-type'] = 'application/json';
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  const response = await server.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  let body: unknown;
  try {
    body = response.body === '' ? undefined : JSON.parse(response.body);
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, headers: response.headers };
}

const idPatterns: Record<string, string> = Object.fromEntries(
  operations.flatMap((op) => op.pathParameters).map((p) => [p.idSchema, schemaNamed(p.idSchema).pattern as string]),
);

function requestsFor(operation: SpecOperation): fc.Arbitrary<BadRequest> {
  const ids = Object.fromEntries(operation.pathParameters.map((p) => [p.name, world.ids[p.idSchema]!]));
  const realIds = Object.values(world.ids);
  const targetId = operation.pathParameters.at(-1) && world.ids[operation.pathParameters.at(-1)!.idSchema];
  const isCommand = actionOf(operation) === 'command';
  const schemaName = operation.requestSchema;
  const valid = schemaName ? validBody(schemaName, { ...ctx, ...(targetId ? { targetId } : {}) }) : undefined;
  const transport = badRequests(
    operation,
    ids,
    idPatterns,
    realIds,
    valid?.map((body) => JSON.stringify(body)),
  );
  if (!schemaName || !valid) return transport;
  const mutated = mutatedBody(schemaName, valid, realIds)
    // A command the API accepted would really go to the agent: commands get only refusals.
    .filter((m) => !isCommand || m.mustReject)
    .map(
      (m): BadRequest => ({ method: operation.method, url: urlOf(operation, ids), payload: JSON.stringify(m.body), what: m.what, mustReject: m.mustReject }),
    );
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: transport });
}

/** Sends one bad request and checks the answer against the rules of this file. */
async function expectHandled(operation: SpecOperation, request: BadRequest): Promise<void> {
  const before = snapshot;
  const answer = await send(request);
  // A borderline create that was accepted is removed again, so the table stays small (and the
  // snapshot cheap); abuse reports have no delete and hold no unlimited text.
  if (answer.status === 201 && typeof answer.body?.uri === 'string' && actionOf(operation) === 'create' && operation.operationId !== 'createAbuseReport') {
    await server.call('DELETE', new URL(answer.body.uri, 'http://relative.invalid').pathname);
  }
  // The next request compares against what is stored now, also when this one fails the test.
  snapshot = await resourcesSnapshot(server.db);
  const context = `${request.what}: ${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 300) ?? ''} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 400)}`;
  expect(refusalProblems(answer), context).toEqual([]);
  // On create, an optional field sent as its zero value is not set (support/zero-values.ts): accepted.
  const zeroOnCreate =
    actionOf(operation) === 'create' &&
    operation.requestSchema !== undefined &&
    mutationIsZeroValue(schemaNamed(operation.requestSchema), request.what, request.payload);
  // A path id of dot segments (`..`, `%2e%2e`) is resolved away by the URL parser, as every client's is
  // (WHATWG URL): the request is then for the parent path, another operation or none, not this one.
  const forThisOperation = new URL(request.url, 'http://relative.invalid').pathname === request.url.split('?')[0];
  if (request.mustReject && !zeroOnCreate && forThisOperation) expect(answer.status, context).toBeGreaterThanOrEqual(400);
  // The answer is one the operation documents, or no route at all (a path the router cannot match).
  const documented = operation.statuses.includes(answer.status) || answer.body?.error_code === 'ROUTE_NOT_FOUND' || !forThisOperation;
  expect(documented, `${answer.status} is not documented for ${operation.operationId}: ${context}`).toBe(true);
  if (answer.status >= 400) expect(snapshot === before, `resources changed by a refused request: ${context}`).toBe(true);
}

describe('every field of every request body, each mutation once', () => {
  it.each(operations.filter((op) => op.requestSchema).map((op) => [op.operationId, op] as const))('%s', async (_id, operation) => {
    const ids = Object.fromEntries(operation.pathParameters.map((p) => [p.name, world.ids[p.idSchema]!]));
    const targetId = operation.pathParameters.at(-1) && world.ids[operation.pathParameters.at(-1)!.idSchema];
    const body = completeBody(operation.requestSchema!, { ...ctx, ...(targetId ? { targetId } : {}) }, SEED);
    const mutations = everyMutation(operation.requestSchema!, body, Object.values(world.ids), SEED).filter(
      (m) => actionOf(operation) !== 'command' || m.mustReject,
    );
    expect(mutations.length).toBeGreaterThan(0);
    for (const m of mutations) {
      await expectHandled(operation, {
        method: operation.method,
        url: urlOf(operation, ids),
        payload: JSON.stringify(m.body),
        what: m.what,
        mustReject: m.mustReject,
      });
    }
  });
});

describe('random bad requests are refused with the registered error body and write nothing', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (_id, operation) => {
    const runs = operation.requestSchema ? RUNS_WITH_BODY : RUNS_WITHOUT_BODY;
    await fc.assert(
      fc.asyncProperty(requestsFor(operation), (request) => expectHandled(operation, request)),
      { seed: SEED, numRuns: runs },
    );
  });

  it('sent no command to the agent (every command request was refused)', () => {
    expect(agent.messages.filter((message) => message.type === 'command')).toEqual([]);
  });
});
