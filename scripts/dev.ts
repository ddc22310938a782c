/**
 * `npm run dev`: the API designer's loop. Watches spec/ and templates/; on every save lints, regenerates
 * what changed (docs included) and restarts the reference server, printing a one-screen summary. A
 * broken spec keeps the last good output — and the server — running, and says exactly what is wrong.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../generator/index.js';
import { formatCycle, watchSpec } from '../generator/watch/index.js';

let server: ChildProcess | undefined;

function startServer(): void {
  server = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/start.ts')], { stdio: 'inherit', cwd: REPO_ROOT, env: process.env });
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (child === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const watcher = watchSpec({
  specPath: path.join(REPO_ROOT, 'spec/openapi.yaml'),
  outDir: path.join(REPO_ROOT, 'generated'),
  templatesDir: path.join(REPO_ROOT, 'templates'),
  lintConfigPath: path.join(REPO_ROOT, 'redocly.yaml'),
  displayRoot: REPO_ROOT,
  async onCycle(cycle) {
    console.log(formatCycle(cycle));
    if (!cycle.ok) return;
    if (cycle.written.length > 0 || server === undefined) {
      await stopServer();
      startServer();
      console.log('  server: (re)started');
    }
  },
});

const shutdown = async () => {
  watcher.close();
  await stopServer();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
await watcher.ready;
console.log('watching spec/ and templates/ (Ctrl-C to stop)');
