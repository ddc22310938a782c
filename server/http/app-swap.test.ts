// The listening socket handed to another app (app-swap.ts, docs/decisions/0088-dev-reload-in-process.md): a request
// in flight finishes on the app that took it, every later one — on a kept-alive connection too — reaches the new
// app, and so do upgrades; listeners that only observe upgrades stay.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { detachedServer, forwardTo } from './app-swap.js';
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
  port = (first.server.address() as AddressInfo).port;
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
