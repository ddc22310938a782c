/**
 * A target's hand-written runtime (generator/runtime/<target>/*.ts, tested there; docs/decisions/0001-spec-first.md) copied
 * into its package, unchanged but for a first line saying where it comes from. Tests are not copied.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EmittedFile } from '../emit/types.js';

export function runtimeSources(repoRoot: string, runtime: string, destination: string): EmittedFile[] {
  const dir = path.join(repoRoot, 'generator', 'runtime', runtime);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => ({
      path: `${destination}/${name}`,
      contents: `// Copied by \`npm run generate\` from generator/runtime/${runtime}/${name}. Edit it there.\n${fs.readFileSync(path.join(dir, name), 'utf8').replace(/\r\n?/g, '\n')}`,
    }));
}
