/**
 * `npm run dev` for real (scripts/dev.ts on a scratch copy of the repository, as bench/generate/dev-loop.ts
 * times it), one dev process for the file (its first run is the slow part):
 * - the server it starts, and restarts after a save, is the precompiled bundle of scripts/start.ts
 *   (scripts/build-server.ts) run with the launcher's V8 flags, and that bundle holds the packages the save
 *   regenerated — a request the old validators accepted is refused by the new server;
 * - a save that changes nothing the server runs (a description) leaves it running, and it answers as a fresh
 *   start on the saved files does (scripts/dev-server-current.ts);
 * - open docs pages are live (generator/watch/live/, docs/decisions/0030-designer-loop.md), in Debian's
 *   Chromium: a saved description appears in the open page with no reload by the test; a save that breaks the
 *   spec shows its problems with file:line over the docs; fixing it removes them and renders the fixed spec.
 * Waits poll with generous bounds; nothing asserts a duration.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository, scratchServerEnv } from '../../bench/generate/dev-loop.js';
import { stampFile } from '../../scripts/build-server.js';
import { currentOutput } from '../../scripts/build-stamp.js';
import { SERVER_V8_FLAGS } from '../../scripts/server-flags.js';
import { freePort } from '../faults/server-process.js';
import { chromiumAvailable, launchChromium } from '../support/chromium.js';

const withChromium = chromiumAvailable('the live docs tests of npm run dev');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
let dev: ChildProcess | undefined;
let log = '';
let url = '';
let browser: Browser | undefined;
let page: Page;
const specFile = path.join(scratch, 'spec/paths/reserved_addrs.yaml');
let original = '';
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

const pageText = () => page.evaluate(() => document.getElementById('redoc')?.textContent ?? '');
/** The live problems overlay's text, null when there is none. */
const overlayText = () => page.evaluate(() => document.getElementById('docs-live-problems')?.shadowRoot?.querySelector('section')?.textContent ?? null);
const renderedRevision = () => page.evaluate(() => document.documentElement.dataset['docsLiveRevision']);

const jsonHeaders = { 'service-version': '2', 'content-type': 'application/json' };
/** An error body with its per-request operation id blanked. */
const withoutOperationId = (body: string) => body.replace(/"operation_id":"op_[0-9A-Za-z]+"/g, '"operation_id":"op_…"');

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
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\0')
        .filter((arg) => arg !== '')
    : undefined;
}

beforeAll(async () => {
  copyRepository(scratch);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: scratch,
    env: scratchServerEnv(scratch, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    log += chunk;
    for (const server of started(log)) if (!serverPids.includes(server.pid)) serverPids.push(server.pid);
  });
  dev.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    log += chunk;
  });
  // The first cycle is over (its summary printed) and the server created the development account.
  await until('the first cycle', () => (/took \d/.test(log) && log.includes('Try: curl') ? true : undefined));
  await until('the first server answering', answering);
}, 300_000);

afterAll(async () => {
  await browser?.close();
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
  const long = 'x'.repeat(30);
  expect((await create(long)).status).toBe(201);

  // The save: a new backend's body may now hold at most 29 characters (a rule of the generated validators) —
  // as many as the spec's own example has, so lint stays clean for the live docs tests below.
  const logBefore = log.length;
  const schema = path.join(scratch, 'spec/components/schemas/HTTPResponseBackendCreate.yaml');
  const text = fs.readFileSync(schema, 'utf8');
  const edited = text.replace(/(\n {2}body:\n {4}type: string\n)/, '$1    maxLength: 29\n');
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

  const refused = await create(long);
  expect(refused.status).toBe(400);
  expect(await refused.text()).toMatch(/body/);
  expect((await create('x'.repeat(29))).status).toBe(201);
  // The cycle's docs and lint report follow the restart: the next save starts a cycle of its own.
  await until('the cycle of the save', () => (/took \d/.test(log.slice(logBefore)) ? true : undefined));
});

it('keeps the server running after a save that changes nothing it runs, and that server answers as a fresh start on the saved spec does', {
  timeout: 300_000,
}, async () => {
  const before = started(log).at(-1)!;
  const logBefore = log.length;
  const schema = path.join(scratch, 'spec/components/schemas/HTTPResponseBackendCreate.yaml');
  const text = fs.readFileSync(schema, 'utf8');
  const edited = text.replace(/^description: (.*)$/m, 'description: $1 Kept running.');
  expect(edited).not.toBe(text);
  fs.writeFileSync(schema, edited);
  await until('the cycle of the save', () => (/took \d/.test(log.slice(logBefore)) ? true : undefined));
  expect(log.slice(logBefore)).toContain(`server: kept running, pid ${before.pid}: the save changed nothing it runs`);
  expect(started(log.slice(logBefore))).toEqual([]);
  expect(alive(before.pid)).toBe(true);

  // A fresh start of what `npm start` runs on the saved files (the current bundle), on its own port and data.
  const port = await freePort();
  const fresh = spawn(process.execPath, [...SERVER_V8_FLAGS, currentOutput(scratch, stampFile('start', scratch))!], {
    cwd: scratch,
    env: { ...scratchServerEnv(scratch, port), DATA_DIR: path.join(scratch, '.data-fresh') },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  serverPids.push(fresh.pid!);
  let freshLog = '';
  fresh.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    freshLog += chunk;
  });
  const freshUrl = `http://127.0.0.1:${port}`;
  try {
    await until('the fresh server answering', async () => ((await fetch(`${freshUrl}/healthz`)).ok ? true : undefined));
    const freshKey = await until("the fresh server's development key", () => /shown only this once:\s+(\S+)/.exec(freshLog)?.[1]);
    const keptKey = /shown only this once:\s+(\S+)/.exec(log)![1]!;
    // The documents, each naming its own server's URL.
    for (const document of ['/openapi.json', '/openapi.yaml']) {
      const kept = await (await fetch(`${url}${document}`)).text();
      expect(kept).toContain('Kept running.');
      expect(kept.replaceAll(url, 'SERVER')).toBe((await (await fetch(`${freshUrl}${document}`)).text()).replaceAll(freshUrl, 'SERVER'));
    }
    // Requests the validators, the request hooks and the authentication refuse: the same answers from both,
    // but for each request's own operation id.
    const requests: ReadonlyArray<readonly [string, (key: string) => RequestInit]> = [
      ['/backends/http_response', (key) => ({ method: 'POST', headers: { ...jsonHeaders, authorization: `Bearer ${key}` }, body: '{"status_code": "x"}' })],
      [
        '/backends/http_response',
        (key) => ({ method: 'POST', headers: { ...jsonHeaders, authorization: `Bearer ${key}` }, body: '{"body": "hi", "unknown": 1}' }),
      ],
      ['/reserved_addrs?limit=0', (key) => ({ headers: { 'service-version': '2', authorization: `Bearer ${key}` } })],
      ['/reserved_addrs', () => ({ headers: { 'service-version': '2' } })],
    ];
    for (const [path_, init] of requests) {
      const [a, b] = await Promise.all([fetch(`${url}${path_}`, init(keptKey)), fetch(`${freshUrl}${path_}`, init(freshKey))]);
      expect(a.status).toBe(b.status);
      expect(withoutOperationId(await a.text())).toBe(withoutOperationId(await b.text()));
    }
  } finally {
    const exited = new Promise((resolve) => fresh.once('exit', resolve));
    fresh.kill('SIGTERM');
    await exited;
  }
});

describe.skipIf(!withChromium)('npm run dev: open docs pages are live', () => {
  beforeAll(async () => {
    original = fs.readFileSync(specFile, 'utf8');
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${url}/docs#/reserved_addrs/createreservedaddr`, { waitUntil: 'load' });
    await until('the operation on the page', async () => ((await pageText()).includes('Reserve a new address.') ? true : undefined));
    // A page that reloads loses this.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
  }, 300_000);

  it('the docs page dev serves loads the live channel; the page shows a saved description without being reloaded', { timeout: 300_000 }, async () => {
    fs.mkdirSync(path.join(import.meta.dirname, '..', '..', 'test-output', 'dev'), { recursive: true });
    const served = await (await fetch(`${url}/docs`)).text();
    expect(served).toMatch(/<script src="http:\/\/127\.0\.0\.1:\d+\/live\.js" defer><\/script>\n<\/body>/);

    fs.writeFileSync(specFile, original.replace('Reserve a new address.', 'Reserve a new address. Saved while the page was open.'));
    await until('the saved description on the open page', async () => ((await pageText()).includes('Saved while the page was open.') ? true : undefined));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await overlayText()).toBeNull();
    // Rendered as the server serves its page: the samples name the server's own URL.
    expect(await pageText()).toContain(`curl -X POST '${url}/reserved_addrs'`);
    await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', 'test-output', 'dev', 'live-docs.png') });
  });

  it('a save that breaks the spec shows its problems with file:line over the last good docs; the fix removes them and renders the fixed spec', {
    timeout: 300_000,
  }, async () => {
    const shownBefore = await renderedRevision();
    fs.writeFileSync(
      specFile,
      original
        .replace('Reserve a new address.', 'Reserve a new address. Saved while the page was open.')
        .replace('$ref: ../components/schemas/ReservedAddrCreate.yaml', '$ref: ../components/schemas/ReservedAddrCreat.yaml'),
    );
    // The run before may still be linting: its report reads the broken file too. Wait for this run's.
    const problems = await until('the problems overlay of the failed run', async () => {
      const text = await overlayText();
      return text?.includes('Generation failed') === true ? text : undefined;
    });
    expect(problems).toContain('GEN003');
    expect(problems).toMatch(/spec\/paths\/reserved_addrs\.yaml:14:\d+/);
    expect(problems).toContain('ReservedAddrCreat.yaml');
    // Beneath it, the last good docs.
    expect(await pageText()).toContain('Saved while the page was open.');
    await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', 'test-output', 'dev', 'live-docs-problems.png') });

    fs.writeFileSync(specFile, original.replace('Reserve a new address.', 'Reserve a new address. Fixed, then saved.'));
    await until('the fixed spec on the page', async () => ((await pageText()).includes('Fixed, then saved.') ? true : undefined));
    await until('the overlay gone', async () => ((await overlayText()) === null ? true : undefined));
    expect(await renderedRevision()).not.toBe(shownBefore);
  });
});
