/**
 * Online tunnel sessions with real agent processes over real sockets (spec/components/schemas/TunnelSession.yaml;
 * docs/decisions/0014-agent-sessions.md).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type SessionChange, toTunnelSessionResource } from '../../server/agents/index.js';
import { labelsMatch } from '../../server/agents/label-match.js';
import { AgentProcesses } from './helpers/agent-processes.js';
import { type HubFixture, PUBLIC_URL, startHubFixture } from './helpers/hub-fixture.js';
import { waitFor } from './helpers/wait-for.js';

const agents = new AgentProcesses();
let fixture: HubFixture | undefined;

afterEach(async () => {
  agents.killAll();
  await fixture?.stop();
  fixture = undefined;
});

const ID = /^ts_[0-9A-Za-z]{27}$/;
const FIXED_NOW = new Date('2026-03-04T05:06:07.891Z');

describe('tunnel sessions', () => {
  it('lists online sessions newest first with every field, and gets one', async () => {
    fixture = await startHubFixture({ now: () => FIXED_NOW });
    const { hub } = fixture;
    agents.start(fixture.serverUrl, 'token-a', [
      '--label',
      'app=web',
      '--label',
      'env=prod',
      '--region',
      'eu',
      '--metadata',
      '{"team":"edge"}',
      '--version',
      '3.1.0',
      '--os',
      'linux',
    ]);
    const first = await waitFor('the first session', async () => (await hub.list('acct_a'))[0]);
    agents.start(fixture.serverUrl, 'token-a2', ['--os', 'darwin', '--transport', 'ssh', '--no-update-checks']);
    const [second] = await waitFor('two sessions', async () => ((await hub.list('acct_a')).length === 2 ? await hub.list('acct_a') : undefined));

    expect(first.id).toMatch(ID);
    expect(first).toEqual({
      id: first.id,
      uri: `${PUBLIC_URL}/tunnel_sessions/${first.id}`,
      account_id: 'acct_a',
      credential: { id: 'cr_a1', uri: `${PUBLIC_URL}/credentials/cr_a1` },
      agent_version: '3.1.0',
      os: 'linux',
      transport: 'service/v2',
      metadata: '{"team":"edge"}',
      region: 'eu',
      ip: '127.0.0.1',
      started_at: '2026-03-04T05:06:07Z',
      update_checks: true,
      update: { state: 'idle' },
      tunnels: [
        {
          ref: { id: expect.stringMatching(/^tn_[0-9A-Za-z]{27}$/), uri: expect.stringMatching(`^${PUBLIC_URL}/tunnels/tn_`) },
          labels: { app: 'web', env: 'prod' },
          session_id: first.id,
        },
      ],
    });
    // The second agent set no region and no metadata: the default region, and no metadata key at all.
    expect(second).toMatchObject({ credential: { id: 'cr_a2' }, os: 'darwin', transport: 'ssh', region: 'us', update_checks: false, tunnels: [] });
    expect(second).not.toHaveProperty('metadata');
    expect((await hub.list('acct_a')).map((session) => session.id)).toEqual([second?.id, first.id]);

    expect(await hub.get('acct_a', first.id)).toEqual(first);
    expect(Object.keys(toTunnelSessionResource(first)).sort()).toEqual([
      'agent_version',
      'credential',
      'id',
      'ip',
      'metadata',
      'os',
      'region',
      'started_at',
      'transport',
      'uri',
    ]);
  });

  it("never shows one account's sessions to another", async () => {
    fixture = await startHubFixture();
    const { hub } = fixture;
    agents.start(fixture.serverUrl, 'token-a', ['--label', 'app=web']);
    const session = await waitFor('the session', async () => (await hub.list('acct_a'))[0]);

    expect(await hub.list('acct_b')).toEqual([]);
    expect(await hub.get('acct_b', session.id)).toBeUndefined();
    expect(await hub.get('acct_a', 'ts_unknown')).toBeUndefined();
    expect(await hub.onlineTunnels('acct_b')).toEqual([]);
    await expect(hub.command('acct_b', session.id, 'stop')).rejects.toMatchObject({
      status: 404,
      code: 'TUNNEL_SESSION_NOT_FOUND',
      message: `No online tunnel session with id "${session.id}" exists.`,
    });
    expect(await hub.get('acct_a', session.id)).toBeDefined();
  });

  it('lists the tunnels with the labels their agents announced, which tunnel-group backends select by', async () => {
    fixture = await startHubFixture();
    const { hub } = fixture;
    // What a backend's selection does with them (server/storage/selection.ts): label-match.ts over the hub's tunnels.
    const matchTunnels = async (accountId: string, labels: Record<string, string>) =>
      (await hub.onlineTunnels(accountId)).filter((tunnel) => labelsMatch(tunnel.labels, labels));
    agents.start(fixture.serverUrl, 'token-a', ['--label', 'app=web', '--label', 'env=prod']);
    agents.start(fixture.serverUrl, 'token-a2', ['--label', 'app=web', '--label', 'env=dev']);
    agents.start(fixture.serverUrl, 'token-b', ['--label', 'app=web', '--label', 'env=prod']);
    await waitFor('three sessions', async () => (await hub.list('acct_a')).length === 2 && (await hub.list('acct_b')).length === 1);
    const [prodSession] = (await hub.list('acct_a')).filter((session) => session.credential.id === 'cr_a1');

    const online = await hub.onlineTunnels('acct_a');
    expect(online).toHaveLength(2);
    expect((await matchTunnels('acct_a', { app: 'web' })).map((tunnel) => tunnel.ref)).toEqual(online.map((tunnel) => tunnel.ref));
    const prod = await matchTunnels('acct_a', { app: 'web', env: 'prod' });
    expect(prod).toHaveLength(1);
    expect(prod[0]).toMatchObject({ session_id: prodSession?.id, labels: { app: 'web', env: 'prod' } });
    expect(await matchTunnels('acct_a', { app: 'api' })).toEqual([]);
    expect(await matchTunnels('acct_a', {})).toEqual([]);
  });

  it('drops the sessions of a revoked credential, and the agent exits', async () => {
    fixture = await startHubFixture();
    const { hub } = fixture;
    const changes: SessionChange[] = [];
    hub.onChange((change) => changes.push(change));
    const revoked = agents.start(fixture.serverUrl, 'token-a', ['--label', 'app=web']);
    agents.start(fixture.serverUrl, 'token-a2', ['--label', 'app=web']);
    await waitFor('two sessions', async () => (await hub.list('acct_a')).length === 2);
    const session = (await hub.list('acct_a')).find((candidate) => candidate.credential.id === 'cr_a1');

    fixture.credentials.delete('token-a');
    expect(hub.disconnectCredential('cr_a1')).toBe(1);
    expect((await hub.list('acct_a')).map((candidate) => candidate.credential.id)).toEqual(['cr_a2']);
    expect(changes.filter((change) => change.type === 'offline').map((change) => change.session.id)).toEqual([session?.id]);
    expect(await revoked.exited).toBe(1);
    await revoked.waitForLog(/server error CREDENTIAL_REVOKED: the credential was revoked/);
    await revoked.waitForLog(/disconnected \(4403 the credential was revoked\); not reconnecting/);
    expect(hub.disconnectCredential('cr_unknown')).toBe(0);
  });

  it('ends the session cleanly when the agent is told to terminate (SIGTERM)', async () => {
    fixture = await startHubFixture();
    const { hub } = fixture;
    const agent = agents.start(fixture.serverUrl, 'token-a');
    await waitFor('the session', async () => (await hub.list('acct_a'))[0]);
    agents.signal(agent, 'SIGTERM');
    expect(await agent.exited).toBe(0);
    await waitFor('the session to end', async () => (await hub.list('acct_a')).length === 0);
    await agent.waitForLog(/shutting down/);
  });

  it('refuses an agent with an unknown token: it exits 1 without becoming a session', async () => {
    fixture = await startHubFixture();
    const agent = agents.start(fixture.serverUrl, 'not-a-token');
    expect(await agent.exited).toBe(1);
    await agent.waitForLog(/server error UNAUTHORIZED: the credential token is not valid/);
    await agent.waitForLog(/rejected by the server: the credential token is not valid; exiting/);
    expect(await fixture.hub.list('acct_a')).toEqual([]);
  });

  it('drops a session whose agent misses its heartbeats, and the agent comes back when it resumes', async () => {
    fixture = await startHubFixture({ heartbeatMs: 200 });
    const { hub } = fixture;
    const agent = agents.start(fixture.serverUrl, 'token-a', ['--label', 'app=web']);
    const session = await waitFor('the session', async () => (await hub.list('acct_a'))[0]);

    agents.signal(agent, 'SIGSTOP');
    await waitFor('the silent session to be dropped', async () => (await hub.list('acct_a')).length === 0);
    agents.signal(agent, 'SIGCONT');
    const back = await waitFor('a new session', async () => (await hub.list('acct_a'))[0]);
    expect(back.id).not.toBe(session.id);
    expect(back.tunnels[0]?.labels).toEqual({ app: 'web' });
  });

  it('reconnects after the server restarts, keeping a completed update awaiting restart', async () => {
    fixture = await startHubFixture();
    const agent = agents.start(fixture.serverUrl, 'token-a', ['--label', 'app=web', '--update-delay-ms', '10']);
    const session = await waitFor('the session', async () => (await fixture?.hub.list('acct_a'))?.[0]);
    await fixture.hub.command('acct_a', session.id, 'update');
    await waitFor('the update to complete', async () => (await fixture?.hub.get('acct_a', session.id))?.update.state === 'awaiting_restart');

    await fixture.stop();
    await agent.waitForLog(/disconnected \(1001 server shutting down\); reconnecting in \d+ ms/);
    await fixture.reopen();
    const back = await waitFor('the session on the new server', async () => (await fixture?.hub.list('acct_a'))?.[0]);
    expect(back.id).not.toBe(session.id);
    expect(back).toMatchObject({ agent_version: '3.0.0', update: { state: 'awaiting_restart', version: '3.2.0' } });
    await expect(fixture.hub.command('acct_a', back.id, 'update')).rejects.toMatchObject({
      status: 409,
      code: 'AGENT_UPDATE_AWAITING_RESTART',
    });
  });
});
