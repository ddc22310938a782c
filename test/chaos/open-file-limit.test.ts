// Connections against the process's open-file limit (docs/decisions/0084-connections-within-the-file-limit.md):
// the server as `npm start` runs it, under a limit of 400 descriptors with the default MAX_CONNECTIONS (1,000),
// held by clients from four addresses (each under its own cap). Every connection is either served or answered
// 503 SERVER_CONNECTIONS_EXHAUSTED; none is closed without an answer, as the kernel's failed accepts did when
// the connections used up the descriptors, and the server serves again once they are gone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killRunningServers, type ServerProcess, startServerProcess } from '../faults/server-process.js';
import { connectRaw, parseResponse, type RawConnection } from './support/raw-socket.js';

const LIMIT = 400;
/** 4 addresses × 90: more than the limit leaves after the server's own descriptors, under the per-address cap (100). */
const ADDRESSES = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'];
const PER_ADDRESS = 90;

let server: ServerProcess;
let port: number;
let dataDir: string;
const held: RawConnection[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-file-limit-'));
  port = await freePort();
  // Served connections stay open (kept alive) until this test closes them: no timeout decides what is counted.
  server = await startServerProcess({ port, dataDir, openFileLimit: LIMIT, env: { KEEP_ALIVE_TIMEOUT_MS: '600000' } });
});
afterAll(async () => {
  for (const connection of held) connection.socket.destroy();
  await killRunningServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Sends a request on a new connection from `address`: 'served' once its answer came and the connection stays
 * open, or the answer of a refused connection (the server closes those).
 */
async function request(
  address: string,
): Promise<'served' | { status: number; code: string; msg: string; retryAfter: string | undefined } | 'closed without an answer'> {
  const connection = await connectRaw(port, address);
  held.push(connection);
  let received = '';
  connection.socket.on('data', (chunk: string) => (received += chunk));
  const answered = new Promise<void>((resolve) => connection.socket.on('data', () => received.includes('\r\n\r\n') && resolve()));
  await connection.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  const closed = await Promise.race([answered.then(() => false), connection.closed.then(() => true)]);
  if (!closed && received.startsWith('HTTP/1.1 200')) return 'served';
  const text = await connection.closed;
  if (text === '') return 'closed without an answer';
  const response = parseResponse(text);
  return { status: response.status, code: response.body?.error_code, msg: response.body?.msg, retryAfter: response.headers['retry-after'] };
}

describe('connections against the open-file limit', () => {
  it('lowers the connection cap within the limit and says so at the start', () => {
    expect(server.output()).toContain(`MAX_CONNECTIONS=1000 lowered to ${LIMIT - 256}: the open-file limit is ${LIMIT}`);
  });

  it('answers every connection past the cap 503 SERVER_CONNECTIONS_EXHAUSTED, none closed without an answer, and serves again once they are gone', async () => {
    const outcomes = new Map<string, number>();
    for (const address of ADDRESSES) {
      for (let i = 0; i < PER_ADDRESS; i += 1) {
        const outcome = await request(address);
        const key = typeof outcome === 'string' ? outcome : JSON.stringify(outcome);
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
    }
    const refused = JSON.stringify({
      status: 503,
      code: 'SERVER_CONNECTIONS_EXHAUSTED',
      msg: `The server holds its maximum of ${LIMIT - 256} open connections; retry after 1 seconds.`,
      retryAfter: '1',
    });
    expect(Object.fromEntries(outcomes)).toEqual({ served: LIMIT - 256, [refused]: ADDRESSES.length * PER_ADDRESS - (LIMIT - 256) });
    for (const connection of held.splice(0)) connection.socket.destroy();
    // Served once the server has seen the held connections close (their slots free as each closes).
    for (;;) {
      const outcome = await request(ADDRESSES[0]!);
      if (outcome === 'served') break;
      expect(outcome).toMatchObject({ status: 503, code: 'SERVER_CONNECTIONS_EXHAUSTED' });
    }
  });
});
