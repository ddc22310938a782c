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
 * Every incoming message is checked by the parser for its direction; a malformed one makes the
 * receiver close the socket with `CLOSE_CODES.protocolError` and a reason naming the fault.
 */
import semver from 'semver';
import {
  ProtocolError,
  readArray,
  readBoolean,
  readEnum,
  readObject,
  readOptionalString,
  readPositiveInteger,
  readString,
  type Fields,
} from './message-fields.js';

export { ProtocolError } from './message-fields.js';

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
export type UpdateStatus =
  | { state: 'idle' }
  | { state: 'in_progress' | 'awaiting_restart'; version: string };

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
  timeout: 4408,
} as const;
export const FATAL_CLOSE_CODES: readonly number[] = [
  CLOSE_CODES.protocolError,
  CLOSE_CODES.unauthorized,
  CLOSE_CODES.credentialRevoked,
];

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

export type AgentMessage =
  | HelloMessage
  | HeartbeatMessage
  | CommandAckMessage
  | CommandRefusedMessage
  | UpdateProgressMessage;

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

// ---------------------------------------------------------------------------------------------
// Field rules

const SEMVER_HINT = 'a semantic version such as 3.1.0';
const versionRule = { maxBytes: 64, pattern: /^\d+\.\d+\.\d+(?:[-+].*)?$/, patternHint: SEMVER_HINT };
const idRule = { maxBytes: 64, pattern: /^[A-Za-z0-9_-]+$/, patternHint: 'letters, digits, _ and -' };
export const OS_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;
export const REGION_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** Label keys as in Kubernetes-style selectors; values are any short printable text. */
export const LABEL_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,62}$/;
const LABEL_VALUE_PATTERN = /^[^\u0000-\u001f\u007f]+$/;
const MAX_TUNNELS = 64;
const MAX_LABELS = 32;

export function isSemver(value: string): boolean {
  return semver.valid(value) === value;
}

function readVersion(fields: Fields, key: string, where: string): string {
  const value = readString(fields, key, where, versionRule);
  if (!isSemver(value)) throw new ProtocolError(`${where}.${key} must be ${SEMVER_HINT}`);
  return value;
}

function readLabels(value: unknown, where: string): Record<string, string> {
  const fields = readObject(value, where);
  const entries = Object.entries(fields);
  if (entries.length === 0 || entries.length > MAX_LABELS) {
    throw new ProtocolError(`${where} must hold 1 to ${MAX_LABELS} labels`);
  }
  const labels: Record<string, string> = {};
  for (const [key] of entries) {
    if (!LABEL_KEY_PATTERN.test(key)) {
      throw new ProtocolError(`${where} key "${key.slice(0, 20)}" must be letters, digits, . _ / -`);
    }
    labels[key] = readString(fields, key, where, { maxBytes: 255, pattern: LABEL_VALUE_PATTERN, patternHint: 'printable text' });
  }
  return labels;
}

function readTunnels(fields: Fields): TunnelAnnouncement[] {
  return readArray(fields, 'tunnels', 'hello', MAX_TUNNELS).map((item, index) => {
    const where = `hello.tunnels[${index}]`;
    const tunnel = readObject(item, where);
    const name = readOptionalString(tunnel, 'name', where, { maxBytes: 64 });
    const labels = readLabels(tunnel['labels'], `${where}.labels`);
    return name === undefined ? { labels } : { name, labels };
  });
}

function readUpdateStatus(fields: Fields): UpdateStatus | undefined {
  if (fields['update'] === undefined) return undefined;
  const update = readObject(fields['update'], 'hello.update');
  const state = readEnum(update, 'state', 'hello.update', ['idle', 'in_progress', 'awaiting_restart'] as const);
  return state === 'idle' ? { state } : { state, version: readVersion(update, 'version', 'hello.update') };
}

function readHello(fields: Fields): HelloMessage {
  const hello: HelloMessage = {
    type: 'hello',
    token: readString(fields, 'token', 'hello', { maxBytes: 1024 }),
    agent_version: readVersion(fields, 'agent_version', 'hello'),
    os: readString(fields, 'os', 'hello', { maxBytes: 32, pattern: OS_PATTERN, patternHint: 'a lower-case OS name' }),
    transport: readEnum(fields, 'transport', 'hello', TRANSPORTS),
    update_checks: readBoolean(fields, 'update_checks', 'hello'),
    tunnels: readTunnels(fields),
  };
  const metadata = readOptionalString(fields, 'metadata', 'hello', { maxBytes: 4096 });
  if (metadata !== undefined) hello.metadata = metadata;
  const region = readOptionalString(fields, 'region', 'hello', {
    maxBytes: 32,
    pattern: REGION_PATTERN,
    patternHint: 'a lower-case region id such as us or eu',
  });
  if (region !== undefined) hello.region = region;
  const update = readUpdateStatus(fields);
  if (update !== undefined) hello.update = update;
  return hello;
}

function parseJsonObject(data: string, direction: string): Fields {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new ProtocolError(`${direction} message is not valid JSON`);
  }
  return readObject(value, `${direction} message`);
}

/** Validates one text frame from an agent. Throws ProtocolError naming the fault. */
export function parseAgentMessage(data: string): AgentMessage {
  const fields = parseJsonObject(data, 'agent');
  const type = readEnum(fields, 'type', 'message', [
    'hello',
    'heartbeat',
    'command_ack',
    'command_refused',
    'update_progress',
  ] as const);
  switch (type) {
    case 'hello':
      return readHello(fields);
    case 'heartbeat':
      return { type };
    case 'command_ack':
      return { type, command_id: readString(fields, 'command_id', type, idRule) };
    case 'command_refused':
      return {
        type,
        command_id: readString(fields, 'command_id', type, idRule),
        code: readEnum(fields, 'code', type, REFUSAL_CODES),
        message: readString(fields, 'message', type, { maxBytes: 512 }),
      };
    case 'update_progress':
      return {
        type,
        state: readEnum(fields, 'state', type, ['downloading', 'awaiting_restart', 'failed'] as const),
        version: readVersion(fields, 'version', type),
      };
  }
}

/** Validates one text frame from the server. Throws ProtocolError naming the fault. */
export function parseServerMessage(data: string): ServerMessage {
  const fields = parseJsonObject(data, 'server');
  const type = readEnum(fields, 'type', 'message', ['welcome', 'heartbeat_ack', 'command', 'error'] as const);
  switch (type) {
    case 'welcome':
      return {
        type,
        session_id: readString(fields, 'session_id', type, idRule),
        heartbeat_ms: readPositiveInteger(fields, 'heartbeat_ms', type),
      };
    case 'heartbeat_ack':
      return { type };
    case 'command': {
      const command: CommandMessage = {
        type,
        command_id: readString(fields, 'command_id', type, idRule),
        name: readEnum(fields, 'name', type, COMMAND_NAMES),
      };
      if (fields['version'] !== undefined) command.version = readVersion(fields, 'version', type);
      return command;
    }
    case 'error':
      return {
        type,
        code: readString(fields, 'code', type, { maxBytes: 64 }),
        message: readString(fields, 'message', type, { maxBytes: 512 }),
      };
  }
}

export function encodeMessage(message: AgentMessage | ServerMessage): string {
  return JSON.stringify(message);
}

/** Close reasons are limited to 123 bytes (RFC 6455 §5.5: control frame payload ≤ 125 bytes). */
export function closeReason(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= 123) return text;
  return `${bytes.subarray(0, 120).toString('utf8').replace(/\uFFFD$/, '')}...`;
}
