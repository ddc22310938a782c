export { createSessionHub, type SessionChange, type SessionHub, type SessionHubOptions } from './hub.js';
export type { AgentIdentity } from './agent-connection.js';
export { AgentCommandError, AGENT_COMMAND_ERROR_STATUS, type AgentCommandErrorCode } from './errors.js';
export { AGENT_CONNECT_PATH, type CommandName, type Transport } from '../../agent-protocol/index.js';
export type { Ref, TunnelRecord, TunnelSessionRecord } from './session-record.js';
export { toTunnelSessionResource, type TunnelSessionResource } from './resource.js';
