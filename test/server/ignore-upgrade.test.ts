// A request asking to upgrade to a protocol the server does not speak (`Upgrade: h2c`, sent by Java's
// java.net.http and `curl --http2` on plain http) is served as HTTP/1.1, body and keep-alive included
// (server/http/ignore-upgrade.ts); a WebSocket upgrade to a path that is not the agents' still gets 404.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

const H2C = { Connection: 'Upgrade, HTTP2-Settings', Upgrade: 'h2c', 'HTTP2-Settings': 'AAEAAEAAAAIAAAAAAAMAAAAAAAQBAAAAAAUAAEAAAAYABgAA' };

let server: TestServer;
let port: number;

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('upgrade', () => reject(new Error('the server switched protocols')));
    request.on('error', reject);
    request.end(body);
  });
}

describe('an upgrade to a protocol the server does not speak', () => {
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
  });

  const auth = () => ({ Authorization: `Bearer ${server.apiKey}`, 'Service-Version': '2' });

  it('is served as HTTP/1.1: a list', async () => {
    const response = await send('GET', '/reserved_addrs', { ...auth(), ...H2C });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toHaveProperty('reserved_addrs');
  });

  it('is served as HTTP/1.1: a create, its body read in full', async () => {
    const body = JSON.stringify({ description: 'from an h2c client', region: 'us' });
    const response = await send(
      'POST',
      '/reserved_addrs',
      { ...auth(), ...H2C, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      body,
    );
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body)).toMatchObject({ description: 'from an h2c client' });
  });

  it('keeps the connection for the next request', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const head = (extra: string) =>
      `GET /reserved_addrs?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${server.apiKey}\r\nService-Version: 2\r\n${extra}\r\n`;
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      received += chunk;
    });
    socket.write(head(`Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: ${H2C['HTTP2-Settings']}\r\n`));
    await expect.poll(() => received.match(/HTTP\/1\.1 200/g)?.length ?? 0, { timeout: 30_000 }).toBe(1);
    socket.write(head('Connection: close\r\n'));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(received).not.toContain('101 Switching Protocols');
  });

  it("a WebSocket upgrade outside the agents' path still gets 404", async () => {
    const response = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'GET /reserved_addrs HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      let text = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      socket.on('close', () => resolve(text));
    });
    expect(response.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
  });
});
