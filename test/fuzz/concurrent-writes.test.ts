// Concurrent writes that race on the same rules, on both databases (docs/decisions/0013-two-databases.md;
// PGlite serializes transactions, PostgreSQL runs them side by side): never a 5xx, and what each rule forbids
// is never stored — above all a weighted backend that contains itself
// (docs/decisions/0010-referenced-resources.md), which two requests that each add one half of a cycle must
// not manage between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';
import { refusalProblems } from './support/rejection.js';
import { USER_PUBLIC_KEY } from './support/world.js';

const ROUNDS = 6;
let cluster: TestPostgres | undefined;
const servers: Record<string, TestServer> = {};

beforeAll(async () => {
  servers.pglite = await startTestServer();
  if (postgresAvailable()) {
    cluster = await startPostgres();
    servers.postgres = await startTestServer({ databaseUrl: await cluster.createDatabase('concurrent_writes') });
  } else {
    console.log(`${POSTGRES_SKIP_MESSAGE} (concurrent writes ran on the embedded database only)`);
  }
});
afterAll(async () => {
  for (const server of Object.values(servers)) await server.close();
  await cluster?.stop();
});

async function weighted(server: TestServer, backends: Record<string, number> = {}): Promise<string> {
  const res = await server.call('POST', '/backends/weighted', { body: { backends } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** Whether the stored weighted backends of the account contain a cycle. */
async function storedCycle(server: TestServer): Promise<boolean> {
  const { body } = await server.call('GET', '/backends/weighted?limit=100');
  const children = new Map<string, string[]>(body.backends.map((b: { id: string; backends: Record<string, number> }) => [b.id, Object.keys(b.backends)]));
  const onPath = new Set<string>();
  const done = new Set<string>();
  const visit = (id: string): boolean => {
    if (onPath.has(id)) return true;
    if (done.has(id)) return false;
    onPath.add(id);
    const found = (children.get(id) ?? []).some(visit);
    onPath.delete(id);
    done.add(id);
    return found;
  };
  return [...children.keys()].some(visit);
}

describe.each(['pglite', 'postgres'])('on %s', (name) => {
  it('two weighted backends naming each other at once: one is refused with WEIGHTED_BACKEND_CYCLE, never a 5xx, no cycle stored', async (context) => {
    const server = servers[name];
    if (!server) return context.skip();
    for (let round = 0; round < ROUNDS; round++) {
      const [w1, w2] = [await weighted(server), await weighted(server)];
      const answers = await Promise.all([
        server.call('PATCH', `/backends/weighted/${w1}`, { body: { backends: { [w2]: 1 } } }),
        server.call('PATCH', `/backends/weighted/${w2}`, { body: { backends: { [w1]: 1 } } }),
      ]);
      for (const answer of answers) expect(refusalProblems(answer), JSON.stringify(answer.body)).toEqual([]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)!.body.error_code).toBe('WEIGHTED_BACKEND_CYCLE');
      expect(await storedCycle(server)).toBe(false);
    }
  });

  it('closing a longer cycle from two ends at once stores no cycle', async (context) => {
    const server = servers[name];
    if (!server) return context.skip();
    for (let round = 0; round < ROUNDS; round++) {
      // w2 → w3 exists; one request adds w3 → w1, the other w1 → w2: together w1 → w2 → w3 → w1.
      const w3 = await weighted(server);
      const w2 = await weighted(server, { [w3]: 1 });
      const w1 = await weighted(server);
      const answers = await Promise.all([
        server.call('PATCH', `/backends/weighted/${w3}`, { body: { backends: { [w1]: 1 } } }),
        server.call('PATCH', `/backends/weighted/${w1}`, { body: { backends: { [w2]: 1 } } }),
      ]);
      for (const answer of answers) expect(refusalProblems(answer), JSON.stringify(answer.body)).toEqual([]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(await storedCycle(server)).toBe(false);
    }
  });

  it('a route created while its edge is deleted: 201 (deleted with the edge) or 404 NOT_FOUND for the edge, never another code', async (context) => {
    const server = servers[name];
    if (!server) return context.skip();
    for (let round = 0; round < ROUNDS * 2; round++) {
      const edge = (await server.call('POST', '/edges/https', { body: {} })).body.id;
      const [created, deleted] = await Promise.all([
        server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'exact_path', match: '/' } }),
        server.call('DELETE', `/edges/https/${edge}`),
      ]);
      expect(deleted.status).toBe(204);
      expect(refusalProblems(created), JSON.stringify(created.body)).toEqual([]);
      if (created.status !== 201) {
        expect(created.body.error_code, JSON.stringify(created.body)).toBe('NOT_FOUND');
        expect(created.body.msg).toBe(`No HTTPS edge with id ${edge} exists.`);
      }
      const { rows } = await server.db.query('SELECT id FROM resources WHERE parent_id = $1', [edge]);
      expect(rows).toEqual([]);
    }
  });

  it('a reference added while its target is deleted: either wins, with its documented answer, and nothing dangles', async (context) => {
    const server = servers[name];
    if (!server) return context.skip();
    for (let round = 0; round < ROUNDS; round++) {
      const backend = (await server.call('POST', '/backends/tunnel_group', { body: {} })).body.id;
      const edge = (await server.call('POST', '/edges/tcp', { body: {} })).body.id;
      const ca = (await server.call('POST', '/ssh_certificate_authorities', { body: {} })).body.id;
      const [module, deletedBackend, certificate, deletedCa] = await Promise.all([
        server.call('PUT', `/edges/tcp/${edge}/backend`, { body: { backend_id: backend } }),
        server.call('DELETE', `/backends/tunnel_group/${backend}`),
        server.call('POST', '/ssh_user_certificates', { body: { ssh_certificate_authority_id: ca, public_key: USER_PUBLIC_KEY } }),
        server.call('DELETE', `/ssh_certificate_authorities/${ca}`),
      ]);
      for (const answer of [module, deletedBackend, certificate, deletedCa]) expect(refusalProblems(answer), JSON.stringify(answer.body)).toEqual([]);
      // Reference first (the delete is refused as in use) or delete first (the reference is refused).
      if (module.status === 200) expect(deletedBackend.body?.error_code).toBe('RESOURCE_IN_USE');
      else
        expect([module.body.error_code, deletedBackend.status, module.body.details.problems[0].pointer]).toEqual([
          'BACKEND_REFERENCE_NOT_FOUND',
          204,
          '/backend_id',
        ]);
      if (certificate.status === 201) expect(deletedCa.body?.error_code).toBe('SSH_CA_HAS_CERTIFICATES');
      // Whether the check or the write saw the CA gone, the refusal names the field (crud.ts `write`).
      else
        expect([certificate.body.error_code, deletedCa.status, certificate.body.details.problems[0].pointer]).toEqual([
          'SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND',
          204,
          '/ssh_certificate_authority_id',
        ]);
    }
  });
});
