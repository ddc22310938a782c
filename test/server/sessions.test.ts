// Tunnel sessions and agent commands (spec/paths/tunnel_sessions*.yaml;
// docs/decisions/0014-agent-sessions.md, 0015-agent-commands.md) through the real server, with agents driven
// over the real control channel on a real socket: listing, paging, 404s, isolation, the API's answer to each
// agent reply (ack, refusal, silence), credential deletion, tunnel groups. The agent program itself is
// exercised in test/agents-e2e.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningServer, startListeningServer } from '../agents-e2e/support/api-server.js';
import { eventually } from '../agents-e2e/support/eventually.js';
import { connectProtocolAgent, type HelloFields, type ProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { expectError, PUBLIC_URL } from './harness.js';

const COMMAND_TIMEOUT_MS = 300;

let server: ListeningServer;
let credential: { id: string; token: string };
const agents: ProtocolAgent[] = [];

beforeAll(async () => {
  server = await startListeningServer({ commandTimeoutMs: COMMAND_TIMEOUT_MS, heartbeatMs: 60_000, releases: ['3.0.0', '3.4.1', '4.0.0'] });
  credential = await server.createCredential();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.terminate();
  await eventually('every session to end', async () => (await server.call('GET', '/tunnel_sessions')).body.tunnel_sessions.length === 0);
});

async function agent(fields: Partial<HelloFields> = {}): Promise<ProtocolAgent> {
  const connected = await connectProtocolAgent(server.url, { token: credential.token, ...fields });
  agents.push(connected);
  return connected;
}

const UNKNOWN = 'ts_2Qb7TcxtIHrkIXzlzVAh5UtmoIg';

describe('tunnel sessions', () => {
  it('lists an online session with every field, and gets it', async () => {
    const { sessionId } = await agent({ agent_version: '3.0.0', os: 'linux', metadata: '{"host":"web-1"}', region: 'eu', labels: { app: 'web' } });
    const list = await server.call('GET', '/tunnel_sessions');
    expect(list.status).toBe(200);
    const session = {
      id: sessionId,
      uri: `${PUBLIC_URL}/tunnel_sessions/${sessionId}`,
      agent_version: '3.0.0',
      credential: { id: credential.id, uri: `${PUBLIC_URL}/credentials/${credential.id}` },
      ip: '127.0.0.1',
      metadata: '{"host":"web-1"}',
      os: 'linux',
      region: 'eu',
      started_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      transport: 'service/v2',
    };
    expect(list.body).toEqual({ tunnel_sessions: [session], uri: `${PUBLIC_URL}/tunnel_sessions`, next_page_uri: null });
    const got = await server.call('GET', `/tunnel_sessions/${sessionId}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(session);
  });

  it('omits metadata when the agent set none, and names the default region', async () => {
    const { sessionId } = await agent({ transport: 'ssh', os: 'darwin' });
    const { body } = await server.call('GET', `/tunnel_sessions/${sessionId}`);
    expect(body).not.toHaveProperty('metadata');
    expect(body).toMatchObject({ transport: 'ssh', os: 'darwin', region: 'us' });
  });

  it('pages newest first with before_id and limit; next_page_uri is null on the last page', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await agent()).sessionId);
    const newestFirst = [...ids].reverse();
    const first = (await server.call('GET', '/tunnel_sessions?limit=2')).body;
    expect(first.tunnel_sessions.map((s: { id: string }) => s.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.next_page_uri).toBe(`${PUBLIC_URL}/tunnel_sessions?before_id=${newestFirst[1]}&limit=2`);
    const second = (await server.call('GET', first.next_page_uri.replace(PUBLIC_URL, ''))).body;
    expect(second.tunnel_sessions.map((s: { id: string }) => s.id)).toEqual(newestFirst.slice(2));
    expect(second.next_page_uri).toBeNull();
    // Exactly one full page: no link to an empty page.
    expect((await server.call('GET', '/tunnel_sessions?limit=3')).body.next_page_uri).toBeNull();
  });

  it('404 NOT_FOUND for an unknown id on get and on every command', async () => {
    const msg = `No tunnel session with id ${UNKNOWN} exists.`;
    expect(expectError(await server.call('GET', `/tunnel_sessions/${UNKNOWN}`), 404, 'NOT_FOUND').msg).toBe(msg);
    for (const command of ['restart', 'stop', 'update']) {
      expect(expectError(await server.call('POST', `/tunnel_sessions/${UNKNOWN}/${command}`, { body: {} }), 404, 'NOT_FOUND').msg).toBe(msg);
    }
  });

  it('another account sees 404 on get and every command, never lists the session, and the agent gets nothing', async () => {
    const connected = await agent();
    const key = server.otherKey;
    const msg = `No tunnel session with id ${connected.sessionId} exists.`;
    expect(expectError(await server.call('GET', `/tunnel_sessions/${connected.sessionId}`, { key }), 404, 'NOT_FOUND').msg).toBe(msg);
    for (const command of ['restart', 'stop', 'update']) {
      expect(expectError(await server.call('POST', `/tunnel_sessions/${connected.sessionId}/${command}`, { key, body: {} }), 404, 'NOT_FOUND').msg).toBe(msg);
    }
    expect((await server.call('GET', '/tunnel_sessions', { key })).body.tunnel_sessions).toEqual([]);
    expect(connected.messages.filter((message) => message.type === 'command')).toEqual([]);
  });

  it('a session is gone from the API as soon as its agent disconnects', async () => {
    const connected = await agent();
    connected.terminate();
    await eventually('the session to end', async () => (await server.call('GET', `/tunnel_sessions/${connected.sessionId}`)).status === 404);
    expectError(await server.call('POST', `/tunnel_sessions/${connected.sessionId}/stop`), 404, 'NOT_FOUND');
  });
});

describe('agent commands', () => {
  it('204 only once the agent acknowledged; the body may be {} or absent', async () => {
    const connected = await agent();
    for (const [name, body] of [
      ['stop', {}],
      ['restart', undefined],
    ] as const) {
      let answered = false;
      const response = server.call('POST', `/tunnel_sessions/${connected.sessionId}/${name}`, body === undefined ? {} : { body }).then((r) => {
        answered = true;
        return r;
      });
      const command = await connected.nextCommand();
      expect(command).toMatchObject({ type: 'command', name });
      expect(answered).toBe(false);
      connected.send({ type: 'command_ack', command_id: command.command_id });
      const result = await response;
      expect(result.status).toBe(204);
      expect(result.body).toBeUndefined();
    }
  });

  it('update sends the newest release within the major version', async () => {
    const connected = await agent({ agent_version: '3.0.0' });
    const response = server.call('POST', `/tunnel_sessions/${connected.sessionId}/update`, { body: {} });
    const command = await connected.nextCommand();
    expect(command).toMatchObject({ name: 'update', version: '3.4.1' });
    connected.send({ type: 'command_ack', command_id: command.command_id });
    expect((await response).status).toBe(204);
  });

  it('400 for a body with fields (the body is an empty object), and the agent gets nothing', async () => {
    const connected = await agent();
    const response = await server.call('POST', `/tunnel_sessions/${connected.sessionId}/stop`, { body: { force: true } });
    expect(response.status).toBe(400);
    expect(response.body.details.problems).toContainEqual(expect.objectContaining({ pointer: '/force', error_code: 'UNKNOWN_FIELD' }));
    expect(connected.messages.filter((message) => message.type === 'command')).toEqual([]);
  });

  it('409 with the registry message when the agent itself refuses', async () => {
    const connected = await agent({ agent_version: '3.0.0' });
    const response = server.call('POST', `/tunnel_sessions/${connected.sessionId}/update`, { body: {} });
    const command = await connected.nextCommand();
    connected.send({ type: 'command_refused', command_id: command.command_id, code: 'AGENT_UPDATE_CHECKS_DISABLED', message: 'agent wording' });
    const body = expectError(await response, 409, 'AGENT_UPDATE_CHECKS_DISABLED');
    expect(body.msg).toBe(`Update checks are disabled in the configuration of the agent of tunnel session ${connected.sessionId}.`);
  });

  it('409 refusals decided by the server from the session, each with its registry message', async () => {
    const windows = await agent({ os: 'windows' });
    const ssh = await agent({ transport: 'ssh' });
    const disabled = await agent({ update_checks: false });
    const newest = await agent({ agent_version: '4.0.0' });
    const cases = [
      [windows, 'restart', 'AGENT_RESTART_UNSUPPORTED_OS', `The agent of tunnel session ${windows.sessionId} runs on windows, which does not support restart.`],
      [ssh, 'restart', 'AGENT_RESTART_UNSUPPORTED_TRANSPORT', `Tunnel session ${ssh.sessionId} uses the ssh transport, which has no agent to restart.`],
      [
        disabled,
        'update',
        'AGENT_UPDATE_CHECKS_DISABLED',
        `Update checks are disabled in the configuration of the agent of tunnel session ${disabled.sessionId}.`,
      ],
      [newest, 'update', 'AGENT_UPDATE_UNAVAILABLE', 'No newer release than 4.0.0 exists within major version 4.'],
    ] as const;
    for (const [connected, command, code, msg] of cases) {
      expect(expectError(await server.call('POST', `/tunnel_sessions/${connected.sessionId}/${command}`, { body: {} }), 409, code).msg).toBe(msg);
      expect(connected.messages.filter((message) => message.type === 'command')).toEqual([]);
    }
  });

  it("409 AGENT_UPDATE_IN_PROGRESS and AGENT_UPDATE_AWAITING_RESTART follow the agent's update progress", async () => {
    const connected = await agent({ agent_version: '3.0.0' });
    const first = server.call('POST', `/tunnel_sessions/${connected.sessionId}/update`, { body: {} });
    const command = await connected.nextCommand();
    connected.send({ type: 'command_ack', command_id: command.command_id });
    connected.send({ type: 'update_progress', state: 'downloading', version: '3.4.1' });
    expect((await first).status).toBe(204);
    const running = expectError(await server.call('POST', `/tunnel_sessions/${connected.sessionId}/update`, { body: {} }), 409, 'AGENT_UPDATE_IN_PROGRESS');
    expect(running.msg).toBe(`The agent of tunnel session ${connected.sessionId} is already updating.`);
    connected.send({ type: 'update_progress', state: 'awaiting_restart', version: '3.4.1' });
    const awaiting = await eventually('the update to complete', async () => {
      const response = await server.call('POST', `/tunnel_sessions/${connected.sessionId}/update`, { body: {} });
      return response.body?.error_code === 'AGENT_UPDATE_AWAITING_RESTART' ? response : undefined;
    });
    expect(expectError(awaiting, 409, 'AGENT_UPDATE_AWAITING_RESTART').msg).toBe(
      `The agent of tunnel session ${connected.sessionId} has installed an update and must be restarted first.`,
    );
  });

  it('504 AGENT_COMMAND_TIMEOUT when the agent never answers', async () => {
    const connected = await agent();
    const body = expectError(await server.call('POST', `/tunnel_sessions/${connected.sessionId}/stop`, { body: {} }), 504, 'AGENT_COMMAND_TIMEOUT');
    expect(body.msg).toBe(`The agent of tunnel session ${connected.sessionId} did not acknowledge the stop command within 0.3 seconds.`);
  });

  it('404 when the session ends while the command waits', async () => {
    const connected = await agent();
    const response = server.call('POST', `/tunnel_sessions/${connected.sessionId}/restart`, { body: {} });
    await connected.nextCommand();
    connected.terminate();
    expect(expectError(await response, 404, 'NOT_FOUND').msg).toBe(`No tunnel session with id ${connected.sessionId} exists.`);
  });
});

describe('credentials and agents', () => {
  it('an unknown token is refused on the control channel', async () => {
    await expect(connectProtocolAgent(server.url, { token: 'tat_unknown' })).rejects.toMatchObject({ code: 4401, reason: 'the credential token is not valid' });
  });

  it('deleting a credential drops its agents and refuses its token afterwards', async () => {
    const doomed = await server.createCredential();
    const connected = await connectProtocolAgent(server.url, { token: doomed.token });
    agents.push(connected);
    const survivor = await agent();
    expect((await server.call('DELETE', `/credentials/${doomed.id}`)).status).toBe(204);
    expect(await connected.closed).toEqual({ code: 4403, reason: 'the credential was revoked' });
    // Gone from every read as soon as its agent saw the close (on PostgreSQL the row's removal may still be on its way).
    expectError(await server.call('GET', `/tunnel_sessions/${connected.sessionId}`), 404, 'NOT_FOUND');
    const listed = (await server.call('GET', '/tunnel_sessions')).body.tunnel_sessions.map((session: { id: string }) => session.id);
    expect(listed).not.toContain(connected.sessionId);
    expect(listed).toContain(survivor.sessionId);
    expect((await server.call('GET', `/tunnel_sessions/${survivor.sessionId}`)).status).toBe(200);
    await expect(connectProtocolAgent(server.url, { token: doomed.token })).rejects.toMatchObject({ code: 4401, reason: 'the credential token is not valid' });
  });
});

describe('tunnel group backends', () => {
  it("list the online tunnels whose labels include all of the backend's, as agents come and go", async () => {
    const backend = (await server.call('POST', '/backends/tunnel_group', { body: { labels: { app: 'web' } } })).body;
    const tunnels = async () => (await server.call('GET', `/backends/tunnel_group/${backend.id}`)).body.tunnels as Array<{ id: string; uri: string }>;
    expect(await tunnels()).toEqual([]);
    const web = await agent({ labels: { app: 'web', env: 'prod' } });
    await agent({ labels: { app: 'api' } });
    await agent();
    const [tunnel, ...more] = await tunnels();
    expect(more).toEqual([]);
    expect(tunnel).toEqual({ id: expect.stringMatching(/^tn_[0-9A-Za-z]{27}$/), uri: `${PUBLIC_URL}/tunnels/${tunnel?.id}` });
    const other = await connectProtocolAgent(server.url, { token: (await server.createCredential(server.otherKey)).token, labels: { app: 'web' } });
    agents.push(other);
    expect(await tunnels()).toEqual([tunnel]);
    web.terminate();
    await eventually('the tunnel to go', async () => (await tunnels()).length === 0);
  });
});
