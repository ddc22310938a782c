/**
 * `npm run dev` for real (scripts/dev.ts on a scratch copy of the repository, as bench/generate/dev-loop.ts
 * times it), one dev process for the file (its first run is the slow part):
 * - the server it starts is the precompiled bundle of scripts/start.ts (scripts/build-server.ts) run with the
 *   launcher's V8 flags; a save that changed only generated code (a new property) is taken in that same process
 *   (docs/decisions/0088-dev-reload-in-process.md): the new field is accepted, what the new schema refuses is
 *   refused, data written before is still there, and it answers as a fresh start on the saved files does; a
 *   second such save too; a save after our own server code changed restarts it, and says why;
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
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository, scratchServerEnv } from '../../bench/generate/dev-loop.js';
import { buildEntry, stampFile } from '../../scripts/build-server.js';
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

/** A fresh start of what `npm start` runs on the saved files (its bundle, built now), on its own port and data. */
async function freshStart(name: string): Promise<{ url: string; apiKey: string; stop(): Promise<void> }> {
  const port = await freePort();
  const fresh = spawn(process.execPath, [...SERVER_V8_FLAGS, await buildEntry('start', scratch)], {
    cwd: scratch,
    env: { ...scratchServerEnv(scratch, port), DATA_DIR: path.join(scratch, `.data-${name}`) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  serverPids.push(fresh.pid!);
  let freshLog = '';
  fresh.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    freshLog += chunk;
  });
  const stop = async () => {
    if (fresh.exitCode !== null) return;
    const exited = new Promise((resolve) => fresh.once('exit', resolve));
    fresh.kill('SIGTERM');
    await exited;
  };
  try {
    const freshUrl = `http://127.0.0.1:${port}`;
    await until('the fresh server answering', async () => ((await fetch(`${freshUrl}/healthz`)).ok ? true : undefined));
    const apiKey = await until("the fresh server's development key", () => /first start only:\s+(\S+)/.exec(freshLog)?.[1]);
    return { url: freshUrl, apiKey, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Request = readonly [path: string, init: (key: string) => RequestInit];

/** Each request answers the same from dev's server and from `fresh` (but for each request's own operation id), and both documents match. */
async function answersAsFresh(fresh: { url: string; apiKey: string }, requests: readonly Request[], documentHolds: string): Promise<void> {
  for (const document of ['/openapi.json', '/openapi.yaml']) {
    const kept = await (await fetch(`${url}${document}`)).text();
    expect(kept).toContain(documentHolds);
    expect(kept.replaceAll(url, 'SERVER')).toBe((await (await fetch(`${fresh.url}${document}`)).text()).replaceAll(fresh.url, 'SERVER'));
  }
  for (const [path_, init] of requests) {
    const [a, b] = await Promise.all([fetch(`${url}${path_}`, init(devKey())), fetch(`${fresh.url}${path_}`, init(fresh.apiKey))]);
    expect({ path: path_, status: a.status, body: withoutOperationId(await a.text()) }).toEqual({
      path: path_,
      status: b.status,
      body: withoutOperationId(await b.text()),
    });
  }
}

const devKey = () => /first start only:\s+(\S+)/.exec(log)![1]!;
const post = (body: object) => (key: string) => ({ method: 'POST', headers: { ...jsonHeaders, authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
const create = (body: object) => fetch(`${url}/backends/http_response`, post(body)(devKey()));
const backendSchema = () => path.join(scratch, 'spec/components/schemas/HTTPResponseBackendCreate.yaml');

it('takes a new property in the running process: the same pid accepts it, refuses what the new schema refuses, keeps the data, and answers as a fresh start does', {
  timeout: 300_000,
}, async () => {
  const [first] = started(log);
  // The precompiled server but for the generated packages, which Node loads, each generation anew (scripts/dev-generations.js).
  expect(first?.bundle).toMatch(/node_modules\/\.cache\/tunnel-api\/build\/start-dev-[0-9a-f]{16}\.mjs$/);
  expect(currentOutput(scratch, path.join(path.dirname(stampFile('start', scratch)), 'start-dev.json'))).toBe(first!.bundle);
  const args = commandLine(first!.pid);
  if (args !== undefined)
    expect(args.slice(1)).toEqual([...SERVER_V8_FLAGS, '--import', pathToFileURL(path.join(scratch, 'scripts/dev-generations.js')).href, first!.bundle]);
  const long = 'x'.repeat(30);
  const before = await create({ body: long, status_code: 200 });
  expect(before.status).toBe(201);
  const written = (await before.json()) as { id: string; uri: string };
  const readWritten = async () => (await fetch(written.uri, { headers: { authorization: `Bearer ${devKey()}`, 'service-version': '2' } })).text();
  const writtenText = await readWritten();
  // The old validators refuse the property the save adds.
  expect((await create({ body: 'ok', note: 'hi' })).status).toBe(400);

  // The save: a new property `note` of at most 5 characters, and a new backend's body at most 29 characters (as
  // many as the spec's own example has, so lint stays clean for the live docs tests below).
  const logBefore = log.length;
  const text = fs.readFileSync(backendSchema(), 'utf8');
  const edited = text
    .replace(/^properties:\n/m, 'properties:\n  note:\n    type: string\n    maxLength: 5\n    description: A short note.\n')
    .replace(/(\n {2}body:\n {4}type: string\n)/, '$1    maxLength: 29\n');
  expect(edited).not.toBe(text);
  fs.writeFileSync(backendSchema(), edited);

  const reloaded = await until('the reload', () => /server: reloaded in place, pid (\d+), generation 1 /.exec(log.slice(logBefore)) ?? undefined);
  // The same process, no restart and no new bundle: its generated packages are loaded anew.
  expect(Number(reloaded[1])).toBe(first!.pid);
  expect(started(log.slice(logBefore))).toEqual([]);
  expect(alive(first!.pid)).toBe(true);

  // The new field is accepted, and the backend it came with is stored.
  const withNote = await create({ body: 'x'.repeat(29), note: 'hi' });
  expect(withNote.status).toBe(201);
  const created = (await withNote.json()) as { uri: string };
  expect((await fetch(created.uri, { headers: { authorization: `Bearer ${devKey()}`, 'service-version': '2' } })).status).toBe(200);
  // What the new schema refuses is refused, with the field's error.
  const tooLongNote = await create({ body: 'ok', note: 'too long' });
  expect(tooLongNote.status).toBe(400);
  expect(await tooLongNote.json()).toMatchObject({
    status_code: 400,
    error_code: 'VALUE_OUT_OF_RANGE',
    details: { problems: [{ error_code: 'VALUE_OUT_OF_RANGE', pointer: '/note', rule: 'maxLength', message: '/note: must be at most 5 characters (got 8).' }] },
  });
  expect((await create({ body: long })).status).toBe(400);
  // Text no database stores: the database the first copy of our code opened refuses it with that copy's error
  // class, which the reloaded app's error handler still knows (server/storage/errors.ts).
  const unstorable = await create({ body: 'a\ud800' });
  expect(unstorable.status).toBe(400);
  expect(await unstorable.json()).toMatchObject({ error_code: 'TEXT_NOT_STORABLE', details: { problems: [{ pointer: '/body' }] } });
  // Data written before the save is still there, unchanged.
  expect(await readWritten()).toBe(writtenText);
  await until('the cycle of the save', () => (/took \d/.test(log.slice(logBefore)) ? true : undefined));

  const fresh = await freshStart('fresh-reloaded');
  try {
    await answersAsFresh(
      fresh,
      [
        ['/backends/http_response', post({ body: 'ok', note: 'too long' })],
        ['/backends/http_response', post({ body: long })],
        ['/backends/http_response', post({ body: 'ok', note: 1 })],
        ['/backends/http_response', post({ body: 'ok', unknown: 1 })],
        ['/backends/http_response?limit=0', (key) => ({ headers: { 'service-version': '2', authorization: `Bearer ${key}` } })],
      ],
      'A short note.',
    );
  } finally {
    await fresh.stop();
  }
});

it('takes a second save in place too (the reloaded app replaced in turn), and restarts when code beyond the generated packages changed, saying why', {
  timeout: 300_000,
}, async () => {
  const pid = started(log).at(-1)!.pid;
  let logBefore = log.length;
  fs.writeFileSync(backendSchema(), fs.readFileSync(backendSchema(), 'utf8').replace('    maxLength: 5\n', '    maxLength: 6\n'));
  await until('the second reload', () => (log.slice(logBefore).includes(`server: reloaded in place, pid ${pid}, generation 2 `) ? true : undefined));
  expect((await create({ body: 'ok', note: '6chars' })).status).toBe(201);
  expect((await create({ body: 'ok', note: '7 chars' })).status).toBe(400);
  await until('the cycle of the save', () => (/took \d/.test(log.slice(logBefore)) ? true : undefined));

  // Our own server code edited (as a person would between saves): a new process, and the reason said.
  logBefore = log.length;
  const appFile = path.join(scratch, 'server/app.ts');
  fs.appendFileSync(appFile, '// edited by the test\n');
  fs.writeFileSync(backendSchema(), fs.readFileSync(backendSchema(), 'utf8').replace('    maxLength: 6\n', '    maxLength: 5\n'));
  const restarted = await until('the restart', () => started(log.slice(logBefore))[0]);
  expect(log.slice(logBefore)).toContain('server: restarting: server/app.ts changed since it started');
  expect(restarted.pid).not.toBe(pid);
  await until('the restarted server answering', answering);
  expect(alive(pid)).toBe(false);
  expect((await create({ body: 'ok', note: '6chars' })).status).toBe(400);
  await until('the cycle of the save', () => (/took \d/.test(log.slice(logBefore)) ? true : undefined));
});

it('keeps the server running after a save that changes nothing it runs, and that server answers as a fresh start on the saved spec does', {
  timeout: 300_000,
}, async () => {
  const before = started(log).at(-1)!;
  const logBefore = log.length;
  const text = fs.readFileSync(backendSchema(), 'utf8');
  const edited = text.replace(/^description: (.*)$/m, 'description: $1 Kept running.');
  expect(edited).not.toBe(text);
  fs.writeFileSync(backendSchema(), edited);
  await until('the cycle of the save', () => (/took \d/.test(log.slice(logBefore)) ? true : undefined));
  expect(log.slice(logBefore)).toContain(`server: kept running, pid ${before.pid}: the save changed nothing it runs`);
  expect(started(log.slice(logBefore))).toEqual([]);
  expect(alive(before.pid)).toBe(true);

  const fresh = await freshStart('fresh-kept');
  try {
    // Requests the validators, the request hooks and the authentication refuse.
    await answersAsFresh(
      fresh,
      [
        ['/backends/http_response', post({ status_code: 'x' })],
        ['/backends/http_response', post({ body: 'hi', unknown: 1 })],
        ['/reserved_addrs?limit=0', (key) => ({ headers: { 'service-version': '2', authorization: `Bearer ${key}` } })],
        ['/reserved_addrs', () => ({ headers: { 'service-version': '2' } })],
      ],
      'Kept running.',
    );
  } finally {
    await fresh.stop();
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
