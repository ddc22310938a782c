/** The agent program's small parts: backoff, re-exec arguments, connect URL, OS name, its own command checks. */
import { describe, expect, it } from 'vitest';
import { type AgentOptions, AgentState, agentConnectUrl, hostOs, parseAgentArgs, reconnectDelayMs, reexecArguments } from '../../agent/index.js';
import { clientIp } from '../../server/agents/client-ip.js';

describe('reconnectDelayMs', () => {
  const range = { minMs: 100, maxMs: 1000 };
  it.each([
    [0, 0, 50],
    [0, 1, 100],
    [1, 0, 100],
    [2, 1, 400],
    [3, 0.5, 600],
    [4, 1, 1000],
    [50, 0, 500],
  ])('attempt %d with random %d → %d ms', (attempt, random, want) => {
    expect(reconnectDelayMs(attempt, range, () => random)).toBe(want);
  });
});

describe('reexecArguments', () => {
  it('keeps the script and arguments and sets the version to run', () => {
    expect(reexecArguments(['scripts/agent.ts', '--token', 't', '--version', '3.0.0', '--label', 'a=b'], '3.2.0')).toEqual([
      'scripts/agent.ts',
      '--token',
      't',
      '--label',
      'a=b',
      '--version',
      '3.2.0',
    ]);
    expect(reexecArguments(['agent.ts', '--version=3.0.0'], '3.1.0')).toEqual(['agent.ts', '--version', '3.1.0']);
  });
});

describe('agentConnectUrl', () => {
  it.each([
    ['http://127.0.0.1:4010', 'ws://127.0.0.1:4010/agent/v1/connect'],
    ['https://api.example.com/', 'wss://api.example.com/agent/v1/connect'],
    ['https://example.com/api/?x=1#y', 'wss://example.com/api/agent/v1/connect'],
    ['ws://h:1', 'ws://h:1/agent/v1/connect'],
  ])('%s → %s', (server, want) => {
    expect(agentConnectUrl(server)).toBe(want);
  });
});

describe('hostOs and clientIp', () => {
  it('names Windows as users do and shows IPv4 peers as IPv4', () => {
    expect(hostOs('win32')).toBe('windows');
    expect(hostOs('linux')).toBe('linux');
    expect(clientIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp('::1')).toBe('::1');
  });
});

describe("AgentState: the agent's own checks (defence in depth)", () => {
  const options = (args: string[] = []) => parseAgentArgs(['--server', 'http://h', '--token', 't', '--version', '3.1.0', ...args]) as AgentOptions;
  const update = (version?: string) => ({ type: 'command' as const, command_id: 'c', name: 'update' as const, ...(version ? { version } : {}) });

  it('refuses an update that crosses a major version, is not newer, or names no version', () => {
    const state = new AgentState(options());
    expect(state.refusalFor(update('4.0.0'))?.code).toBe('AGENT_UPDATE_UNAVAILABLE');
    expect(state.refusalFor(update('3.1.0'))?.code).toBe('AGENT_UPDATE_UNAVAILABLE');
    expect(state.refusalFor(update())?.code).toBe('AGENT_UPDATE_UNAVAILABLE');
    expect(state.refusalFor(update('3.2.0'))).toBeUndefined();
  });

  it('walks an update from in progress to awaiting restart, and restarts into the installed version', () => {
    const state = new AgentState(options());
    state.beginUpdate('3.2.0');
    expect(state.refusalFor(update('3.2.0'))?.code).toBe('AGENT_UPDATE_IN_PROGRESS');
    expect(state.installedVersion).toBe('3.1.0');
    state.completeUpdate();
    expect(state.update).toEqual({ state: 'awaiting_restart', version: '3.2.0' });
    expect(state.refusalFor(update('3.2.0'))?.code).toBe('AGENT_UPDATE_AWAITING_RESTART');
    expect(state.installedVersion).toBe('3.2.0');
    expect(state.runningVersion).toBe('3.1.0');
  });

  it('refuses restart on windows and over ssh', () => {
    const restart = { type: 'command' as const, command_id: 'c', name: 'restart' as const };
    expect(new AgentState(options(['--os', 'windows'])).refusalFor(restart)?.code).toBe('AGENT_RESTART_UNSUPPORTED_OS');
    expect(new AgentState(options(['--transport', 'ssh'])).refusalFor(restart)?.code).toBe('AGENT_RESTART_UNSUPPORTED_TRANSPORT');
    expect(new AgentState(options(['--no-update-checks'])).refusalFor(update('3.2.0'))?.code).toBe('AGENT_UPDATE_CHECKS_DISABLED');
  });
});
