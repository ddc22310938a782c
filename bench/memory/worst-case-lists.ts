/**
 * Memory of worst-case list pages (docs/decisions/0051-request-bounds.md, 0068-list-pages-as-text.md):
 *   npm run --prefix bench memory:worst-lists [-- --postgres] [-- --compare <dir>] [-- --kind <kind>]
 * The reference server (`node scripts/launch.js`, what `npm start` runs) holds a full page of the largest resources
 * of a kind the request bounds allow (test/support/worst-case-pages.ts; by default HTTP response backends: every
 * field at its maximum, every character one that JSON writes as six bytes, 7.3 MiB a page), created through the API. After one list (which loads what a first read loads)
 * and a pause, its resident set is the baseline; its peak resident set (VmHWM, reset through
 * /proc/<pid>/clear_refs) while it answers four lists of that page at once, read over real sockets by clients
 * that drop each chunk as it comes, is the figure: peak over that baseline, and over the idle server's RSS (started,
 * nothing created yet), per round and the largest of ROUNDS.
 * --compare runs another checkout's server the same way, interleaved.
 */
import fs from 'node:fs';
import { startPostgres } from '../../test/support/postgres.js';
import { residentBytes } from '../../test/support/process-memory.js';
import { WORST_PAGES } from '../../test/support/worst-case-pages.js';
import { apiHeaders, type BenchProcess, startReferenceServer, tempDataDir } from '../server/processes.js';
import { machine } from '../server/results-section.js';

const PAGE = 100;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const MIB = 1024 * 1024;
const argv = process.argv.slice(2);
const compareRoot = argv.includes('--compare') ? argv[argv.indexOf('--compare') + 1] : undefined;
const postgres = argv.includes('--postgres') ? await startPostgres() : undefined;
const kind = argv.includes('--kind') ? argv[argv.indexOf('--kind') + 1]! : 'http_response_backend';
const worst = WORST_PAGES[kind];
if (worst === undefined) throw new Error(`--kind: one of ${Object.keys(WORST_PAGES).join(', ')}`);

/** One list of the page, read chunk by chunk and dropped; its length in bytes. */
async function list(server: BenchProcess, path: string): Promise<number> {
  const response = await fetch(`${server.url}${path}?limit=${PAGE}`, { headers: apiHeaders(server.apiKey) });
  if (response.status !== 200 || response.body === null) throw new Error(`list: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  return bytes;
}

interface Tree {
  readonly label: string;
  readonly server: BenchProcess;
  readonly dataDir: string;
  readonly peaks: number[];
  /** Peak RSS of each round over the server's idle RSS (started, before anything was created). */
  readonly overIdle: number[];
  page: number;
  idle: number;
  /** The list's path. */
  list: string;
}

async function start(label: string, root: string | undefined, database: string | undefined): Promise<Tree> {
  // A first start of a checkout builds the embedded database's template in its process and idles about 90 MiB higher
  // (test/support/embedded-template.ts): a throwaway start first, so that the measured one copies it.
  if (database === undefined) await warmUp(root);
  const dataDir = tempDataDir();
  const databaseUrl = database === undefined ? undefined : await postgres!.createDatabase(database);
  const server = await startReferenceServer({
    dataDir,
    firstStart: true,
    ...(root === undefined ? {} : { root }),
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
  });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idle = residentBytes(server.child.pid!, 'VmRSS');
  const path = await worst!.fill(async (at, body) => {
    const response = await fetch(`${server.url}${at}`, { method: 'POST', headers: apiHeaders(server.apiKey, true), body: JSON.stringify(body) });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`create: ${response.status} ${text}`);
    return JSON.parse(text) as { id: string; [field: string]: unknown };
  }, server.url);
  const page = await list(server, path);
  return { label, server, dataDir, peaks: [], overIdle: [], page, idle, list: path };
}

/** Starts and stops `root`'s server on an empty data directory: its embedded template exists afterwards. */
async function warmUp(root: string | undefined): Promise<void> {
  const dataDir = tempDataDir();
  const server = await startReferenceServer({ dataDir, firstStart: true, ...(root === undefined ? {} : { root }) });
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Four lists at once: the peak RSS over the RSS just before them. */
async function round(tree: Tree): Promise<void> {
  await list(tree.server, tree.list);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const pid = tree.server.child.pid!;
  const before = residentBytes(pid, 'VmRSS');
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const pages = await Promise.all([list(tree.server, tree.list), list(tree.server, tree.list), list(tree.server, tree.list), list(tree.server, tree.list)]);
  if (pages.some((bytes) => bytes !== tree.page)) throw new Error(`${tree.label}: pages of ${pages.join(', ')} bytes, expected ${tree.page}`);
  const peak = residentBytes(pid, 'VmHWM');
  tree.peaks.push(peak - before);
  tree.overIdle.push(peak - tree.idle);
}

const trees: Tree[] = [];
try {
  trees.push(await start('this tree', undefined, postgres === undefined ? undefined : 'worst_lists_ours'));
  if (compareRoot !== undefined) trees.push(await start(`other tree (${compareRoot})`, compareRoot, postgres === undefined ? undefined : 'worst_lists_other'));
  for (let i = 0; i < ROUNDS; i += 1) for (const tree of trees) await round(tree);
  console.log(
    `${machine()}; ${postgres === undefined ? 'embedded database' : 'PostgreSQL (a throwaway local cluster)'}; four concurrent lists of a worst-case page of ${kind}, ${ROUNDS} rounds`,
  );
  console.log(
    '| server | page MiB | RSS idle / at the end, MiB | peak over the RSS just before the lists, MiB (rounds) | largest | peak over idle, MiB (rounds) | largest |',
  );
  console.log('| --- | ---: | ---: | --- | ---: | --- | ---: |');
  for (const tree of trees) {
    const mib = (bytes: number) => (bytes / MIB).toFixed(1);
    const now = residentBytes(tree.server.child.pid!, 'VmRSS');
    console.log(
      `| ${tree.label} | ${(tree.page / MIB).toFixed(2)} | ${mib(tree.idle)} / ${mib(now)} | ${tree.peaks.map(mib).join(', ')} | ${mib(Math.max(...tree.peaks))} | ${tree.overIdle.map(mib).join(', ')} | ${mib(Math.max(...tree.overIdle))} |`,
    );
  }
} finally {
  for (const tree of trees) {
    await tree.server.stop();
    fs.rmSync(tree.dataDir, { recursive: true, force: true });
  }
  await postgres?.stop();
}
