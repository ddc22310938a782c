// The listening socket handed to another app (app-swap.ts, docs/decisions/0088-dev-reload-in-process.md): a request
// in flight finishes on the app that took it, every later one — on a kept-alive connection too — reaches the new
// app, and so do upgrades; listeners that only observe upgrades stay.
import http from 'node:http';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { detachedServer, forwardTo } from './app-swap.js';
import { serveIgnoringUpgrade } from './ignore-upgrade.js';
import { observingUpgrades } from './upgrade-observers.js';

let first: FastifyInstance;
let second: FastifyInstance;
let secondServer: http.Server;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let releaseSlow: () => void = () => undefined;
let slowArrived: () => void = () => undefined;
const observed: string[] = [];

function get(path: string): Promise<{ body: string; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ body, socket: request.socket }));
    });
    request.on('error', reject);
  });
}

/** An upgrade request's first answer line, read from a raw socket. */
function upgrade(): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/agent', headers: { connection: 'Upgrade', upgrade: 'test' } });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(String(response.headers['x-app']));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Writes `text` on `socket` and resolves with the body of the one response it answers (Content-Length framed). */
function exchange(socket: net.Socket, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/^content-length: *(\d+)/im.exec(received.subarray(0, end).toString('latin1'))?.[1]);
      if (received.length < end + 4 + length) return;
      socket.off('data', onData).off('error', reject);
      resolve(received.subarray(end + 4, end + 4 + length).toString('utf8'));
    };
    socket.on('data', onData).on('error', reject);
    socket.write(text);
  });
}

function answerUpgrades(server: http.Server, name: string): void {
  server.on('upgrade', (_request, socket) => {
    socket.end(`HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: test\r\nX-App: ${name}\r\n\r\n`);
  });
}

beforeAll(async () => {
  first = Fastify();
  first.get('/who', async () => 'first');
  first.get('/slow', async () => {
    slowArrived();
    await new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    return 'first, finished after the swap';
  });
  await first.listen({ host: '127.0.0.1', port: 0 });
  port = (first.server.address() as net.AddressInfo).port;
  answerUpgrades(first.server, 'first');
  first.server.on(
    'upgrade',
    observingUpgrades(() => observed.push('upgrade')),
  );

  second = Fastify({
    serverFactory: (handler) => {
      secondServer = detachedServer(handler);
      return secondServer;
    },
  });
  second.get('/who', async () => 'second');
  await second.ready();
  answerUpgrades(secondServer, 'second');
});

afterAll(async () => {
  agent.destroy();
  await second.close();
  await first.close();
});

it('finishes the request in flight on the first app and hands every later one, upgrades included, to the second', async () => {
  const before = await get('/who');
  expect(before.body).toBe('first');
  expect(await upgrade()).toBe('first');

  const arrived = new Promise<void>((resolve) => {
    slowArrived = resolve;
  });
  const slow = get('/slow');
  await arrived;
  forwardTo(first.server, secondServer);
  const otherAgent = new http.Agent({ keepAlive: false });
  const after = await new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/who', agent: otherAgent }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
  expect(after).toBe('second');
  releaseSlow();
  expect((await slow).body).toBe('first, finished after the swap');

  // The connection kept alive since before the swap: its next request reaches the second app.
  const again = await get('/who');
  expect(again.socket).toBe(before.socket);
  expect(again.body).toBe('second');
  expect(await upgrade()).toBe('second');
  // The observer stayed: it saw the upgrade before the swap and the one after.
  expect(observed).toEqual(['upgrade', 'upgrade']);
  // A later reload moves them again, to a third app.
  const third = Fastify({ serverFactory: (handler) => detachedServer(handler) });
  third.get('/who', async () => 'third');
  await third.ready();
  forwardTo(first.server, third.server);
  expect((await get('/who')).body).toBe('third');
  await third.close();
});

it('an h2c request an app behind the listening server serves as HTTP/1.1: its connection reaches the next app after a reload', async () => {
  const h2cApp = Fastify({ serverFactory: (handler) => detachedServer(handler) });
  h2cApp.get('/who', async () => 'the app that served the h2c request');
  await h2cApp.ready();
  // As the agent hub does for an upgrade nobody else answers (server/agents/hub.ts).
  h2cApp.server.on('upgrade', (request, socket, head) => serveIgnoringUpgrade(h2cApp.server, request, socket, head));
  forwardTo(first.server, h2cApp.server);
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const h2c = 'GET /who HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA\r\n\r\n';
  expect(await exchange(socket, h2c)).toBe('the app that served the h2c request');

  const next = Fastify({ serverFactory: (handler) => detachedServer(handler) });
  next.get('/who', async () => 'the next app');
  await next.ready();
  forwardTo(first.server, next.server);
  // The same connection, kept alive: the listening server took it back, so its next request reaches the next app.
  expect(await exchange(socket, 'GET /who HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('the next app');
  socket.destroy();
  await next.close();
  await h2cApp.close();
});
