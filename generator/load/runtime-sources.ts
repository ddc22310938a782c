/**
 * Reads the hand-written runtimes the packages copy (generator/runtime/<runtime>/*.ts, tests left out), once
 * per run, for the package step (package/runtime-copy.ts), which does not read the disk itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeSources } from '../package/runtime-copy.js';

export function loadRuntimeSources(repoRoot: string, runtimes: readonly string[]): RuntimeSources {
  return new Map(
    runtimes.map((runtime) => {
      const dir = path.join(repoRoot, 'generator', 'runtime', runtime);
      const files = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .sort();
      return [runtime, files.map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }))] as const;
    }),
  );
}
