/**
 * The conditions under which an agent refuses a command (spec/paths/tunnel_sessions_{id}_restart.yaml,
 * tunnel_sessions_{id}_update.yaml; docs/decisions/0015-agent-commands.md). Shared by the server, which decides them before sending, and by the agent
 * program, which checks them again on its side, so both speak the same codes and messages.
 */
import type { CommandName, RefusalCode, Transport, UpdateStatus } from './messages.js';

/** What the rules need to know about an agent. */
export interface AgentCommandState {
  agent_version: string;
  os: string;
  transport: Transport;
  update_checks: boolean;
  update: UpdateStatus;
}

export interface Refusal {
  code: RefusalCode;
  message: string;
}

/**
 * The refusal that follows from the agent's state alone, or undefined. Release availability is
 * decided separately (release-policy.ts) because only the server knows the releases.
 *
 * Update checks run in this order: an installed update waiting for a restart first (the state table's own row, docs/decisions/0015-agent-commands.md:
 * "agent updated, not restarted → call fails" under any condition), then one still running, then
 * the agent's configuration.
 */
export function stateRefusal(agent: AgentCommandState, command: CommandName): Refusal | undefined {
  if (command === 'restart') {
    if (agent.os === 'windows') {
      return {
        code: 'AGENT_RESTART_UNSUPPORTED_OS',
        message: 'The agent runs on windows, which cannot restart an agent in place; stop it and start it again instead.',
      };
    }
    if (agent.transport === 'ssh') {
      return {
        code: 'AGENT_RESTART_UNSUPPORTED_TRANSPORT',
        message: 'The session uses the ssh transport, whose agent cannot be restarted remotely.',
      };
    }
  }
  if (command === 'update') {
    if (agent.update.state === 'awaiting_restart') {
      return {
        code: 'AGENT_UPDATE_AWAITING_RESTART',
        message: `The agent already installed version ${agent.update.version}; restart it (at least 10 seconds after the update) to run the new version.`,
      };
    }
    if (agent.update.state === 'in_progress') {
      return {
        code: 'AGENT_UPDATE_IN_PROGRESS',
        message: `An update of the agent to version ${agent.update.version} is already in progress.`,
      };
    }
    if (!agent.update_checks) {
      return {
        code: 'AGENT_UPDATE_CHECKS_DISABLED',
        message: "The agent's configuration disables update checks, so it does not accept updates.",
      };
    }
  }
  return undefined;
}

export function updateUnavailable(agentVersion: string): Refusal {
  const major = agentVersion.split('.')[0] ?? agentVersion;
  return {
    code: 'AGENT_UPDATE_UNAVAILABLE',
    message: `No release newer than ${agentVersion} exists within major version ${major}; updates never cross a major version.`,
  };
}
