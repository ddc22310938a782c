import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';
import { SchemaTooNewError } from './errors.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/**
 * Key of the transaction-level advisory lock that serializes migrations: several server instances
 * starting together against one PostgreSQL must not run them twice. (Arbitrary, fixed: "tunl".)
 */
const MIGRATION_LOCK_KEY = 0x74756e6c;

/** The migrations shipped in `migrations/NNN_name.sql`, in version order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_PATTERN.exec(file);
      if (!match) throw new Error(`migration file ${file} is not named NNN_name.sql`);
      return { version: Number(match[1]), name: match[2] ?? '', sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`migration versions must be 1, 2, 3, ...: found ${migration.version} at position ${index + 1}`);
  });
  return migrations;
}

/**
 * Applies the migrations the database has not seen, all in one transaction (all or nothing), and
 * records each in `schema_migrations`. Returns the versions it applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Held until COMMIT; a second opener waits here and then finds everything applied.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const newest = Math.max(0, ...applied);
    const known = migrations.length;
    if (newest > known) throw new SchemaTooNewError(newest, known);
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.execScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    return pending.map((migration) => migration.version);
  });
}
