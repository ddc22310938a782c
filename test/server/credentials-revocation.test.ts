// A session whose token was checked just before its credential was deleted does not stay online
// (server/resources/credential-revocation.ts). The interleaving is forced with a hub whose token
// check answers from before the delete; the database and the control channel are real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AgentIdentity, createSessionHub, type SessionHub } from '../../server/agents/index.js';
import { dropSessionsOfDeletedCredentials } from '../../server/resources/credential-revocation.js';
import { credentialAcl } from '../../server/resources/credential-tokens.js';
import { connectProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let httpServer: http.Server;
let hub: SessionHub;
let url: string;
/** What the stale token check answers: token → identity as it was before the delete. */
const checkedBefore = new Map<string, AgentIdentity>();

beforeAll(async () => {
  server = await startTestServer();
  httpServer = http.createServer((_, response) => response.writeHead(404).end());
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  hub = createSessionHub({
    server: httpServer,
    releases: ['3.0.0'],
    heartbeatMs: 60_000,
    authenticate: async (token) => checkedBefore.get(token),
    readAcl: (accountId, credentialId) => credentialAcl(server.db, accountId, credentialId),
  });
  dropSessionsOfDeletedCredentials(hub, server.db);
});
afterAll(async () => {
  await hub.close();
  await new Promise<void>((resolve) => httpServer.close(() => resolve()));
  await server.close();
});

it('drops a session that came online for a credential deleted meanwhile, and keeps the others', async () => {
  const kept = (await server.call('POST', '/credentials', { body: {} })).body;
  const deleted = (await server.call('POST', '/credentials', { body: {} })).body;
  checkedBefore.set(kept.token, { accountId: server.accountId, credentialId: kept.id });
  checkedBefore.set(deleted.token, { accountId: server.accountId, credentialId: deleted.id });
  expect((await server.call('DELETE', `/credentials/${deleted.id}`)).status).toBe(204);

  const survivor = await connectProtocolAgent(url, { token: kept.token });
  const late = await connectProtocolAgent(url, { token: deleted.token });
  try {
    expect(await late.closed).toEqual({ code: 4403, reason: 'the credential was revoked' });
    expect(await hub.get(server.accountId, late.sessionId)).toBeUndefined();
    expect(await hub.get(server.accountId, survivor.sessionId)).toBeDefined();
  } finally {
    survivor.terminate();
    late.terminate();
  }
});

it('closes a session that came online under an ACL narrowed meanwhile, and keeps one the new ACL allows', async () => {
  const credential = (await server.call('POST', '/credentials', { body: {} })).body;
  // Checked while the ACL was still empty.
  checkedBefore.set(credential.token, { accountId: server.accountId, credentialId: credential.id, acl: [] });
  expect((await server.call('PATCH', `/credentials/${credential.id}`, { body: { acl: ['bind:*.example.com'] } })).status).toBe(200);

  const bare = await connectProtocolAgent(url, { token: credential.token });
  const labeled = await connectProtocolAgent(url, { token: credential.token, labels: { app: 'web' } });
  try {
    expect(await labeled.closed).toEqual({ code: 4403, reason: expect.stringContaining('does not permit binding this label') });
    expect(await hub.get(server.accountId, bare.sessionId)).toBeDefined();
  } finally {
    bare.terminate();
    labeled.terminate();
  }
});
