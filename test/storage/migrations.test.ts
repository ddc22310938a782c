import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/storage/database.js';
import { DatabaseLockedError, SchemaTooNewError } from '../../server/storage/errors.js';
import { loadMigrations, migrate } from '../../server/storage/migrations.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { storageBackends } from './backends.js';

const TABLES = [
  'accounts',
  'agent_sessions',
  'api_keys',
  'rate_limit_buckets',
  'rate_limit_slices',
  'resource_refs',
  'resources',
  'schema_migrations',
  'server_instances',
  'unique_values',
];

async function tables(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name");
  return rows.map((row) => row.table_name);
}

/** The versions this server ships, so that adding a migration changes no test. */
const SHIPPED = loadMigrations().map((migration) => migration.version);
const FUTURE = SHIPPED.length + 5;

async function appliedVersions(db: Database): Promise<number[]> {
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((row) => row.version);
}

for (const harness of storageBackends()) {
  describe.skipIf(!harness.available)(`migrations on ${harness.backend}`, () => {
    afterAll(() => harness.stop());

    it('creates the schema once, records it, and is a no-op when reopened', async () => {
      const { options } = await harness.freshTarget();
      const first = await openDatabase(options);
      expect(await tables(first)).toEqual(TABLES);
      expect(await appliedVersions(first)).toEqual(SHIPPED);
      expect(await migrate(first)).toEqual([]);
      const lockPath = path.join(options.dataDir, 'pglite.lock');
      if (harness.backend === 'pglite') {
        // The embedded database has one writer: a second opener is refused while the first is open.
        const locked = await openDatabase(options).catch((caught: unknown) => caught);
        expect(locked).toBeInstanceOf(DatabaseLockedError);
        expect(locked).toMatchObject({
          code: 'database_locked',
          pid: process.pid,
          message: `the database in ${options.dataDir} is in use by process ${process.pid} (lock file ${lockPath}); stop it first: the embedded database has one writer`,
        });
      }
      await first.close();
      if (harness.backend === 'pglite') {
        expect(fs.existsSync(lockPath)).toBe(false);
        // A lock left by a process that died (kill -9 leaves it) does not block the next start.
        fs.writeFileSync(lockPath, `${spawnSync(process.execPath, ['-e', '']).pid}\n`);
      }
      const again = await openDatabase(options);
      try {
        expect(await appliedVersions(again)).toEqual(SHIPPED);
        if (harness.backend === 'pglite') expect(fs.readFileSync(lockPath, 'utf8')).toBe(`${process.pid}\n`);

        // A failing migration is all or nothing: its first statement does not stay behind.
        const broken = [
          ...loadMigrations(),
          { version: SHIPPED.length + 1, name: 'broken', sql: 'CREATE TABLE half_done (x int); SELECT no_such_function();' },
        ];
        await expect(migrate(again, broken)).rejects.toThrow('no_such_function');
        expect(await tables(again)).not.toContain('half_done');
        expect(await appliedVersions(again)).toEqual(SHIPPED);

        // A database migrated by a newer server is refused rather than used.
        await again.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [FUTURE, 'future']);
        const error = await migrate(again).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(SchemaTooNewError);
        expect(error).toMatchObject({
          code: 'schema_too_new',
          message: `the database schema is at version ${FUTURE}, newer than this server knows (${SHIPPED.length}); upgrade the server`,
        });
      } finally {
        await again.close();
      }
    });
  });
}

const postgres = storageBackends().find((harness) => harness.backend === 'postgres')!;

describe.skipIf(!postgres.available)('migrations on postgres, concurrently', () => {
  const harness = postgres;
  afterAll(() => harness.stop());

  it('runs migrations once when several servers open the database together', async () => {
    const { options } = await harness.freshTarget();
    const openers = await Promise.all(Array.from({ length: 4 }, () => openDatabase(options)));
    try {
      expect(await appliedVersions(openers[0]!)).toEqual(SHIPPED);
      expect(await tables(openers[3]!)).toEqual(TABLES);
    } finally {
      await Promise.all(openers.map((db) => db.close()));
    }
  });
});

describe('loadMigrations', () => {
  function dirWith(files: string[]): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-migrations-'));
    for (const file of files) fs.writeFileSync(path.join(dir, file), 'SELECT 1;');
    return dir;
  }

  it('reads NNN_name.sql files in version order', () => {
    const dir = dirWith(['002_second.sql', '001_first.sql', 'README.md']);
    expect(loadMigrations(dir).map(({ version, name }) => [version, name])).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it.each([
    { files: ['001_first.sql', '1_second.sql'], message: 'migration file 1_second.sql is not named NNN_name.sql' },
    { files: ['001_first.sql', '003_third.sql'], message: 'migration versions must be 1, 2, 3, ...: found 3 at position 2' },
  ])('refuses $files', ({ files, message }) => {
    const dir = dirWith(files);
    expect(() => loadMigrations(dir)).toThrow(message);
    fs.rmSync(dir, { recursive: true });
  });
});
