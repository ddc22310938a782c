/**
 * The agent's life on the control channel as a state machine without I/O: each event (the socket
 * opened, a text frame arrived, the socket closed, a timer fired, a shutdown was asked for) moves it
 * from one phase to the next and returns the effects the caller carries out (run-agent.ts does, with
 * a real WebSocket and real timers; tests feed events and read effects).
 *
 *   connecting ──welcome──▶ online ──socket closed──▶ waiting ──reconnect due──▶ connecting
 *        │                    │                          ▲
 *        └──socket closed─────┼──────────────────────────┘   (fatal close code → ended)
 *                             └──stop/restart/shutdown──▶ ending ──socket closed──▶ ended
 *
 * With several server URLs each connection goes to the next one in turn, so an agent whose instance
 * died or shut down comes back on another within one backoff delay.
 */
import {
  type AgentMessage,
  CLOSE_CODES,
  type CommandMessage,
  FATAL_CLOSE_CODES,
  type HelloMessage,
  ProtocolError,
  parseServerMessage,
  type ServerMessage,
} from '../agent-protocol/index.js';
import { AgentState } from './agent-state.js';
import { reconnectDelayMs } from './backoff.js';
import type { AgentOptions } from './options.js';

export type AgentOutcome =
  | { kind: 'stopped' }
  /** Restart: run `version` (the installed one) in a new process. */
  | { kind: 'restart'; version: string }
  /** The server refused the agent for good (bad or revoked token, protocol mismatch). */
  | { kind: 'rejected'; reason: string };

export type AgentEffect =
  | { type: 'log'; line: string }
  | { type: 'connect'; url: string }
  | { type: 'send'; message: AgentMessage }
  /** Close the socket cleanly (and drop it should the server not answer the close frame). */
  | { type: 'close'; code: number; reason: string }
  /** Drop the socket without a close handshake (a server that stopped answering). */
  | { type: 'terminate' }
  | { type: 'heartbeats'; intervalMs: number | undefined }
  | { type: 'reconnect_after'; delayMs: number }
  /** Call `updateDownloaded` after `delayMs` (the download is simulated). */
  | { type: 'download'; version: string; delayMs: number }
  | { type: 'settle'; outcome: AgentOutcome };

export type AgentPhase = 'connecting' | 'online' | 'waiting' | 'ending' | 'ended';

/** A server that answers nothing for this many heartbeat intervals is presumed gone. */
export const SERVER_SILENCE_INTERVALS = 3;

export class AgentMachine {
  readonly #options: AgentOptions;
  readonly #random: () => number;
  readonly #state: AgentState;
  #phase: AgentPhase = 'connecting';
  /** Connection failures since the last welcome, for the backoff. */
  #failures = 0;
  /** Index into connectUrls of the next server to try. */
  #next = 0;
  #heartbeatMs = 0;
  /** What ends the agent once its socket has closed (phase `ending`). */
  #ending: AgentOutcome | undefined;

  constructor(options: AgentOptions, random: () => number = Math.random) {
    this.#options = options;
    this.#random = random;
    this.#state = new AgentState(options);
  }

  get phase(): AgentPhase {
    return this.#phase;
  }

  start(): AgentEffect[] {
    return this.#connect();
  }

  opened(): AgentEffect[] {
    return this.#phase === 'connecting' ? [{ type: 'send', message: this.#hello() }] : [];
  }

  /** One frame from the server. */
  received(text: string, isBinary: boolean): AgentEffect[] {
    let message: ServerMessage;
    try {
      if (isBinary) throw new ProtocolError('server sent a binary frame');
      message = parseServerMessage(text);
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      return [
        { type: 'log', line: `protocol error: ${error.message}; closing` },
        { type: 'close', code: CLOSE_CODES.protocolError, reason: error.message.slice(0, 120) },
      ];
    }
    switch (message.type) {
      case 'welcome':
        if (this.#phase !== 'connecting') return [];
        this.#phase = 'online';
        this.#failures = 0;
        this.#heartbeatMs = message.heartbeat_ms;
        return [
          { type: 'log', line: `connected: session ${message.session_id}, version ${this.#state.runningVersion}` },
          { type: 'heartbeats', intervalMs: message.heartbeat_ms },
        ];
      case 'heartbeat_ack':
        return [];
      case 'error':
        return [{ type: 'log', line: `server error ${message.code}: ${message.message}` }];
      case 'command':
        return this.#phase === 'online' ? this.#obey(message) : [];
    }
  }

  /** The heartbeat timer fired; `silentMs` is how long the server has sent nothing. */
  heartbeatDue(silentMs: number): AgentEffect[] {
    if (this.#phase !== 'online') return [];
    if (silentMs > SERVER_SILENCE_INTERVALS * this.#heartbeatMs) {
      return [{ type: 'log', line: 'server stopped answering; dropping the connection' }, { type: 'terminate' }];
    }
    return [{ type: 'send', message: { type: 'heartbeat' } }];
  }

  closed(code: number, reason: string): AgentEffect[] {
    const effects: AgentEffect[] = [{ type: 'heartbeats', intervalMs: undefined }];
    if (this.#phase === 'ended' || this.#phase === 'waiting') return effects;
    if (this.#phase === 'ending') return [...effects, ...this.#end(this.#ending ?? { kind: 'stopped' })];
    const why = `${code}${reason === '' ? '' : ` ${reason}`}`;
    if (FATAL_CLOSE_CODES.includes(code)) {
      effects.push({ type: 'log', line: `disconnected (${why}); not reconnecting` });
      return [...effects, ...this.#end({ kind: 'rejected', reason: reason === '' ? `closed with ${code}` : reason })];
    }
    const delayMs = reconnectDelayMs(this.#failures, { minMs: this.#options.reconnectMinMs, maxMs: this.#options.reconnectMaxMs }, this.#random);
    this.#failures += 1;
    this.#phase = 'waiting';
    return [...effects, { type: 'log', line: `disconnected (${why}); reconnecting in ${delayMs} ms` }, { type: 'reconnect_after', delayMs }];
  }

  reconnectDue(): AgentEffect[] {
    return this.#phase === 'waiting' ? this.#connect() : [];
  }

  updateDownloaded(): AgentEffect[] {
    if (this.#phase === 'ending' || this.#phase === 'ended') return [];
    const version = this.#state.update.state === 'in_progress' ? this.#state.update.version : undefined;
    if (version === undefined) return [];
    this.#state.completeUpdate();
    const effects: AgentEffect[] = [{ type: 'log', line: `update to ${version} completed, awaiting restart` }];
    if (this.#phase === 'online') effects.push({ type: 'send', message: { type: 'update_progress', state: 'awaiting_restart', version } });
    return effects;
  }

  /** SIGINT/SIGTERM: close cleanly and end with `stopped`. */
  shutdown(): AgentEffect[] {
    if (this.#phase === 'ending' || this.#phase === 'ended') return [];
    const effects: AgentEffect[] = [{ type: 'log', line: 'shutting down' }];
    if (this.#phase === 'waiting') return [...effects, ...this.#end({ kind: 'stopped' })];
    return [...effects, ...this.#beginEnding({ kind: 'stopped' }, 'agent shutting down')];
  }

  #connect(): AgentEffect[] {
    const urls = this.#options.connectUrls;
    const url = urls[this.#next % urls.length]!;
    this.#next = (this.#next + 1) % urls.length;
    this.#phase = 'connecting';
    return [
      { type: 'log', line: `connecting to ${url}` },
      { type: 'connect', url },
    ];
  }

  #hello(): HelloMessage {
    const options = this.#options;
    const message: HelloMessage = {
      type: 'hello',
      token: options.token,
      agent_version: this.#state.runningVersion,
      os: options.os,
      transport: options.transport,
      update_checks: options.updateChecks,
      tunnels: Object.keys(options.labels).length === 0 ? [] : [{ labels: { ...options.labels } }],
    };
    if (options.metadata !== undefined) message.metadata = options.metadata;
    if (options.region !== undefined) message.region = options.region;
    if (this.#state.update.state !== 'idle') message.update = this.#state.update;
    return message;
  }

  #obey(command: CommandMessage): AgentEffect[] {
    const refusal = this.#state.refusalFor(command);
    if (refusal !== undefined) {
      return [
        { type: 'log', line: `${command.name}: refused (${refusal.code})` },
        { type: 'send', message: { type: 'command_refused', command_id: command.command_id, code: refusal.code, message: refusal.message } },
      ];
    }
    const ack: AgentEffect = { type: 'send', message: { type: 'command_ack', command_id: command.command_id } };
    switch (command.name) {
      case 'stop':
        return [ack, { type: 'log', line: 'stop: acknowledged, exiting' }, ...this.#beginEnding({ kind: 'stopped' }, 'agent stopping')];
      case 'restart': {
        const update = this.#state.update;
        const effects: AgentEffect[] = [ack];
        if (update.state === 'in_progress') effects.push({ type: 'log', line: `restart: abandoning the unfinished update to ${update.version}` });
        const version = this.#state.installedVersion;
        effects.push({ type: 'log', line: `restart: acknowledged, restarting with version ${version}` });
        return [...effects, ...this.#beginEnding({ kind: 'restart', version }, 'agent restarting')];
      }
      case 'update': {
        // refusalFor guarantees the version is present for an accepted update.
        const version = command.version ?? this.#state.runningVersion;
        this.#state.beginUpdate(version);
        return [
          ack,
          { type: 'log', line: `update to ${version}: downloading` },
          { type: 'send', message: { type: 'update_progress', state: 'downloading', version } },
          { type: 'download', version, delayMs: this.#options.updateDelayMs },
        ];
      }
    }
  }

  /** Closes the socket; the agent ends when it has closed. */
  #beginEnding(outcome: AgentOutcome, reason: string): AgentEffect[] {
    this.#phase = 'ending';
    this.#ending = outcome;
    return [{ type: 'close', code: CLOSE_CODES.normal, reason }];
  }

  #end(outcome: AgentOutcome): AgentEffect[] {
    this.#phase = 'ended';
    return [
      { type: 'heartbeats', intervalMs: undefined },
      { type: 'settle', outcome },
    ];
  }
}
