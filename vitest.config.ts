import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable } from './test/support/postgres.js';

const include = ['test/**/*.test.ts', 'generator/**/*.test.ts', 'server/**/*.test.ts'];
const exclude = ['**/node_modules/**', 'bench/**'];

// The server suites run twice: on the embedded database (default project) and on PostgreSQL
// (docs/decisions/0044-test-suite-in-minutes.md).
const postgresProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'server-postgres',
    // The server suites, and the fuzz and isolation suites that drive the server (their race tests
    // start a PostgreSQL of their own, so they run once, in the main project).
    include: [
      'test/server/**/*.test.ts',
      'test/fuzz/{invalid,valid}-requests.test.ts',
      'test/isolation/**/*.test.ts',
      'test/contract/**/*.test.ts',
      'test/real-client/**/*.test.ts',
    ],
    // Suites whose outcome no database can change run once: functions tested without a server, and
    // refusals made before any query (the request's bytes, its upgrade, its shape against the spec).
    exclude: [
      ...exclude,
      'test/server/abuse-report-urls.test.ts',
      'test/server/ingresses-domain.test.ts',
      'test/server/request-log.test.ts',
      'test/server/partial-handlers.test.ts',
      'test/server/invalid-utf8.test.ts',
      'test/server/ignore-upgrade.test.ts',
      'test/server/spec-strictness.test.ts',
    ],
    env: { TUNNEL_TEST_DATABASE: 'postgres' },
    globalSetup: ['test/support/postgres-global-setup.ts'],
    // Every file here is a server suite on the same harness, each server on a database of its own, so its
    // files share their workers' module graphs: importing the server again per file was most of what
    // a file of this copy cost (0044).
    isolate: false,
  },
};
// `npm run test:quick`: the inner loop, under a minute on two cores — the unit tests, the generator's
// given/want tables, the client runtime against a local server, and one server suite on the embedded
// database as a smoke test. `npm test` runs everything. Its files share their workers' module graphs
// (isolate: false): importing the server and the generator is most of what a quick file costs.
const quickProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'quick',
    isolate: false,
    include: [
      'server/**/*.test.ts',
      'test/client/**/*.test.ts',
      'test/diff/documentation-diff.test.ts',
      'test/server/{abuse-report-urls,ingresses-domain,request-log}.test.ts',
      'test/server/backends.test.ts',
      'test/generator/{build-ir,complete-discriminator-mappings,diagnostics,finish,inline-deep-refs,local-names,locate,naming,normalize-schema,route-url,string-literal,target-shape,targets,write}.test.ts',
    ],
    exclude,
  },
};
const quick = process.env.TUNNEL_TEST_QUICK === '1';

if (!quick && !postgresAvailable()) console.log(`${POSTGRES_SKIP_MESSAGE} (the server suites ran on the embedded database only)`);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest's default on two cores is one worker (cores - 1): the second core then idles while a file
    // waits on a child process (tsc, npm, PostgreSQL, Chromium). Two at least (0044).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: quick ? [quickProject] : [{ extends: true, test: { name: 'main', include, exclude } }, ...(postgresAvailable() ? [postgresProject] : [])],
  },
});
