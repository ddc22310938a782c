// Credential ACLs enforced by the reference server (server/agents/credential-acl.ts), through the API and the
// agents' control channel on real sockets, on both databases: the ACL stored with a credential decides what its
// agents may bind when they connect, and a changed ACL closes the sessions it no longer allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningServer, startListeningServer } from '../agents-e2e/support/api-server.js';
import { connectProtocolAgent, RefusedError } from '../agents-e2e/support/protocol-agent.js';

let server: ListeningServer;

beforeAll(async () => {
  server = await startListeningServer({ releases: ['3.0.0'], heartbeatMs: 60_000 });
});
afterAll(async () => {
  await server.close();
});

async function credentialWith(acl: string[]): Promise<{ id: string; token: string }> {
  const response = await server.http('POST', '/credentials', { body: { acl } });
  expect(response.status).toBe(201);
  return { id: response.body.id, token: response.body.token };
}

describe('credential ACLs', () => {
  it('refuses a labeled bind to a credential whose rules allow no label, with the code and message the agent prints', async () => {
    const credential = await credentialWith(['bind:*.example.com']);
    const refusal = await connectProtocolAgent(server.url, { token: credential.token, labels: { app: 'db' } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RefusedError);
    expect(refusal).toMatchObject({ code: 4403, reason: expect.stringContaining('does not permit binding this label') });
    expect((await server.http('GET', '/tunnel_sessions')).body.tunnel_sessions).toEqual([]);
  });

  it("admits the labels a credential's label rules allow (bind:app=web, wildcards) and refuses the others", async () => {
    const credential = await credentialWith(['bind:app=web', 'bind:env=ci-*']);
    const allowed = await connectProtocolAgent(server.url, { token: credential.token, labels: { app: 'web', env: 'ci-42' } });
    try {
      const refusal = await connectProtocolAgent(server.url, { token: credential.token, labels: { app: 'db' } }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toMatchObject({ code: 4403, reason: expect.stringContaining('does not permit binding this label') });
      const listed = (await server.http('GET', '/tunnel_sessions')).body.tunnel_sessions.map((session: { id: string }) => session.id);
      expect(listed).toEqual([allowed.sessionId]);
    } finally {
      allowed.terminate();
      await allowed.closed;
    }
  });

  it('admits any labels under a bare *, stored and returned as sent', async () => {
    const credential = await credentialWith(['*']);
    expect((await server.http('GET', `/credentials/${credential.id}`)).body.acl).toEqual(['*']);
    const agent = await connectProtocolAgent(server.url, { token: credential.token, labels: { app: 'anything' } });
    agent.terminate();
    await agent.closed;
  });

  it('admits an unlabeled agent of the same credential (it binds nothing), and any agent of a credential without ACL', async () => {
    const restricted = await credentialWith(['bind:*.example.com']);
    const everything = await credentialWith([]);
    const bare = await connectProtocolAgent(server.url, { token: restricted.token });
    const labeled = await connectProtocolAgent(server.url, { token: everything.token, labels: { app: 'db' } });
    try {
      const listed = (await server.http('GET', '/tunnel_sessions')).body.tunnel_sessions.map((session: { id: string }) => session.id);
      expect(listed.sort()).toEqual([bare.sessionId, labeled.sessionId].sort());
    } finally {
      bare.terminate();
      labeled.terminate();
      await Promise.all([bare.closed, labeled.closed]);
    }
  });

  it('closes the labeled sessions of a credential whose ACL is narrowed, and only those', async () => {
    const credential = await credentialWith([]);
    const labeled = await connectProtocolAgent(server.url, { token: credential.token, labels: { app: 'web' } });
    const bare = await connectProtocolAgent(server.url, { token: credential.token });
    try {
      expect((await server.http('PATCH', `/credentials/${credential.id}`, { body: { acl: ['bind:*.example.com'] } })).status).toBe(200);
      expect(await labeled.closed).toMatchObject({ code: 4403 });
      expect(labeled.messages.at(-1)).toEqual({
        type: 'error',
        code: 'CREDENTIAL_ACL_BIND_DENIED',
        message: `The credential ACL policy does not permit binding this label. Credential ID: ${credential.id} Label: app=web`,
      });
      const listed = (await server.http('GET', '/tunnel_sessions')).body.tunnel_sessions.map((session: { id: string }) => session.id);
      expect(listed).toEqual([bare.sessionId]);
    } finally {
      labeled.terminate();
      bare.terminate();
      await Promise.all([labeled.closed, bare.closed]);
    }
  });
});
