/**
 * Where `bench/generate/run.ts --write` puts its run in bench/RESULTS.md: the latest run at the top of the "Generate"
 * section, between two markers that only that script writes, so that what people wrote into the section (profiles,
 * what was changed, earlier runs) stays as it is. Table: test/repo/results-section.test.ts.
 */
export function withLatestRun(text: string, run: string): string {
  const begin = '<!-- latest run: bench/generate/run.ts --write -->';
  const end = '<!-- end of the latest run -->';
  const block = `${begin}\n${run.trimEnd()}\n${end}`;
  const from = text.indexOf(begin);
  const to = from === -1 ? -1 : text.indexOf(end, from);
  if (from !== -1 && to !== -1) return `${text.slice(0, from)}${block}${text.slice(to + end.length)}`;
  const heading = text.indexOf('\n## Generate\n');
  if (heading === -1) return `${text.trimEnd()}\n\n## Generate\n\n${block}\n`;
  const body = heading + '\n## Generate\n'.length;
  return `${text.slice(0, body)}\n${block}\n${text.slice(body)}`;
}
