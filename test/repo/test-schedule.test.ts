// The order `npm test` starts its files in (docs/decisions/0083-test-schedule.md): the projects `main`, `in-process`,
// `server-postgres`, each one block; within a project the files LONGEST names first, in its order, then Vitest's own
// order (here, with no durations or sizes known, the order given).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LONGEST, LongestFirstSequencer } from '../support/sequencer.js';

const ROOT = '/repo';
const spec = (project: string, file: string) =>
  ({
    project: { name: project, config: { root: ROOT, sequence: { groupOrder: 0 }, isolate: project !== 'main' } },
    moduleId: `${ROOT}/${file}`,
  }) as unknown as TestSpecification;
/** Vitest with nothing cached: no durations of an earlier run, no file sizes. */
const vitest = { config: { root: ROOT }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } } as unknown as Vitest;
const order = async (specs: TestSpecification[]) =>
  (await new LongestFirstSequencer(vitest).sort(specs)).map((s) => `${s.project.name} ${s.moduleId.slice(ROOT.length + 1)}`);

describe('the test schedule', () => {
  it('given files of every project in any order → main, in-process, server-postgres, the listed longest first', async () => {
    const given = [
      spec('server-postgres', 'test/server/tunnels.test.ts'),
      spec('in-process', 'test/server/tunnels.test.ts'),
      spec('server-postgres', 'test/fuzz/invalid-requests.test.ts'),
      spec('main', 'test/dev/watch.test.ts'),
      spec('in-process', 'test/fuzz/invalid-requests.test.ts'),
      spec('main', 'test/agents/sessions.test.ts'),
      spec('main', 'test/consumer/consumer.test.ts'),
      spec('main', 'test/generator/public-specs.test.ts'),
    ];
    expect(await order(given)).toEqual([
      'main test/consumer/consumer.test.ts',
      'main test/generator/public-specs.test.ts',
      'main test/dev/watch.test.ts',
      'main test/agents/sessions.test.ts',
      'in-process test/fuzz/invalid-requests.test.ts',
      'in-process test/server/tunnels.test.ts',
      'server-postgres test/fuzz/invalid-requests.test.ts',
      'server-postgres test/server/tunnels.test.ts',
    ]);
  });

  it('names only files that exist, each once', () => {
    for (const [project, files] of Object.entries(LONGEST)) {
      expect(new Set(files).size, project).toBe(files.length);
      for (const file of files) expect(fs.existsSync(path.join(import.meta.dirname, '../..', file)), file).toBe(true);
    }
  });
});
