// The embedded database's files are its owner's alone (server/storage/pglite-database.ts): PGlite writes its
// files as 0666, so a DATA_DIR it creates and the `pgdata` folder in it are 0700 — no other local user reaches
// the accounts and key hashes inside — while a DATA_DIR that already existed keeps the mode its owner chose.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPGlite } from '../../server/storage/pglite-database.js';

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-data-modes-'));
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('the embedded database directory', () => {
  it('is created readable by its owner only, with pgdata the same, whatever the umask', async () => {
    const previous = process.umask(0o000);
    try {
      const dataDir = path.join(parent, 'new', 'data');
      const db = await openPGlite(dataDir);
      await db.close();
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, 'pgdata'))).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });

  it('keeps the mode of a DATA_DIR that already existed, and still closes pgdata', async () => {
    const dataDir = path.join(parent, 'existing');
    fs.mkdirSync(dataDir, { mode: 0o750 });
    fs.chmodSync(dataDir, 0o750);
    const db = await openPGlite(dataDir);
    await db.close();
    expect(mode(dataDir)).toBe(0o750);
    expect(mode(path.join(dataDir, 'pgdata'))).toBe(0o700);
  });
});
