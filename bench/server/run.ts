/**
 * Server benchmark (docs/decisions/0028-real-components-in-tests.md: ratios against a baseline measured in the
 * same run):
 *   npm run --prefix bench server [-- --write] [-- --profile]
 * 1. Throughput (req/s) and p99 latency of GET by id, list (100 items) and create on the reference
 *    server (embedded PGlite), against a bare Fastify route answering the same bytes with the same
 *    status, both processes started the same way and driven by autocannon with the same connections.
 * 2. Start-up time to the first answered request: the reference server on an empty data directory,
 *    restarted on an existing one, and the bare Fastify app.
 * --compare <dir> also runs the reference server of another checkout (e.g. `git worktree add
 * /tmp/before <commit>` with node_modules linked to this one's), interleaved with this one: the
 * before/after ratio of a change, measured in one run on the same machine.
 * --only=create (or get, list, pages) runs the rounds of that request alone. "pages" lists 100 items too, each
 * request a different page (`before_id` cycling over 200 cursors): what lists cost when no two requests ask the
 * same page, which the PostgreSQL server would otherwise answer with one read (docs/decisions/0081-batched-lists.md).
 * --profile runs the reference server under `node --cpu-prof` for the GET-by-id case and prints where
 * its CPU time goes (profile-summary.ts). --postgres runs the reference server on PostgreSQL, and adds the CPU of
 * its PostgreSQL backends per request (database-cpu.ts). --start-up measures only the start-up. --write replaces the "Server" section of bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../../test/support/postgres.js';
import { cpuBetween, type DatabaseCpu, watchDatabaseCpu } from './database-cpu.js';
import { apiHeaders, type BenchProcess, startBareFastify, startReferenceServer, tempDataDir } from './processes.js';
import { summariseProfile } from './profile-summary.js';
import { machine, median, writeResultsSection } from './results-section.js';
import { measureStartUp } from './start-up.js';

const CONNECTIONS = 50;
const SECONDS = 3;
const ROUNDS = 5;
const LIST = '/backends/http_response';
/** Distinct list pages the "pages" case cycles over. */
const DISTINCT_PAGES = 200;
const argv = process.argv.slice(2);
const args = new Set(argv);
const compareRoot = argv.includes('--compare') ? argv[argv.indexOf('--compare') + 1] : undefined;
const profiling = [...args].some((arg) => arg.startsWith('--profile'));
/** --start-up: only the start-up table (no throughput rounds, nothing written). */
const startUpOnly = args.has('--start-up');
/** --only=get|list|pages|create: the throughput rounds of that request only (with --compare: one change's own case; nothing written). */
const only = [...args].find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

interface Case {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  /** Each request the next of these paths, in turn (`path` is the first): distinct requests of one kind. */
  readonly paths?: readonly string[];
}

interface Figures {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  /** The server process's CPU time per request: unlike req/s, hardly moved by other load on the machine. */
  readonly cpuMicrosPerRequest: number;
  /** With --postgres, the CPU time of the PostgreSQL backends serving it, per request (database-cpu.ts). */
  readonly databaseCpuMicrosPerRequest?: number;
  /** The server's CPU per request on its main thread alone (the event loop), without V8's background threads (its garbage collector's). */
  readonly mainThreadCpuMicrosPerRequest: number;
}

async function load(target: BenchProcess & { databaseCpu?: DatabaseCpu }, benchCase: Case, seconds = SECONDS): Promise<Figures> {
  const databaseBefore = await target.databaseCpu?.sample();
  const cpuBefore = target.cpuMicros();
  const mainBefore = target.mainThreadCpuMicros();
  const paths = benchCase.paths;
  let next = 0;
  const result = await autocannon({
    url: `${target.url}${benchCase.path}`,
    method: benchCase.method,
    headers: apiHeaders(target.apiKey, benchCase.body !== undefined),
    body: benchCase.body,
    connections: CONNECTIONS,
    duration: seconds,
    ...(paths === undefined
      ? {}
      : {
          requests: [
            {
              setupRequest: (request: { path: string }) => {
                request.path = paths[next]!;
                next = (next + 1) % paths.length;
                return request;
              },
            },
          ],
        }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${benchCase.name} on ${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts, ${result.mismatches} mismatches, ${result.resets} resets)`,
    );
  const cpuMicrosPerRequest = (target.cpuMicros() - cpuBefore) / result.requests.total;
  const mainThreadCpuMicrosPerRequest = (target.mainThreadCpuMicros() - mainBefore) / result.requests.total;
  const databaseAfter = await target.databaseCpu?.sample();
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest,
    mainThreadCpuMicrosPerRequest,
    ...(databaseBefore && databaseAfter && { databaseCpuMicrosPerRequest: cpuBetween(databaseBefore, databaseAfter) / result.requests.total }),
  };
}

/** What the reference server answers, captured as the fixed bodies the baseline serves. */
async function prepare(server: BenchProcess): Promise<{ cases: Case[]; fixed: Record<string, { status: number; body: string }> }> {
  const createBody = JSON.stringify({ description: 'bench', body: 'hello from the benchmark', status_code: 200, headers: { 'x-bench': '1' } });
  const post = () => fetch(`${server.url}${LIST}`, { method: 'POST', headers: apiHeaders(server.apiKey, true), body: createBody });
  // 300 items: the newest 100 are the list; the 200 newest are the cursors of 200 distinct full pages.
  const ids: string[] = [];
  let createdText = '';
  for (let i = 0; i < DISTINCT_PAGES + 100; i += 1) {
    createdText = await (await post()).text();
    ids.push(JSON.parse(createdText).id as string);
  }
  const id = ids.at(-1)!;
  const pages = ids.slice(100).map((cursor) => `${LIST}?limit=100&before_id=${cursor}`);
  if (JSON.parse(await (await fetch(`${server.url}${pages[0]}`, { headers: apiHeaders(server.apiKey) })).text()).backends.length !== 100) {
    throw new Error('expected distinct pages of 100 items');
  }
  const get = await (await fetch(`${server.url}${LIST}/${id}`, { headers: apiHeaders(server.apiKey) })).text();
  const list = await (await fetch(`${server.url}${LIST}?limit=100`, { headers: apiHeaders(server.apiKey) })).text();
  if (JSON.parse(list).backends.length !== 100) throw new Error('expected a list of 100 items');
  return {
    cases: [
      { name: 'GET by id', method: 'GET', path: `${LIST}/${id}` },
      { name: 'list (100 items)', method: 'GET', path: `${LIST}?limit=100` },
      { name: `pages (100 items, ${DISTINCT_PAGES} distinct)`, method: 'GET', path: pages[0]!, paths: pages },
      { name: 'create', method: 'POST', path: LIST, body: createBody },
    ],
    fixed: {
      [`GET ${LIST}/${id}`]: { status: 200, body: get },
      [`GET ${LIST}`]: { status: 200, body: list },
      [`POST ${LIST}`]: { status: 201, body: createdText },
    },
  };
}

/** --postgres: the reference server on a throwaway PostgreSQL cluster (test/support/postgres.ts) instead of PGlite. */
const postgres = args.has('--postgres') ? await startPostgres() : undefined;
const databaseUrl = postgres === undefined ? undefined : await postgres.createDatabase('bench');
const dataDir = tempDataDir();
const profileDir = path.join(os.tmpdir(), `tunnel-bench-profile-${process.pid}`);
const server: BenchProcess & { databaseCpu?: DatabaseCpu } = await startReferenceServer({
  dataDir,
  databaseUrl,
  firstStart: true,
  nodeFlags: profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
const { cases, fixed } = await prepare(server);
const fixedFile = path.join(dataDir, 'fixed-bodies.json');
fs.writeFileSync(fixedFile, JSON.stringify(fixed));
const bare = await startBareFastify(fixedFile);
const otherDataDir = tempDataDir();
// With --postgres the other tree gets a database of its own on the same cluster.
const otherDatabaseUrl = compareRoot === undefined || postgres === undefined ? undefined : await postgres.createDatabase('bench_other');
const other: (BenchProcess & { databaseCpu?: DatabaseCpu }) | undefined =
  compareRoot === undefined
    ? undefined
    : await startReferenceServer({ dataDir: otherDataDir, databaseUrl: otherDatabaseUrl, firstStart: true, root: compareRoot });
// With --postgres each server's PostgreSQL backends are counted too (database-cpu.ts).
if (databaseUrl !== undefined) server.databaseCpu = await watchDatabaseCpu(databaseUrl);
if (other !== undefined && otherDatabaseUrl !== undefined) other.databaseCpu = await watchDatabaseCpu(otherDatabaseUrl);
// The other tree answers the same requests on its own storage: the same 100 items, and an id it has.
const otherCases = other === undefined ? undefined : (await prepare(other)).cases;

const lines: string[] = [];
try {
  if (profiling) {
    // --profile profiles GET by id; --profile=list or --profile=create another case.
    const which = [...args].find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length) ?? 'get';
    const profiled = cases.find((c) => c.name.toLowerCase().startsWith(which)) ?? cases[0]!;
    await load(server, profiled, 2);
    const figures = await load(server, profiled, 10);
    console.log(`profiled ${profiled.name}: ${figures.requestsPerSecond.toFixed(0)} req/s`);
  } else {
    const table = [
      '| request | ours req/s | bare Fastify req/s | ours / bare | ours p99 ms | bare p99 ms | ours CPU µs/req | bare CPU µs/req | ours / bare CPU | ours main thread CPU µs/req |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    if (other !== undefined) {
      table[0] +=
        ' other tree req/s | ours / other tree | other tree p99 ms | other tree CPU µs/req | other tree / ours CPU | other tree main thread CPU µs/req |';
      table[1] += ' ---: | ---: | ---: | ---: | ---: | ---: |';
    }
    if (postgres !== undefined) {
      table[0] += ` ours PostgreSQL CPU µs/req |${other === undefined ? '' : ' other tree PostgreSQL CPU µs/req |'}`;
      table[1] += ` ---: |${other === undefined ? '' : ' ---: |'}`;
    }
    for (const [index, benchCase] of (startUpOnly ? [] : cases).entries()) {
      if (only !== undefined && !benchCase.name.toLowerCase().startsWith(only)) continue;
      const otherCase = otherCases?.[index];
      // Warm both (JIT, connections, PGlite caches) before measuring.
      await load(server, benchCase, 1);
      await load({ ...bare, apiKey: server.apiKey }, benchCase, 1);
      if (other !== undefined && otherCase !== undefined) await load(other, otherCase, 1);
      const ours: Figures[] = [];
      const baseline: Figures[] = [];
      const otherTree: Figures[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        ours.push(await load(server, benchCase));
        baseline.push(await load({ ...bare, apiKey: server.apiKey }, benchCase));
        if (other !== undefined && otherCase !== undefined) otherTree.push(await load(other, otherCase));
      }
      const oursRps = median(ours.map((f) => f.requestsPerSecond));
      const bareRps = median(baseline.map((f) => f.requestsPerSecond));
      const oursCpu = median(ours.map((f) => f.cpuMicrosPerRequest));
      const bareCpu = median(baseline.map((f) => f.cpuMicrosPerRequest));
      let row = `| ${benchCase.name} | ${fmt(oursRps)} | ${fmt(bareRps)} | ${(oursRps / bareRps).toFixed(3)}× | ${median(ours.map((f) => f.p99Ms))} | ${median(baseline.map((f) => f.p99Ms))} | ${fmt(oursCpu)} | ${fmt(bareCpu)} | ${(oursCpu / bareCpu).toFixed(1)}× | ${fmt(median(ours.map((f) => f.mainThreadCpuMicrosPerRequest)))} |`;
      if (otherTree.length > 0) {
        const otherRps = median(otherTree.map((f) => f.requestsPerSecond));
        const otherCpu = median(otherTree.map((f) => f.cpuMicrosPerRequest));
        row += ` ${fmt(otherRps)} | ${(oursRps / otherRps).toFixed(2)}× | ${median(otherTree.map((f) => f.p99Ms))} | ${fmt(otherCpu)} | ${(otherCpu / oursCpu).toFixed(2)}× | ${fmt(median(otherTree.map((f) => f.mainThreadCpuMicrosPerRequest)))} |`;
      }
      if (postgres !== undefined) {
        row += ` ${fmt(median(ours.map((f) => f.databaseCpuMicrosPerRequest ?? 0)))} |`;
        if (otherTree.length > 0) row += ` ${fmt(median(otherTree.map((f) => f.databaseCpuMicrosPerRequest ?? 0)))} |`;
      }
      console.log(row);
      table.push(row);
    }
    lines.push(...table);
  }
} finally {
  await server.databaseCpu?.close();
  await other?.databaseCpu?.close();
  await server.stop();
  await bare.stop();
  await other?.stop();
  await postgres?.stop();
  fs.rmSync(otherDataDir, { recursive: true, force: true });
}

if (profiling) {
  // The main thread's profile (thread 0); tsx's loader thread writes another.
  const file = fs.readdirSync(profileDir).find((name) => /\.0\.\d+\.cpuprofile$/.test(name));
  if (file === undefined) throw new Error(`no profile in ${profileDir}`);
  console.log(summariseProfile(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')), 30, 9));
  console.log(`profile: ${path.join(profileDir, file)}`);
} else {
  const startUp = compareRoot === undefined && postgres === undefined && only === undefined ? await measureStartUp(fixedFile) : '';
  console.log(startUp);
  const report = [
    `Rerun: \`npm run --prefix bench server -- --write${postgres === undefined ? '' : ' --postgres'}\` (from the repository root; needs \`npm i --prefix bench\` once).`,
    `Last run: ${machine()}; ${CONNECTIONS} connections, median of ${ROUNDS} interleaved rounds of ${SECONDS} s per request, after a 1 s warm-up.`,
    `The reference server runs as \`npm start\` runs it (\`node scripts/launch.js\`, precompiled), bare Fastify as \`node --import tsx\`, both with LOG_LEVEL=warn (no per-request log lines); the reference server on ${postgres === undefined ? 'embedded PGlite' : "PostgreSQL (a throwaway local cluster with the test suites' settings: fsync, full_page_writes and synchronous_commit off)"},`,
    'rate limit lifted; the baseline is a bare Fastify route answering the very bytes the reference server answered.',
    "CPU µs/req is the server process's user+system time (/proc) over the requests it answered in the round: on this shared machine",
    '(other suites running) it is the figure least moved by outside load; req/s and p99 move by tens of percent from run to run.',
    '',
    ...lines,
    '',
    startUp,
  ];
  if (args.has('--write') && other === undefined && !startUpOnly && only === undefined)
    writeResultsSection(postgres === undefined ? 'Server' : 'Server on PostgreSQL', report.join('\n'));
}
fs.rmSync(dataDir, { recursive: true, force: true });

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
