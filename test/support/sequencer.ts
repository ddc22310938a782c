/**
 * The order `npm test` starts its files in (docs/decisions/0083-test-schedule.md): the longest first, so that the
 * two workers finish together instead of one running a minute-long file alone at the end.
 *
 * Vitest's own order sorts projects by name and then, within a project, by the durations of the last run on
 * this machine (node_modules/.vite/vitest/), or by file size on a fresh clone — where a 200-line file that
 * packs and compiles for a minute comes after a 900-line table of given/want cases. So:
 * - the projects run `main` (a process per file: the heavy ones), then `in-process`, then `server-postgres`,
 *   each project's files one block, so that an `in-process` or `server-postgres` worker keeps its module graph
 *   from one file to the next (Vitest keeps a shared worker only while the next queued file is of its
 *   project), and the run ends on short files;
 * - within a project, the files named in `LONGEST` first, in that order (measured: bench/RESULTS.md, "Tests"),
 *   then Vitest's own order for the rest (last run's durations where known, else size).
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROJECT_ORDER = ['main', 'in-process', 'server-postgres'];

/**
 * The files that take longest, by project, longest first (a file missing from here only starts later). Keep the
 * list short: it only has to put the files that take a large share of a worker's time ahead of the rest.
 */
export const LONGEST: Readonly<Record<string, readonly string[]>> = {
  main: [
    'test/chaos/worst-case-list-memory.test.ts',
    'test/dev/dev-server.test.ts',
    'test/consumer/consumer.test.ts',
    'test/generator/public-specs.test.ts',
    'test/chaos/worst-case-payloads.test.ts',
    'test/generator/constructs.test.ts',
    'test/generator/cli.test.ts',
    'test/dev/add-resource.test.ts',
    'test/cluster/cluster.test.ts',
    'test/docs/samples-run.test.ts',
    'test/agents-e2e/agent-commands.test.ts',
    'test/generator/foreign-packages.test.ts',
    'test/faults/kill-during-writes.test.ts',
    'test/dev/precompiled-start.test.ts',
    'test/dev/watch.test.ts',
    'test/generator/compile.test.ts',
  ],
  'in-process': [
    'test/diff/rules.test.ts',
    'test/fuzz/invalid-requests.test.ts',
    'test/storage/admin.test.ts',
    'test/spec/spec.test.ts',
    'test/fuzz/valid-requests.test.ts',
  ],
  'server-postgres': ['test/fuzz/invalid-requests.test.ts', 'test/fuzz/valid-requests.test.ts'],
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const own = await super.sort(files);
    const position = new Map(own.map((spec, i) => [spec, i]));
    const rank = (spec: TestSpecification): [number, number, number] => {
      const project = PROJECT_ORDER.indexOf(spec.project.name);
      const listed = LONGEST[spec.project.name]?.indexOf(path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join('/')) ?? -1;
      return [project === -1 ? PROJECT_ORDER.length : project, listed === -1 ? Number.MAX_SAFE_INTEGER : listed, position.get(spec) ?? 0];
    };
    return [...own].sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
  }
}
