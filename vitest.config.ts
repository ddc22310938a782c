import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { GENERATOR_V8_FLAGS } from './scripts/generator-flags.js';
import { SERVER_V8_FLAGS } from './scripts/server-flags.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable } from './test/support/postgres.js';
import { useMemoryTmpdir } from './test/support/scratch-tmpdir.js';
import { LongestFirstSequencer } from './test/support/sequencer.js';

// Scratch files (data directories, clusters, repository copies, installs) on a tmpfs of this run, before any
// worker or child process reads TMPDIR (test/support/scratch-tmpdir.ts).
useMemoryTmpdir();

const include = ['test/**/*.test.ts', 'generator/**/*.test.ts', 'server/**/*.test.ts'];
const exclude = ['**/node_modules/**', 'bench/**'];

// The `in-process` project: suites whose work happens in the test's own process — given/want tables, emitters,
// the docs' view models, the client runtime, the server and storage suites (Fastify's inject or a local
// listener; each database in a directory or cluster of its own that its file closes) — so their files share
// their workers' module graphs (isolate: false): importing the generator or the server, and compiling the
// embedded database, again per file was most of what such a file cost (0044, 0062). `main` keeps a process per file for the rest: browsers, agents, sshd, clusters, chaos and dev loops,
// and the generator suites that hold several large documents' output or spawn the CLI.
/** Every test file directly in `folder` but the named ones (`!(a.test|b.test)` rejects whole names only). */
const allBut = (folder: string, names: readonly string[]) => `${folder}/!(${names.map((name) => `${name}.test`).join('|')}).test.ts`;
const inProcess = [
  'server/**/*.test.ts',
  allBut('test/generator', ['public-specs', 'cli', 'constructs', 'foreign-packages', 'compile', 'many-operations', 'stable-output']),
  allBut('test/validators', ['public-specs']),
  allBut('test/docs', ['browser', 'console-browser', 'served-documents', 'samples-run']),
  'test/client/*.test.ts',
  'test/{spec,diff,release,repo}/*.test.ts',
  'test/agents/{release-policy,protocol,label-match,credential-acl,command-rules,agent-parts,agent-machine,agent-tls-parts,hub-protocol,cli-args}.test.ts',
  'test/ssh/{ca-key,authorized-key,kek,private-key-sealing,user-certificate,certificate-options}.test.ts',
  // The dev loop's parts (its loop itself, with its processes, stays in `main`), and the DNS zone's answers.
  'test/dev/{dev-reload,dev-reload-request,dev-server-current,unstored-fields,live-problems,generation-stamp,live-channel}.test.ts',
  'test/dns/*.test.ts',
  // The server suites on the embedded database: each server on a database of its own, closed by its file
  // (the same files pass so on PostgreSQL, below).
  'test/server/*.test.ts',
  'test/fuzz/{invalid,valid}-requests.test.ts',
  'test/fuzz/support-checks.test.ts',
  'test/{isolation,contract,real-client}/*.test.ts',
  // The storage suites: each database in a directory or PostgreSQL cluster of its own, closed by its file.
  'test/storage/*.test.ts',
];
// Vitest queues the files project by project (its sequencer orders by project name first), so a worker
// keeps its module graph from one `in-process` file to the next until that project's files are all taken.
// test/server/database-pool exhausts PostgreSQL's pool: it runs in server-postgres alone (the embedded database has none).
const inProcessProject: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'in-process', isolate: false, include: inProcess, exclude: [...exclude, 'test/server/database-pool.test.ts'] },
};

// The server suites run twice: on the embedded database (`in-process`) and on PostgreSQL
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

/**
 * The generated packages' JavaScript (every .js file under generated/: the compiled validators, the client's and the server
 * package's dist/) is loaded by Node, as node_modules are, not transformed by Vite and run through Vitest's
 * module runner: it is already JavaScript, 2.4 MB of it, and importing the server harness transformed it once per
 * project and evaluated it slower in every worker (docs/decisions/0090-scratch-files-in-memory.md).
 */
const GENERATED_JS = new RegExp(`^${escapeRegExp(path.join(import.meta.dirname, 'generated').replaceAll(path.sep, '/'))}/.*\\.js$`);

/** `text` matched literally in a regular expression (a checkout's path may hold `+`, `(` or `.`). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    server: { deps: { external: [GENERATED_JS] } },
    hookTimeout: 120_000,
    // Vitest's default on two cores is one worker (cores - 1): the second core then idles while a file
    // waits on a child process (tsc, npm, PostgreSQL, Chromium). Two at least (0044).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The longest files first, each project's files one block, so the two workers finish together
    // (docs/decisions/0083-test-schedule.md).
    sequence: { sequencer: LongestFirstSequencer },
    // `TUNNEL_TEST_PROFILE=<file.jsonl>`: each file appends its wall and CPU time (bench/tests/file-cost.ts).
    ...(process.env.TUNNEL_TEST_PROFILE ? { setupFiles: ['bench/tests/file-cost.ts'] } : {}),
    projects: quick
      ? [quickProject]
      : [
          // `main`'s workers run what a generator run runs — seconds of code, most of it a few times each — so they
          // take its V8 flags (scripts/generator-flags.js); the other projects showed no gain from them
          // (docs/decisions/0083-test-schedule.md). They also take the server's (scripts/server-flags.js), as every
          // server process has them: a `main` file that starts the server in its process compiled the embedded
          // database's WebAssembly anew and tiered its hot functions up with TurboFan, ~0.8 s of CPU per file that
          // the server itself never spends (docs/decisions/0090-scratch-files-in-memory.md).
          {
            extends: true,
            test: { name: 'main', include, exclude: [...exclude, ...inProcess], execArgv: [...GENERATOR_V8_FLAGS, ...SERVER_V8_FLAGS] },
          },
          inProcessProject,
          ...(postgresAvailable() ? [postgresProject] : []),
        ],
  },
});
