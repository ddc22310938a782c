/**
 * A reference server instance as its own process, as `npm start` runs it (`node scripts/launch.js`: the
 * precompiled server, docs/decisions/0036-run-precompiled-server.md; configuration from the environment), so
 * tests can run several side by side on one PostgreSQL, SIGTERM them (drain) or SIGKILL them (crash). Node runs
 * the launcher itself, not npm, whose extra process would outlive a SIGKILL. Loading the server through tsx
 * instead cost each start about 1.8 s more CPU.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../../..');

export interface ServerInstance {
  readonly url: string;
  readonly child: ChildProcess;
  /** The development account's key, printed on the first start of an empty storage only. */
  readonly devKey: string | undefined;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal). */
  readonly exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): void;
}

/** Every instance started here that has not exited: afterAll SIGKILLs them. */
const running = new Set<ChildProcess>();

export async function killAllInstances(): Promise<void> {
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

/** `env` is added to a quiet default environment; `waitForKey`: the storage is empty, wait for the printed key too. */
export async function startInstance(env: Record<string, string>, waitForKey = false): Promise<ServerInstance> {
  const child = spawn(process.execPath, ['scripts/launch.js'], {
    cwd: REPO,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DNS_PORT: '0',
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const ready = () => {
      const address = /reference server on (http:\/\/\S+)/.exec(text)?.[1];
      if (address !== undefined && (!waitForKey || text.includes('Try: curl'))) resolve(address);
    };
    child.stdout.on('data', ready);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${text}`)));
  });
  return {
    url,
    child,
    devKey: /first start only:\s+(\S+)/.exec(text)?.[1],
    output: () => text,
    exited,
    kill: (signal = 'SIGKILL') => {
      child.kill(signal);
    },
  };
}

export interface Response {
  status: number;
  body: any;
  headers: Headers;
}

/** One API request with the headers every request carries. */
export async function api(base: string, key: string, method: string, urlPath: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'service-version': '2', authorization: `Bearer ${key}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Plain text (the metrics).
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
