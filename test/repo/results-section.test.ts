// Where `bench/generate/run.ts --write` puts its run (bench/generate/results-section.ts): at the top of RESULTS.md's
// "Generate" section, between its markers, replacing only the run it wrote before; what people wrote stays.
import { describe, expect, it } from 'vitest';
import { withLatestRun } from '../../bench/generate/results-section.js';

const BEGIN = '<!-- latest run: bench/generate/run.ts --write -->';
const END = '<!-- end of the latest run -->';

describe('withLatestRun', () => {
  const cases: { name: string; given: string; want: string }[] = [
    {
      name: 'no Generate section: one is added at the end',
      given: '# Benchmark results\n\n## Server\n\nfigures\n',
      want: `# Benchmark results\n\n## Server\n\nfigures\n\n## Generate\n\n${BEGIN}\nrun 2\n${END}\n`,
    },
    {
      name: 'a section without markers: the run goes under its heading, the written history stays below',
      given: '# R\n\n## Generate\n\nRerun: an old run\n\n### What the time goes to\n\nprofiles\n\n## Tests\n\nx\n',
      want: `# R\n\n## Generate\n\n${BEGIN}\nrun 2\n${END}\n\nRerun: an old run\n\n### What the time goes to\n\nprofiles\n\n## Tests\n\nx\n`,
    },
    {
      name: 'markers present: only the run between them is replaced',
      given: `# R\n\n## Generate\n\n${BEGIN}\nrun 1\n${END}\n\nwritten by hand\n\n## Tests\n`,
      want: `# R\n\n## Generate\n\n${BEGIN}\nrun 2\n${END}\n\nwritten by hand\n\n## Tests\n`,
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(withLatestRun(given, 'run 2\n\n')).toBe(want);
  });
});
