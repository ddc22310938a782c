import type { Database } from './database.js';
import { migrate } from './migrations.js';
import { openPGlite } from './pglite-database.js';
import { openPostgres } from './postgres-database.js';

export interface OpenDatabaseOptions {
  /** Where the embedded database lives (`<dataDir>/pgdata`); unused with `databaseUrl`. */
  dataDir: string;
  /** A PostgreSQL URL; when set it is used instead of the embedded database. */
  databaseUrl?: string | undefined;
}

/** Opens the configured backend and brings its schema up to date before returning it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPGlite(options.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
