/**
 * The hub's command errors (server/agents/errors.ts) as the API's errors: the registry's codes and message
 * templates (spec/components/x-error-codes.yaml) win over the hub's own wording. The hub's
 * TUNNEL_SESSION_NOT_FOUND is the registry's NOT_FOUND, as for every unknown id
 * (docs/decisions/0004-error-registry.md: an offline or another account's session is indistinguishable from one
 * that never existed).
 */
import { resources } from '@tunnel-api/server';
import semver from 'semver';
import type { AgentCommandError, CommandName, TunnelSessionRecord } from '../agents/index.js';
import { ApiError } from '../errors/api-error.js';

export function tunnelSessionNotFound(id: string): ApiError {
  return new ApiError('NOT_FOUND', { kind: resources.tunnel_session.name, id });
}

/**
 * `record` is the session as it was when the command was sent: the refusals describe that state
 * (its OS, its running version), which is what the hub decided on.
 */
export function commandApiError(error: AgentCommandError, record: TunnelSessionRecord, command: CommandName, timeoutMs: number): ApiError {
  const id = record.id;
  switch (error.code) {
    case 'TUNNEL_SESSION_NOT_FOUND':
      return tunnelSessionNotFound(id);
    case 'AGENT_RESTART_UNSUPPORTED_OS':
      return new ApiError(error.code, { id, os: record.os });
    case 'AGENT_UPDATE_UNAVAILABLE':
      return new ApiError(error.code, { version: record.agent_version, major: semver.major(record.agent_version) });
    case 'AGENT_COMMAND_TIMEOUT':
      return new ApiError(error.code, { id, command, timeout_seconds: timeoutMs / 1000 });
    case 'AGENT_RESTART_UNSUPPORTED_TRANSPORT':
    case 'AGENT_UPDATE_CHECKS_DISABLED':
    case 'AGENT_UPDATE_IN_PROGRESS':
    case 'AGENT_UPDATE_AWAITING_RESTART':
      return new ApiError(error.code, { id });
  }
}
