/**
 * `npm run dev`: the API designer's loop. Watches spec/ and templates/; on every save regenerates what
 * changed, brings the reference server up to date as soon as what it loads is written, then finishes the docs
 * and the lint report and prints a one-screen summary. A broken spec keeps the last good output — and the
 * server — running, and says exactly what is wrong. `bench/generate/dev-loop.ts` times save → server answering.
 *
 * The server runs precompiled, as `npm start` runs it (docs/decisions/0036-run-precompiled-server.md), but for
 * the generated packages, which its bundle leaves to Node: this process keeps an esbuild context of
 * scripts/start.ts and runs `node` on its output with the launcher's V8 flags. A save that changed only generated
 * code is taken by the running server (docs/decisions/0088-dev-reload-in-process.md): the saved packages bundled
 * as a new generation, which the server imports with a new copy of our code and builds a new app from, on the
 * same database and socket. Anything else it runs changed: the bundle is rebuilt (incrementally) and the server
 * restarted, and the loop says why. Loading the server's TypeScript through tsx instead cost about a second of
 * CPU at every start.
 *
 * Open docs pages are live (generator/watch/live/): this process serves a small channel on its own loopback
 * port, which outlives the server's restarts, and gives the server its URL (`DOCS_LIVE_URL`) so that /docs loads
 * it. Each run's docs document reaches the pages as soon as the IR is built, rendered in place in the browser;
 * Redocly's `build-docs` still rebuilds generated/docs/index.html behind it. Problems show over the last good docs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../generator/index.js';
import { formatCycle, watchSpec } from '../generator/watch/index.js';
import { startLiveChannel } from '../generator/watch/live/channel.js';
import { loadConfig } from '../server/config.js';
import { RELOADS_PER_PROCESS } from '../server/dev/reload-handover.js';
import { documentAt } from '../server/docs/page-at-public-url.js';
import { generationBuilder, generationDir } from './build-generation.js';
import { entryBuilder } from './build-server.js';
import { requestReload } from './dev-reload-request.js';
import { afterReload, codeStamps, type RunningServer, reloadBlocker, restartReason, specBehaviourOf } from './dev-server-current.js';
import { SERVER_V8_FLAGS } from './server-flags.js';

let server: ChildProcess | undefined;
/** What the running server was started from; undefined until one started. */
let running: RunningServer | undefined;
const generatedDir = path.join(REPO_ROOT, 'generated');
/** The targets whose output the server reads (its bundle, its request hooks' document, the documents it serves but the docs). */
const SERVER_TARGETS = ['bundle', 'validators', 'server'];
/**
 * The generated packages the server loads: left out of its bundle, to Node's loader, so that a save which changed
 * only them is taken by the running server with no new bundle (docs/decisions/0088-dev-reload-in-process.md).
 */
const GENERATED_PACKAGES = fs
  .readdirSync(generatedDir)
  .filter((dir) => fs.existsSync(path.join(generatedDir, dir, 'package.json')) && dir !== 'client')
  .map((dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(generatedDir, dir, 'package.json'), 'utf8')) as { name: string; main: string };
    return { dir, name: manifest.name, main: path.join(generatedDir, dir, manifest.main) };
  });
const builder = await entryBuilder('start', REPO_ROOT, { outputName: 'start-dev', external: GENERATED_PACKAGES.map((p) => p.name) });
const generations = await generationBuilder(GENERATED_PACKAGES, REPO_ROOT);
/** Gives each reload's imports of the generated packages a URL of its own (scripts/dev-generations.js). */
const GENERATIONS_HOOK = pathToFileURL(path.join(REPO_ROOT, 'scripts/dev-generations.js')).href;
// Generations a dev process left behind when it did not stop cleanly: their servers are gone.
const generationsRoot = path.dirname(path.dirname(generationDir(REPO_ROOT, 0, 0)));
for (const pid of fs.existsSync(generationsRoot) ? fs.readdirSync(generationsRoot) : [])
  if (/^\d+$/.test(pid) && !processAlive(Number(pid))) removeGenerations(Number(pid));
/** The bundle the running server was started on. */
let serverBundle = '';
const live = await startLiveChannel({ repoRoot: REPO_ROOT, docsHtmlPath: path.join(REPO_ROOT, 'generated/docs/index.html') });

function startServer(bundle: string): void {
  // The IPC channel carries reloads (server/dev/reload-channel.ts).
  server = spawn(process.execPath, [...SERVER_V8_FLAGS, '--import', GENERATIONS_HOOK, bundle], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    cwd: REPO_ROOT,
    env: { ...process.env, DOCS_LIVE_URL: live.url, TUNNEL_DEV_RELOAD: '1' },
  });
  serverBundle = bundle;
  console.log(`  server: (re)started, pid ${server.pid}, ${path.relative(REPO_ROOT, bundle)}`);
}

/** What the server built from `bundle` now runs. */
function runningFrom(reloads: number): RunningServer {
  const inputs = builder.inputs();
  // The generated packages' JavaScript is code it runs too, loaded from generated/ as it is when it loads it.
  const generatedCode = GENERATED_PACKAGES.flatMap(({ dir }) =>
    fs
      .readdirSync(path.join(generatedDir, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => `generated/${dir}/${file.split(path.sep).join('/')}`),
  );
  return {
    bundleInputs: new Set([...inputs, ...generatedCode]),
    specBehaviour: specBehaviourOf(generatedDir),
    codeStamps: codeStamps(REPO_ROOT, inputs),
    reloads,
    onPostgres: onPostgres(),
  };
}

/** Whether the server runs on PostgreSQL: it reads the same settings (a setting it refuses: it says so, and stops). */
function onPostgres(): boolean {
  try {
    return loadConfig().databaseUrl !== undefined;
  } catch {
    return false;
  }
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (child === undefined) return;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  removeGenerations(child.pid);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The generations bundled for server process `pid` (scripts/build-generation.ts), once it is gone. */
function removeGenerations(pid: number | undefined): void {
  if (pid !== undefined) fs.rmSync(path.dirname(generationDir(REPO_ROOT, pid, 0)), { recursive: true, force: true });
}

const watcher = watchSpec({
  specPath: path.join(REPO_ROOT, 'spec/openapi.yaml'),
  outDir: generatedDir,
  templatesDir: path.join(REPO_ROOT, 'templates'),
  lintConfigPath: path.join(REPO_ROOT, 'redocly.yaml'),
  displayRoot: REPO_ROOT,
  // The server is brought up to date as soon as what it loads is written (the bundle, the validators and server
  // packages), before the docs and the lint report: the summary follows. It reads the docs page per request, and
  // never loads the client package. The server's targets are written first, and its reload or restart runs
  // while the client is emitted.
  writeFirst: SERVER_TARGETS,
  async onWritten(changed, timeline) {
    // The client's group: the server never loads it (the first group decided about the server).
    if (changed.length > 0 && changed.every((file) => file.startsWith('client/'))) return;
    // A save that changed nothing the server runs leaves it running: it answers as a fresh start on the saved
    // spec would, and serves the new documents already (scripts/dev-server-current.ts).
    if (server !== undefined && server.exitCode === null && running !== undefined) {
      const reason = restartReason(changed, generatedDir, REPO_ROOT, running);
      if (reason === undefined) {
        console.log(`  server: kept running, pid ${server.pid}: the save changed nothing it runs`);
        timeline.mark('server kept');
        return;
      }
      // Only the generated packages changed: the running process takes the new app in place.
      const blocker = reloadBlocker(changed, generatedDir, REPO_ROOT, running, RELOADS_PER_PROCESS);
      if (blocker === undefined) {
        timeline.mark(`server reloads: ${reason}`);
        if (await reloadInPlace(server, timeline)) return;
      } else {
        console.log(`  server: restarting: ${blocker}`);
        timeline.mark(`server restarts: ${blocker}`);
      }
    }
    // The bundle is rebuilt from the files just written while the old server finishes.
    const [, built] = await Promise.allSettled([
      stopServer().then(() => timeline.mark('old server stopped')),
      builder.rebuild().then((bundle) => {
        timeline.mark('server bundle rebuilt');
        return bundle;
      }),
    ]);
    if (built.status === 'rejected') {
      // esbuild printed what it could not build; the next save tries again.
      console.error(`  server: not restarted, scripts/start.ts did not build: ${(built.reason as Error).message.split('\n')[0]}`);
      return;
    }
    running = runningFrom(0);
    startServer(built.value);
    timeline.mark('new server spawned');
    // The docs and the lint report wait until it answers: on a busy machine they would slow its start-up.
    await answering(server);
    timeline.mark('new server answering /healthz');
  },
  onDocsDocument(document) {
    // As the server serves the page: naming its own URL (server/docs/page-at-public-url.ts).
    const publicUrl = serverPublicUrl();
    if (publicUrl !== undefined) documentAt(document, publicUrl);
    live.showDocument(document);
  },
  onCycle(cycle) {
    console.log(formatCycle(cycle));
    live.cycleDone(cycle);
  },
});

/**
 * Has `child` take the saved generated packages in place (docs/decisions/0088-dev-reload-in-process.md): the same
 * bundle imported again as a new generation. True when it took it; false when it could not, to be restarted.
 */
async function reloadInPlace(child: ChildProcess, timeline: { mark(what: string): void }): Promise<boolean> {
  // What it ran before the reload: only called while a server runs, so recorded.
  const before = running!;
  const generation = before.reloads + 1;
  try {
    await generations.build(generationDir(REPO_ROOT, child.pid!, generation));
  } catch (error) {
    console.log(`  server: restarting, the generated packages did not bundle: ${(error as Error).message.split('\n')[0]}`);
    return false;
  }
  timeline.mark('generated packages bundled');
  const answer = await requestReload(child, { type: 'reload', bundle: serverBundle, generation });
  if (answer.type === 'reload-failed') {
    console.log(`  server: restarting, pid ${child.pid} could not reload in place: ${answer.message}`);
    timeline.mark('server reload failed');
    return false;
  }
  console.log(
    `  server: reloaded in place, pid ${child.pid}, generation ${generation} (code imported in ${answer.importMs} ms, app built in ${answer.appMs} ms): the save changed only generated code`,
  );
  timeline.mark(`server reloaded in place (code imported in ${answer.importMs} ms, app built in ${answer.appMs} ms)`);
  // Said first: the generated code it runs now is read after (those files are as the reload loaded them: no save ran
  // meanwhile); the rest is as recorded before, so a hand edit made during the reload is still seen as one.
  running = afterReload(before, runningFrom(generation), generatedDir, REPO_ROOT);
  return true;
}

/** Resolves once the server answers /healthz, exits, or 60 s passed (settings it refuses: its own error says so). */
async function answering(child: ChildProcess | undefined): Promise<void> {
  let url: string;
  try {
    const { host, port } = loadConfig();
    if (port === 0) return; // a port the system picks: nothing to ask
    url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/healthz`;
  } catch {
    return;
  }
  const deadline = performance.now() + 60_000;
  while (child !== undefined && child.exitCode === null && performance.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The URL the server names in what it serves; undefined for a port the system picks (known only to the server). */
function serverPublicUrl(): string | undefined {
  try {
    const config = loadConfig();
    return config.port === 0 ? undefined : config.publicUrl;
  } catch {
    return undefined; // settings it refuses: its own error says so
  }
}

const shutdown = async () => {
  watcher.close();
  await Promise.all([stopServer(), builder.dispose(), generations.dispose(), live.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
await watcher.ready;
console.log(`watching spec/ and templates/ (Ctrl-C to stop); open docs pages show each save (live channel ${live.url})`);
