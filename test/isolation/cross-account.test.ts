// The isolation matrix (docs/decisions/0004-error-registry.md: "404 unknown id or another account's id (never reveal
// existence)"; a reference to another account's resource → 400). Account A holds one resource of
// every kind, every module, an abuse report and an online tunnel session; account B calls every
// route of the spec with A's ids, and names A's resources in its own bodies. Nothing B does may show,
// change or command anything of A's.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningServer, startListeningServer } from '../agents-e2e/support/api-server.js';
import { connectProtocolAgent, type ProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { resourcesSnapshot } from '../fuzz/support/rejection.js';
import { actionOf, operations, type SpecOperation, urlOf } from '../fuzz/support/spec-operations.js';
import { type ValueContext, validBody } from '../fuzz/support/valid-values.js';
import { buildWorld, type Call, caCertificatePem, type World } from '../fuzz/support/world.js';
import { expectError } from '../server/harness.js';
import { referenceCodeOf, referenceSites, withReference } from './support/reference-sites.js';

const SEED = 0x150_1a7e;

let server: ListeningServer;
let agent: ProtocolAgent;
let a: World;
let b: World;
let bContext: ValueContext;
const asA: Call = (method, url, body) => server.call(method, url, { body });
const asB: Call = (method, url, body) => server.call(method, url, { body, key: server.otherKey });

beforeAll(async () => {
  server = await startListeningServer({ commandTimeoutMs: 5_000, heartbeatMs: 60_000 });
  const credential = await server.createCredential();
  // Labels both accounts' tunnel group backends watch (world.ts): B's backend must still not list A's tunnel.
  agent = await connectProtocolAgent(server.url, { token: credential.token, labels: { app: 'web', tier: 'front' } });
  a = await buildWorld(asA, { abuseReports: true, sessionId: agent.sessionId });
  b = await buildWorld(asB, { abuseReports: false });
  bContext = { world: b, caPem: await caCertificatePem() };
});
afterAll(async () => {
  agent?.terminate();
  await server?.close();
});

/** A body valid for B (its own references), so that only the ids in the path are foreign. */
function bodyForB(operation: SpecOperation): Record<string, unknown> | undefined {
  if (!operation.requestSchema) return undefined;
  return fc.sample(validBody(operation.requestSchema, bContext), { seed: SEED, numRuns: 1 })[0];
}

function idsOf(world: World, operation: SpecOperation): Record<string, string> {
  return Object.fromEntries(operation.pathParameters.map((p) => [p.name, world.ids[p.idSchema]!]));
}

const onIds = operations.filter((op) => op.pathParameters.length > 0);

describe("B's key with A's ids", () => {
  it('every route with path ids is in the matrix, the session included', () => {
    // Every `{name}` of every path is a path parameter the matrix fills (no count: adding an endpoint changes none).
    for (const op of operations) expect(op.pathParameters.length, op.operationId).toBe(op.path.match(/\{\w+\}/g)?.length ?? 0);
    expect(onIds.length).toBeGreaterThan(0);
    expect(onIds.map((op) => op.operationId)).toContain('restartTunnelSession');
  });

  it.each(onIds.map((op) => [op.operationId, op] as const))('%s → 404 NOT_FOUND, A unchanged', async (_id, operation) => {
    const before = await resourcesSnapshot(server.db);
    const res = await asB(operation.method, urlOf(operation, idsOf(a, operation)), bodyForB(operation));
    const body = expectError(res, 404, 'NOT_FOUND');
    // The message names the id asked for, nothing of the resource.
    expect(body.msg).toMatch(/^No [\w .-]+ with id \w+ exists\.$/);
    expect(JSON.stringify(body)).not.toMatch(/example\.com|Fuzz Root CA|description|metadata/);
    expect(await resourcesSnapshot(server.db)).toBe(before);
  });

  const nested = onIds.filter((op) => op.pathParameters.length === 2);
  it.each(nested.map((op) => [op.operationId, op] as const))("%s with B's edge and A's route → 404 NOT_FOUND", async (_id, operation) => {
    const ids = { ...idsOf(b, operation), id: a.ids.HTTPSEdgeRouteId! };
    expectError(await asB(operation.method, urlOf(operation, ids), bodyForB(operation)), 404, 'NOT_FOUND');
  });

  it("A's resources are still all there, and A's agent got no command", async () => {
    for (const operation of onIds.filter((op) => actionOf(op) === 'get')) {
      const res = await asA('GET', urlOf(operation, idsOf(a, operation)));
      expect(res.status, operation.operationId).toBe(200);
    }
    expect(agent.messages.filter((message) => message.type === 'command')).toEqual([]);
  });
});

describe("B's lists", () => {
  it.each(operations.filter((op) => actionOf(op) === 'list').map((op) => [op.operationId, op] as const))(
    "%s shows none of A's resources",
    async (_id, operation) => {
      // Nested lists (routes of an edge) are listed under B's own edge; A's edge is in the matrix above.
      const res = await asB('GET', urlOf(operation, idsOf(b, operation)));
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const id of Object.values(a.ids)) expect(text.includes(id), `${operation.operationId} shows ${id}`).toBe(false);
    },
  );

  it("B's tunnel group backend watching the same labels lists none of A's tunnels (A's does)", async () => {
    const mine = await asA('GET', `/backends/tunnel_group/${a.ids.TunnelGroupBackendId}`);
    expect(mine.body.tunnels).toHaveLength(1);
    const theirs = await asB('GET', `/backends/tunnel_group/${b.ids.TunnelGroupBackendId}`);
    expect(theirs.body.labels).toEqual(mine.body.labels);
    expect(theirs.body.tunnels).toEqual([]);
  });

  it("a page cursor of A's does not reveal anything either", async () => {
    const res = await asB('GET', `/backends/tunnel_group?before_id=${a.ids.TunnelGroupBackendId}`);
    const text = JSON.stringify(res.body);
    for (const id of Object.values(a.ids)) expect(text.includes(id)).toBe(false);
    expect(res.status).toBeLessThan(500);
  });
});

describe("A's ids as references in B's bodies", () => {
  const cases = operations.flatMap((op) =>
    op.requestSchema ? referenceSites(op.requestSchema).map((site) => [`${op.operationId} ${site.property}`, op, site] as const) : [],
  );

  it('covers every reference of the request schemas', () => {
    expect(cases.map(([name]) => name).sort()).toEqual([
      'createSshUserCertificate ssh_certificate_authority_id',
      'createWeightedBackend backends',
      'replaceHttpsEdgeRouteBackendModule backend_id',
      'replaceHttpsEdgeRouteIpRestrictionModule ip_policy_ids',
      'replaceTcpEdgeBackendModule backend_id',
      'replaceTlsEdgeMutualTlsModule certificate_authority_ids',
      'updateReservedAddr endpoint_configuration_id',
      'updateWeightedBackend backends',
    ]);
  });

  it.each(cases)('%s → 400 with the reference code, nothing written', async (_name, operation, site) => {
    const foreign =
      site.idSchema === 'BackendId' ? [a.ids.TunnelGroupBackendId!, a.ids.HTTPResponseBackendId!, a.ids.WeightedBackendId!] : [a.ids[site.idSchema]!];
    for (const id of foreign) {
      const before = await resourcesSnapshot(server.db);
      const body = withReference(bodyForB(operation)!, site, id);
      const res = await asB(operation.method, urlOf(operation, idsOf(b, operation)), body);
      const error = expectError(res, 400, referenceCodeOf(site.idSchema));
      expect(error.msg).toContain(id);
      expect(error.msg).toMatch(/exists in this account\.$/);
      expect(await resourcesSnapshot(server.db)).toBe(before);
    }
  });
});
