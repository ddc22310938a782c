/**
 * Memory benchmark (docs/decisions/0028-real-components-in-tests.md: a ratio against a baseline in the same run):
 *   npm run --prefix bench memory [-- --write]
 * The reference server's resident set size (RSS, from /proc) on the embedded database (PGlite):
 *  - baseline: the idle server, restarted on a data directory holding only its account, after a few
 *    requests;
 *  - the same server restarted on a data directory holding 100 000 stored resources (HTTP response
 *    backends), right after start-up and after it has served every one of them (paging through the
 *    whole list, 100 per page, then a GET of each 100th by id). The first list request loads the
 *    read index (server/storage/resource-index.ts) with all of them, so both rows hold it.
 * The resources are written straight into the storage with the server stopped (batched INSERTs, as
 * the admin command does; the embedded database has one writer): through the API they would take
 * minutes at the create rate in the "Server" section, and RSS is about holding and serving them.
 */

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { authenticate } from '../../server/accounts/index.js';
import { openDatabase } from '../../server/storage/index.js';
import { apiHeaders, type BenchProcess, referenceServerScript, startReferenceServer, tempDataDir } from '../server/processes.js';
import { machine, writeResultsSection } from '../server/results-section.js';
import { seedHttpResponseBackends } from './seed.js';

const RESOURCES = 100_000;
const LIST = '/backends/http_response';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));
/** A further 8 s: whether the process gives memory back while idle (V8's memory reducer works on timers). */
const settleLonger = () => new Promise((resolve) => setTimeout(resolve, 8_000));

/** RSS 2 s after the last request, then 10 s after it. */
async function readings(server: BenchProcess): Promise<[number, number]> {
  await settle();
  const soon = server.rss();
  await settleLonger();
  return [soon, server.rss()];
}

async function warm(server: BenchProcess): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const response = await fetch(`${server.url}${LIST}?limit=100`, { headers: apiHeaders(server.apiKey) });
    if (!response.ok) throw new Error(`warm-up: ${response.status}`);
    await response.text();
  }
}

async function seed(dataDir: string, apiKey: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    const account = await authenticate(db, apiKey);
    if (account === undefined) throw new Error('the development key does not authenticate');
    await seedHttpResponseBackends(db, account.id, RESOURCES);
  } finally {
    await db.close();
  }
}

async function serveEverything(server: BenchProcess): Promise<number> {
  let next: string | null = `${server.url}${LIST}?limit=100`;
  const ids: string[] = [];
  while (next !== null) {
    const page = (await (await fetch(next.replace(/^http:\/\/127\.0\.0\.1:0/, server.url), { headers: apiHeaders(server.apiKey) })).json()) as {
      backends: { id: string }[];
      next_page_uri: string | null;
    };
    ids.push(...page.backends.map((b) => b.id));
    next = page.next_page_uri;
  }
  for (let i = 0; i < ids.length; i += 100) {
    const response = await fetch(`${server.url}${LIST}/${ids[i]}`, { headers: apiHeaders(server.apiKey) });
    if (response.status !== 200) throw new Error(`GET ${ids[i]}: ${response.status}`);
    await response.text();
  }
  return ids.length;
}

const dataDir = tempDataDir();
try {
  const first = await startReferenceServer({ dataDir, firstStart: true });
  const apiKey = first.apiKey;
  await first.stop();

  const idle = await startReferenceServer({ dataDir });
  const withKey = { ...idle, apiKey };
  await warm(withKey);
  const idleRss = await readings(idle);
  await idle.stop();
  console.log(`idle: ${mib(idleRss[0])} / ${mib(idleRss[1])} MiB`);

  const seeding = performance.now();
  await seed(dataDir, apiKey);
  console.log(`seeded ${RESOURCES} resources in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const loaded = await startReferenceServer({ dataDir });
  const loadedWithKey = { ...loaded, apiKey };
  await warm(loadedWithKey);
  const startedRss = await readings(loaded);
  const serving = performance.now();
  const served = await serveEverything(loadedWithKey);
  const servingSeconds = (performance.now() - serving) / 1000;
  const servedRss = await readings(loaded);
  await loaded.stop();
  if (served !== RESOURCES) throw new Error(`listed ${served} resources, expected ${RESOURCES}`);
  console.log(`100k stored, started: ${mib(startedRss[0])} MiB; after serving all: ${mib(servedRss[0])} MiB (${servingSeconds.toFixed(1)} s)`);

  const over = (rss: number, idleAt: number) => `${rss >= idleAt ? '+' : ''}${mib(rss - idleAt)}`;
  const row = (name: string, [soon, later]: [number, number]) =>
    `| ${name} | ${mib(soon)} | ${over(soon, idleRss[0])} | ${mib(later)} | ${over(later, idleRss[1])} |`;
  const report = [
    'Rerun: `npm run --prefix bench memory -- --write` (from the repository root; needs `npm i --prefix bench` once).',
    `Last run: ${machine()}; RSS from /proc/<pid>/status 2 s and 10 s after the last request; the server is \`node ${referenceServerScript()}\` (what \`npm start\` runs).`,
    `The ${RESOURCES.toLocaleString('en-US')} HTTP response backends (about 130 bytes of JSON each) are written into the stopped server's storage, then the server is started and serves all of them (${RESOURCES / 100} list pages of 100 and ${RESOURCES / 100} GETs by id, ${servingSeconds.toFixed(1)} s).`,
    '',
    '| server | RSS MiB, 2 s after | MiB over idle | RSS MiB, 10 s after | MiB over idle |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('idle: restarted with only its account, after 20 list requests', idleRss),
    row(`${RESOURCES.toLocaleString('en-US')} resources stored, after start-up and the same 20 requests`, startedRss),
    row(`${RESOURCES.toLocaleString('en-US')} resources stored, after serving every one of them`, servedRss),
  ].join('\n');
  console.log(report);
  if (process.argv.includes('--write')) writeResultsSection('Memory', report);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
