/**
 * The processes a benchmark measures, request logging off on both (LOG_LEVEL=warn) so that only what they
 * serve differs: the reference server as `npm start` runs it (precompiled, `node scripts/launch.js`;
 * a tree from before the launcher existed runs `node --import tsx scripts/start.ts`), and a bare
 * Fastify app (`node --import tsx bench/server/bare-fastify.ts`) as the baseline.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { residentBytes } from '../../test/support/process-memory.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** The development account's key (reference server on an empty storage). */
  readonly apiKey: string;
  /** Resident set size now, from /proc (bytes). */
  rss(): number;
  /** CPU time (user + system, all threads) the process has used so far, from /proc (µs). */
  cpuMicros(): number;
  /** CPU time of the process's main thread alone (its event loop), from /proc (µs): the rest is V8's background threads (its collector's), and any worker thread. */
  mainThreadCpuMicros(): number;
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly dataDir?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  readonly nodeFlags?: readonly string[];
  /** Wait for the development key (first start on an empty storage). */
  readonly firstStart?: boolean;
  /** Run the script of another checkout (a git worktree of an older commit) instead of this one. */
  readonly root?: string;
  /** Serve from this PostgreSQL instead of the embedded database. */
  readonly databaseUrl?: string;
}

/** A new empty data directory under the OS temp dir; the caller removes it. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-bench-'));
}

export async function startReferenceServer(options: StartOptions = {}): Promise<BenchProcess> {
  const dataDir = options.dataDir ?? tempDataDir();
  // A profile names the file of every function: from the one precompiled file it would name only that.
  const script = options.nodeFlags?.includes('--cpu-prof') ? 'scripts/start.ts' : referenceServerScript(options.root);
  // Agents' heartbeats every 10 minutes: a benchmark's agents, driven by hand, send none (test/support/worst-case-pages.ts).
  const env = { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000', DATABASE_URL: options.databaseUrl ?? '', AGENT_HEARTBEAT_MS: '600000' };
  return startScript(script, env, options);
}

/** `fixedBodies`: the JSON file of routes and bodies bare-fastify.ts serves. */
export async function startBareFastify(fixedBodies: string, options: StartOptions = {}): Promise<BenchProcess> {
  return startScript('bench/server/bare-fastify.ts', { FIXED_BODIES: fixedBodies }, options);
}

/** Processes this benchmark started and has not stopped: killed if it exits early (an error). */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** How node runs `script` of the tree at `root`: the launcher as it is, TypeScript through tsx. */
export function nodeArgs(script: string): string[] {
  return script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
}

/** The reference server's script in the tree at `root`: the precompiling launcher where there is one. */
export function referenceServerScript(root = REPO_ROOT): string {
  return fs.existsSync(path.join(root, 'scripts', 'launch.js')) ? 'scripts/launch.js' : 'scripts/start.ts';
}

async function startScript(script: string, env: Record<string, string>, options: StartOptions): Promise<BenchProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...nodeArgs(script)], {
    cwd: options.root ?? REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DNS_PORT: '0', PUBLIC_URL: '', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /on (http:\/\/127\.0\.0\.1:\d+)/.test(output);
      if (listening && (!options.firstStart || output.includes('Try: curl'))) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    apiKey: /first start only:\s+(\S+)/.exec(output)?.[1] ?? '',
    rss: () => residentBytes(child.pid ?? 0, 'VmRSS'),
    cpuMicros: () => cpuMicrosOf(child.pid ?? 0),
    mainThreadCpuMicros: () => cpuMicrosOf(child.pid ?? 0, child.pid ?? 0),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU of the process, or with `thread` of that one thread (the main thread's id is the process's). */
export function cpuMicrosOf(pid: number, thread?: number): number {
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const stat = fs.readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  return (ticks / TICKS_PER_SECOND) * 1e6;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The headers every API request carries. */
export function apiHeaders(key: string, withBody = false): Record<string, string> {
  return { authorization: `Bearer ${key}`, 'service-version': '2', ...(withBody ? { 'content-type': 'application/json' } : {}) };
}
