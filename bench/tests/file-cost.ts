/**
 * A Vitest setup file for measuring `npm test` file by file (bench/RESULTS.md, "Tests"): with
 * `TUNNEL_TEST_PROFILE=<file.jsonl>` set, vitest.config.ts adds it to every project and each test file appends
 * one line — its project, path, wall time from its setup to its last `afterAll`, and the CPU time its worker
 * spent meanwhile, its own and its finished child processes' (tsc, npm, servers, PostgreSQL, Chromium) from
 * /proc/self/stat, and how much of it was the kernel's (system time). A worker runs one file at a time, so the difference belongs to that file. Linux only;
 * elsewhere the CPU fields are null.
 */
import fs from 'node:fs';
import type { File } from '@vitest/runner';
import { afterAll } from 'vitest';

const out = process.env['TUNNEL_TEST_PROFILE'];
const TICKS_PER_SECOND = 100;

/** [own, children's, system (own and children's)] CPU seconds of this process so far, or undefined off Linux. */
function cpu(): [number, number, number] | undefined {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command (which may hold spaces) start at the last ')'.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    // utime, stime, cutime, cstime are fields 14–17 of proc(5); this slice starts at field 3.
    const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
    return [(utime + stime) / TICKS_PER_SECOND, (cutime + cstime) / TICKS_PER_SECOND, (stime + cstime) / TICKS_PER_SECOND];
  } catch {
    return undefined;
  }
}

if (out !== undefined && out !== '') {
  const started = performance.now();
  const before = cpu();
  // Vitest passes the file's suite second; it parses the first parameter, which must be a pattern.
  // biome-ignore lint/correctness/noEmptyPattern: Vitest requires a destructuring pattern there, and this hook needs nothing from it
  afterAll(({}, suite) => {
    const after = cpu();
    const file = (suite as { file?: File }).file ?? (suite as File);
    const line = {
      project: file.projectName ?? '',
      file: file.filepath,
      wallMs: Math.round(performance.now() - started),
      cpuSeconds: before && after ? Number((after[0] - before[0] + after[1] - before[1]).toFixed(2)) : null,
      childCpuSeconds: before && after ? Number((after[1] - before[1]).toFixed(2)) : null,
      // The kernel's share of cpuSeconds (process starts, page faults, file system): 24 % of a whole run's CPU.
      systemCpuSeconds: before && after ? Number((after[2] - before[2]).toFixed(2)) : null,
      endedAt: Date.now(),
    };
    fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
