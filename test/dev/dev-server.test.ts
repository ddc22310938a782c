/**
 * `npm run dev` for real (scripts/dev.ts on a scratch copy of the repository, as bench/generate/dev-loop.ts
 * times it): the server it starts, and restarts after a save, is the precompiled bundle of
 * scripts/start.ts (scripts/build-server.ts) run with the launcher's V8 flags, and that bundle holds the
 * packages the save regenerated — a request the old validators accepted is refused by the new server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyRepository } from '../../bench/generate/dev-loop.js';
import { currentOutput } from '../../scripts/build-stamp.js';
import { stampFile } from '../../scripts/build-server.js';
import { SERVER_V8_FLAGS } from '../../scripts/server-flags.js';
import { freePort } from '../faults/server-process.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
let dev: ChildProcess | undefined;
let log = '';
let url = '';
/** Every server process dev said it started, to stop any it left behind. */
const serverPids: number[] = [];

interface Started {
  readonly pid: number;
  readonly bundle: string;
}

/** The servers dev reported starting in `text`, in order ("server: (re)started, pid N, <bundle>"). */
function started(text: string): Started[] {
  return [...text.matchAll(/server: \(re\)started, pid (\d+), (\S+)/g)].map((m) => ({ pid: Number(m[1]), bundle: path.join(scratch, m[2]!) }));
}

async function until<T>(what: string, value: () => T | undefined | Promise<T | undefined>): Promise<T> {
  // A bound for a hung run only (its message says what never came); nothing here asserts a duration.
  const deadline = Date.now() + 240_000;
  for (;;) {
    let result: T | undefined;
    try {
      result = await value();
    } catch {
      result = undefined;
    }
    if (result !== undefined) return result;
    if (Date.now() > deadline || (dev !== undefined && dev.exitCode !== null)) throw new Error(`${what} never happened; dev's output:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const answering = async () => ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok ? true : undefined);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** On Linux, what the process was started with; undefined elsewhere. */
function commandLine(pid: number): string[] | undefined {
  const file = `/proc/${pid}/cmdline`;
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\0').filter((arg) => arg !== '') : undefined;
}

beforeAll(async () => {
  copyRepository(scratch);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: scratch,
    env: {
      ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(scratch, '.data'), DATABASE_URL: '', PUBLIC_URL: '',
      RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn', FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    log += chunk;
    for (const server of started(log)) if (!serverPids.includes(server.pid)) serverPids.push(server.pid);
  });
  dev.stderr!.setEncoding('utf8').on('data', (chunk: string) => { log += chunk; });
  // The first cycle is over (its summary printed) and the server created the development account.
  await until('the first cycle', () => (/took \d/.test(log) && log.includes('Try: curl') ? true : undefined));
  await until('the first server answering', answering);
}, 300_000);

afterAll(async () => {
  if (dev !== undefined && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    dev.kill('SIGTERM'); // dev stops its server, then exits
    await exited;
  }
  for (const pid of serverPids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
});

it('restarts the precompiled server after a save, and the new server serves the changed spec', { timeout: 300_000 }, async () => {
  const apiKey = /shown only this once:\s+(\S+)/.exec(log)?.[1];
  expect(apiKey).toBeDefined();
  const headers = { authorization: `Bearer ${apiKey}`, 'service-version': '2', 'content-type': 'application/json' };
  const create = (body: string) => fetch(`${url}/backends/http_response`, { method: 'POST', headers, body: JSON.stringify({ body, status_code: 200 }) });

  const [first] = started(log);
  expect(first?.bundle).toMatch(/node_modules\/\.cache\/tunnel-api\/build\/start-[0-9a-f]{16}\.mjs$/);
  expect((await create('hello')).status).toBe(201);

  // The save: a new backend's body may now hold at most 3 characters (a rule of the generated validators).
  const logBefore = log.length;
  const schema = path.join(scratch, 'spec/components/schemas/HTTPResponseBackendCreate.yaml');
  const text = fs.readFileSync(schema, 'utf8');
  const edited = text.replace(/(\n  body:\n    type: string\n)/, '$1    maxLength: 3\n');
  expect(edited).not.toBe(text);
  fs.writeFileSync(schema, edited);

  // dev stops the old server before it starts the new one: whatever answers after the new one's line is the new one.
  const restarted = await until('the restart', () => started(log.slice(logBefore))[0]);
  await until('the restarted server answering', answering);
  expect(restarted.pid).not.toBe(first!.pid);
  expect(alive(first!.pid)).toBe(false);

  // It runs the bundle the stamp names as current: built from the files on disk after the save.
  expect(restarted.bundle).toMatch(/node_modules\/\.cache\/tunnel-api\/build\/start-[0-9a-f]{16}\.mjs$/);
  expect(restarted.bundle).not.toBe(first!.bundle);
  expect(currentOutput(scratch, stampFile('start', scratch))).toBe(restarted.bundle);
  const args = commandLine(restarted.pid);
  if (args !== undefined) expect(args.slice(1)).toEqual([...SERVER_V8_FLAGS, restarted.bundle]);

  const refused = await create('hello');
  expect(refused.status).toBe(400);
  expect(await refused.text()).toMatch(/body/);
  expect((await create('hey')).status).toBe(201);
});
