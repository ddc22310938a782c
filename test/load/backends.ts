/**
 * The storages a load suite runs against (docs/decisions/0013-two-databases.md: one SQL dialect, both
 * tested): the embedded database, and PostgreSQL from the Debian package (one throwaway cluster per file),
 * which is skipped with one line when it is not installed (CI installs it).
 */
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';

export interface StorageUnderLoad {
  readonly name: 'pglite' | 'postgres';
  readonly available: boolean;
  /** A `databaseUrl` for a fresh database, or undefined for a fresh embedded one. */
  fresh(): Promise<string | undefined>;
  stop(): Promise<void>;
}

export function storagesUnderLoad(file: string): StorageUnderLoad[] {
  let cluster: Promise<TestPostgres> | undefined;
  let databases = 0;
  const available = postgresAvailable();
  if (!available) console.log(`${POSTGRES_SKIP_MESSAGE} (${file} ran on the embedded database only)`);
  return [
    { name: 'pglite', available: true, fresh: async () => undefined, stop: async () => {} },
    {
      name: 'postgres',
      available,
      fresh: async () => {
        cluster ??= startPostgres();
        databases += 1;
        return (await cluster).createDatabase(`load_${databases}`);
      },
      stop: async () => {
        if (cluster) await (await cluster).stop();
        cluster = undefined;
      },
    },
  ];
}
