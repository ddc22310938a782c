import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable } from './test/support/postgres.js';

const include = ['test/**/*.test.ts', 'generator/**/*.test.ts', 'server/**/*.test.ts'];
const exclude = ['**/node_modules/**', 'bench/**'];

// The server suites run twice: on the embedded database (default project) and on PostgreSQL.
const postgresProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'server-postgres',
    // The server suites, and the fuzz and isolation suites that drive the server (their race tests
    // start a PostgreSQL of their own, so they run once, in the main project).
    include: ['test/server/**/*.test.ts', 'test/fuzz/{invalid,valid}-requests.test.ts', 'test/isolation/**/*.test.ts', 'test/contract/**/*.test.ts', 'test/real-client/**/*.test.ts'],
    exclude,
    env: { TUNNEL_TEST_DATABASE: 'postgres' },
    globalSetup: ['test/support/postgres-global-setup.ts'],
  },
};
if (!postgresAvailable()) console.log(`${POSTGRES_SKIP_MESSAGE} (the server suites ran on the embedded database only)`);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'main', include, exclude } },
      ...(postgresAvailable() ? [postgresProject] : []),
    ],
  },
});
