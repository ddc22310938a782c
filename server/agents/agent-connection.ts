/**
 * One agent's control socket, from the first byte to the close: waits for `hello`, authenticates
 * the token, becomes an online tunnel session, watches heartbeats, and carries commands to the agent
 * and their answers back (agent-protocol/messages.ts describes the conversation).
 *
 * The session ends the moment the hub decides so (missed heartbeat, revoked credential, shutdown) —
 * not when the close handshake completes — because a silent peer may never complete it.
 */
import type { RawData, WebSocket } from 'ws';
import {
  type AgentMessage,
  CLOSE_CODES,
  type CommandName,
  closeReason,
  encodeMessage,
  type HelloMessage,
  ProtocolError,
  parseAgentMessage,
  type ServerMessage,
  type UpdateProgressMessage,
  type UpdateStatus,
} from '../../agent-protocol/index.js';
import { newId } from '../ids/index.js';
import { unavailabilityOf } from '../storage/availability.js';
import { ACL_REFUSAL_CODE, aclRefusalMessage, deniedLabel } from './credential-acl.js';
import { type AgentCommandError, commandTimeout, refused, sessionNotFound } from './errors.js';
import { newSessionRecord, type TunnelSessionRecord } from './session-record.js';

/** Who a credential token belongs to. */
export interface AgentIdentity {
  accountId: string;
  credentialId: string;
  /** The credential's ACL (credential-acl.ts); absent or empty allows every bind. */
  acl?: readonly string[];
}

export interface ConnectionContext {
  heartbeatMs: number;
  commandTimeoutMs: number;
  regionDefault: string;
  publicUrl: string;
  now(): Date;
  authenticate(token: string): Promise<AgentIdentity | undefined>;
  /**
   * Publishes the new session (before `welcome`: once the agent hears it, every instance lists it); resolves with
   * the refusal the agent gets instead when a limit forbids it (tunnel-limit.ts), and then publishes nothing.
   */
  admit(record: TunnelSessionRecord): Promise<AdmissionRefusal | undefined>;
  /** Takes back an admitted session whose socket closed before it went online. */
  withdraw(record: TunnelSessionRecord): void;
  /** The session became online (after `welcome` was sent). */
  online(connection: AgentConnection): void;
  /** The session ended; called once, only for sessions that were online, with their last record. */
  offline(connection: AgentConnection, record: TunnelSessionRecord): void;
  /** The session's record changed (update state). */
  changed(connection: AgentConnection): void;
}

/** Why a session was not admitted: what the agent is told and the code its socket is closed with. */
export interface AdmissionRefusal {
  closeCode: number;
  code: string;
  message: string;
}

type Phase = 'awaiting_hello' | 'authenticating' | 'online' | 'closed';

interface PendingCommand {
  timer: NodeJS.Timeout;
  resolve(): void;
  reject(error: AgentCommandError): void;
}

/** How long a peer that does not answer our close frame keeps its socket. */
const CLOSE_GRACE_MS = 1000;

export class AgentConnection {
  readonly #socket: WebSocket;
  readonly #ip: string;
  readonly #context: ConnectionContext;
  readonly #pending = new Map<string, PendingCommand>();
  readonly #watchdog: NodeJS.Timeout;
  #phase: Phase = 'awaiting_hello';
  #record: TunnelSessionRecord | undefined;
  /** Resolves when the socket is closed for good. */
  readonly closed: Promise<void>;

  constructor(socket: WebSocket, ip: string, context: ConnectionContext) {
    this.#socket = socket;
    this.#ip = ip;
    this.#context = context;
    // Two heartbeat intervals: one may be late, two missed in a row means the agent is gone.
    this.#watchdog = setTimeout(() => this.#onSilence(), 2 * context.heartbeatMs);
    this.closed = new Promise((resolve) => {
      socket.once('close', () => {
        this.#end();
        resolve();
      });
    });
    socket.on('message', (data, isBinary) => this.#onMessage(data, isBinary));
    // A socket error is always followed by 'close'; handling it here keeps it from crashing the server.
    socket.on('error', () => undefined);
  }

  /** The live record while online (the hub copies it before handing it out). */
  get record(): TunnelSessionRecord | undefined {
    return this.#phase === 'online' ? this.#record : undefined;
  }

  /**
   * Sends a command and settles when the agent answers: resolves on `command_ack`, rejects with the
   * agent's refusal, with AGENT_COMMAND_TIMEOUT after commandTimeoutMs, or with
   * TUNNEL_SESSION_NOT_FOUND when the session ends first.
   */
  sendCommand(name: CommandName, version?: string): Promise<void> {
    const record = this.record;
    if (record === undefined) return Promise.reject(sessionNotFound(''));
    const commandId = newId('cmd');
    return new Promise<void>((resolve, reject) => {
      // Mark an update as running before the agent answers, so a second update call made meanwhile
      // is refused with AGENT_UPDATE_IN_PROGRESS instead of reaching the agent twice.
      const restoreUpdate = name === 'update' && version !== undefined ? this.#markUpdating(record, version) : () => {};
      const timer = setTimeout(() => {
        this.#pending.delete(commandId);
        restoreUpdate();
        reject(commandTimeout(name, this.#context.commandTimeoutMs));
      }, this.#context.commandTimeoutMs);
      this.#pending.set(commandId, {
        timer,
        resolve,
        reject: (error) => {
          restoreUpdate();
          reject(error);
        },
      });
      const command: ServerMessage =
        version === undefined ? { type: 'command', command_id: commandId, name } : { type: 'command', command_id: commandId, name, version };
      this.#send(command);
    });
  }

  /** Ends the session now and closes the socket with `code` and `reason`. */
  drop(code: number, reason: string): void {
    if (this.#phase === 'closed') return;
    this.#end();
    this.#socket.close(code, closeReason(reason));
    const terminate = setTimeout(() => this.#socket.terminate(), CLOSE_GRACE_MS);
    terminate.unref();
    void this.closed.then(() => clearTimeout(terminate));
  }

  /**
   * Closes with 1011 (the agent tries again) for a failure of the server's own: named as the HTTP API names it when
   * the database is away or full (`DATABASE_UNAVAILABLE`, `STORAGE_FULL`, server/http/error-handler.ts), so an
   * operator reading the agent's log sees why; `INTERNAL_ERROR` with `message` otherwise.
   */
  failLater(error: unknown, message: string): void {
    const unavailability = unavailabilityOf(error);
    if (unavailability === 'unavailable') this.fail(CLOSE_CODES.internalError, 'DATABASE_UNAVAILABLE', `the server's database is unavailable; ${message}`);
    else if (unavailability === 'disk_full') this.fail(CLOSE_CODES.internalError, 'STORAGE_FULL', `the server's storage is full; ${message}`);
    else this.fail(CLOSE_CODES.internalError, 'INTERNAL_ERROR', message);
  }

  /** Sends an `error` message the agent will log, then drops the connection. */
  fail(code: number, errorCode: string, message: string): void {
    this.#send({ type: 'error', code: errorCode, message });
    this.drop(code, message);
  }

  #markUpdating(record: TunnelSessionRecord, version: string): () => void {
    const previous = record.update;
    const marked: UpdateStatus = { state: 'in_progress', version };
    record.update = marked;
    this.#context.changed(this);
    return () => {
      // Only undo our own mark: progress reported by the agent meanwhile is the truth.
      if (record.update === marked) {
        record.update = previous;
        if (this.#phase === 'online') this.#context.changed(this);
      }
    };
  }

  #end(): void {
    if (this.#phase === 'closed') return;
    const wasOnline = this.#phase === 'online';
    this.#phase = 'closed';
    clearTimeout(this.#watchdog);
    for (const [commandId, pending] of this.#pending) {
      clearTimeout(pending.timer);
      this.#pending.delete(commandId);
      pending.reject(sessionNotFound(this.#record?.id ?? ''));
    }
    if (wasOnline && this.#record !== undefined) this.#context.offline(this, this.#record);
  }

  #onSilence(): void {
    const waited = 2 * this.#context.heartbeatMs;
    const reason = this.#phase === 'awaiting_hello' ? `no hello within ${waited} ms` : `no heartbeat within ${waited} ms`;
    this.fail(CLOSE_CODES.timeout, 'TIMEOUT', reason);
  }

  #onMessage(data: RawData, isBinary: boolean): void {
    if (this.#phase === 'closed') return;
    this.#watchdog.refresh();
    let message: AgentMessage;
    try {
      if (isBinary) throw new ProtocolError('messages must be text frames holding JSON');
      message = parseAgentMessage(rawDataToString(data));
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      this.fail(CLOSE_CODES.protocolError, 'PROTOCOL_ERROR', error.message);
      return;
    }
    this.#dispatch(message);
  }

  #dispatch(message: AgentMessage): void {
    if (this.#phase === 'awaiting_hello') {
      if (message.type !== 'hello') {
        this.fail(CLOSE_CODES.protocolError, 'PROTOCOL_ERROR', `the first message must be hello, not ${message.type}`);
        return;
      }
      this.#phase = 'authenticating';
      void this.#authenticate(message);
      return;
    }
    if (this.#phase === 'authenticating') {
      this.fail(CLOSE_CODES.protocolError, 'PROTOCOL_ERROR', `${message.type} sent before welcome`);
      return;
    }
    switch (message.type) {
      case 'hello':
        this.fail(CLOSE_CODES.protocolError, 'PROTOCOL_ERROR', 'hello sent twice');
        return;
      case 'heartbeat':
        this.#send({ type: 'heartbeat_ack' });
        return;
      case 'command_ack':
        this.#settle(message.command_id, (pending) => pending.resolve());
        return;
      case 'command_refused':
        this.#settle(message.command_id, (pending) => pending.reject(refused(message)));
        return;
      case 'update_progress':
        this.#onUpdateProgress(message);
        return;
    }
  }

  /** An answer to a command that already timed out is ignored: the caller has had its answer. */
  #settle(commandId: string, settle: (pending: PendingCommand) => void): void {
    const pending = this.#pending.get(commandId);
    if (pending === undefined) return;
    clearTimeout(pending.timer);
    this.#pending.delete(commandId);
    settle(pending);
  }

  #onUpdateProgress(message: UpdateProgressMessage): void {
    const record = this.#record;
    if (record === undefined) return;
    const next: UpdateStatus =
      message.state === 'failed'
        ? { state: 'idle' }
        : { state: message.state === 'downloading' ? 'in_progress' : 'awaiting_restart', version: message.version };
    if (sameUpdateStatus(record.update, next)) return;
    record.update = next;
    this.#context.changed(this);
  }

  async #authenticate(hello: HelloMessage): Promise<void> {
    let identity: AgentIdentity | undefined;
    try {
      identity = await this.#context.authenticate(hello.token);
    } catch (error) {
      if (this.#phase === 'authenticating') this.failLater(error, 'credential check failed, try again later');
      return;
    }
    if (this.#phase !== 'authenticating') return;
    if (identity === undefined) {
      this.fail(CLOSE_CODES.unauthorized, 'UNAUTHORIZED', 'the credential token is not valid');
      return;
    }
    const denied = deniedLabel(identity.acl ?? [], hello.tunnels);
    if (denied !== undefined) {
      this.fail(CLOSE_CODES.forbidden, ACL_REFUSAL_CODE, aclRefusalMessage(identity.credentialId, denied));
      return;
    }
    const { publicUrl, regionDefault, now } = this.#context;
    const record = newSessionRecord(hello, identity, { ip: this.#ip, publicUrl, regionDefault, startedAt: now() });
    let refusal: AdmissionRefusal | undefined;
    try {
      refusal = await this.#context.admit(record);
    } catch (error) {
      this.#context.withdraw(record);
      if (this.#phase === 'authenticating') this.failLater(error, 'the session could not be registered, try again later');
      return;
    }
    if (refusal !== undefined) {
      if (this.#phase === 'authenticating') this.fail(refusal.closeCode, refusal.code, refusal.message);
      return;
    }
    if (this.#phase !== 'authenticating') {
      this.#context.withdraw(record);
      return;
    }
    this.#record = record;
    this.#phase = 'online';
    this.#send({ type: 'welcome', session_id: record.id, heartbeat_ms: this.#context.heartbeatMs });
    this.#context.online(this);
  }

  #send(message: ServerMessage): void {
    // A failed send means the socket is going away; its 'close' event ends the session.
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(encodeMessage(message), () => undefined);
  }
}

function sameUpdateStatus(a: UpdateStatus, b: UpdateStatus): boolean {
  return a.state === b.state && (a.state === 'idle' || (b.state !== 'idle' && a.version === b.version));
}

function rawDataToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}
