/**
 * One throwaway PostgreSQL cluster for the whole `server-postgres` test project: the server suites run a
 * second time against it (docs/decisions/0028-real-components-in-tests.md: the same suite on PGlite and on
 * PostgreSQL), each test server in a database of its own.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
