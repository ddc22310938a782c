import type { Database } from './database.js';
import { migrate } from './migrations.js';
import type { PostgresOptions } from './postgres-database.js';

export interface OpenDatabaseOptions {
  /** Where the embedded database lives (`<dataDir>/pgdata`); unused with `databaseUrl`. */
  dataDir: string;
  /** A PostgreSQL URL; when set it is used instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** PostgreSQL's pool (config.ts `databasePool`); unused with the embedded database. */
  pool?: PostgresOptions | undefined;
}

/** Opens the configured backend and brings its schema up to date before returning it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  // Each backend's driver loads only when it is the one configured: `pg` alone (it makes Node load its
  // fetch implementation) was a tenth of an embedded server's start-up CPU (bench/RESULTS.md).
  const db = options.databaseUrl
    ? await (await import('./postgres-database.js')).openPostgres(options.databaseUrl, options.pool)
    : await (await import('./pglite-database.js')).openPGlite(options.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
