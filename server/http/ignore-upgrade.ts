/**
 * Serves a request that asks to switch protocols to one this server does not speak — `Upgrade: h2c`, which
 * Java's java.net.http client and `curl --http2` send on plain http — as the HTTP/1.1 request it also is.
 * RFC 9110 §7.8 lets a server ignore Upgrade, but Node hands every upgrade request to the server's
 * 'upgrade' listeners (the agent hub's WebSocket, server/agents/hub.ts) instead of the HTTP handler. The
 * request head is written back without its upgrade headers, ahead of the bytes already read, and the socket
 * is handed to the server as a new connection, whose parser then reads it like any other request. Only on
 * plain http (where h2c lives): a TLS server's 'connection' expects the raw socket, before TLS. Behind a dev
 * reload the server that listens takes it, not the reloaded app's detached one (app-swap.ts `acceptingServer`).
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { acceptingServer } from './app-swap.js';

/** Headers that only mean something for the protocol switch. */
const UPGRADE_ONLY = new Set(['upgrade', 'http2-settings']);

/** False, doing nothing, when the socket is TLS. */
export function serveIgnoringUpgrade(server: HttpServer | HttpsServer, request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
  if ((socket as { encrypted?: boolean }).encrypted === true) return false;
  const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!;
    const value = request.rawHeaders[i + 1]!;
    const lower = name.toLowerCase();
    if (UPGRADE_ONLY.has(lower)) continue;
    if (lower === 'connection') {
      const kept = value
        .split(',')
        .map((token) => token.trim())
        .filter((token) => token !== '' && !UPGRADE_ONLY.has(token.toLowerCase()));
      if (kept.length > 0) lines.push(`${name}: ${kept.join(', ')}`);
      continue;
    }
    lines.push(`${name}: ${value}`);
  }
  // Node decoded the head as latin1; written back the same way, every byte is what the client sent.
  socket.unshift(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), head]));
  acceptingServer(server).emit('connection', socket);
  return true;
}

/** True for an upgrade to WebSocket, the one protocol switch this server performs. */
export function isWebSocketUpgrade(request: IncomingMessage): boolean {
  return (request.headers.upgrade ?? '').split(',').some((protocol) => protocol.trim().toLowerCase() === 'websocket');
}
