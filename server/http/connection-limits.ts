/**
 * Caps on open connections (docs/decisions/0039-slow-clients.md): in total, and per client address.
 * A connection over a cap is answered at once with the API's error body and closed, before any of
 * its bytes are read: one client holding hundreds of sockets must not use up the process's file
 * descriptors and lock everyone else out.
 *
 * The per-address count is of HTTP connections only: a socket that became an agent's WebSocket
 * (server/agents/hub.ts) authenticated with a credential and lives by the heartbeat rules, and many
 * agents may sit behind one NAT address. It still counts towards the total, which is about file
 * descriptors.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from '../errors/api-error.js';
import { answer } from './client-error.js';
import { observingUpgrades } from './upgrade-observers.js';

export interface ConnectionCaps {
  readonly maxConnections: number;
  readonly maxConnectionsPerAddress: number;
}

/** Seconds a refused client is told to wait: connections are short-lived, so a slot frees up soon. */
const RETRY_AFTER_SECONDS = 1;

export function limitConnections(server: Server, caps: ConnectionCaps): void {
  let total = 0;
  const perAddress = new Map<string, number>();

  const release = (address: string): void => {
    const count = (perAddress.get(address) ?? 1) - 1;
    if (count <= 0) perAddress.delete(address);
    else perAddress.set(address, count);
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const fromAddress = perAddress.get(address) ?? 0;
    if (total >= caps.maxConnections) {
      refuse(
        socket,
        new ApiError(
          'SERVER_CONNECTIONS_EXHAUSTED',
          { limit: caps.maxConnections, retry_after: RETRY_AFTER_SECONDS },
          {},
          { 'retry-after': String(RETRY_AFTER_SECONDS) },
        ),
      );
      return;
    }
    if (fromAddress >= caps.maxConnectionsPerAddress) {
      refuse(
        socket,
        new ApiError(
          'TOO_MANY_CONNECTIONS',
          { limit: caps.maxConnectionsPerAddress, retry_after: RETRY_AFTER_SECONDS },
          {},
          { 'retry-after': String(RETRY_AFTER_SECONDS) },
        ),
      );
      return;
    }
    total += 1;
    perAddress.set(address, fromAddress + 1);
    let countedForAddress = true;
    tracked.set(socket, () => {
      if (!countedForAddress) return;
      countedForAddress = false;
      release(address);
    });
    socket.once('close', () => {
      total -= 1;
      tracked.get(socket)?.();
      tracked.delete(socket);
    });
  });

  // 'upgrade' listeners run in the order they were added; this one only counts, whoever answers.
  server.on(
    'upgrade',
    observingUpgrades((_request: unknown, socket: Socket) => tracked.get(socket)?.()),
  );
}

/** Sockets counted for their address, with the function that stops counting them. */
const tracked = new WeakMap<Socket, () => void>();

/**
 * Answers and closes the socket. Reading is paused first, so the HTTP parser never turns the client's
 * request into a request the app would answer too.
 */
function refuse(socket: Socket, error: ApiError): void {
  socket.pause();
  socket.on('error', () => socket.destroy());
  answer(socket, error, () => socket.destroy());
}
