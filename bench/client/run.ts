/**
 * Client benchmark (docs/decisions/0028-real-components-in-tests.md: a ratio against a baseline in the same run):
 *   npm run --prefix bench client [-- --write]
 * The cost per call of the resource SDK (`@tunnel-api/client`: openapi-fetch underneath, retries,
 * timeouts, typed errors) against a raw `fetch` of the same URL with the same headers and
 * `response.json()`, both sequential against the same server process:
 *  - the reference server (what a user sees: the server's time dominates), and
 *  - a bare Fastify app answering the very bytes the reference server answered (the client's own
 *    cost shows).
 * Two figures per case: wall time per call, and this process's CPU time per call (the client's work
 * alone, whatever the server does). Rounds interleave SDK and raw calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@tunnel-api/client';
import { apiHeaders, type BenchProcess, startBareFastify, startReferenceServer, tempDataDir } from '../server/processes.js';
import { machine, median, writeResultsSection } from '../server/results-section.js';

const CALLS = 400;
const ROUNDS = 7;
const LIST = '/backends/http_response';

interface PerCall {
  readonly wallMicros: number;
  readonly cpuMicros: number;
}

async function perCall(call: () => Promise<unknown>): Promise<PerCall> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < CALLS; i += 1) await call();
  const wall = (performance.now() - started) * 1000;
  const used = process.cpuUsage(cpu);
  return { wallMicros: wall / CALLS, cpuMicros: (used.user + used.system) / CALLS };
}

interface Contest {
  readonly name: string;
  readonly sdk: () => Promise<unknown>;
  readonly raw: () => Promise<unknown>;
}

function contests(target: BenchProcess, apiKey: string, id: string): Contest[] {
  const api = createClient({ baseUrl: target.url, apiKey });
  const headers = { ...apiHeaders(apiKey), 'user-agent': 'bench' };
  const rawJson = async (url: string) => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json();
  };
  return [
    { name: 'get by id', sdk: () => api.httpResponseBackends.get(id), raw: () => rawJson(`${target.url}${LIST}/${id}`) },
    {
      name: 'list, first page of 100',
      sdk: () => api.httpResponseBackends.list({ limit: 100 }).firstPage(),
      raw: () => rawJson(`${target.url}${LIST}?limit=100`),
    },
  ];
}

async function measure(target: BenchProcess, apiKey: string, id: string): Promise<string[]> {
  const rows: string[] = [];
  for (const contest of contests(target, apiKey, id)) {
    await perCall(contest.sdk);
    await perCall(contest.raw);
    const sdk: PerCall[] = [];
    const raw: PerCall[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      sdk.push(await perCall(contest.sdk));
      raw.push(await perCall(contest.raw));
    }
    const wall = { sdk: median(sdk.map((c) => c.wallMicros)), raw: median(raw.map((c) => c.wallMicros)) };
    const cpu = { sdk: median(sdk.map((c) => c.cpuMicros)), raw: median(raw.map((c) => c.cpuMicros)) };
    rows.push(
      `| ${contest.name} | ${wall.sdk.toFixed(0)} | ${wall.raw.toFixed(0)} | ${(wall.sdk / wall.raw).toFixed(2)}× | ${cpu.sdk.toFixed(0)} | ${cpu.raw.toFixed(0)} | ${(cpu.sdk / cpu.raw).toFixed(2)}× | ${(cpu.sdk - cpu.raw).toFixed(0)} |`,
    );
    console.log(rows.at(-1));
  }
  return rows;
}

const dataDir = tempDataDir();
const server = await startReferenceServer({ dataDir, firstStart: true });
let bare: BenchProcess | undefined;
const header = [
  '| call | SDK µs wall | raw fetch µs wall | SDK / raw | SDK µs CPU | raw µs CPU | SDK / raw | SDK extra CPU µs |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
const report: string[] = [];
try {
  const post = async () => {
    const response = await fetch(`${server.url}${LIST}`, {
      method: 'POST',
      headers: apiHeaders(server.apiKey, true),
      body: JSON.stringify({ description: 'bench', body: 'hello', status_code: 200 }),
    });
    return { status: response.status, text: await response.text() };
  };
  let created = await post();
  for (let i = 1; i < 100; i += 1) created = await post();
  const id = JSON.parse(created.text).id as string;
  const fetchText = async (url: string) => (await fetch(url, { headers: apiHeaders(server.apiKey) })).text();
  const fixedFile = path.join(dataDir, 'fixed-bodies.json');
  fs.writeFileSync(
    fixedFile,
    JSON.stringify({
      [`GET ${LIST}/${id}`]: { status: 200, body: await fetchText(`${server.url}${LIST}/${id}`) },
      [`GET ${LIST}`]: { status: 200, body: await fetchText(`${server.url}${LIST}?limit=100`) },
    }),
  );
  bare = await startBareFastify(fixedFile);

  console.log('against the reference server');
  report.push('Against the reference server (embedded PGlite):', '', ...header, ...(await measure(server, server.apiKey, id)));
  console.log('against a bare Fastify app answering the same bytes');
  report.push('', "Against a bare Fastify app answering the same bytes (the client's own cost):", '', ...header, ...(await measure(bare, server.apiKey, id)));
} finally {
  await server.stop();
  await bare?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv.includes('--write')) {
  writeResultsSection(
    'Client',
    [
      'Rerun: `npm run --prefix bench client -- --write` (from the repository root; needs `npm i --prefix bench` once).',
      `Last run: ${machine()}; ${CALLS} sequential calls per round, median of ${ROUNDS} interleaved rounds after a warm-up round.`,
      'SDK: `api.httpResponseBackends.get(id)` / `.list({ limit: 100 }).firstPage()`; raw: `fetch` of the same URL with the same headers, then `response.json()`.',
      "CPU is this (client) process's user+system time per call; the server runs in its own process.",
      '',
      ...report,
    ].join('\n'),
  );
}
