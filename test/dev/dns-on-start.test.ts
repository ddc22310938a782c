// `npm start` serves the authoritative DNS for agent ingress domains on DNS_PORT (8053 by default, server/config.test.ts;
// served, test/agents-e2e/server-lifecycle.test.ts; docs/decisions/0073-dns-on-by-default.md): a DNS port another
// process holds, on TCP or UDP, stops the server (scripts/start.ts as the launcher runs it) in one line that says what
// to do, before anything is created. Each run picks its own port, as tests must.
import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

function scratch(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  roots.push(root);
  return root;
}

describe('npm start and DNS_PORT', () => {
  it.each([
    ['TCP', holdTcp],
    ['UDP', holdUdp],
  ])('a DNS port held on %s: one line that says what to do, exit code 1, DATA_DIR not created', async (_protocol, hold) => {
    const parent = scratch('tunnel-dns-busy-');
    const { port, release } = await hold();
    try {
      const run = await startScript({ DATA_DIR: path.join(parent, 'data'), DNS_PORT: String(port) });
      expect(run).toEqual({
        exitCode: 1,
        stderr: `cannot start: DNS_PORT ${port} on 127.0.0.1 is already in use (UDP or TCP): stop what uses it, or choose another DNS_PORT, or DNS_PORT=off for no DNS server\n`,
      });
      expect(fs.readdirSync(parent)).toEqual([]);
    } finally {
      await release();
    }
  });
});

/** Runs scripts/start.ts to its end (it fails at start here); its exit code and stderr. */
function startScript(env: Record<string, string>): Promise<{ exitCode: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', PUBLIC_URL: '', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (exitCode) => resolve({ exitCode, stderr })));
}

async function holdTcp(): Promise<{ port: number; release(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function holdUdp(): Promise<{ port: number; release(): Promise<void> }> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, release: () => new Promise((resolve) => socket.close(() => resolve())) };
}
