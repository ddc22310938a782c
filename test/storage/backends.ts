import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Backend } from '../../server/storage/database.js';
import type { OpenDatabaseOptions } from '../../server/storage/open-database.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';

/*
 * The storage suites run once per backend: embedded PGlite in a temp directory, and a throwaway
 * PostgreSQL cluster (skipped with one line when PostgreSQL is not installed; CI installs it).
 */

export interface StorageTarget {
  /** Options for openDatabase that point at one fresh, empty storage. */
  options: OpenDatabaseOptions;
}

export interface BackendHarness {
  backend: Backend;
  available: boolean;
  /** A new empty storage location (a directory, or a database in the shared cluster). */
  freshTarget(): Promise<StorageTarget>;
  /** Removes everything the harness made. */
  stop(): Promise<void>;
}

function pgliteHarness(): BackendHarness {
  const dirs: string[] = [];
  return {
    backend: 'pglite',
    available: true,
    freshTarget: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-pglite-'));
      dirs.push(dataDir);
      return { options: { dataDir } };
    },
    stop: async () => {
      for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let skipReported = false;

function postgresHarness(): BackendHarness {
  let cluster: Promise<TestPostgres> | undefined;
  let databases = 0;
  const available = postgresAvailable();
  if (!available && !skipReported) console.log(POSTGRES_SKIP_MESSAGE);
  skipReported ||= !available;
  return {
    backend: 'postgres',
    available,
    freshTarget: async () => {
      cluster ??= startPostgres();
      databases += 1;
      const databaseUrl = await (await cluster).createDatabase(`storage_test_${databases}`);
      return { options: { dataDir: '/nonexistent-unused-with-database-url', databaseUrl } };
    },
    stop: async () => {
      if (cluster) await (await cluster).stop();
      cluster = undefined;
    },
  };
}

/** One harness per backend, for `describe.each`. */
export function storageBackends(): BackendHarness[] {
  return [pgliteHarness(), postgresHarness()];
}
