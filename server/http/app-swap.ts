/**
 * In `npm run dev`, a save that changed only generated code is taken in the running process
 * (docs/decisions/0088-dev-reload-in-process.md): a new app is built on the same database, on an HTTP server of
 * its own that never listens (`detachedServer`, Fastify's `serverFactory`), and the listening server hands it
 * every request and upgrade from then on (`forwardTo`). The switch is one assignment: a request already
 * dispatched finishes on the app that received it, the next one reaches the new app, keep-alive connections
 * included. What the listening server does per connection (timeouts, connection caps, refusing bad requests)
 * stays as its first app set it up: only request handling moves. A socket an app hands back as a new connection
 * (an h2c request served as HTTP/1.1, ignore-upgrade.ts) goes to the listening server too (`acceptingServer`).
 */
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { answersUpgrades } from './upgrade-observers.js';

/** A server for an app that runs behind the listening one (never listens itself). */
export function detachedServer(handler: (request: IncomingMessage, response: ServerResponse) => void): Server {
  return http.createServer(handler);
}

const targets = new WeakMap<Server, Server>();
/** The listening server of each server `forwardTo` made a target. */
const listeningServers = new WeakMap<object, Server>();

/**
 * The server that takes `server`'s app's connections: the listening one when `server` is an app's detached server
 * behind it, else `server` itself. A socket handed to the detached server as a new connection would stay bound to
 * that app — after the next reload to a closed one — without the listening server's timeouts; handed to the
 * listening server, its requests reach whichever app is current, as every other connection's do.
 */
export function acceptingServer<S extends object>(server: S): S | Server {
  return listeningServers.get(server) ?? server;
}

/**
 * From now on `listening` hands its requests and upgrades to `target`'s listeners. The first call removes the
 * listening server's own request handler and the upgrade listeners that answer (its agent hub), keeping those
 * that only observe (connection counting).
 */
export function forwardTo(listening: Server, target: Server): void {
  if (!targets.has(listening)) {
    for (const listener of listening.listeners('request')) listening.removeListener('request', listener as () => void);
    for (const listener of listening.listeners('upgrade')) if (answersUpgrades(listener)) listening.removeListener('upgrade', listener as () => void);
    listening.on('request', (request: IncomingMessage, response: ServerResponse) => {
      targets.get(listening)!.emit('request', request, response);
    });
    listening.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      targets.get(listening)!.emit('upgrade', request, socket, head);
    });
  }
  targets.set(listening, target);
  listeningServers.set(target, listening);
}
