/**
 * The agent's state machine (agent/agent-machine.ts) without sockets or timers: events in, effects
 * out. The real-socket behaviour is covered by the agent process suites (commands, sessions, cluster).
 */
import { describe, expect, it } from 'vitest';
import { type AgentEffect, AgentMachine, type AgentOptions, parseAgentArgs } from '../../agent/index.js';

const A = 'ws://a:1/agent/v1/connect';
const B = 'ws://b:2/agent/v1/connect';

function machine(args: string[] = []): AgentMachine {
  const options = parseAgentArgs([
    '--server',
    'http://a:1',
    '--server',
    'http://b:2',
    '--token',
    'tok',
    '--version',
    '3.0.0',
    '--os',
    'linux',
    '--label',
    'app=web',
    '--reconnect-min-ms',
    '100',
    '--reconnect-max-ms',
    '1000',
    '--update-delay-ms',
    '50',
    ...args,
  ]) as AgentOptions;
  // random() = 0: the backoff's lower half, so delays are exact.
  return new AgentMachine(options, () => 0);
}

const frame = (message: object): [string, boolean] => [JSON.stringify(message), false];
const sent = (effects: AgentEffect[]) => effects.flatMap((effect) => (effect.type === 'send' ? [effect.message] : []));
const of = <T extends AgentEffect['type']>(effects: AgentEffect[], type: T) =>
  effects.filter((effect) => effect.type === type) as Array<Extract<AgentEffect, { type: T }>>;

/** A machine that is online (welcomed) on server A. */
function online(args: string[] = []): AgentMachine {
  const agent = machine(args);
  agent.start();
  agent.opened();
  agent.received(...frame({ type: 'welcome', session_id: 'ts_1', heartbeat_ms: 1000 }));
  return agent;
}

describe('AgentMachine', () => {
  it('connects to the first server, says hello, and goes online on welcome', () => {
    const agent = machine(['--metadata', 'm']);
    expect(agent.start()).toEqual([
      { type: 'log', line: `connecting to ${A}` },
      { type: 'connect', url: A },
    ]);
    expect(sent(agent.opened())).toEqual([
      {
        type: 'hello',
        token: 'tok',
        agent_version: '3.0.0',
        os: 'linux',
        transport: 'service/v2',
        update_checks: true,
        tunnels: [{ labels: { app: 'web' } }],
        metadata: 'm',
      },
    ]);
    // A command before welcome is not obeyed.
    expect(agent.received(...frame({ type: 'command', command_id: 'c0', name: 'stop' }))).toEqual([]);
    expect(agent.received(...frame({ type: 'welcome', session_id: 'ts_1', heartbeat_ms: 1000 }))).toEqual([
      { type: 'log', line: 'connected: session ts_1, version 3.0.0' },
      { type: 'heartbeats', intervalMs: 1000 },
    ]);
    expect(agent.phase).toBe('online');
  });

  it('moves to the next server after a lost connection, with a backoff that grows until a welcome', () => {
    const agent = online();
    const lost = agent.closed(1006, '');
    expect(of(lost, 'reconnect_after')).toEqual([{ type: 'reconnect_after', delayMs: 50 }]);
    expect(of(agent.reconnectDue(), 'connect')).toEqual([{ type: 'connect', url: B }]);
    expect(of(agent.closed(1006, ''), 'reconnect_after')).toEqual([{ type: 'reconnect_after', delayMs: 100 }]);
    expect(of(agent.reconnectDue(), 'connect')).toEqual([{ type: 'connect', url: A }]);
    expect(of(agent.closed(1001, 'server shutting down'), 'log')).toEqual([
      { type: 'log', line: 'disconnected (1001 server shutting down); reconnecting in 200 ms' },
    ]);
  });

  it.each([
    [4401, 'the credential token is not valid'],
    [4403, 'the credential was revoked'],
    [4400, ''],
  ])('ends rejected on close code %d', (code, reason) => {
    const agent = online();
    expect(of(agent.closed(code, reason), 'settle')).toEqual([{ type: 'settle', outcome: { kind: 'rejected', reason: reason || `closed with ${code}` } }]);
    expect(agent.phase).toBe('ended');
    expect(agent.reconnectDue()).toEqual([]);
  });

  it('prints a refusal for the tunnel limit and tries again later: the close code 4429 is not fatal', () => {
    const agent = online();
    const message = 'Your account is limited to 100 online tunnels: 100 are online and this agent starts 1.';
    expect(agent.received(...frame({ type: 'error', code: 'TUNNEL_LIMIT_EXCEEDED', message }))).toEqual([
      { type: 'log', line: `server error TUNNEL_LIMIT_EXCEEDED: ${message}` },
    ]);
    const closed = agent.closed(4429, message);
    expect(of(closed, 'log')).toEqual([{ type: 'log', line: `disconnected (4429 ${message}); reconnecting in 50 ms` }]);
    expect(of(closed, 'settle')).toEqual([]);
    expect(of(agent.reconnectDue(), 'connect')).toHaveLength(1);
  });

  it('acknowledges stop, closes, and ends stopped once the socket closed', () => {
    const agent = online();
    const effects = agent.received(...frame({ type: 'command', command_id: 'c1', name: 'stop' }));
    expect(sent(effects)).toEqual([{ type: 'command_ack', command_id: 'c1' }]);
    expect(of(effects, 'close')).toEqual([{ type: 'close', code: 1000, reason: 'agent stopping' }]);
    expect(of(agent.closed(1000, ''), 'settle')).toEqual([{ type: 'settle', outcome: { kind: 'stopped' } }]);
  });

  it('runs an update to awaiting restart, refuses a second one, and restarts into the new version', () => {
    const agent = online();
    const update = agent.received(...frame({ type: 'command', command_id: 'u1', name: 'update', version: '3.2.0' }));
    expect(sent(update)).toEqual([
      { type: 'command_ack', command_id: 'u1' },
      { type: 'update_progress', state: 'downloading', version: '3.2.0' },
    ]);
    expect(of(update, 'download')).toEqual([{ type: 'download', version: '3.2.0', delayMs: 50 }]);
    expect(sent(agent.received(...frame({ type: 'command', command_id: 'u2', name: 'update', version: '3.2.0' })))).toEqual([
      expect.objectContaining({ type: 'command_refused', command_id: 'u2', code: 'AGENT_UPDATE_IN_PROGRESS' }),
    ]);
    expect(sent(agent.updateDownloaded())).toEqual([{ type: 'update_progress', state: 'awaiting_restart', version: '3.2.0' }]);
    // Reconnecting meanwhile tells the next server about the installed update.
    agent.closed(1006, '');
    agent.reconnectDue();
    expect(sent(agent.opened())[0]).toMatchObject({ type: 'hello', agent_version: '3.0.0', update: { state: 'awaiting_restart', version: '3.2.0' } });
    agent.received(...frame({ type: 'welcome', session_id: 'ts_2', heartbeat_ms: 1000 }));
    agent.received(...frame({ type: 'command', command_id: 'r1', name: 'restart' }));
    expect(of(agent.closed(1000, ''), 'settle')).toEqual([{ type: 'settle', outcome: { kind: 'restart', version: '3.2.0' } }]);
  });

  it('refuses what its own checks forbid (restart on windows)', () => {
    const agent = online(['--os', 'windows']);
    expect(sent(agent.received(...frame({ type: 'command', command_id: 'r1', name: 'restart' })))).toEqual([
      expect.objectContaining({ type: 'command_refused', command_id: 'r1', code: 'AGENT_RESTART_UNSUPPORTED_OS' }),
    ]);
    expect(agent.phase).toBe('online');
  });

  it('sends heartbeats, and drops a server silent for three intervals', () => {
    const agent = online();
    expect(agent.heartbeatDue(2500)).toEqual([{ type: 'send', message: { type: 'heartbeat' } }]);
    expect(agent.heartbeatDue(3001)).toEqual([{ type: 'log', line: 'server stopped answering; dropping the connection' }, { type: 'terminate' }]);
  });

  it('closes on a malformed frame, naming the fault', () => {
    const agent = online();
    expect(of(agent.received('{}', true), 'close')).toEqual([{ type: 'close', code: 4400, reason: 'server sent a binary frame' }]);
    expect(of(agent.received('not json', false), 'close')).toEqual([{ type: 'close', code: 4400, reason: 'server message is not valid JSON' }]);
  });

  it('shuts down cleanly when online, at once when waiting to reconnect', () => {
    const connected = online();
    expect(of(connected.shutdown(), 'close')).toEqual([{ type: 'close', code: 1000, reason: 'agent shutting down' }]);
    expect(connected.shutdown()).toEqual([]);
    const waiting = online();
    waiting.closed(1006, '');
    expect(of(waiting.shutdown(), 'settle')).toEqual([{ type: 'settle', outcome: { kind: 'stopped' } }]);
  });
});
