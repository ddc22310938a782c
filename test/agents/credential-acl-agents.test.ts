// A credential's ACL decides what its agents may bind (server/agents/credential-acl.ts), with real agent
// processes over real sockets: a refused agent prints the refusal and exits without retrying; a session the
// ACL stops allowing is closed when the ACL changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { AgentProcesses } from './helpers/agent-processes.js';
import { type HubFixture, startHubFixture } from './helpers/hub-fixture.js';
import { waitFor } from './helpers/wait-for.js';

const agents = new AgentProcesses();
let fixture: HubFixture;
/** What the hub reads when told that an ACL changed. */
const currentAcl = new Map<string, readonly string[]>();

beforeAll(async () => {
  fixture = await startHubFixture({ readAcl: async (_account, credentialId) => currentAcl.get(credentialId) });
  fixture.credentials.set('token-ci', { accountId: 'acct_a', credentialId: 'cr_ci', acl: ['bind:app=web', 'bind:env=ci-*'] });
});
afterAll(async () => {
  agents.killAll();
  await fixture.stop();
});

describe('credential ACL at bind time', () => {
  it('refuses an agent binding a label its ACL does not allow; it prints why and exits', async () => {
    const agent = agents.start(fixture.serverUrl, 'token-ci', ['--label', 'app=db']);
    expect(await agent.exited).not.toBe(0);
    expect(agent.log()).toContain(
      'server error CREDENTIAL_ACL_BIND_DENIED: The credential ACL policy does not permit binding this label. Credential ID: cr_ci Label: app=db',
    );
    expect(await fixture.hub.list('acct_a')).toEqual([]);
  });

  it('admits an agent whose labels the ACL allows, wildcards included', async () => {
    const agent = agents.start(fixture.serverUrl, 'token-ci', ['--label', 'app=web', '--label', 'env=ci-42']);
    const [session] = await waitFor('the session', async () => {
      const list = await fixture.hub.list('acct_a');
      return list.length === 1 ? list : undefined;
    });
    expect(session!.tunnels[0]!.labels).toEqual({ app: 'web', env: 'ci-42' });
    agent.child.kill();
    await agent.exited;
  });

  it('closes the sessions a changed ACL no longer allows, and keeps the others', async () => {
    fixture.credentials.set('token-change', { accountId: 'acct_a', credentialId: 'cr_change', acl: [] });
    const web = await connectProtocolAgent(fixture.serverUrl, { token: 'token-change', labels: { app: 'web' } });
    const db = await connectProtocolAgent(fixture.serverUrl, { token: 'token-change', labels: { app: 'db' } });
    try {
      currentAcl.set('cr_change', ['bind:app=web']);
      await fixture.hub.recheckCredential('cr_change');
      expect(await db.closed).toEqual({ code: 4403, reason: expect.stringContaining('does not permit binding this label') });
      expect(db.messages.at(-1)).toEqual({
        type: 'error',
        code: 'CREDENTIAL_ACL_BIND_DENIED',
        message: 'The credential ACL policy does not permit binding this label. Credential ID: cr_change Label: app=db',
      });
      expect(await fixture.hub.get('acct_a', web.sessionId)).toBeDefined();
      expect(await fixture.hub.get('acct_a', db.sessionId)).toBeUndefined();
    } finally {
      web.terminate();
      db.terminate();
    }
  });
});
