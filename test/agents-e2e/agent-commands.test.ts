/**
 * The whole path with real agent processes (`scripts/agent.ts`) over real sockets against the real
 * app: a credential created over HTTP, the agent's session in GET /tunnel_sessions, and restart,
 * stop and update (docs/decisions/0015-agent-commands.md) with each refusal, the 504 of a hung agent, credential
 * deletion, tunnel-group matching and account isolation — all through the HTTP API.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hostOs } from '../../agent/platform.js';
import { type AgentProcess, AgentProcesses } from '../agents/helpers/agent-processes.js';
import { expectError, PUBLIC_URL } from '../server/harness.js';
import { type ListeningServer, startListeningServer } from './support/api-server.js';
import { eventually } from './support/eventually.js';

// The heartbeat stays long so that a paused agent is still online when its command times out.
const COMMAND_TIMEOUT_MS = 1500;
const agents = new AgentProcesses();
let server: ListeningServer;
let credential: { id: string; token: string };

beforeAll(async () => {
  server = await startListeningServer({ releases: ['2.9.0', '3.0.0', '3.1.0', '3.2.0', '4.0.0'], commandTimeoutMs: COMMAND_TIMEOUT_MS, heartbeatMs: 10_000 });
  credential = await server.createCredential();
});
afterAll(async () => {
  agents.killAll();
  await server.close();
});
afterEach(async () => {
  agents.killAll();
  await eventually('every session to end', async () => (await sessions()).length === 0 && (await sessions(server.otherKey)).length === 0);
});

interface Session {
  id: string;
  agent_version: string;
  [field: string]: unknown;
}

async function sessions(key?: string): Promise<Session[]> {
  const response = await server.http('GET', '/tunnel_sessions', { key });
  expect(response.status).toBe(200);
  return response.body.tunnel_sessions;
}

/** Starts an agent and resolves with it and its session, once the API lists the session. */
async function onlineAgent(args: string[], token = credential.token, key?: string): Promise<{ agent: AgentProcess; session: Session }> {
  const before = new Set((await sessions(key)).map((session) => session.id));
  const agent = agents.start(server.url, token, args);
  const [, id] = await agent.waitForLog(/connected: session (ts_\w+)/);
  const session = await eventually('the session in the API', async () => (await sessions(key)).find((candidate) => candidate.id === id && !before.has(id)));
  return { agent, session };
}

const command = (id: string, name: string) => server.http('POST', `/tunnel_sessions/${id}/${name}`, { body: {} });

describe('agents over the API', () => {
  it('an agent with a credential token is an online session with every field', async () => {
    const { session } = await onlineAgent(['--label', 'app=web', '--version', '3.1.0', '--region', 'eu', '--metadata', '{"host":"web-1"}']);
    const expected = {
      id: session.id,
      uri: `${PUBLIC_URL}/tunnel_sessions/${session.id}`,
      agent_version: '3.1.0',
      credential: { id: credential.id, uri: `${PUBLIC_URL}/credentials/${credential.id}` },
      ip: '127.0.0.1',
      metadata: '{"host":"web-1"}',
      os: hostOs(),
      region: 'eu',
      started_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      transport: 'service/v2',
    };
    expect(session).toEqual(expected);
    const got = await server.http('GET', `/tunnel_sessions/${session.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(expected);
  });

  it('restart: 204, the agent re-executes itself and comes back as a new session', async () => {
    const { agent, session } = await onlineAgent(['--label', 'app=web', '--version', '3.1.0']);
    const restarted = await command(session.id, 'restart');
    expect(restarted.status).toBe(204);
    expect(restarted.body).toBeUndefined();
    expect(await agent.exited).toBe(0);
    const next = await eventually('the restarted session', async () => (await sessions()).find((candidate) => candidate.id !== session.id));
    expect(next).toMatchObject({ agent_version: '3.1.0', credential: { id: credential.id } });
    expect(expectError(await server.http('GET', `/tunnel_sessions/${session.id}`), 404, 'NOT_FOUND').msg).toBe(
      `No tunnel session with id ${session.id} exists.`,
    );
    await agent.waitForLog(new RegExp(`connected: session ${next.id}`));
  });

  it('stop: 204, the agent exits and its session is gone', async () => {
    const { agent, session } = await onlineAgent([]);
    expect((await command(session.id, 'stop')).status).toBe(204);
    expect(await agent.exited).toBe(0);
    await eventually('the session to end', async () => (await server.http('GET', `/tunnel_sessions/${session.id}`)).status === 404);
    expectError(await command(session.id, 'stop'), 404, 'NOT_FOUND');
  });

  it('update then restart: the agent runs the newest release of its major version, never the next major', async () => {
    const { session } = await onlineAgent(['--version', '3.0.0', '--update-delay-ms', '50']);
    expect((await command(session.id, 'update')).status).toBe(204);
    // A second update is refused while the first runs and after it completed, until a restart.
    const awaiting = await eventually('the update to complete', async () => {
      const response = await command(session.id, 'update');
      return response.body?.error_code === 'AGENT_UPDATE_AWAITING_RESTART' ? response : undefined;
    });
    expect(expectError(awaiting, 409, 'AGENT_UPDATE_AWAITING_RESTART').msg).toBe(
      `The agent of tunnel session ${session.id} has installed an update and must be restarted first.`,
    );
    expect((await server.http('GET', `/tunnel_sessions/${session.id}`)).body.agent_version).toBe('3.0.0');

    expect((await command(session.id, 'restart')).status).toBe(204);
    const next = await eventually('the restarted session', async () => (await sessions()).find((candidate) => candidate.id !== session.id));
    expect(next.agent_version).toBe('3.2.0');
    expect(expectError(await command(next.id, 'update'), 409, 'AGENT_UPDATE_UNAVAILABLE').msg).toBe(
      'No newer release than 3.2.0 exists within major version 3.',
    );
  });

  it('update: 409 AGENT_UPDATE_IN_PROGRESS while the download runs', async () => {
    const { agent, session } = await onlineAgent(['--update-delay-ms', '600000']);
    expect((await command(session.id, 'update')).status).toBe(204);
    expect(expectError(await command(session.id, 'update'), 409, 'AGENT_UPDATE_IN_PROGRESS').msg).toBe(
      `The agent of tunnel session ${session.id} is already updating.`,
    );
    await agent.waitForLog(/update to 3\.2\.0: downloading/);
  });

  it('refuses restart on windows and over ssh, update with checks disabled and on the newest release, leaving the agents untouched', async () => {
    const started = await Promise.all([
      onlineAgent(['--os', 'windows']),
      onlineAgent(['--transport', 'ssh']),
      onlineAgent(['--no-update-checks']),
      onlineAgent(['--version', '4.0.0']),
    ]);
    const [windows, ssh, disabled, newest] = started.map(({ session }) => session.id) as [string, string, string, string];
    const cases = [
      [windows, 'restart', 'AGENT_RESTART_UNSUPPORTED_OS', `The agent of tunnel session ${windows} runs on windows, which does not support restart.`],
      [ssh, 'restart', 'AGENT_RESTART_UNSUPPORTED_TRANSPORT', `Tunnel session ${ssh} uses the ssh transport, which has no agent to restart.`],
      [disabled, 'update', 'AGENT_UPDATE_CHECKS_DISABLED', `Update checks are disabled in the configuration of the agent of tunnel session ${disabled}.`],
      [newest, 'update', 'AGENT_UPDATE_UNAVAILABLE', 'No newer release than 4.0.0 exists within major version 4.'],
    ] as const;
    for (const [id, name, code, msg] of cases) expect(expectError(await command(id, name), 409, code).msg).toBe(msg);
    for (const { agent } of started) expect(agent.log()).not.toMatch(/acknowledged|refused|exiting/);
    expect((await sessions()).map((session) => session.id).sort()).toEqual([windows, ssh, disabled, newest].sort());
  });

  it('504 AGENT_COMMAND_TIMEOUT when the agent is paused', async () => {
    const { agent, session } = await onlineAgent([]);
    agents.signal(agent, 'SIGSTOP');
    const body = expectError(await command(session.id, 'stop'), 504, 'AGENT_COMMAND_TIMEOUT');
    expect(body.msg).toBe(`The agent of tunnel session ${session.id} did not acknowledge the stop command within 1.5 seconds.`);
  });

  it('deleting the credential drops its agent, which does not reconnect', async () => {
    const doomed = await server.createCredential();
    const { agent, session } = await onlineAgent([], doomed.token);
    expect((await server.http('DELETE', `/credentials/${doomed.id}`)).status).toBe(204);
    expect(await agent.exited).toBe(1);
    await agent.waitForLog(/rejected by the server: the credential was revoked/);
    expectError(await server.http('GET', `/tunnel_sessions/${session.id}`), 404, 'NOT_FOUND');
  });

  it('a tunnel-group backend lists the tunnels of matching agents as they come and go', async () => {
    const backend = (await server.http('POST', '/backends/tunnel_group', { body: { labels: { app: 'web' } } })).body;
    const tunnels = async () => (await server.http('GET', `/backends/tunnel_group/${backend.id}`)).body.tunnels as unknown[];
    const web = await onlineAgent(['--label', 'app=web', '--label', 'env=prod']);
    await onlineAgent(['--label', 'app=api']);
    expect(await tunnels()).toEqual([{ id: expect.stringMatching(/^tn_/), uri: expect.stringMatching(/\/tunnels\/tn_/) }]);
    expect((await command(web.session.id, 'stop')).status).toBe(204);
    await eventually('the tunnel to go', async () => (await tunnels()).length === 0);
    await onlineAgent(['--label', 'app=web']);
    expect(await tunnels()).toHaveLength(1);
  });

  it("another account's session is 404 everywhere and never listed", async () => {
    const theirs = await server.createCredential(server.otherKey);
    const { session } = await onlineAgent(['--label', 'app=web'], theirs.token, server.otherKey);
    const msg = `No tunnel session with id ${session.id} exists.`;
    expect(await sessions()).toEqual([]);
    expect(expectError(await server.http('GET', `/tunnel_sessions/${session.id}`), 404, 'NOT_FOUND').msg).toBe(msg);
    for (const name of ['restart', 'stop', 'update']) expect(expectError(await command(session.id, name), 404, 'NOT_FOUND').msg).toBe(msg);
    const backend = (await server.http('POST', '/backends/tunnel_group', { body: { labels: { app: 'web' } } })).body;
    expect(backend.tunnels).toEqual([]);
    // Their session is still there for them.
    expect((await server.http('GET', `/tunnel_sessions/${session.id}`, { key: server.otherKey })).status).toBe(200);
  });
});
