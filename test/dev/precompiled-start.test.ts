/**
 * `npm start` runs the server precompiled (scripts/build-server.ts, scripts/launch.js): the build is
 * used only while every file it was made from is unchanged (scripts/build-stamp.js), and the
 * precompiled server is the real one — it finds its migrations, the API description and the docs
 * beside its sources, creates the database and serves requests. A fresh clone's first start regenerates
 * nothing (the generation stamp is committed, scripts/generation-stamp.js); a busy port or an unwritable
 * DATA_DIR is one line that says what to do, before anything is created (server/start-checks.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { stampFile } from '../../scripts/build-server.js';
import { buildDigest, currentOutput } from '../../scripts/build-stamp.js';
import { openDatabase } from '../../server/storage/index.js';
import { freePort, killRunningServers, startServerProcess } from '../faults/server-process.js';
import { freshDataDir } from '../support/fresh-data-dir.js';

const REPO = path.resolve(import.meta.dirname, '../..');

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
afterAll(killRunningServers);

/** A checkout with two source files and a build of them recorded as current. */
function builtCheckout(): { root: string; stamp: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-build-'));
  roots.push(root);
  const inputs = ['scripts/start.ts', 'server/main.ts', 'node_modules/fastify/fastify.js'];
  for (const input of inputs) {
    fs.mkdirSync(path.dirname(path.join(root, input)), { recursive: true });
    fs.writeFileSync(path.join(root, input), `// ${input}\n`);
  }
  const dir = path.join(root, 'node_modules/.cache/tunnel-api/build');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'start-0123456789abcdef.mjs'), 'export {};\n');
  const stamp = path.join(dir, 'start.json');
  fs.writeFileSync(stamp, JSON.stringify({ digest: buildDigest(root, inputs), output: 'start-0123456789abcdef.mjs', inputs }));
  return { root, stamp };
}

describe('build stamp', () => {
  it('names the build while its inputs are unchanged', () => {
    const { root, stamp } = builtCheckout();
    expect(currentOutput(root, stamp)).toBe(path.join(path.dirname(stamp), 'start-0123456789abcdef.mjs'));
  });

  it.each<[string, (root: string, stamp: string) => void]>([
    ['an input was edited', (root) => fs.appendFileSync(path.join(root, 'server/main.ts'), 'export const x = 1;\n')],
    ['an input was deleted', (root) => fs.rmSync(path.join(root, 'server/main.ts'))],
    [
      'an installed dependency was rewritten (same size, newer file)',
      (root) => {
        const file = path.join(root, 'node_modules/fastify/fastify.js');
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('node_modules', 'NODE_MODULES'));
        fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      },
    ],
    ['the build itself is gone', (_root, stamp) => fs.rmSync(path.join(path.dirname(stamp), 'start-0123456789abcdef.mjs'))],
    ['there is no stamp (never built)', (_root, stamp) => fs.rmSync(stamp)],
    ['the stamp is not what a build writes', (_root, stamp) => fs.writeFileSync(stamp, '{"digest": 1}')],
    ['the checkout moved (the build holds its paths)', (root) => fs.renameSync(root, `${root}-moved`)],
  ])('asks for a rebuild when %s', (_what, change) => {
    const { root, stamp } = builtCheckout();
    change(root, stamp);
    const moved = fs.existsSync(root) ? root : `${root}-moved`;
    if (moved !== root) roots.push(moved);
    expect(currentOutput(root, moved === root ? stamp : stamp.replace(root, moved))).toBeUndefined();
  });
});

describe('the precompiled server (node scripts/launch.js, what npm start runs)', () => {
  it('builds what is stale, then creates the database and serves the API, its description and docs', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-launch-'));
    roots.push(dataDir);
    const server = await startServerProcess({ port: await freePort(), dataDir }, true);
    // The launcher ran the build its stamp names, current now whether it was built just now or before.
    expect(currentOutput(REPO, stampFile('start'))).toMatch(/start-[0-9a-f]{16}\.mjs$/);
    const headers = { authorization: `Bearer ${server.devKey}`, 'service-version': '2', 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/backends/http_response`, { method: 'POST', headers, body: JSON.stringify({ body: 'hi', status_code: 200 }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const read = await fetch(`${server.url}/backends/http_response/${id}`, { headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, body: 'hi', status_code: 200 });
    // Files the server reads from beside its sources: the bundled API description and the docs page.
    const description = await fetch(`${server.url}/openapi.json`);
    expect(description.status).toBe(200);
    expect(((await description.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
    expect((await fetch(`${server.url}/docs`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});

interface LauncherRun {
  /** Resolves with what the launcher printed once it serves (`serving`) or has exited (`exitCode`). */
  readonly done: Promise<{ stdout: string; stderr: string; exitCode: number | null; url: string | undefined }>;
  /** SIGTERM; resolves once the process is gone. */
  stop(): Promise<void>;
}

/** `node scripts/launch.js [args]` in `cwd`, as `npm start` runs it; it ends when the server answers or the process exits. */
function runLauncher(cwd: string, env: Record<string, string>, args: readonly string[] = [], options: { uid?: number; gid?: number } = {}): LauncherRun {
  const child = spawn(process.execPath, ['scripts/launch.js', ...args], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', DNS_PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let stdout = '';
  let stderr = '';
  const done = new Promise<{ stdout: string; stderr: string; exitCode: number | null; url: string | undefined }>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /reference server on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url !== undefined) resolve({ stdout, stderr, exitCode: null, url });
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ stdout, stderr, exitCode: code, url: undefined }));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    done,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A port some other process listens on, for the duration of `use`. */
async function withBusyPort<T>(use: (port: number) => Promise<T>): Promise<T> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  try {
    return await use((blocker.address() as net.AddressInfo).port);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
}

describe('npm start refuses, in one line and before creating anything', () => {
  it('a port another process listens on: says so and what to do, exit code 1, DATA_DIR not created', { timeout: 120_000 }, async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-busy-'));
    roots.push(parent);
    const dataDir = path.join(parent, 'data');
    const run = await withBusyPort((port) => runLauncher(REPO, { PORT: String(port), DATA_DIR: dataDir }).done.then((result) => ({ ...result, port })));
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe(
      `cannot start: port ${run.port} on 127.0.0.1 is already in use (is another server running?): stop it, or start this one beside it with its own ports and data, e.g. PORT=${run.port + 1} DNS_PORT=0 DATA_DIR=.data-${run.port + 1} npm start\n`,
    );
    expect(fs.readdirSync(parent)).toEqual([]);
  });

  it('a DATA_DIR that cannot be created (a file stands in its way): says so, exit code 1, nothing created', { timeout: 120_000 }, async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-unwritable-'));
    roots.push(parent);
    fs.writeFileSync(path.join(parent, 'a-file'), '');
    const dataDir = path.join(parent, 'a-file', 'data');
    const run = await runLauncher(REPO, { PORT: '0', DATA_DIR: dataDir }).done;
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe(
      `cannot start: DATA_DIR ${dataDir} cannot be created: ${path.join(parent, 'a-file')} is a file, not a folder; make it writable, or set DATA_DIR to a folder you can write, e.g. DATA_DIR=$HOME/.tunnel-api npm start\n`,
    );
    expect(fs.readdirSync(parent)).toEqual(['a-file']);
  });

  it('a DATA_DIR another server has open: names that process, and that this one may take a DATA_DIR of its own', { timeout: 120_000 }, async () => {
    const dataDir = await freshDataDir();
    roots.push(dataDir);
    const held = await openDatabase({ dataDir });
    try {
      const run = await runLauncher(REPO, { PORT: '0', DATA_DIR: dataDir }).done;
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toBe(
        `cannot start: the database in ${dataDir} is in use by process ${process.pid} (lock file ${path.join(dataDir, 'pglite.lock')}); stop it first: the embedded database has one writer, or start this one with a DATA_DIR of its own\n`,
      );
    } finally {
      await held.close();
    }
  });

  it.skipIf(process.getuid?.() !== 0)(
    'a DATA_DIR in a folder this user may not write (run as nobody): says so, exit code 1, nothing created',
    { timeout: 120_000 },
    async () => {
      // The precompiled server must exist for a user who cannot build it: the earlier cases built it.
      const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-readonly-'));
      roots.push(parent);
      fs.chmodSync(parent, 0o755);
      const dataDir = path.join(parent, 'data');
      const run = await runLauncher(REPO, { PORT: '0', DATA_DIR: dataDir, HOME: parent }, [], { uid: 65534, gid: 65534 }).done;
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toBe(
        `cannot start: DATA_DIR ${dataDir} cannot be created: ${parent} is not writable by this user (EACCES); make it writable, or set DATA_DIR to a folder you can write, e.g. DATA_DIR=$HOME/.tunnel-api npm start\n`,
      );
      expect(fs.readdirSync(parent)).toEqual([]);
    },
  );
});

describe("a fresh clone's first npm start", () => {
  it('regenerates nothing: the committed stamp matches the checked-out files; then it builds the server and serves', { timeout: 300_000 }, async () => {
    // The checkout's files (tracked, or new and not ignored) copied elsewhere, as a clone has them, with
    // node_modules as npm ci makes it: the installed packages, the workspace links into this copy's
    // generated/, no .cache (no stamp, no build).
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-clone-'));
    roots.push(clone);
    const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' }).stdout.split('\0');
    for (const file of listed.filter((f) => f !== '' && fs.existsSync(path.join(REPO, f)))) {
      fs.mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
      fs.copyFileSync(path.join(REPO, file), path.join(clone, file));
    }
    fs.mkdirSync(path.join(clone, 'node_modules/@tunnel-api'), { recursive: true });
    for (const entry of fs.readdirSync(path.join(REPO, 'node_modules'))) {
      if (entry === '.cache' || entry === '@tunnel-api') continue;
      fs.symlinkSync(path.join(REPO, 'node_modules', entry), path.join(clone, 'node_modules', entry));
    }
    for (const pkg of fs.readdirSync(path.join(REPO, 'node_modules/@tunnel-api'))) {
      fs.symlinkSync(path.join('../../generated', pkg), path.join(clone, 'node_modules/@tunnel-api', pkg));
    }
    const launcher = runLauncher(clone, { PORT: '0', DATA_DIR: path.join(clone, '.data') }, ['--generate']);
    const run = await launcher.done;
    await launcher.stop();
    expect(run.url, `${run.stdout}${run.stderr}`).toBeDefined();
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/^generated\/ is up to date with spec\/ \(checked in \d+ ms\)$/);
    expect(lines[1]).toBe('Building the server for its first start (a few seconds)');
    expect(run.stdout).not.toMatch(/regenerating|precompil/);
    expect(fs.existsSync(path.join(clone, 'generated/generation-stamp.json'))).toBe(true);
    // Nothing in generated/ was rewritten: the same files as the checkout's.
    for (const file of listed.filter((f) => f.startsWith('generated/') && fs.existsSync(path.join(REPO, f)))) {
      expect(fs.readFileSync(path.join(clone, file)).equals(fs.readFileSync(path.join(REPO, file))), file).toBe(true);
    }
  });
});
