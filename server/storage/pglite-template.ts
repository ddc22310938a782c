import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadMigrations } from './migrations.js';

/*
 * A new embedded database starts as a copy of a template: PGlite's initdb plus the migrations take 7–10
 * s, a copy of the result (about 14 MB: the `postgres` database and a few 1 MB WAL segments) a fraction of
 * a second. The template is
 * built once per checkout, the first time an empty data directory is opened, in node_modules/.cache/
 * (the operating system's temp directory without one), keyed by the PGlite version and the migrations'
 * contents, so a new PGlite or a new migration builds a new one. It is built in a folder of its own and
 * renamed into place, so servers starting together never see half of one.
 */

const HERE = import.meta.dirname;
const PGLITE_PACKAGE = path.resolve(HERE, '../../node_modules/@electric-sql/pglite/package.json');

function cacheDir(): string {
  const nodeModules = path.resolve(HERE, '../../node_modules');
  return fs.existsSync(nodeModules) ? path.join(nodeModules, '.cache', 'tunnel-api') : path.join(os.tmpdir(), 'tunnel-api-cache');
}

/** Bumped when how the template is made changes (pglite-database.ts: initdb parameters, what buildTemplate drops). */
const RECIPE = 'wal-segsize=1, without template0 and template1, owner-only';

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(`${RECIPE}\0`);
  hash.update(fs.existsSync(PGLITE_PACKAGE) ? (JSON.parse(fs.readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string }).version : 'unknown');
  for (const migration of loadMigrations()) hash.update(`\0${migration.version}\0${migration.sql}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Fills the missing `pgdata` directory with a copy of the migrated template, building the template
 * first with `build(dir)` (which must leave a closed, migrated database in `dir/pgdata`). False when no
 * template could be made (e.g. nowhere writable): the caller then creates the database in place.
 */
export async function seedFromTemplate(pgdata: string, build: (dir: string) => Promise<void>): Promise<boolean> {
  let template: string;
  try {
    template = await templatePath(build);
  } catch {
    return false;
  }
  // Copied beside its final place and renamed: a crash mid-copy leaves no half database behind.
  const partial = `${pgdata}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true });
  fs.renameSync(partial, pgdata);
  return true;
}

async function templatePath(build: (dir: string) => Promise<void>): Promise<string> {
  const dir = cacheDir();
  const final = path.join(dir, `pglite-template-${templateKey()}`);
  if (fs.existsSync(final)) return final;
  fs.mkdirSync(dir, { recursive: true });
  const building = fs.mkdtempSync(path.join(dir, 'pglite-building-'));
  try {
    await build(building);
    try {
      // Its owner's alone, like a data directory (pglite-database.ts): PGlite writes its files as 0666, and a
      // template another local user could edit would seed every new database.
      fs.chmodSync(path.join(building, 'pgdata'), 0o700);
      fs.renameSync(path.join(building, 'pgdata'), final);
    } catch (error) {
      if (!fs.existsSync(final)) throw error; // else another process finished first: use theirs
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return final;
}
