/**
 * The agent on a real WebSocket: carries out what the state machine (agent-machine.ts) decides —
 * connect, say hello, send heartbeats, obey commands, reconnect with backoff to the next server
 * whenever the connection is lost — until a command, a shutdown or a fatal rejection ends it. What
 * happens then (exit, re-exec) is the caller's business: `outcome` says which.
 */
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import WebSocket from 'ws';
import { encodeMessage, MAX_MESSAGE_BYTES } from '../agent-protocol/index.js';
import { type AgentEffect, AgentMachine, type AgentOutcome } from './agent-machine.js';
import { describeConnectionError } from './connection-problem.js';
import { lookupThrough } from './dns-lookup.js';
import type { Log } from './log.js';
import type { AgentOptions } from './options.js';

export type { AgentOutcome } from './agent-machine.js';

export interface RunningAgent {
  readonly outcome: Promise<AgentOutcome>;
  /** Closes the connection cleanly and ends with `stopped` (SIGINT, SIGTERM). */
  shutdown(): void;
}

/** How long to wait for the server to answer our close frame before dropping the socket. */
const CLOSE_GRACE_MS = 2000;

export function startAgent(options: AgentOptions, log: Log, random: () => number = Math.random): RunningAgent {
  const machine = new AgentMachine(options, random);
  // Read once: a CA file that cannot be read stops the agent at start, not at its first connection.
  const ca = options.caFile === undefined ? undefined : [...rootCertificates, readFileSync(options.caFile, 'utf8')];
  const lookup = options.dnsServer === undefined ? undefined : lookupThrough(options.dnsServer);
  let socket: WebSocket | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let lastHeard = Date.now();
  let settle: (outcome: AgentOutcome) => void = () => undefined;
  const outcome = new Promise<AgentOutcome>((resolve) => {
    settle = resolve;
  });

  const run = (effects: readonly AgentEffect[]): void => {
    for (const effect of effects) carryOut(effect);
  };

  const carryOut = (effect: AgentEffect): void => {
    switch (effect.type) {
      case 'log':
        log(effect.line);
        return;
      case 'connect':
        connect(effect.url);
        return;
      case 'send':
        if (socket?.readyState === WebSocket.OPEN) socket.send(encodeMessage(effect.message), () => undefined);
        return;
      case 'close': {
        const ws = socket;
        if (ws === undefined) return;
        ws.close(effect.code, effect.reason);
        setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
        return;
      }
      case 'terminate':
        socket?.terminate();
        return;
      case 'heartbeats':
        clearInterval(heartbeat);
        heartbeat = effect.intervalMs === undefined ? undefined : setInterval(() => run(machine.heartbeatDue(Date.now() - lastHeard)), effect.intervalMs);
        return;
      case 'reconnect_after':
        reconnect = setTimeout(() => run(machine.reconnectDue()), effect.delayMs);
        return;
      case 'download':
        setTimeout(() => run(machine.updateDownloaded()), effect.delayMs).unref();
        return;
      case 'settle':
        clearTimeout(reconnect);
        settle(effect.outcome);
        return;
    }
  };

  function connect(url: string): void {
    const ws = new WebSocket(url, {
      maxPayload: MAX_MESSAGE_BYTES,
      handshakeTimeout: 10_000,
      ...(ca === undefined ? {} : { ca }),
      // ws hands `lookup` to net.connect; its ClientOptions type leaves it out.
      ...(lookup === undefined ? {} : ({ lookup } as WebSocket.ClientOptions)),
    });
    socket = ws;
    ws.on('open', () => {
      lastHeard = Date.now();
      run(machine.opened());
    });
    ws.on('message', (data, isBinary) => {
      lastHeard = Date.now();
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      run(machine.received(text, isBinary));
    });
    ws.on('error', (error) => log(`connection error: ${describeConnectionError(error, url, options.caFile)}`));
    ws.on('close', (code, reason) => {
      if (socket === ws) socket = undefined;
      run(machine.closed(code, reason.toString('utf8')));
    });
  }

  run(machine.start());
  return {
    outcome,
    shutdown: () => run(machine.shutdown()),
  };
}
