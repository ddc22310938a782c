/**
 * `npm run dev` with a docs page open, timed as a designer lives it: scripts/dev.ts on a scratch copy of the
 * repository (dev-loop.ts's copy), Debian's Chromium showing an operation at /docs; each round saves a new
 * description of that operation and times, from the save:
 * - the live channel announcing the new document (what the dev process does: debounce, load, IR, page document);
 * - the open page showing the new description (rendered in place; the designer's figure);
 * - generated/docs/index.html holding it (Redocly's `build-docs` done: the earliest a reload could have shown
 *   it before the live channel, a reload's own time not counted).
 *
 *   node --import tsx bench/generate/docs-live.ts [--rounds N] [--write]     (from the repository root)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../test/support/chromium.js';
import { copyRepository, freePort, scratchServerEnv, until } from './dev-loop.js';

const root = path.resolve(import.meta.dirname, '../..');
const OPERATION_FILE = 'spec/paths/reserved_addrs.yaml';
const ROUTE = '/docs#/reserved_addrs/createreservedaddr';

export interface DocsLiveRound {
  readonly announcedMs: number;
  /** The page's own marks (generator/watch/live/page.ts), from the save: the event heard (it carries the document), the renderer in hand too. */
  readonly heardMs: number;
  readonly readyMs: number;
  readonly shownMs: number;
  readonly builtMs: number;
}

export async function measureDocsLive(rounds: number): Promise<DocsLiveRound[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-docs-live-'));
  let dev: ChildProcess | undefined;
  const browser = await launchChromium();
  const events = new AbortController();
  let log = '';
  try {
    copyRepository(scratch);
    const port = await freePort();
    dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: scratch,
      env: scratchServerEnv(scratch, port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      log += chunk;
    });
    dev.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      log += chunk;
    });
    await until(
      () => log.includes('watching spec/') && /took \d/.test(log),
      300_000,
      () => `dev never got ready:\n${log}`,
    );
    const channel = /live channel (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
    if (channel === undefined) throw new Error(`dev named no live channel:\n${log}`);

    // The dev process's side: when the channel announces each document.
    const announced: number[] = [];
    const stream = await fetch(`${channel}/events`, { signal: events.signal });
    void (async () => {
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) return;
        if (value.includes('event: document')) announced.push(performance.now());
      }
    })();

    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}${ROUTE}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.getElementById('redoc')?.textContent?.includes('Reserve a new address.'), undefined, { timeout: 120_000 });

    const specFile = path.join(scratch, OPERATION_FILE);
    const docsFile = path.join(scratch, 'generated/docs/index.html');
    const original = fs.readFileSync(specFile, 'utf8');
    const results: DocsLiveRound[] = [];
    for (let round = 0; round < rounds; round++) {
      const marker = `Edited by the docs-live benchmark, round ${round + 1}.`;
      const logBefore = log.length;
      const announcedBefore = announced.length;
      const shown = page.waitForFunction((text) => document.getElementById('redoc')?.textContent?.includes(text), marker, { polling: 'raf', timeout: 120_000 });
      await page.evaluate(() => performance.clearMarks());
      const started = performance.now();
      const startedAt = performance.timeOrigin + started;
      fs.writeFileSync(specFile, original.replace('Reserve a new address.', `Reserve a new address. ${marker}`));
      await shown;
      const shownMs = performance.now() - started;
      await until(
        () => announced.length > announcedBefore,
        120_000,
        () => 'the channel announced nothing',
      );
      const announcedMs = announced[announcedBefore]! - started;
      await until(
        () => fs.readFileSync(docsFile, 'utf8').includes(marker),
        120_000,
        () => `the page was not rebuilt:\n${log.slice(logBefore)}`,
      );
      const builtMs = performance.now() - started;
      // The page's marks in its own clock, turned into milliseconds since the save.
      const marks = await page.evaluate(() =>
        Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, performance.timeOrigin + m.startTime])),
      );
      const since = (name: string) => (marks[name] === undefined ? Number.NaN : marks[name]! - startedAt);
      const heardMs = since('docs-live:heard');
      const readyMs = since('docs-live:ready');
      results.push({ announcedMs, heardMs, readyMs, shownMs, builtMs });
      console.log(
        `round ${round + 1}/${rounds}: announced ${Math.round(announcedMs)} ms, heard by the page ${Math.round(heardMs)} ms, ready to render ${Math.round(readyMs)} ms, shown in the open page ${Math.round(shownMs)} ms, page rebuilt by build-docs ${Math.round(builtMs)} ms (load ${os.loadavg()[0]!.toFixed(1)})`,
      );
      // Let the run finish (lint, summary) before the next save, as a person reading the page would.
      await until(
        () => /took \d/.test(log.slice(logBefore)),
        120_000,
        () => `the run never finished:\n${log.slice(logBefore)}`,
      );
    }
    return results;
  } finally {
    events.abort();
    await browser.close();
    if (dev !== undefined && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev!.once('exit', resolve));
      dev.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '7' }, write: { type: 'boolean', default: false } } });
  const loadBefore = os.loadavg()[0]!;
  const rounds = await measureDocsLive(Number(values.rounds));
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const shown = median(rounds.map((r) => r.shownMs));
  const built = median(rounds.map((r) => r.builtMs));
  const section = [
    '## Live docs in `npm run dev`',
    '',
    'Rerun: `node --import tsx bench/generate/docs-live.ts --rounds 7 --write` (from the repository root).',
    `Last run: node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores, shared), load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after; a description of one operation saved in a scratch copy while Chromium shows that operation at /docs (bench/generate/docs-live.ts), ${rounds.length} rounds.`,
    '',
    '| from the save to | median | rounds | vs the page rebuilt |',
    '| --- | ---: | --- | ---: |',
    `| the live channel announcing the new document (debounce, load, IR, page document) | ${seconds(median(rounds.map((r) => r.announcedMs)))} s | ${rounds.map((r) => seconds(r.announcedMs)).join(', ')} | ${(median(rounds.map((r) => r.announcedMs)) / built).toFixed(2)}× |`,
    `| the page hearing of it, the document in the event (its \`docs-live:heard\` mark) | ${seconds(median(rounds.map((r) => r.heardMs)))} s | ${rounds.map((r) => seconds(r.heardMs)).join(', ')} | ${(median(rounds.map((r) => r.heardMs)) / built).toFixed(2)}× |`,
    `| the page holding the document and the renderer (its \`docs-live:ready\` mark) | ${seconds(median(rounds.map((r) => r.readyMs)))} s | ${rounds.map((r) => seconds(r.readyMs)).join(', ')} | ${(median(rounds.map((r) => r.readyMs)) / built).toFixed(2)}× |`,
    `| **the open page showing it** (rendered in place) | **${seconds(shown)} s** | ${rounds.map((r) => seconds(r.shownMs)).join(', ')} | ${(shown / built).toFixed(2)}× |`,
    `| generated/docs/index.html holding it (\`build-docs\` done; a reload's own time not counted) | ${seconds(built)} s | ${rounds.map((r) => seconds(r.builtMs)).join(', ')} | 1.00× |`,
    '',
  ].join('\n');
  console.log(`\n${section}`);
  if (values.write) {
    const file = path.join(root, 'bench/RESULTS.md');
    const text = fs.readFileSync(file, 'utf8');
    const start = text.indexOf('\n## Live docs in `npm run dev`\n');
    const next = start === -1 ? -1 : text.indexOf('\n## ', start + 1);
    const updated = start === -1 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start + 1)}${section}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
    fs.writeFileSync(file, updated.endsWith('\n') ? updated : `${updated}\n`);
  }
}
