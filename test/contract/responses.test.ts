// The contract between the spec and the server, in both directions, for every operation, on the
// database of the project (this suite runs on the embedded database and on PostgreSQL):
//  (a) every answer — successes and errors alike — is a status the operation declares, with a body that
//      validates against that response's schema and the headers it declares;
//  (b) a request generated as valid from the request schema (fast-check, test/fuzz/support) is never
//      refused for a reason the schema states: a refusal names a code the schema cannot decide
//      (a reference not found, a conflict, a time order).
// Invalid requests come from the transport-level generator of test/fuzz/support/bad-requests.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningServer, startListeningServer } from '../agents-e2e/support/api-server.js';
import { connectProtocolAgent, type ProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { type BadRequest, badRequests } from '../fuzz/support/bad-requests.js';
import { actionOf, operations, refName, type Schema, type SpecOperation, schemaNamed, spec, urlOf } from '../fuzz/support/spec-operations.js';
import { fresh, type ValueContext, validBody } from '../fuzz/support/valid-values.js';
import { buildWorld, type Call, caCertificatePem, createResource, type World } from '../fuzz/support/world.js';
import { createSpecAjv } from '../spec/spec-ajv.js';

const SEED = 0xc0_47ac7;
const VALID_RUNS = 4;
const INVALID_RUNS = 6;

/**
 * Refusals a valid-per-schema request must never get: the codes of rules the schema states in full
 * (the generic ones, and rules the spec states with `oneOf`, `dependentSchemas`, `if`/`then`,
 * `propertyNames`). Codes
 * of rules the schema states only in part (an abuse URL's host after percent-decoding, a flag extension's
 * empty value) and of what it cannot state (a reference, a conflict, a time order) may still come back.
 */
const SCHEMA_CODES = new Set([
  'INVALID_JSON',
  'UNKNOWN_FIELD',
  'FIELD_REQUIRED',
  'FIELD_TYPE_INVALID',
  'BYTE_LIMIT_EXCEEDED',
  'VALUE_OUT_OF_RANGE',
  'VALUE_NOT_ALLOWED',
  'FORMAT_INVALID',
  'ID_INVALID',
  'IMMUTABLE_FIELD',
  'UNKNOWN_QUERY_PARAMETER',
  'QUERY_PARAMETER_INVALID',
  'UNSUPPORTED_MEDIA_TYPE',
  'BODY_TOO_LARGE',
  'OAUTH_PROVIDER_INVALID',
  'OAUTH_CLIENT_SECRET_REQUIRED',
  'OAUTH_CLIENT_ID_REQUIRED',
  'OAUTH_SCOPES_REQUIRE_CLIENT',
  'SSH_KEY_OPTION_MISMATCH',
  'SSH_CRITICAL_OPTION_UNKNOWN',
]);

let server: ListeningServer;
let agent: ProtocolAgent;
let world: World;
let ctx: ValueContext;
const call: Call = (method, url, body) => server.call(method, url, { body });
const { compile } = createSpecAjv(spec as never);
const validators = new Map<string, ReturnType<typeof compile>>();

beforeAll(async () => {
  // Commands time out quickly: the agent here never acknowledges, so they answer their declared 504.
  server = await startListeningServer({ commandTimeoutMs: 150, heartbeatMs: 60_000 });
  const credential = await server.createCredential();
  agent = await connectProtocolAgent(server.url, { token: credential.token, labels: { contract: 'yes' } });
  world = await buildWorld(call, { abuseReports: true, sessionId: agent.sessionId });
  ctx = { world, caPem: await caCertificatePem() };
});
afterAll(async () => {
  agent?.terminate();
  await server?.close();
});

function deref(node: Schema): Schema {
  return typeof node.$ref === 'string' ? deref(spec.components[node.$ref.split('/')[2]!][refName(node.$ref)]) : node;
}

interface Answer {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

/** (a): what is wrong with an answer, measured against the operation's declared responses. */
function contractProblems(operation: SpecOperation, answer: Answer): string[] {
  const declaredOp = spec.paths[operation.path][operation.method.toLowerCase()];
  const declared = declaredOp.responses[String(answer.status)];
  // A path the router cannot match is no operation's (an id of dot segments, a malformed URL).
  if (declared === undefined) return answer.body?.error_code === 'ROUTE_NOT_FOUND' ? [] : [`status ${answer.status} is not declared`];
  const response = deref(declared);
  const problems: string[] = [];
  for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Schema>)) {
    if (deref(header).required === true && answer.headers[name.toLowerCase()] === undefined) problems.push(`header ${name} is missing`);
  }
  if (answer.headers['service-operation-id'] === undefined) problems.push('Service-Operation-Id is missing');
  const schema = response.content?.['application/json']?.schema;
  if (schema === undefined) {
    if (answer.body !== undefined) problems.push('a body where none is declared');
    return problems;
  }
  const key = `${operation.operationId} ${answer.status}`;
  if (!validators.has(key)) validators.set(key, compile(schema));
  const validate = validators.get(key)!;
  if (!validate(answer.body)) problems.push(...(validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`));
  // The details keys the registry says the code always carries (the client types them so).
  for (const name of detailsOfCode.get(answer.body?.error_code) ?? []) {
    if (answer.body?.details?.[name] === undefined) problems.push(`details.${name} is missing (the registry says ${answer.body.error_code} always carries it)`);
  }
  return problems;
}

const detailsOfCode = new Map<string, string[]>(
  (spec.components['x-error-codes'] as Array<{ code: string; details?: string[] }>).map((entry) => [entry.code, entry.details ?? []]),
);

function idsFor(operation: SpecOperation): Record<string, string> {
  return Object.fromEntries(operation.pathParameters.map((p) => [p.name, world.ids[p.idSchema]!]));
}

async function send(request: BadRequest): Promise<Answer> {
  const headers: Record<string, string | undefined> = { ...(request.headers ?? {}) };
  return server.call(request.method, request.url, { ...(request.payload === undefined ? {} : { payload: request.payload }), headers });
}

const idPatterns: Record<string, string> = Object.fromEntries(
  operations.flatMap((op) => op.pathParameters).map((p) => [p.idSchema, schemaNamed(p.idSchema).pattern as string]),
);

// Deletes last (and on resources made for them), so the world stays whole for everything else.
const ordered = [...operations].sort((a, b) => Number(actionOf(a) === 'delete') - Number(actionOf(b) === 'delete'));

describe('every answer is declared and matches its schema; valid requests are not refused for a schema reason', () => {
  it.each(ordered.map((op) => [op.operationId, op] as const))('%s', async (_id, operation) => {
    const action = actionOf(operation);
    let ids = idsFor(operation);
    if (action === 'delete' && operation.pathParameters.length === 1) {
      ids = { [operation.pathParameters[0]!.name]: await createResource(call, operation.pathParameters[0]!.idSchema, world.ids) };
    }
    const url = urlOf(operation, ids);
    const valid: BadRequest[] = operation.requestSchema
      ? fc
          .sample(validBody(operation.requestSchema, { ...ctx, ...(ids.id ? { targetId: ids.id } : {}) }), {
            seed: SEED,
            numRuns: action === 'command' ? 1 : VALID_RUNS,
          })
          .map((body) => ({
            method: operation.method,
            url,
            payload: JSON.stringify(fresh(operation.requestSchema!, body)),
            what: 'valid body',
            mustReject: false,
          }))
      : [{ method: operation.method, url, what: 'valid request', mustReject: false }];
    for (const request of valid) {
      const answer = await send(request);
      const context = `${request.method} ${request.url} ${request.payload?.slice(0, 300) ?? ''} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 400)}`;
      expect(contractProblems(operation, answer), context).toEqual([]);
      // (b) A deleted resource answers 404 the second time; commands time out (504) without an ack.
      if (answer.status >= 400 && answer.status < 500) expect(SCHEMA_CODES.has(answer.body?.error_code), `valid request refused: ${context}`).toBe(false);
    }
    const bodies =
      operation.requestSchema && action !== 'command'
        ? validBody(operation.requestSchema, ctx).map((body) => JSON.stringify(fresh(operation.requestSchema!, body)))
        : undefined;
    const invalid = fc
      .sample(badRequests(operation, ids, idPatterns, Object.values(world.ids), bodies), { seed: SEED, numRuns: INVALID_RUNS })
      .filter((request) => request.mustReject);
    for (const request of invalid) {
      const answer = await send(request);
      const context = `${request.what}: ${request.method} ${request.url.slice(0, 200)} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 400)}`;
      expect(contractProblems(operation, answer), context).toEqual([]);
    }
  });
});

describe('the contract checker', () => {
  const getIpPolicy = operations.find((op) => op.operationId === 'getIpPolicy')!;
  const headers = { 'service-operation-id': 'op_2QeKtgHQLJBYKG4LsI7iKl7oF9b' };
  it.each([
    ['an undeclared status', { status: 418, body: undefined, headers }, 'status 418 is not declared'],
    ['a body off its schema', { status: 200, body: { id: 'nope' }, headers }, 'body must have required property'],
    [
      'an error body with a problem the spec forbids',
      {
        status: 400,
        headers,
        body: {
          error_code: 'QUERY_PARAMETER_INVALID',
          status_code: 400,
          msg: 'x',
          details: { operation_id: headers['service-operation-id'], problems: [{ pointer: '/limit', rule: 'maximum', message: 'x', params: {} }] },
        },
      },
      'must NOT have additional properties',
    ],
    [
      'an error without the details its code always carries',
      {
        status: 404,
        headers,
        body: { error_code: 'QUERY_PARAMETER_INVALID', status_code: 400, msg: 'x', details: { operation_id: headers['service-operation-id'] } },
      },
      'details.problems is missing',
    ],
    [
      'no Service-Operation-Id',
      { status: 404, headers: {}, body: { error_code: 'NOT_FOUND', status_code: 404, msg: 'x', details: { operation_id: 'op_2QeKtgHQLJBYKG4LsI7iKl7oF9b' } } },
      'Service-Operation-Id is missing',
    ],
  ])('finds %s', (_what, answer, problem) => {
    expect(contractProblems(getIpPolicy, answer as Answer).join('; ')).toContain(problem);
  });
});
