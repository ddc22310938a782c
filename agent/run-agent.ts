/**
 * The agent's life on the control channel (agent-protocol/): connect, say hello, send
 * heartbeats, obey commands, and reconnect with backoff whenever the connection is lost — until a
 * command, a shutdown or a fatal rejection ends it. What happens then (exit, re-exec) is the
 * caller's business: `outcome` says which.
 *
 * With several `--server` URLs (instances of one service) each reconnect goes to the next one in
 * turn, so an agent whose instance died or shut down comes back on another within one backoff delay.
 */
import WebSocket, { type RawData } from 'ws';
import {
  CLOSE_CODES,
  FATAL_CLOSE_CODES,
  MAX_MESSAGE_BYTES,
  ProtocolError,
  encodeMessage,
  parseServerMessage,
  type AgentMessage,
  type CommandMessage,
  type HelloMessage,
  type ServerMessage,
} from '../agent-protocol/index.js';
import { AgentState } from './agent-state.js';
import { reconnectDelayMs } from './backoff.js';
import type { Log } from './log.js';
import type { AgentOptions } from './options.js';

export type AgentOutcome =
  | { kind: 'stopped' }
  /** Restart: run `version` (the installed one) in a new process. */
  | { kind: 'restart'; version: string }
  /** The server refused the agent for good (bad or revoked token, protocol mismatch). */
  | { kind: 'rejected'; reason: string };

export interface RunningAgent {
  readonly outcome: Promise<AgentOutcome>;
  /** Closes the connection cleanly and ends with `stopped` (SIGINT, SIGTERM). */
  shutdown(): void;
}

/** A server that answers nothing for this many heartbeat intervals is presumed gone. */
const SERVER_SILENCE_INTERVALS = 3;
/** How long to wait for the server to answer our close frame before dropping the socket. */
const CLOSE_GRACE_MS = 2000;

export function startAgent(options: AgentOptions, log: Log, random: () => number = Math.random): RunningAgent {
  const state = new AgentState(options);
  let socket: WebSocket | undefined;
  let failures = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  /** Index into options.connectUrls of the server to try next. */
  let next = 0;
  /** Set when the agent decided to end; the socket's close then settles `outcome`. */
  let ending: AgentOutcome | undefined;
  let settle: (outcome: AgentOutcome) => void = () => undefined;
  const outcome = new Promise<AgentOutcome>((resolve) => {
    settle = resolve;
  });

  const send = (ws: WebSocket, message: AgentMessage): void => {
    if (ws.readyState === WebSocket.OPEN) ws.send(encodeMessage(message), () => undefined);
  };

  const hello = (): HelloMessage => {
    const message: HelloMessage = {
      type: 'hello',
      token: options.token,
      agent_version: state.runningVersion,
      os: options.os,
      transport: options.transport,
      update_checks: options.updateChecks,
      tunnels: Object.keys(options.labels).length === 0 ? [] : [{ labels: { ...options.labels } }],
    };
    if (options.metadata !== undefined) message.metadata = options.metadata;
    if (options.region !== undefined) message.region = options.region;
    if (state.update.state !== 'idle') message.update = state.update;
    return message;
  };

  const end = (ws: WebSocket | undefined, result: AgentOutcome, reason: string): void => {
    ending = result;
    clearTimeout(reconnect);
    if (ws === undefined || ws.readyState === WebSocket.CLOSED) {
      settle(result);
      return;
    }
    ws.close(CLOSE_CODES.normal, reason);
    setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
  };

  const startHeartbeats = (ws: WebSocket, intervalMs: number): void => {
    let lastHeard = Date.now();
    ws.on('message', () => {
      lastHeard = Date.now();
    });
    clearInterval(heartbeat);
    heartbeat = setInterval(() => {
      if (Date.now() - lastHeard > SERVER_SILENCE_INTERVALS * intervalMs) {
        log('server stopped answering; dropping the connection');
        ws.terminate();
        return;
      }
      send(ws, { type: 'heartbeat' });
    }, intervalMs);
  };

  const runUpdate = (version: string): void => {
    state.beginUpdate(version);
    log(`update to ${version}: downloading`);
    if (socket !== undefined) send(socket, { type: 'update_progress', state: 'downloading', version });
    // The download is simulated; the wait stands for fetching and verifying the new release.
    setTimeout(() => {
      if (ending !== undefined) return;
      state.completeUpdate();
      log(`update to ${version} completed, awaiting restart`);
      if (socket !== undefined) send(socket, { type: 'update_progress', state: 'awaiting_restart', version });
    }, options.updateDelayMs).unref();
  };

  const obey = (ws: WebSocket, command: CommandMessage): void => {
    const refusal = state.refusalFor(command);
    if (refusal !== undefined) {
      log(`${command.name}: refused (${refusal.code})`);
      send(ws, { type: 'command_refused', command_id: command.command_id, code: refusal.code, message: refusal.message });
      return;
    }
    send(ws, { type: 'command_ack', command_id: command.command_id });
    switch (command.name) {
      case 'stop':
        log('stop: acknowledged, exiting');
        end(ws, { kind: 'stopped' }, 'agent stopping');
        return;
      case 'restart': {
        const update = state.update;
        if (update.state === 'in_progress') log(`restart: abandoning the unfinished update to ${update.version}`);
        log(`restart: acknowledged, restarting with version ${state.installedVersion}`);
        end(ws, { kind: 'restart', version: state.installedVersion }, 'agent restarting');
        return;
      }
      case 'update':
        // refusalFor guarantees the version is present for an accepted update.
        runUpdate(command.version ?? state.runningVersion);
        return;
    }
  };

  const onMessage = (ws: WebSocket, data: RawData, isBinary: boolean): void => {
    let message: ServerMessage;
    try {
      if (isBinary) throw new ProtocolError('server sent a binary frame');
      message = parseServerMessage(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      log(`protocol error: ${error.message}; closing`);
      ws.close(CLOSE_CODES.protocolError, error.message.slice(0, 120));
      return;
    }
    switch (message.type) {
      case 'welcome':
        failures = 0;
        log(`connected: session ${message.session_id}, version ${state.runningVersion}`);
        startHeartbeats(ws, message.heartbeat_ms);
        return;
      case 'heartbeat_ack':
        return;
      case 'error':
        log(`server error ${message.code}: ${message.message}`);
        return;
      case 'command':
        if (ending === undefined) obey(ws, message);
        return;
    }
  };

  const onClose = (code: number, reason: string): void => {
    clearInterval(heartbeat);
    socket = undefined;
    if (ending !== undefined) {
      settle(ending);
      return;
    }
    const why = `${code}${reason === '' ? '' : ` ${reason}`}`;
    if (FATAL_CLOSE_CODES.includes(code)) {
      log(`disconnected (${why}); not reconnecting`);
      ending = { kind: 'rejected', reason: reason === '' ? `closed with ${code}` : reason };
      settle(ending);
      return;
    }
    const delay = reconnectDelayMs(failures, { minMs: options.reconnectMinMs, maxMs: options.reconnectMaxMs }, random);
    failures += 1;
    log(`disconnected (${why}); reconnecting in ${delay} ms`);
    reconnect = setTimeout(connect, delay);
  };

  function connect(): void {
    const url = options.connectUrls[next % options.connectUrls.length]!;
    next = (next + 1) % options.connectUrls.length;
    log(`connecting to ${url}`);
    const ws = new WebSocket(url, { maxPayload: MAX_MESSAGE_BYTES, handshakeTimeout: 10_000 });
    socket = ws;
    ws.on('open', () => send(ws, hello()));
    ws.on('message', (data, isBinary) => onMessage(ws, data, isBinary));
    ws.on('error', (error) => log(`connection error: ${error.message}`));
    ws.on('close', (code, reason) => onClose(code, reason.toString('utf8')));
  }

  connect();
  return {
    outcome,
    shutdown() {
      if (ending !== undefined) return;
      log('shutting down');
      end(socket, { kind: 'stopped' }, 'agent shutting down');
    },
  };
}
