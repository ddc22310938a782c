import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/storage/data-dir-lock.js';
import { DatabaseLockedError } from '../../server/storage/errors.js';

describe('lockDataDir', () => {
  let dir: string;
  let lockPath: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-lock-'));
    lockPath = path.join(dir, 'pglite.lock');
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes our pid, leaves no draft behind, and removes the file on release', () => {
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(`${process.pid}\n`);
    expect(fs.readdirSync(dir)).toEqual(['pglite.lock']);
    lock.release();
    expect(fs.existsSync(lockPath)).toBe(false);
    // Releasing twice is harmless, and the directory can be locked again.
    lock.release();
    lockDataDir(dir).release();
  });

  it('refuses a directory locked by another live process', () => {
    // Our parent (the vitest runner) is alive and is not us.
    fs.writeFileSync(lockPath, `${process.ppid}\n`);
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect(error).toMatchObject({
      code: 'database_locked',
      pid: process.ppid,
      lockPath,
      message: `the database in ${dir} is in use by process ${process.ppid} (lock file ${lockPath}); stop it first: the embedded database has one writer`,
    });
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it.each([
    { why: 'a process that has exited', content: () => `${spawnSync(process.execPath, ['-e', '']).pid}\n` },
    { why: 'garbage', content: () => 'not a pid' },
    { why: 'an empty file', content: () => '' },
  ])('takes over a lock left by $why', ({ content }) => {
    fs.writeFileSync(lockPath, content());
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('does not remove a lock file that another process has taken over since', () => {
    const lock = lockDataDir(dir);
    fs.writeFileSync(lockPath, `${process.ppid}\n`);
    lock.release();
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(`${process.ppid}\n`);
  });
});
