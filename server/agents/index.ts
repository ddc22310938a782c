export { AGENT_CONNECT_PATH, type CommandName, type Transport } from '../../agent-protocol/index.js';
export type { AgentIdentity } from './agent-connection.js';
export { AGENT_COMMAND_ERROR_STATUS, AgentCommandError, type AgentCommandErrorCode } from './errors.js';
export { createSessionHub, type SessionChange, type SessionHub, type SessionHubOptions } from './hub.js';
export { type TunnelSessionResource, toTunnelSessionResource } from './resource.js';
export type { Ref, TunnelRecord, TunnelSessionRecord } from './session-record.js';
