/**
 * Summarises a profile written by bench/tests/file-cost.ts: totals, the files by CPU time, and how busy the two
 * workers were over the run (for the schedule: docs/decisions/0083-test-schedule.md).
 *
 *   node --import tsx bench/tests/summary.ts /tmp/profile.jsonl [--top 15]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface Line {
  readonly project: string;
  readonly file: string;
  readonly wallMs: number;
  readonly cpuSeconds: number | null;
  readonly childCpuSeconds: number | null;
  /** The kernel's share of cpuSeconds (profiles written since 2026-12-02; absent in older ones). */
  readonly systemCpuSeconds?: number | null;
  readonly endedAt: number;
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '15' } } });
const lines = fs
  .readFileSync(positionals[0] ?? '', 'utf8')
  .split('\n')
  .filter((l) => l !== '')
  .map((l) => JSON.parse(l) as Line);
const root = path.resolve(import.meta.dirname, '../..');
const name = (l: Line) => `${path.relative(root, l.file)}${l.project === 'main' ? '' : ` (${l.project})`}`;
const cpu = lines.reduce((sum, l) => sum + (l.cpuSeconds ?? 0), 0);
const wall = lines.reduce((sum, l) => sum + l.wallMs / 1000, 0);
const first = Math.min(...lines.map((l) => l.endedAt - l.wallMs));
const last = Math.max(...lines.map((l) => l.endedAt));
const system = lines.reduce((sum, l) => sum + (l.systemCpuSeconds ?? 0), 0);
const span = (last - first) / 1000;
console.log(
  `${lines.length} files; file CPU ${cpu.toFixed(0)} s (system ${system.toFixed(0)} s); file wall ${wall.toFixed(0)} s over a span of ${span.toFixed(0)} s`,
);
for (const project of [...new Set(lines.map((l) => l.project))]) {
  const files = lines.filter((l) => l.project === project);
  console.log(`  ${project}: ${files.length} files, CPU ${files.reduce((s, l) => s + (l.cpuSeconds ?? 0), 0).toFixed(0)} s`);
}
console.log(`\n| file | CPU s | of which children | of which system | wall s |\n| --- | ---: | ---: | ---: | ---: |`);
for (const l of [...lines].sort((a, b) => (b.cpuSeconds ?? 0) - (a.cpuSeconds ?? 0)).slice(0, Number(values.top))) {
  const cells = [name(l), l.cpuSeconds?.toFixed(1), l.childCpuSeconds?.toFixed(1), l.systemCpuSeconds?.toFixed(1) ?? '—', (l.wallMs / 1000).toFixed(1)];
  console.log(`| ${cells.join(' | ')} |`);
}
// The last minute: how many files were still running, to see whether the run ends on one long file.
console.log('\nfiles ending last (wall s, ended s before the end):');
for (const l of [...lines].sort((a, b) => b.endedAt - a.endedAt).slice(0, 5)) {
  console.log(`  ${name(l)}: ${(l.wallMs / 1000).toFixed(1)}, ${((last - l.endedAt) / 1000).toFixed(1)}`);
}
