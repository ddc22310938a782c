/**
 * The validating parsers of the agent control protocol (messages.ts), one per direction, and the
 * encoding and close-reason rules both sides share. Every incoming message goes through one of them;
 * a ProtocolError names the fault, and becomes the close reason the peer logs.
 */
import semver from 'semver';
import {
  type Fields,
  ProtocolError,
  readArray,
  readBoolean,
  readEnum,
  readObject,
  readOptionalString,
  readPositiveInteger,
  readString,
} from './message-fields.js';
import {
  type AgentMessage,
  COMMAND_NAMES,
  type CommandMessage,
  type HelloMessage,
  REFUSAL_CODES,
  type ServerMessage,
  TRANSPORTS,
  type TunnelAnnouncement,
  type UpdateStatus,
} from './messages.js';

const SEMVER_HINT = 'a semantic version such as 3.1.0';
const versionRule = { maxBytes: 64, pattern: /^\d+\.\d+\.\d+(?:[-+].*)?$/, patternHint: SEMVER_HINT };
const idRule = { maxBytes: 64, pattern: /^[A-Za-z0-9_-]+$/, patternHint: 'letters, digits, _ and -' };
export const OS_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;
export const REGION_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** Label keys as in Kubernetes-style selectors; values are any short printable text. */
export const LABEL_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,62}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern refuses control characters, so it names them.
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
  const type = readEnum(fields, 'type', 'message', ['hello', 'heartbeat', 'command_ack', 'command_refused', 'update_progress'] as const);
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
  return `${bytes
    .subarray(0, 120)
    .toString('utf8')
    .replace(/\uFFFD$/, '')}...`;
}
