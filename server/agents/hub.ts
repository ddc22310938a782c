/**
 * The session hub: accepts agent control sockets on `/agent/v1/connect` of an existing HTTP server, keeps the
 * online tunnel sessions (spec/components/schemas/TunnelSession.yaml, spec/paths/tunnel_sessions.yaml) and
 * sends them commands with the rules of docs/decisions/0015-agent-commands.md. It publishes its sessions in a
 * directory that every instance reads, and reaches the agents of other instances through a relay
 * (docs/decisions/0014-agent-sessions.md, docs/decisions/0031-cluster.md).
 *
 * It listens to the server's 'upgrade' event with a `noServer` WebSocketServer, so the same socket
 * can serve the HTTP API (Fastify) and the agents.
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  AGENT_CONNECT_PATH,
  CLOSE_CODES,
  type CommandName,
  isSemver,
  MAX_MESSAGE_BYTES,
  newestReleaseWithinMajor,
  stateRefusal,
  updateUnavailable,
} from '../../agent-protocol/index.js';
import { DEFAULT_AGENT_COMMAND_TIMEOUT_MS, DEFAULT_AGENT_HEARTBEAT_MS, MAX_TUNNELS_PER_ACCOUNT } from '../config.js';
import { isWebSocketUpgrade, serveIgnoringUpgrade } from '../http/ignore-upgrade.js';
import { answeringUpgradeListeners } from '../http/upgrade-observers.js';
import { AgentConnection, type AgentIdentity, type ConnectionContext } from './agent-connection.js';
import { clientIp } from './client-ip.js';
import type { CommandRelay } from './command-relay.js';
import { ACL_REFUSAL_CODE, aclRefusalMessage, deniedLabel } from './credential-acl.js';
import { refused, sessionNotFound } from './errors.js';
import { createMemoryDirectory, type SessionDirectory, type SessionPage } from './session-directory.js';
import { copyRecord, copyTunnel, type TunnelRecord, type TunnelSessionRecord } from './session-record.js';
import { TUNNEL_LIMIT_CODE, tunnelLimitMessage } from './tunnel-limit.js';

export type { AgentIdentity } from './agent-connection.js';

export interface SessionHubOptions {
  server: HttpServer | HttpsServer;
  /** Resolves a credential token to its account and credential; undefined when unknown or revoked. */
  authenticate(token: string): Promise<AgentIdentity | undefined>;
  /** Agent versions the server can deliver (semver), the pool for update commands. */
  releases: readonly string[];
  /** Heartbeat interval told to agents; a session silent for two intervals is dropped. Default 10 s. */
  heartbeatMs?: number;
  /** How long a command waits for the agent's acknowledgement. Default 10 s. */
  commandTimeoutMs?: number;
  /** Region of sessions whose agent names none. Default `us`. */
  regionDefault?: string;
  /** Base of the `uri`s in records (the server's public URL, no trailing `/`). Default ''. */
  publicUrl?: string;
  now?: () => Date;
  /**
   * The credential's current ACL, read when it changed (`recheckCredential`); undefined when the credential is
   * gone. Without it a changed ACL closes nothing until the agents reconnect.
   */
  readAcl?(accountId: string, credentialId: string): Promise<readonly string[] | undefined>;
  /** Where sessions are published and read; default: this process's memory (a single instance). */
  directory?: SessionDirectory;
  /** How commands reach sessions of other instances; none for a single instance. */
  relay?: CommandRelay;
  /** Tunnels an account may have online at once, on every instance (tunnel-limit.ts). Default `MAX_TUNNELS_PER_ACCOUNT`. */
  maxTunnelsPerAccount?: number;
  /** The first wait before a failed removal of a session's row is tried again (doubling up to 30 s). Default 1 s. */
  removalRetryMs?: number;
}

const DEFAULT_REMOVAL_RETRY_MS = 1_000;
const MAX_REMOVAL_RETRY_MS = 30_000;

/** `changed`: the session's update state moved (docs/decisions/0015-agent-commands.md). */
export interface SessionChange {
  type: 'online' | 'changed' | 'offline';
  session: TunnelSessionRecord;
}

/**
 * Reads see every online session of the service (every instance's, through the directory); the
 * events and `connectedCount` are about this instance's own agents.
 */
export interface SessionHub {
  /** The account's online sessions, newest first. */
  list(accountId: string): Promise<TunnelSessionRecord[]>;
  /** A page of the account's online sessions older than `beforeId`, newest first. */
  page(accountId: string, options: { beforeId?: string | undefined; limit: number }): Promise<SessionPage>;
  /** One online session of the account; undefined when unknown, offline or another account's. */
  get(accountId: string, sessionId: string): Promise<TunnelSessionRecord | undefined>;
  /** Every tunnel of the account's online sessions, newest session first. */
  onlineTunnels(accountId: string): Promise<TunnelRecord[]>;
  /**
   * Sends restart, stop or update to the session wherever its agent is connected; resolves once the
   * agent acknowledged, else rejects with AgentCommandError.
   */
  command(accountId: string, sessionId: string, name: CommandName): Promise<void>;
  /** Drops every session started with the credential (revoked or deleted), on every instance; returns how many were here. */
  disconnectCredential(credentialId: string): number;
  /**
   * The credential's ACL changed: on every instance, its sessions that bind a label the ACL no longer allows are
   * closed with the refusal an agent gets when it connects (credential-acl.ts). Resolves once this instance's are.
   */
  recheckCredential(credentialId: string): Promise<void>;
  /** Calls `listener` on every change of this instance's sessions; returns the function that unsubscribes it. */
  onChange(listener: (change: SessionChange) => void): () => void;
  /** How many online sessions this instance holds (the metrics' connected agents). */
  connectedCount(): number;
  /** Closes every agent socket (1001), stops accepting new ones, and withdraws the sessions. */
  close(): Promise<void>;
}

export function createSessionHub(options: SessionHubOptions): SessionHub {
  for (const release of options.releases) {
    if (!isSemver(release)) throw new TypeError(`createSessionHub: release ${JSON.stringify(release)} is not semver`);
  }
  const releases = [...options.releases];
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_AGENT_HEARTBEAT_MS;
  const commandTimeoutMs = options.commandTimeoutMs ?? DEFAULT_AGENT_COMMAND_TIMEOUT_MS;
  const maxTunnels = options.maxTunnelsPerAccount ?? MAX_TUNNELS_PER_ACCOUNT;
  const directory = options.directory ?? createMemoryDirectory();
  const relay = options.relay;
  const sessions = new Map<string, AgentConnection>();
  const connections = new Set<AgentConnection>();
  const listeners = new Set<(change: SessionChange) => void>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, clientTracking: false });
  let closing = false;

  // Sessions of this instance that ended while their row's removal (a database write on PostgreSQL) is on its
  // way, or failed and waits to be tried again: every read leaves them out, so a session whose agent already saw
  // its socket close is never read as online.
  const ending = new Set<string>();
  // A read that began while a removal was on its way can still return the row after the removal finished (the
  // read ran on another pooled connection), so a session ending when the read began or when it returned is out.
  const readLive = async <T>(read: () => Promise<T>): Promise<{ value: T; live: (id: string) => boolean }> => {
    const endingAtStart = ending.size === 0 ? undefined : new Set(ending);
    const value = await read();
    return { value, live: (id) => !ending.has(id) && endingAtStart?.has(id) !== true };
  };
  const liveRecords = async (read: () => Promise<readonly TunnelSessionRecord[]>): Promise<TunnelSessionRecord[]> => {
    const { value, live } = await readLive(read);
    return value.filter((record) => live(record.id));
  };
  // A removal that failed (the database away) is tried again, sooner first, until it is done: left as it was, the
  // row stayed readable on every other instance for as long as this one held its lease, and `ending` (copied by every
  // read that meets a removal on its way) only grew.
  const retryFirstMs = options.removalRetryMs ?? DEFAULT_REMOVAL_RETRY_MS;
  // Cleared by close(): a retry never reaches a directory (a database) the server has closed.
  const retries = new Set<NodeJS.Timeout>();
  const removeRow = (sessionId: string, attempt = 0) => {
    ending.add(sessionId);
    void publish(sessionId, () => directory.remove(sessionId)).then(
      () => ending.delete(sessionId),
      () => {
        if (closing) return;
        const retry = setTimeout(
          () => {
            retries.delete(retry);
            removeRow(sessionId, attempt + 1);
          },
          Math.min(retryFirstMs * 2 ** attempt, MAX_REMOVAL_RETRY_MS),
        );
        retry.unref();
        retries.add(retry);
      },
    );
  };

  // Directory writes of one session run in order, so a late update can never bring back a removed row.
  const writes = new Map<string, Promise<void>>();
  const publish = <T>(sessionId: string, write: () => Promise<T>): Promise<T> => {
    // Started at once when nothing is pending: the in-memory directory then changes synchronously.
    const pending = writes.get(sessionId);
    const next = pending === undefined ? write() : pending.then(write);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    writes.set(sessionId, settled);
    void settled.then(() => {
      if (writes.get(sessionId) === settled) writes.delete(sessionId);
    });
    return next;
  };

  const emit = (type: SessionChange['type'], record: TunnelSessionRecord | undefined): void => {
    if (record === undefined) return;
    const session = copyRecord(record);
    for (const listener of listeners) {
      try {
        listener({ type, session });
      } catch {
        // A failing listener must not break the hub or the other listeners.
      }
    }
  };

  const context: ConnectionContext = {
    heartbeatMs,
    commandTimeoutMs,
    regionDefault: options.regionDefault ?? 'us',
    publicUrl: options.publicUrl ?? '',
    now: options.now ?? (() => new Date()),
    authenticate: options.authenticate,
    async admit(record) {
      // An agent that alone starts more tunnels than the limit would never fit: refused for good (fatal), not asked to retry.
      if (record.tunnels.length > maxTunnels) {
        return { closeCode: CLOSE_CODES.forbidden, code: TUNNEL_LIMIT_CODE, message: tunnelLimitMessage(maxTunnels, undefined, record.tunnels.length) };
      }
      const admission = await publish(record.id, () => directory.admit(record, maxTunnels));
      if (admission.admitted) return undefined;
      return { closeCode: CLOSE_CODES.tunnelLimit, code: TUNNEL_LIMIT_CODE, message: tunnelLimitMessage(maxTunnels, admission.online, record.tunnels.length) };
    },
    withdraw(record) {
      removeRow(record.id);
    },
    online(connection) {
      const record = connection.record;
      if (record === undefined) return;
      sessions.set(record.id, connection);
      emit('online', record);
    },
    offline(_connection, record) {
      sessions.delete(record.id);
      // The row goes too; should the database not answer, the instance's lease ends it (server/cluster).
      removeRow(record.id);
      emit('offline', record);
    },
    changed(connection) {
      const record = connection.record;
      if (record === undefined) return;
      void publish(record.id, () => directory.add(record)).catch(() => undefined);
      emit('changed', record);
    },
  };

  const accept = (socket: WebSocket, request: IncomingMessage): void => {
    const connection = new AgentConnection(socket, clientIp(request.socket.remoteAddress), context);
    connections.add(connection);
    void connection.closed.then(() => connections.delete(connection));
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Plain string work: a malformed request target must not throw inside an event listener.
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== AGENT_CONNECT_PATH) {
      // Leave other paths to other upgrade listeners; answer only when nobody else can: a protocol we do
      // not speak (h2c) as the plain HTTP/1.1 request it also is, a WebSocket elsewhere with 404.
      if (answeringUpgradeListeners(options.server) !== 1) return;
      if (isWebSocketUpgrade(request) || !serveIgnoringUpgrade(options.server, request, socket, head)) rejectUpgrade(socket, 404, 'Not Found');
      return;
    }
    if (closing) {
      rejectUpgrade(socket, 503, 'Service Unavailable');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
  };
  options.server.on('upgrade', onUpgrade);

  const ownConnection = (accountId: string, sessionId: string): AgentConnection | undefined => {
    const connection = sessions.get(sessionId);
    return connection?.record?.account_id === accountId ? connection : undefined;
  };

  /** The rules of docs/decisions/0015-agent-commands.md, decided where the agent's live state is: on its own instance. */
  const commandHere = async (connection: AgentConnection, name: CommandName): Promise<void> => {
    const record = connection.record;
    if (record === undefined) throw sessionNotFound('');
    const refusal = stateRefusal(record, name);
    if (refusal !== undefined) throw refused(refusal);
    if (name !== 'update') return connection.sendCommand(name);
    const target = newestReleaseWithinMajor(record.agent_version, releases);
    if (target === undefined) throw refused(updateUnavailable(record.agent_version));
    return connection.sendCommand(name, target);
  };

  const dropCredentialHere = (credentialId: string): number => {
    let dropped = 0;
    for (const connection of [...sessions.values()]) {
      if (connection.record?.credential.id !== credentialId) continue;
      connection.fail(CLOSE_CODES.credentialRevoked, 'CREDENTIAL_REVOKED', 'the credential was revoked');
      dropped += 1;
    }
    return dropped;
  };

  const recheckCredentialHere = async (credentialId: string): Promise<void> => {
    const held = [...sessions.values()].filter((connection) => connection.record?.credential.id === credentialId);
    const accountId = held[0]?.record?.account_id;
    if (accountId === undefined || options.readAcl === undefined) return;
    const acl = await options.readAcl(accountId, credentialId);
    if (acl === undefined) return;
    for (const connection of held) {
      const record = connection.record;
      const denied = record === undefined ? undefined : deniedLabel(acl, record.tunnels);
      if (denied !== undefined) connection.fail(CLOSE_CODES.forbidden, ACL_REFUSAL_CODE, aclRefusalMessage(credentialId, denied));
    }
  };

  directory.onDropped?.((sessionId, { online, maxTunnels: max }) => {
    const connection = sessions.get(sessionId);
    if (connection?.record === undefined) return;
    connection.fail(CLOSE_CODES.tunnelLimit, TUNNEL_LIMIT_CODE, tunnelLimitMessage(max, online, connection.record.tunnels.length));
  });

  relay?.serve({
    async command({ accountId, sessionId, name }) {
      const connection = ownConnection(accountId, sessionId);
      if (connection === undefined) throw sessionNotFound(sessionId);
      return commandHere(connection, name);
    },
    dropCredential: (credentialId) => void dropCredentialHere(credentialId),
    recheckCredential: (credentialId) => void recheckCredentialHere(credentialId).catch(() => undefined),
  });

  return {
    list: async (accountId) => (await liveRecords(() => directory.ofAccount(accountId))).map(copyRecord),

    async page(accountId, options) {
      const { value: page, live } = await readLive(() => directory.page(accountId, options));
      return { ...page, records: page.records.filter((record) => live(record.id)) };
    },

    async get(accountId, sessionId) {
      // One session: whether it was ending when the read began is one lookup, not a copy of the set.
      const endingAtStart = ending.has(sessionId);
      const entry = await directory.find(accountId, sessionId);
      return entry === undefined || endingAtStart || ending.has(sessionId) ? undefined : entry.record;
    },

    onlineTunnels: async (accountId) => (await liveRecords(() => directory.ofAccount(accountId))).flatMap((record) => record.tunnels.map(copyTunnel)),

    async command(accountId, sessionId, name) {
      const connection = ownConnection(accountId, sessionId);
      if (connection !== undefined) return commandHere(connection, name);
      const entry = await directory.find(accountId, sessionId);
      // A row of this instance without a connection is a session that just ended.
      if (entry === undefined || entry.owner === directory.instanceId || relay === undefined) throw sessionNotFound(sessionId);
      return relay.forward(entry.owner, { accountId, sessionId, name });
    },

    disconnectCredential(credentialId) {
      if (relay !== undefined) void relay.broadcastCredentialDrop(credentialId).catch(() => undefined);
      return dropCredentialHere(credentialId);
    },

    async recheckCredential(credentialId) {
      if (relay !== undefined) void relay.broadcastCredentialRecheck(credentialId).catch(() => undefined);
      await recheckCredentialHere(credentialId);
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    connectedCount: () => sessions.size,

    async close() {
      closing = true;
      for (const retry of retries) clearTimeout(retry);
      retries.clear();
      options.server.off('upgrade', onUpgrade);
      const all = [...connections];
      for (const connection of all) connection.drop(CLOSE_CODES.goingAway, 'server shutting down');
      await Promise.all(all.map((connection) => connection.closed));
      await Promise.all([...writes.values()]);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function rejectUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
