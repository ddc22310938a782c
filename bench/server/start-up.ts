/**
 * Start-up time to the first answered request: from spawning `node --import tsx <script>` until an HTTP
 * request to it gets any answer, polled every 5 ms. The reference server on an empty data directory
 * (creates the embedded database, migrates, creates the development account), restarted on an existing
 * one, `npm start` on an existing one with nothing to regenerate, and the bare Fastify baseline.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { freePort, REPO_ROOT, tempDataDir } from './processes.js';
import { median } from './results-section.js';

const RUNS = 3;

/** `script` is run as `node --import tsx <script>`; `npm start` as `npm start` (in its own process group). */
async function timeToFirstAnswer(script: string, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const npm = script === 'npm start';
  const child = spawn(npm ? 'npm' : process.execPath, npm ? ['start', '--silent'] : ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: '', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: npm,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
      try {
        await fetch(`http://127.0.0.1:${port}/backends/http_response`);
        return performance.now() - started;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  } finally {
    // npm start: the server is npm's grandchild; signal the whole group npm leads.
    if (npm && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
    await exited;
  }
}

export async function measureStartUp(fixedBodies: string): Promise<string> {
  const empty: number[] = [];
  const restart: number[] = [];
  const bare: number[] = [];
  const npmStart: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = tempDataDir();
    try {
      empty.push(await timeToFirstAnswer('scripts/start.ts', { DATA_DIR: dataDir }));
      restart.push(await timeToFirstAnswer('scripts/start.ts', { DATA_DIR: dataDir }));
      // generated/ is current (the first run may regenerate and record it; the median is of 3).
      npmStart.push(await timeToFirstAnswer('npm start', { DATA_DIR: dataDir }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    bare.push(await timeToFirstAnswer('bench/server/bare-fastify.ts', { FIXED_BODIES: fixedBodies }));
  }
  const base = median(bare);
  const row = (name: string, times: number[]) => `| ${name} | ${median(times).toFixed(0)} | ${(median(times) / base).toFixed(2)}× |`;
  return [
    `Start-up to the first answered request (median of ${RUNS}, each a fresh process):`,
    '',
    '| process | ms | vs bare Fastify |',
    '| --- | ---: | ---: |',
    row('reference server, empty data directory (creates and migrates the database)', empty),
    row('reference server, restart on an existing data directory', restart),
    row('`npm start` with nothing changed (generated/ current), existing data directory', npmStart),
    row('bare Fastify', bare),
  ].join('\n');
}
