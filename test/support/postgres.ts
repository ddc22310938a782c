import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/*
 * Throwaway PostgreSQL clusters for tests, from Debian's postgresql package: initdb into a temp dir,
 * one postgres process on 127.0.0.1 and a free port, fsync off (nothing here needs to survive a
 * machine crash). PostgreSQL refuses to run as root, so when we are root the binaries run as the
 * `postgres` OS user, by spawn's uid/gid (libuv also drops root's supplementary groups) rather than a
 * `runuser` wrapper process that would sit between us and the postmaster's signals.
 */

export const POSTGRES_SKIP_MESSAGE = 'skipped PostgreSQL suite: apt-get install postgresql';

export interface TestPostgres {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Shuts the cluster down (fast) and removes its directory. */
  stop(): Promise<void>;
  /** Shuts the server down (fast) and keeps its data: connections fail until `resume`. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port, with the same data; resolves once it accepts connections. */
  resume(): Promise<void>;
}

/** The newest installed PostgreSQL's bin directory, or undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

export function postgresAvailable(): boolean {
  return findPostgresBin() !== undefined;
}

/** `parentDir`: where the cluster's directory is made (a small file system, to fill it); the system's temp dir by default. */
export async function startPostgres(options: { parentDir?: string } = {}): Promise<TestPostgres> {
  const bin = findPostgresBin();
  if (bin === undefined) throw new Error(POSTGRES_SKIP_MESSAGE);
  const dir = fs.mkdtempSync(path.join(options.parentDir ?? os.tmpdir(), 'tunnel-pg-'));
  const dataDir = path.join(dir, 'data');
  const owner = postgresOwner();
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  let server: ChildProcess | undefined;
  try {
    // A copy of the cluster initdb made once for this run (clusterTemplate()), owners and modes kept.
    run('cp', ['-a', clusterTemplate(bin, owner), dataDir], undefined);
    let port = 0;
    const spawnServer = () =>
      spawn(
        path.join(bin, 'postgres'),
        [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-k',
          dir,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
          '-c',
          'full_page_writes=off',
          '-c',
          'synchronous_commit=off',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'], ...owner },
      );
    // The port is free when probed but another test may take it before postgres binds: retry then.
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      server = spawnServer();
      try {
        await waitUntilAccepting(`postgres://postgres@127.0.0.1:${port}/postgres`, server, dataDir);
        break;
      } catch (error) {
        await stopServer(server);
        if (attempt === 3 || !/could not bind|Address already in use/i.test(String(error))) throw error;
      }
    }
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    let started = server;
    return {
      url,
      createDatabase: async (name) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
        } finally {
          await client.end();
        }
        return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
      },
      stop: async () => {
        await stopServer(started);
        fs.rmSync(dir, { recursive: true, force: true });
      },
      halt: () => stopServer(started),
      resume: async () => {
        started = spawnServer();
        await waitUntilAccepting(url, started, dataDir);
      },
    };
  } catch (error) {
    if (server) await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** How every test cluster is initialised: the superuser `postgres`, trusted locally, UTF-8 in the C locale, no fsync. */
const INITDB_OPTIONS = ['-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'];

/**
 * Where the template of clusters made by `bin` for `owner` is kept under `under`: named by what made it (the
 * binaries and INITDB_OPTIONS) and whose it is, so that a template kept in /tmp by a benchmark is never one that
 * other options made.
 */
export function clusterTemplatePath(bin: string, owner: { uid: number } | undefined, under = os.tmpdir()): string {
  const made = createHash('sha256')
    .update([bin, ...INITDB_OPTIONS].join('\0'))
    .digest('hex')
    .slice(0, 12);
  return path.join(under, `pg-template-${made}-${owner?.uid ?? process.getuid?.() ?? 0}`);
}

/**
 * An initdb'd cluster, never started, that each cluster of this run is a copy of: initdb took about a second of CPU
 * (half of it the kernel's) for each of the dozen suites that start one, a copy of its 39 MB a third of that
 * (bench/RESULTS.md, "Tests: where `npm test`'s CPU goes on a slower machine"). In the system temp folder (the run's
 * own in `npm test`: test/support/scratch-tmpdir.ts). Made aside and renamed into place, so a cluster is never
 * copied from half a template; two workers that make it at once each make one, and the one whose rename comes second
 * drops its own and uses the other's.
 */
export function clusterTemplate(bin: string, owner: { uid: number; gid: number } | undefined, under = os.tmpdir()): string {
  const made = clusterTemplatePath(bin, owner, under);
  if (fs.existsSync(path.join(made, 'PG_VERSION'))) return made;
  const aside = fs.mkdtempSync(`${made}.partial-`);
  try {
    if (owner) fs.chownSync(aside, owner.uid, owner.gid);
    const data = path.join(aside, 'data');
    run(path.join(bin, 'initdb'), ['-D', data, ...INITDB_OPTIONS], owner);
    try {
      fs.renameSync(data, made);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  } finally {
    fs.rmSync(aside, { recursive: true, force: true });
  }
  return made;
}

/** The `postgres` OS user's ids when this process is root (PostgreSQL refuses to run as root); else undefined. */
export function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function run(file: string, args: string[], owner: { uid: number; gid: number } | undefined): void {
  try {
    execFileSync(file, args, { stdio: ['ignore', 'pipe', 'pipe'], ...owner });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`${path.basename(file)} failed: ${stderr.trim() || String(error)}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilAccepting(url: string, server: ChildProcess, dataDir: string): Promise<void> {
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // Up to 30 s: the machine may be busy with other suites.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}: ${stderr.trim()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      // Make sure it is our cluster answering, not another test's that holds the port.
      const { rows } = await client.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
      await client.end();
      if (rows[0]?.dir !== dataDir) throw new Error(`port taken by another cluster (could not bind): ${rows[0]?.dir}`);
      return;
    } catch (error) {
      if (String(error).includes('port taken by another cluster')) throw error;
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`postgres did not accept connections within 30 s: ${stderr.trim()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions and exit.
    server.kill('SIGINT');
  });
}
