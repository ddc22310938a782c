import fs from 'node:fs';
import path from 'node:path';
import { DatabaseLockedError } from './errors.js';

/*
 * PGlite runs PostgreSQL in single-user mode inside this process and ignores the data directory's
 * postmaster.pid (it starts fine after a kill -9, which we rely on), so it would also let a second
 * process open the same directory and corrupt it. This lock file turns that into a clear error: it
 * holds the owner's pid and is taken over when that process no longer exists.
 */

export interface DataDirLock {
  release(): void;
}

/** Lock files this process holds: a second open in the same process is refused like any other. */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(path.resolve(dataDir), 'pglite.lock');
  if (heldHere.has(lockPath)) throw new DatabaseLockedError(dataDir, process.pid, lockPath);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (createComplete(lockPath)) {
      heldHere.add(lockPath);
      return { release: () => release(lockPath) };
    }
    const owner = readOwner(lockPath);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) throw new DatabaseLockedError(dataDir, owner, lockPath);
    // Stale: its process is gone (or had our pid before a restart), or the file is garbage. Two
    // processes starting at the very same moment over a stale lock could both take it over; closing
    // that gap needs an OS file lock, which Node does not offer.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`could not take the lock ${lockPath}: another process keeps recreating it`);
}

/**
 * Creates the lock file holding our pid, atomically and already complete (written aside, then
 * hard-linked into place), so a concurrent opener never reads it half-written. False if it exists.
 */
function createComplete(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}`;
  fs.writeFileSync(draft, `${process.pid}\n`);
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function release(lockPath: string): void {
  if (!heldHere.delete(lockPath)) return;
  if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}
