/**
 * Agent commands (restart, stop, update) against real agent processes: each success path and each
 * refusal of docs/decisions/0015-agent-commands.md, with status, code and message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CommandName, TunnelSessionRecord } from '../../server/agents/index.js';
import { type AgentProcess, AgentProcesses } from './helpers/agent-processes.js';
import { type HubFixture, type HubSettings, startHubFixture } from './helpers/hub-fixture.js';
import { waitFor } from './helpers/wait-for.js';

const agents = new AgentProcesses();
let fixture: HubFixture | undefined;

afterEach(async () => {
  agents.killAll();
  await fixture?.stop();
  fixture = undefined;
});

/** Starts the hub and one agent with `args`; resolves once its session is online. */
async function onlineAgent(args: string[], settings: HubSettings = {}): Promise<{ hub: HubFixture['hub']; agent: AgentProcess; session: TunnelSessionRecord }> {
  fixture = await startHubFixture(settings);
  const { hub } = fixture;
  const agent = agents.start(fixture.serverUrl, 'token-a', args);
  const session = await waitFor('the session', async () => (await hub.list('acct_a'))[0]);
  return { hub, agent, session };
}

describe('agent commands', () => {
  it('restart: the agent re-executes itself and comes back as a new session with the same labels', async () => {
    const { hub, agent, session } = await onlineAgent(['--label', 'app=web', '--label', 'env=prod', '--version', '3.1.0']);
    const firstPid = agent.child.pid;

    await hub.command('acct_a', session.id, 'restart');
    const next = await waitFor('the restarted session', async () => (await hub.list('acct_a')).find((candidate) => candidate.id !== session.id));
    expect(await hub.get('acct_a', session.id)).toBeUndefined();
    expect(next.tunnels.map((tunnel) => tunnel.labels)).toEqual([{ app: 'web', env: 'prod' }]);
    expect(next.agent_version).toBe('3.1.0');
    expect(await agent.exited).toBe(0);
    const [, newPid] = await agent.waitForLog(/restarted as process (\d+); exiting/);
    expect(Number(newPid)).not.toBe(firstPid);
    await agent.waitForLog(new RegExp(`agent\\[${newPid}\\] connected: session ${next.id}, version 3\\.1\\.0`));
  });

  it('stop: the agent exits 0 and its session disappears', async () => {
    const { hub, agent, session } = await onlineAgent(['--label', 'app=web']);
    await hub.command('acct_a', session.id, 'stop');
    expect(await agent.exited).toBe(0);
    await waitFor('the session to end', async () => (await hub.list('acct_a')).length === 0);
    await agent.waitForLog(/stop: acknowledged, exiting/);
    await expect(hub.command('acct_a', session.id, 'stop')).rejects.toMatchObject({
      status: 404,
      code: 'TUNNEL_SESSION_NOT_FOUND',
    });
  });

  it('update then restart: the agent installs the newest release of its major and reports it after restarting', async () => {
    const { hub, agent, session } = await onlineAgent(['--label', 'app=web', '--version', '3.0.0', '--update-delay-ms', '20']);

    await hub.command('acct_a', session.id, 'update');
    await waitFor('the update to complete', async () => (await hub.get('acct_a', session.id))?.update.state === 'awaiting_restart');
    // Releases are 2.9.0 … 3.2.0 and 4.0.0: the update never crosses to 4 (docs/decisions/0015-agent-commands.md).
    expect((await hub.get('acct_a', session.id))?.update).toEqual({ state: 'awaiting_restart', version: '3.2.0' });
    expect((await hub.get('acct_a', session.id))?.agent_version).toBe('3.0.0');
    await expect(hub.command('acct_a', session.id, 'update')).rejects.toMatchObject({
      status: 409,
      code: 'AGENT_UPDATE_AWAITING_RESTART',
      message: 'The agent already installed version 3.2.0; restart it (at least 10 seconds after the update) to run the new version.',
    });

    await hub.command('acct_a', session.id, 'restart');
    const next = await waitFor('the restarted session', async () => (await hub.list('acct_a')).find((candidate) => candidate.id !== session.id));
    expect(next).toMatchObject({ agent_version: '3.2.0', update: { state: 'idle' } });
    await agent.waitForLog(/update to 3\.2\.0 completed, awaiting restart/);
    await expect(hub.command('acct_a', next.id, 'update')).rejects.toMatchObject({
      status: 409,
      code: 'AGENT_UPDATE_UNAVAILABLE',
      message: 'No release newer than 3.2.0 exists within major version 3; updates never cross a major version.',
    });
  });

  it('update: a second update while the first still downloads is refused', async () => {
    const { hub, session } = await onlineAgent(['--update-delay-ms', '600000']);
    await hub.command('acct_a', session.id, 'update');
    expect((await hub.get('acct_a', session.id))?.update).toEqual({ state: 'in_progress', version: '3.2.0' });
    await expect(hub.command('acct_a', session.id, 'update')).rejects.toMatchObject({
      status: 409,
      code: 'AGENT_UPDATE_IN_PROGRESS',
      message: 'An update of the agent to version 3.2.0 is already in progress.',
    });
  });

  it.each<[string, string[], CommandName, number, string, string]>([
    [
      'restart on windows',
      ['--os', 'windows'],
      'restart',
      409,
      'AGENT_RESTART_UNSUPPORTED_OS',
      'The agent runs on windows, which cannot restart an agent in place; stop it and start it again instead.',
    ],
    [
      'restart over the ssh transport',
      ['--transport', 'ssh'],
      'restart',
      409,
      'AGENT_RESTART_UNSUPPORTED_TRANSPORT',
      'The session uses the ssh transport, whose agent cannot be restarted remotely.',
    ],
    [
      'update with update checks disabled',
      ['--no-update-checks'],
      'update',
      409,
      'AGENT_UPDATE_CHECKS_DISABLED',
      "The agent's configuration disables update checks, so it does not accept updates.",
    ],
    [
      'update of the newest release of a major',
      ['--version', '4.0.0'],
      'update',
      409,
      'AGENT_UPDATE_UNAVAILABLE',
      'No release newer than 4.0.0 exists within major version 4; updates never cross a major version.',
    ],
  ])('refuses %s', async (_, args, command, status, code, message) => {
    const { hub, agent, session } = await onlineAgent(args);
    await expect(hub.command('acct_a', session.id, command)).rejects.toMatchObject({ status, code, message });
    // Refused by the server before sending: the agent is untouched and still online.
    expect(await hub.get('acct_a', session.id)).toBeDefined();
    expect(agent.log()).not.toMatch(/acknowledged|refused/);
  });

  it('times out with 504 when the agent does not acknowledge', async () => {
    const { hub, agent, session } = await onlineAgent([], { commandTimeoutMs: 300, heartbeatMs: 60_000 });
    agents.signal(agent, 'SIGSTOP');
    await expect(hub.command('acct_a', session.id, 'stop')).rejects.toMatchObject({
      status: 504,
      code: 'AGENT_COMMAND_TIMEOUT',
      message: 'The agent did not acknowledge the stop command within 300 ms.',
    });
  });
});
