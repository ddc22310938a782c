/**
 * Drift between two output folders (docs/decisions/0001-spec-first.md: regenerate and compare, as fastify does for its
 * committed validators): for each target that ran, files that differ, are missing from the
 * committed folder, or are there but no longer generated.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Target } from '../targets.js';
import { listFiles } from '../write/index.js';

export interface Drift {
  readonly changed: readonly string[];
  readonly missing: readonly string[];
  readonly extra: readonly string[];
}

export function compareOutputs(committedDir: string, freshDir: string, targets: readonly Target[]): Drift {
  const changed: string[] = [];
  const missing: string[] = [];
  const extra: string[] = [];
  for (const root of targets.flatMap((t) => t.owns)) {
    const committed = new Set(listFiles(committedDir, root));
    const fresh = listFiles(freshDir, root);
    for (const file of fresh) {
      if (!committed.has(file)) missing.push(file);
      else if (!fs.readFileSync(path.join(committedDir, file)).equals(fs.readFileSync(path.join(freshDir, file)))) changed.push(file);
      committed.delete(file);
    }
    extra.push(...committed);
  }
  return { changed, missing, extra: extra.sort() };
}

export function hasDrift(drift: Drift): boolean {
  return drift.changed.length + drift.missing.length + drift.extra.length > 0;
}

export function formatDrift(outDir: string, drift: Drift): string {
  const lines = [
    ...drift.changed.map((f) => `  changed  ${outDir}/${f}`),
    ...drift.missing.map((f) => `  missing  ${outDir}/${f}`),
    ...drift.extra.map((f) => `  stale    ${outDir}/${f} (no longer generated)`),
  ];
  return `${outDir}/ differs from what the spec generates:\n${lines.join('\n')}\n  fix: npm run generate, then commit ${outDir}/`;
}
