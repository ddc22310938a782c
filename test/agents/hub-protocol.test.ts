/**
 * The hub's side of the control protocol, spoken by a hand-driven WebSocket client: what a
 * misbehaving or out-of-date agent gets (close codes and reasons), and how answers the real agent
 * never gives (its own refusals, silence before an ack) reach the API caller.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { CommandMessage, ServerMessage } from '../../agent-protocol/index.js';
import { createSessionHub, type SessionHub } from '../../server/agents/index.js';
import { createMemoryDirectory, type DroppedListener, type SessionDirectory } from '../../server/agents/session-directory.js';
import { type HubFixture, startHubFixture } from './helpers/hub-fixture.js';
import { waitFor } from './helpers/wait-for.js';

const hello = {
  type: 'hello',
  token: 'token-a',
  agent_version: '3.0.0',
  os: 'linux',
  transport: 'service/v2',
  update_checks: true,
  tunnels: [{ labels: { app: 'web' } }],
};

interface RawAgent {
  ws: WebSocket;
  messages: ServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

let fixture: HubFixture | undefined;
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await fixture?.stop();
  fixture = undefined;
});

async function connect(path = '/agent/v1/connect'): Promise<RawAgent> {
  fixture ??= await startHubFixture({ heartbeatMs: 60_000, commandTimeoutMs: 2000 });
  const ws = new WebSocket(`ws://127.0.0.1:${fixture.port}${path}`);
  sockets.push(ws);
  const messages: ServerMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, messages, closed, send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)) };
}

async function online(): Promise<RawAgent & { sessionId: string }> {
  const agent = await connect();
  agent.send(hello);
  const welcome = await waitFor('welcome', async () => agent.messages.find((message) => message.type === 'welcome'));
  return { ...agent, sessionId: welcome.session_id };
}

/** `inner` with some of its methods replaced: a database that fails, waits or drops. */
function memoryDirectoryWith(inner: SessionDirectory, overrides: Partial<SessionDirectory>): SessionDirectory {
  return {
    instanceId: inner.instanceId,
    admit: (record, maxTunnels) => inner.admit(record, maxTunnels),
    add: (record) => inner.add(record),
    remove: (sessionId) => inner.remove(sessionId),
    page: (accountId, options) => inner.page(accountId, options),
    find: (accountId, sessionId) => inner.find(accountId, sessionId),
    ofAccount: (accountId) => inner.ofAccount(accountId),
    ...overrides,
  };
}

function nextCommand(agent: RawAgent): Promise<CommandMessage> {
  return waitFor('a command', async () => agent.messages.find((message): message is CommandMessage => message.type === 'command'));
}

describe('session hub protocol', () => {
  it('welcomes a valid hello and answers heartbeats', async () => {
    const agent = await online();
    expect(agent.messages[0]).toEqual({ type: 'welcome', session_id: agent.sessionId, heartbeat_ms: 60_000 });
    agent.send({ type: 'heartbeat' });
    await waitFor('heartbeat_ack', async () => agent.messages.some((message) => message.type === 'heartbeat_ack'));
    expect((await fixture?.hub.get('acct_a', agent.sessionId))?.tunnels[0]?.labels).toEqual({ app: 'web' });
  });

  it.each([
    ['not JSON', '{', 'agent message is not valid JSON'],
    ['a message before hello', { type: 'heartbeat' }, 'the first message must be hello, not heartbeat'],
    ['an invalid hello', { ...hello, agent_version: 'v3' }, 'hello.agent_version must be a semantic version such as 3.1.0'],
    ['an unknown message type', { type: 'reboot' }, 'message.type must be one of hello, heartbeat, command_ack, command_refused, update_progress'],
  ])('closes with 4400 on %s, naming the fault', async (_, message, reason) => {
    const agent = await connect();
    agent.send(message);
    expect(await agent.closed).toEqual({ code: 4400, reason });
    expect(agent.messages).toEqual([{ type: 'error', code: 'PROTOCOL_ERROR', message: reason }]);
  });

  it('closes with 4400 on a binary frame', async () => {
    const agent = await connect();
    agent.ws.send(Buffer.from(JSON.stringify(hello)));
    expect(await agent.closed).toEqual({ code: 4400, reason: 'messages must be text frames holding JSON' });
  });

  it('closes with 4400 when hello comes twice', async () => {
    const agent = await online();
    agent.send(hello);
    expect(await agent.closed).toEqual({ code: 4400, reason: 'hello sent twice' });
    await waitFor('the session to end', async () => (await fixture?.hub.list('acct_a'))?.length === 0);
  });

  it('closes with 4401 on an unknown token', async () => {
    const agent = await connect();
    agent.send({ ...hello, token: 'nope' });
    expect(await agent.closed).toEqual({ code: 4401, reason: 'the credential token is not valid' });
    expect(await fixture?.hub.list('acct_a')).toEqual([]);
  });

  it('closes with 4408 when no hello arrives in two heartbeat intervals', async () => {
    fixture = await startHubFixture({ heartbeatMs: 100 });
    const agent = await connect();
    expect(await agent.closed).toEqual({ code: 4408, reason: 'no hello within 200 ms' });
  });

  it('answers 404 to an upgrade on another path when nobody else handles it', async () => {
    fixture = await startHubFixture();
    const ws = new WebSocket(`ws://127.0.0.1:${fixture.port}/agent/v2/connect`);
    sockets.push(ws);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.once('unexpected-response', (_, response) => resolve(response.statusCode));
      ws.once('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });

  it('accepts the connect path with a query string', async () => {
    const agent = await connect('/agent/v1/connect?agent=1');
    agent.send(hello);
    await waitFor('welcome', async () => agent.messages.some((message) => message.type === 'welcome'));
  });

  it('leaves upgrades on other paths to another upgrade listener sharing the server', async () => {
    fixture = await startHubFixture();
    const other = new WebSocketServer({ noServer: true });
    fixture.server.on('upgrade', (request, socket, head) => {
      if (request.url === '/other') other.handleUpgrade(request, socket, head, (ws) => ws.send('from the other listener'));
    });
    const ws = new WebSocket(`ws://127.0.0.1:${fixture.port}/other`);
    sockets.push(ws);
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(String(data)));
      ws.once('error', reject);
    });
    expect(first).toBe('from the other listener');
    other.close();
  });

  it("maps the agent's own refusal to its code and restores the update state", async () => {
    const agent = await online();
    const pending = fixture!.hub.command('acct_a', agent.sessionId, 'update');
    const command = await nextCommand(agent);
    expect(command).toEqual({ type: 'command', command_id: command.command_id, name: 'update', version: '3.2.0' });
    expect((await fixture?.hub.get('acct_a', agent.sessionId))?.update).toEqual({ state: 'in_progress', version: '3.2.0' });
    agent.send({ type: 'command_refused', command_id: command.command_id, code: 'AGENT_UPDATE_CHECKS_DISABLED', message: 'checks are off here' });
    await expect(pending).rejects.toMatchObject({ status: 409, code: 'AGENT_UPDATE_CHECKS_DISABLED', message: 'checks are off here' });
    expect((await fixture?.hub.get('acct_a', agent.sessionId))?.update).toEqual({ state: 'idle' });
  });

  it('answers 404 when the session ends before the agent acknowledges', async () => {
    const agent = await online();
    const pending = fixture!.hub.command('acct_a', agent.sessionId, 'restart');
    await nextCommand(agent);
    agent.ws.close(1000, 'gone');
    await expect(pending).rejects.toMatchObject({ status: 404, code: 'TUNNEL_SESSION_NOT_FOUND' });
  });

  it('ignores an acknowledgement of an unknown command and tracks reported update progress', async () => {
    const agent = await online();
    agent.send({ type: 'command_ack', command_id: 'cmd_unknown' });
    agent.send({ type: 'update_progress', state: 'awaiting_restart', version: '3.1.0' });
    await waitFor('the update state', async () => (await fixture?.hub.get('acct_a', agent.sessionId))?.update.state === 'awaiting_restart');
    agent.send({ type: 'update_progress', state: 'failed', version: '3.1.0' });
    await waitFor('the failed update to reset', async () => (await fixture?.hub.get('acct_a', agent.sessionId))?.update.state === 'idle');
    expect(agent.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes every socket with 1001 on close()', async () => {
    const agent = await online();
    await fixture!.hub.close();
    expect(await agent.closed).toEqual({ code: 1001, reason: 'server shutting down' });
    expect(await fixture?.hub.list('acct_a')).toEqual([]);
  });
});

describe('online tunnels per account (server/agents/tunnel-limit.ts)', () => {
  /** An agent of `token` announcing `count` tunnels; resolves with the welcome's session id or the close. */
  async function announce(token: string, count: number) {
    const agent = await connect();
    agent.send({ ...hello, token, tunnels: Array.from({ length: count }, (_, i) => ({ labels: { app: `web-${i}` } })) });
    const outcome = await waitFor('welcome or close', async () => {
      const welcome = agent.messages.find((message) => message.type === 'welcome');
      if (welcome !== undefined) return { sessionId: welcome.session_id };
      return Promise.race([agent.closed, new Promise<undefined>((resolve) => setTimeout(resolve, 10))]);
    });
    return { agent, outcome };
  }

  it('refuses the agent whose tunnels would take its account over the limit with 4429, counting every credential of the account', async () => {
    fixture = await startHubFixture({ heartbeatMs: 60_000, maxTunnelsPerAccount: 5 });
    const first = await announce('token-a', 3);
    const second = await announce('token-a2', 2);
    expect([first.outcome, second.outcome]).toEqual([{ sessionId: expect.any(String) }, { sessionId: expect.any(String) }]);
    const over = await announce('token-a', 1);
    const message = 'Your account is limited to 5 online tunnels: 5 are online and this agent starts 1.';
    expect(over.outcome).toEqual({ code: 4429, reason: message });
    expect(over.agent.messages).toEqual([{ type: 'error', code: 'TUNNEL_LIMIT_EXCEEDED', message }]);
    // Nothing of the refused agent is online; another account and an agent without tunnels are not held back.
    expect((await fixture.hub.onlineTunnels('acct_a')).length).toBe(5);
    expect((await fixture.hub.list('acct_a')).length).toBe(2);
    expect((await announce('token-b', 5)).outcome).toEqual({ sessionId: expect.any(String) });
    expect((await announce('token-a', 0)).outcome).toEqual({ sessionId: expect.any(String) });
    // A tunnel that goes offline frees its place.
    second.agent.ws.close(1000, 'done');
    await waitFor('the session to end', async () => (await fixture?.hub.onlineTunnels('acct_a'))?.length === 3);
    expect((await announce('token-a', 2)).outcome).toEqual({ sessionId: expect.any(String) });
    expect((await announce('token-a', 1)).outcome).toEqual({
      code: 4429,
      reason: 'Your account is limited to 5 online tunnels: 5 are online and this agent starts 1.',
    });
  });

  it('refuses for good (4403) an agent that alone starts more tunnels than the limit: waiting would not help', async () => {
    fixture = await startHubFixture({ heartbeatMs: 60_000, maxTunnelsPerAccount: 2 });
    const over = await announce('token-a', 3);
    const message = 'Your account is limited to 2 online tunnels: this agent alone starts 3.';
    expect(over.outcome).toEqual({ code: 4403, reason: message });
    expect(over.agent.messages).toEqual([{ type: 'error', code: 'TUNNEL_LIMIT_EXCEEDED', message }]);
    expect(await fixture.hub.list('acct_a')).toEqual([]);
  });

  it('closes with 4429 the agent of a session its directory drops (re-admitted over the limit after a lapsed lease)', async () => {
    const inner = createMemoryDirectory();
    let drop: DroppedListener | undefined;
    const directory = memoryDirectoryWith(inner, {
      onDropped: (listener) => {
        drop = listener;
      },
    });
    fixture = await startHubFixture({ heartbeatMs: 60_000, directory, maxTunnelsPerAccount: 5 });
    const kept = await announce('token-a', 2);
    const dropped = await announce('token-a', 3);
    if (!('sessionId' in dropped.outcome) || !('sessionId' in kept.outcome)) throw new Error('both agents should be online');
    drop!(dropped.outcome.sessionId, { online: 4, maxTunnels: 5 });
    expect(await dropped.agent.closed).toEqual({ code: 4429, reason: 'Your account is limited to 5 online tunnels: 4 are online and this agent starts 3.' });
    await waitFor('the dropped session to end', async () => (await fixture?.hub.list('acct_a'))?.length === 1);
    expect((await fixture.hub.list('acct_a')).map((session) => session.id)).toEqual([kept.outcome.sessionId]);
  });

  const databaseAway = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const diskFull = Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
  it.each([
    ['a failure of its own', new Error('a bug'), 'INTERNAL_ERROR', 'the session could not be registered, try again later'],
    ['the database away', databaseAway, 'DATABASE_UNAVAILABLE', "the server's database is unavailable; the session could not be registered, try again later"],
    ['the disk full', diskFull, 'STORAGE_FULL', "the server's storage is full; the session could not be registered, try again later"],
  ])('closes with 1011 when the admission cannot be decided (%s), naming why as the HTTP API does, and publishes nothing', async (_, error, code, reason) => {
    const inner = createMemoryDirectory();
    const directory = memoryDirectoryWith(inner, {
      admit: async () => {
        throw error;
      },
    });
    fixture = await startHubFixture({ heartbeatMs: 60_000, directory });
    const refused = await announce('token-a', 1);
    expect(refused.outcome).toEqual({ code: 1011, reason });
    expect(refused.agent.messages).toEqual([{ type: 'error', code, message: reason }]);
    expect(await inner.ofAccount('acct_a')).toEqual([]);
  });

  it('admits one of two agents that arrive together for the last places, never both', async () => {
    fixture = await startHubFixture({ heartbeatMs: 60_000, maxTunnelsPerAccount: 4 });
    await announce('token-a', 2);
    const outcomes = (await Promise.all([announce('token-a', 2), announce('token-a2', 2)])).map(({ outcome }) =>
      'sessionId' in outcome ? 'admitted' : outcome.code,
    );
    expect(outcomes.sort()).toEqual([4429, 'admitted'].sort());
    expect((await fixture.hub.onlineTunnels('acct_a')).length).toBe(4);
  });
});

describe('reads racing a removal', () => {
  // On PostgreSQL a read runs on its own pooled connection: begun while the row's removal is on its way, it can
  // see the row and return after the removal finished. Here the removal and every read wait to be released; a
  // read takes its snapshot when called.
  function gatedDirectory() {
    const inner = createMemoryDirectory();
    const removals: Array<() => void> = [];
    const reads: Array<() => void> = [];
    const later = <T>(gates: Array<() => void>, value: Promise<T>): Promise<T> =>
      value.then((settled) => new Promise<T>((resolve) => gates.push(() => resolve(settled))));
    const directory = memoryDirectoryWith(inner, {
      remove: (sessionId) => later(removals, Promise.resolve()).then(() => inner.remove(sessionId)),
      page: (accountId, options) => later(reads, inner.page(accountId, options)),
      find: (accountId, sessionId) => later(reads, inner.find(accountId, sessionId)),
      ofAccount: (accountId) => later(reads, inner.ofAccount(accountId)),
    });
    const release = (gates: Array<() => void>) => {
      for (const open of gates.splice(0)) open();
    };
    return { directory, pendingRemovals: () => removals.length, releaseRemovals: () => release(removals), releaseReads: () => release(reads) };
  }

  it('leaves out a session whose removal was on its way when the read began and finished before it returned', async () => {
    const gated = gatedDirectory();
    fixture = await startHubFixture({ heartbeatMs: 60_000, commandTimeoutMs: 2000, directory: gated.directory });
    const agent = await online();
    const hub = fixture.hub;
    expect(hub.disconnectCredential('cr_a1')).toBe(1);
    expect(await agent.closed).toEqual({ code: 4403, reason: 'the credential was revoked' });
    await waitFor('the removal to be on its way', async () => (gated.pendingRemovals() === 1 ? true : undefined));
    const reads = Promise.all([hub.get('acct_a', agent.sessionId), hub.list('acct_a'), hub.page('acct_a', { limit: 10 }), hub.onlineTunnels('acct_a')]);
    gated.releaseRemovals();
    await new Promise((resolve) => setImmediate(resolve)); // the removal and what follows it run
    gated.releaseReads();
    const [found, listed, page, tunnels] = await reads;
    expect({ found, listed, records: page.records, tunnels }).toEqual({ found: undefined, listed: [], records: [], tunnels: [] });
  });
});

describe('a removal that fails', () => {
  it('is tried again until the row is gone; meanwhile every read leaves the session out', async () => {
    const inner = createMemoryDirectory();
    let failures = 2;
    let attempts = 0;
    const directory = memoryDirectoryWith(inner, {
      async remove(sessionId) {
        attempts += 1;
        if (failures > 0) {
          failures -= 1;
          throw new Error('the database is away');
        }
        await inner.remove(sessionId);
      },
    });
    fixture = await startHubFixture({ heartbeatMs: 60_000, commandTimeoutMs: 2000, directory, removalRetryMs: 5 });
    const agent = await online();
    const hub = fixture.hub;
    expect(hub.disconnectCredential('cr_a1')).toBe(1);
    await agent.closed;
    // The row is still there (the first removal failed), and no read returns it.
    await waitFor('a failed removal', async () => (attempts >= 1 ? true : undefined));
    expect(await hub.get('acct_a', agent.sessionId)).toBeUndefined();
    expect(await hub.list('acct_a')).toEqual([]);
    await waitFor('the row removed by a later attempt', async () => ((await inner.find('acct_a', agent.sessionId)) === undefined ? true : undefined));
    expect(attempts).toBe(3);
    expect(await hub.get('acct_a', agent.sessionId)).toBeUndefined();
  });
});

describe('a removal waiting to be tried again when the hub closes', () => {
  it('is not tried after close()', async () => {
    const inner = createMemoryDirectory();
    let attempts = 0;
    const directory = memoryDirectoryWith(inner, {
      async remove() {
        attempts += 1;
        throw new Error('the database is away');
      },
    });
    fixture = await startHubFixture({ heartbeatMs: 60_000, commandTimeoutMs: 2000, directory, removalRetryMs: 50 });
    const agent = await online();
    expect(fixture.hub.disconnectCredential('cr_a1')).toBe(1);
    await agent.closed;
    await waitFor('the first removal to fail', async () => (attempts === 1 ? true : undefined));
    await fixture.stop();
    fixture = undefined;
    await new Promise((resolve) => setTimeout(resolve, 200)); // four times the retry's wait
    expect(attempts).toBe(1);
  });
});

describe('createSessionHub', () => {
  let server: http.Server | undefined;
  let hub: SessionHub | undefined;
  afterEach(async () => {
    await hub?.close();
    if (server !== undefined) await new Promise((resolve) => server?.close(resolve));
    hub = undefined;
    server = undefined;
  });

  it('rejects a release that is not a semantic version', () => {
    expect(() => createSessionHub({ server: http.createServer(), releases: ['3.x'], authenticate: async () => undefined })).toThrow(
      'createSessionHub: release "3.x" is not semver',
    );
  });

  it.each([
    [new Error('a bug'), 'credential check failed, try again later'],
    [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      "the server's database is unavailable; credential check failed, try again later",
    ],
  ])('closes with 1011 when the credential check fails (%s), so the agent retries later', async (failure, want) => {
    server = http.createServer();
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    hub = createSessionHub({
      server,
      releases: [],
      authenticate: async () => {
        throw failure;
      },
    });
    const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/agent/v1/connect`);
    sockets.push(ws);
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify(hello));
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      ws.once('close', (closeCode, closeReason) => resolve([closeCode, closeReason.toString('utf8')])),
    );
    expect([code, reason]).toEqual([1011, want]);
  });
});
