import { describe, expect, it } from 'vitest';
import { type AgentCommandState, type CommandName, stateRefusal, updateUnavailable } from '../../agent-protocol/index.js';

const agent: AgentCommandState = {
  agent_version: '3.1.0',
  os: 'linux',
  transport: 'service/v2',
  update_checks: true,
  update: { state: 'idle' },
};

describe('stateRefusal', () => {
  it.each<[string, Partial<AgentCommandState>, CommandName, string | undefined]>([
    ['a linux agent restarts', {}, 'restart', undefined],
    ['windows cannot restart', { os: 'windows' }, 'restart', 'AGENT_RESTART_UNSUPPORTED_OS'],
    ['ssh cannot restart', { transport: 'ssh' }, 'restart', 'AGENT_RESTART_UNSUPPORTED_TRANSPORT'],
    ['windows may stop', { os: 'windows' }, 'stop', undefined],
    ['windows may update', { os: 'windows' }, 'update', undefined],
    ['update with checks disabled', { update_checks: false }, 'update', 'AGENT_UPDATE_CHECKS_DISABLED'],
    ['update while one runs', { update: { state: 'in_progress', version: '3.2.0' } }, 'update', 'AGENT_UPDATE_IN_PROGRESS'],
    ['update awaiting restart', { update: { state: 'awaiting_restart', version: '3.2.0' } }, 'update', 'AGENT_UPDATE_AWAITING_RESTART'],
    [
      'awaiting restart wins over disabled checks',
      { update_checks: false, update: { state: 'awaiting_restart', version: '3.2.0' } },
      'update',
      'AGENT_UPDATE_AWAITING_RESTART',
    ],
    ['restart while updating is allowed', { update: { state: 'in_progress', version: '3.2.0' } }, 'restart', undefined],
  ])('%s', (_, change, command, code) => {
    expect(stateRefusal({ ...agent, ...change }, command)?.code).toBe(code);
  });

  it('says what to do in its messages', () => {
    expect(stateRefusal({ ...agent, os: 'windows' }, 'restart')?.message).toBe(
      'The agent runs on windows, which cannot restart an agent in place; stop it and start it again instead.',
    );
    expect(stateRefusal({ ...agent, update: { state: 'awaiting_restart', version: '3.2.0' } }, 'update')?.message).toBe(
      'The agent already installed version 3.2.0; restart it (at least 10 seconds after the update) to run the new version.',
    );
    expect(updateUnavailable('3.1.0')).toEqual({
      code: 'AGENT_UPDATE_UNAVAILABLE',
      message: 'No release newer than 3.1.0 exists within major version 3; updates never cross a major version.',
    });
  });
});
