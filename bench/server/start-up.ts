/**
 * Start-up time to the first answered request: from spawning the process until an HTTP request to it gets
 * any answer, polled every 5 ms, and the CPU time (all threads, /proc) the server process used until
 * then. The reference server as `npm start` runs it (precompiled, `node scripts/launch.js`) on an empty
 * data directory (creates the embedded database from the template, the development account) and
 * restarted on an existing one; the same restart from the TypeScript sources under tsx (how it ran
 * before scripts/build-server.ts); `npm start` itself on an existing one with nothing to regenerate
 * (its CPU column is npm's own process only); and the bare Fastify baseline (under tsx).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { cpuMicrosOf, freePort, nodeArgs, REPO_ROOT, referenceServerScript, tempDataDir } from './processes.js';
import { median } from './results-section.js';

const RUNS = 3;

interface Start {
  readonly ms: number;
  readonly cpuMs: number;
}

/** `script` is run by node (nodeArgs: TypeScript through tsx); `npm start` as `npm start` (in its own process group). */
async function timeToFirstAnswer(script: string, env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const npm = script === 'npm start';
  const child = spawn(npm ? 'npm' : process.execPath, npm ? ['start', '--silent'] : nodeArgs(script), {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DNS_PORT: '0', PUBLIC_URL: '', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: npm,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
      try {
        await fetch(`http://127.0.0.1:${port}/backends/http_response`);
        return { ms: performance.now() - started, cpuMs: cpuMicrosOf(child.pid ?? 0) / 1000 };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  } finally {
    // npm start: the server is npm's child; signal the whole group npm leads.
    if (npm && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
    await exited;
  }
}

export async function measureStartUp(fixedBodies: string): Promise<string> {
  const server = referenceServerScript();
  const empty: Start[] = [];
  const restart: Start[] = [];
  const fromSources: Start[] = [];
  const bare: Start[] = [];
  const npmStart: Start[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = tempDataDir();
    try {
      empty.push(await timeToFirstAnswer(server, { DATA_DIR: dataDir }));
      restart.push(await timeToFirstAnswer(server, { DATA_DIR: dataDir }));
      fromSources.push(await timeToFirstAnswer('scripts/start.ts', { DATA_DIR: dataDir }));
      // generated/ is current (the first run may regenerate and record it; the median is of 3).
      npmStart.push(await timeToFirstAnswer('npm start', { DATA_DIR: dataDir }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    bare.push(await timeToFirstAnswer('bench/server/bare-fastify.ts', { FIXED_BODIES: fixedBodies }));
  }
  const base = median(bare.map((start) => start.ms));
  const row = (name: string, starts: Start[]) => {
    const ms = median(starts.map((start) => start.ms));
    return `| ${name} | ${ms.toFixed(0)} | ${median(starts.map((start) => start.cpuMs)).toFixed(0)} | ${(ms / base).toFixed(2)}× |`;
  };
  return [
    `Start-up to the first answered request (median of ${RUNS}, each a fresh process; CPU: the process's user+system time until then, all threads):`,
    '',
    '| process | ms | CPU ms | vs bare Fastify |',
    '| --- | ---: | ---: | ---: |',
    row(`reference server, empty data directory (a copy of the migrated template, the development account): \`node ${server}\``, empty),
    row(`reference server, restart on an existing data directory: \`node ${server}\``, restart),
    row('the same restart from the TypeScript sources: `node --import tsx scripts/start.ts`', fromSources),
    row('`npm start` with nothing changed (generated/ and the build current), existing data directory (CPU: npm alone)', npmStart),
    row('bare Fastify (`node --import tsx bench/server/bare-fastify.ts`)', bare),
  ].join('\n');
}
