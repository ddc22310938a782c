/**
 * The agent control protocol, version 1: JSON text messages over one WebSocket (RFC 6455) that an
 * agent opens to `AGENT_CONNECT_PATH` on the API server (docs/decisions/0014-agent-sessions.md).
 *
 * Versioning: the version is part of the path (`/agent/v1/connect`). Within a version, changes are
 * additive only and readers ignore fields they do not know (tolerant reader); an incompatible change
 * gets a new path, which a server can serve next to the old one.
 *
 * Conversation:
 *
 *   agent                                   server
 *   hello {token, agent_version, …}   →
 *                                     ←     welcome {session_id, heartbeat_ms}   (or error + close)
 *   heartbeat                         →     (every heartbeat_ms)
 *                                     ←     heartbeat_ack
 *                                     ←     command {command_id, name, version?}
 *   command_ack {command_id}          →     (the agent accepted and carries it out), or
 *   command_refused {command_id, code, message}
 *   update_progress {state, version}  →     (while an accepted update runs, and when it completes)
 *
 * While the socket is open after `welcome`, the agent is an online tunnel session
 * (spec/paths/tunnel_sessions.yaml: "Only online sessions are listed"). Restart and stop end the session: the agent
 * acknowledges, then closes the socket with 1000.
 *
 * Every incoming message is checked by the parser for its direction (parse.ts); a malformed one makes the
 * receiver close the socket with `CLOSE_CODES.protocolError` and a reason naming the fault.
 */

export const PROTOCOL_VERSION = 1;
export const AGENT_CONNECT_PATH = `/agent/v${PROTOCOL_VERSION}/connect`;

/** Transports named in spec/components/schemas/TunnelSession.yaml `transport`. */
export const TRANSPORTS = ['service/v2', 'ssh'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const COMMAND_NAMES = ['restart', 'stop', 'update'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/**
 * Why an agent may refuse a command (docs/decisions/0015-agent-commands.md). The server decides these itself
 * before sending; the agent checks them again on its side (defence in depth), and a refusal from
 * the agent reaches the API caller with the same code.
 */
export const REFUSAL_CODES = [
  'AGENT_RESTART_UNSUPPORTED_OS',
  'AGENT_RESTART_UNSUPPORTED_TRANSPORT',
  'AGENT_UPDATE_UNAVAILABLE',
  'AGENT_UPDATE_CHECKS_DISABLED',
  'AGENT_UPDATE_IN_PROGRESS',
  'AGENT_UPDATE_AWAITING_RESTART',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** An update the agent has accepted: still downloading, or installed and waiting for a restart. */
export type UpdateStatus = { state: 'idle' } | { state: 'in_progress' | 'awaiting_restart'; version: string };

/**
 * Close codes. 1000/1001/1011 are RFC 6455 §7.4.1; the 44xx codes are in the private range
 * (4000–4999) and mirror the HTTP status they resemble. An agent does not reconnect after the
 * `fatal` ones, because retrying with the same token or the same code cannot succeed.
 */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  internalError: 1011,
  protocolError: 4400,
  unauthorized: 4401,
  credentialRevoked: 4403,
  /** The credential's ACL does not allow a label the agent binds (server/agents/credential-acl.ts). */
  forbidden: 4403,
  timeout: 4408,
  /**
   * The account already has as many online tunnels as the server allows (server/agents/tunnel-limit.ts). Not fatal:
   * a tunnel that goes offline frees a place, and the agent's next try may take it.
   */
  tunnelLimit: 4429,
} as const;
export const FATAL_CLOSE_CODES: readonly number[] = [CLOSE_CODES.protocolError, CLOSE_CODES.unauthorized, CLOSE_CODES.credentialRevoked];

/** Largest message either side accepts (ws `maxPayload`). */
export const MAX_MESSAGE_BYTES = 64 * 1024;

// ---------------------------------------------------------------------------------------------
// Agent → server

export interface TunnelAnnouncement {
  name?: string;
  labels: Record<string, string>;
}

export interface HelloMessage {
  type: 'hello';
  /** A credential token (spec/components/schemas/TunnelSession.yaml `credential`: tunnel credential used by the agent). */
  token: string;
  /** Semantic version of the running agent code. */
  agent_version: string;
  /** Operating system of the agent's host, lower case (`linux`, `darwin`, `windows`, …). */
  os: string;
  transport: Transport;
  /** User-defined data from the agent's configuration (max 4096 bytes, docs/decisions/0005-byte-limits.md). */
  metadata?: string;
  /** Region to start in; the server's default region when absent. */
  region?: string;
  /** False when the agent's configuration disables update checks (docs/decisions/0015-agent-commands.md). */
  update_checks: boolean;
  /** An update accepted before this connection; absent means idle. */
  update?: UpdateStatus;
  tunnels: TunnelAnnouncement[];
}

export interface HeartbeatMessage {
  type: 'heartbeat';
}

export interface CommandAckMessage {
  type: 'command_ack';
  command_id: string;
}

export interface CommandRefusedMessage {
  type: 'command_refused';
  command_id: string;
  code: RefusalCode;
  message: string;
}

export interface UpdateProgressMessage {
  type: 'update_progress';
  /** `failed` returns the agent to idle; `awaiting_restart` means the new code runs after a restart. */
  state: 'downloading' | 'awaiting_restart' | 'failed';
  version: string;
}

export type AgentMessage = HelloMessage | HeartbeatMessage | CommandAckMessage | CommandRefusedMessage | UpdateProgressMessage;

// ---------------------------------------------------------------------------------------------
// Server → agent

export interface WelcomeMessage {
  type: 'welcome';
  session_id: string;
  /** How often the agent sends `heartbeat`; the server drops a session silent for two intervals. */
  heartbeat_ms: number;
}

export interface HeartbeatAckMessage {
  type: 'heartbeat_ack';
}

export interface CommandMessage {
  type: 'command';
  command_id: string;
  name: CommandName;
  /** Update only: the release to install, the newest within the agent's major version. */
  version?: string;
}

/** Sent just before the server closes the socket for a reason the agent should log. */
export interface ErrorMessage {
  type: 'error';
  code: string;
  message: string;
}

export type ServerMessage = WelcomeMessage | HeartbeatAckMessage | CommandMessage | ErrorMessage;
