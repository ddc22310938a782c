/**
 * The reference server as its own process, as `npm start` runs it (`node scripts/launch.js`: the
 * precompiled server, rebuilt first when a source changed; without the regeneration step), so that a
 * test can kill it with SIGKILL. The server is that very process, no wrapper that a SIGKILL would leave
 * running.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  readonly url: string;
  /** The development account's key, printed on the first start of an empty storage only. */
  readonly devKey: string | undefined;
  readonly child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** SIGKILL now; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (finish requests in flight, close the database); resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface ServerSettings {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  /** Started under this open-file limit (soft and hard, through util-linux's `prlimit`). */
  readonly openFileLimit?: number | undefined;
  /** More of the server's environment. */
  readonly env?: Readonly<Record<string, string>> | undefined;
}

/** Every server process started here that has not exited yet. */
const running = new Set<ChildProcess>();

/** SIGKILLs every server process still running, for afterAll: a failed test must not leave one holding its storage. */
export async function killRunningServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** `firstStart`: the storage is empty, so wait for the development key too. */
export async function startServerProcess(settings: ServerSettings, firstStart = false): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(settings.port),
    // A free DNS port, not the default 8053 another server may hold (docs/decisions/0073-dns-on-by-default.md).
    DNS_PORT: '0',
    DATA_DIR: settings.dataDir,
    DATABASE_URL: settings.databaseUrl ?? '',
    PUBLIC_URL: '',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    ...settings.env,
  };
  // prlimit sets the limit and then becomes the server (exec): the child is still the server's process.
  const command =
    settings.openFileLimit === undefined
      ? [process.execPath, 'scripts/launch.js']
      : ['prlimit', `--nofile=${settings.openFileLimit}:${settings.openFileLimit}`, process.execPath, 'scripts/launch.js'];
  const child = spawn(command[0]!, command.slice(1), { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const ready = () => {
      const address = /reference server on (http:\/\/\S+)/.exec(output)?.[1];
      // On a first start the key is printed after the address line, then a line that uses it.
      if (address !== undefined && (!firstStart || output.includes('Try: curl'))) resolve(address);
    };
    child.stdout.on('data', ready);
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
  });
  return {
    url,
    devKey: /first start only:\s+(\S+)/.exec(output)?.[1],
    child,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return child.exitCode;
    },
  };
}

/** A port free right now on 127.0.0.1; the server keeps it across its restarts. */
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
