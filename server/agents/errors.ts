/**
 * The one error type of agent commands. Status and code are what the API returns for
 * POST /tunnel_sessions/{id}/{restart,stop,update} (spec/paths/tunnel_sessions_{id}_*.yaml; statuses per
 * docs/decisions/0004-error-registry.md: 404 unknown or another account's id, 409 state conflict).
 */
import type { CommandName, Refusal, RefusalCode } from '../../agent-protocol/index.js';

export type AgentCommandErrorCode = 'TUNNEL_SESSION_NOT_FOUND' | RefusalCode | 'AGENT_COMMAND_TIMEOUT';

export const AGENT_COMMAND_ERROR_STATUS: Readonly<Record<AgentCommandErrorCode, number>> = {
  TUNNEL_SESSION_NOT_FOUND: 404,
  AGENT_RESTART_UNSUPPORTED_OS: 409,
  AGENT_RESTART_UNSUPPORTED_TRANSPORT: 409,
  AGENT_UPDATE_UNAVAILABLE: 409,
  AGENT_UPDATE_CHECKS_DISABLED: 409,
  AGENT_UPDATE_IN_PROGRESS: 409,
  AGENT_UPDATE_AWAITING_RESTART: 409,
  // The agent is online but did not answer in time: a gateway timeout, as for any upstream.
  AGENT_COMMAND_TIMEOUT: 504,
};

export class AgentCommandError extends Error {
  override readonly name = 'AgentCommandError';
  readonly status: number;
  readonly code: AgentCommandErrorCode;

  constructor(code: AgentCommandErrorCode, message: string) {
    super(message);
    this.code = code;
    this.status = AGENT_COMMAND_ERROR_STATUS[code];
  }
}

export function sessionNotFound(sessionId: string): AgentCommandError {
  return new AgentCommandError('TUNNEL_SESSION_NOT_FOUND', `No online tunnel session with id ${JSON.stringify(sessionId.slice(0, 64))} exists.`);
}

export function commandTimeout(command: CommandName, timeoutMs: number): AgentCommandError {
  return new AgentCommandError('AGENT_COMMAND_TIMEOUT', `The agent did not acknowledge the ${command} command within ${timeoutMs} ms.`);
}

export function refused(refusal: Refusal): AgentCommandError {
  return new AgentCommandError(refusal.code, refusal.message);
}
