/**
 * The suite's scratch files in memory (docs/decisions/0090-scratch-files-in-memory.md): vitest.config.ts calls
 * this before any worker starts, so that `os.tmpdir()` in every test file, worker and child process (a server's
 * data directory, a PostgreSQL cluster, `npm install`, a copy of the repository, `tsc` over generated packages)
 * is a folder of this run on Linux's /dev/shm tmpfs, removed when Vitest exits.
 *
 * The suite writes and deletes gigabytes of small files in the system temp folder: a copy of the embedded
 * database's template (~470 files) for every server, an initdb'd cluster per PostgreSQL suite, a repository
 * copy per dev-loop suite. On this machine's ext4 (mounted with `discard`) a template copied and removed cost
 * ~0.4 s of CPU, most of it in the kernel; on tmpfs 0.04 s. Nothing a test asserts depends on the disk: files,
 * modes, owners, renames and a killed process's writes (the page cache) behave the same, and the suites that
 * need a full disk mount a small tmpfs of their own.
 *
 * Not used when TMPDIR is set already (the caller chose), when `TUNNEL_TEST_TMPDIR=off`, off Linux, or when
 * /dev/shm is not a tmpfs with room to spare: then the system temp folder, as before.
 */
import fs from 'node:fs';
import path from 'node:path';

const TMPFS_MAGIC = 0x01021994;
/** Free space /dev/shm must have: the suite's scratch peaks at a few hundred megabytes. */
const MIN_FREE_BYTES = 2 * 1024 ** 3;

const PREFIX = 'vitest-scratch-';

/**
 * Removes the scratch folders of runs that are gone (killed, or out of time before their exit handler ran): on a
 * tmpfs what they left holds memory until the machine restarts. A folder whose run still lives is left alone.
 */
function removeAbandoned(shm: string): void {
  for (const name of fs.readdirSync(shm)) {
    const pid = Number(/^vitest-scratch-(\d+)-/.exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid <= 0 || running(pid)) continue;
    try {
      fs.rmSync(path.join(shm, name), { recursive: true, force: true });
    } catch {
      // Still mounted inside, or another user's files: left for its owner.
    }
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Points TMPDIR at a new folder on /dev/shm for this process and its children; returns it, or undefined if not. */
export function useMemoryTmpdir(): string | undefined {
  if (process.platform !== 'linux' || process.env['TUNNEL_TEST_TMPDIR'] === 'off' || process.env['TMPDIR']) return undefined;
  const shm = '/dev/shm';
  try {
    const stats = fs.statfsSync(shm);
    if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < MIN_FREE_BYTES) return undefined;
    removeAbandoned(shm);
    // No "tunnel" in the name: several suites assert that a folder they generate into has none in its path. The
    // pid in it tells a later run whether the run that made it is gone.
    const dir = fs.mkdtempSync(path.join(shm, `${PREFIX}${process.pid}-`));
    // As /tmp: every user may create files here (PostgreSQL runs as `postgres`, one suite as `nobody`), each
    // removes only their own.
    fs.chmodSync(dir, 0o1777);
    process.env['TMPDIR'] = dir;
    process.once('exit', () => {
      try {
        fs.rmSync(dir, { recursive: true, force: true });
      } catch (error) {
        // A mount a failed suite left inside: the next run removes the rest once it is unmounted.
        console.error(`could not remove the test run's scratch folder ${dir}: ${(error as Error).message}`);
      }
    });
    return dir;
  } catch {
    return undefined;
  }
}
