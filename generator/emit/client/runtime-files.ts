/**
 * The hand-written runtime (generator/runtime/client/*.ts, tested there) copied into the package's
 * src/runtime/, unchanged but for a first line saying where it comes from. Tests are not copied.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EmittedFile } from '../types.js';

export function runtimeFiles(repoRoot: string): EmittedFile[] {
  const dir = path.join(repoRoot, 'generator', 'runtime', 'client');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => ({
      path: `client/src/runtime/${name}`,
      contents: `// Copied by \`npm run generate\` from generator/runtime/client/${name}. Edit it there.\n${fs.readFileSync(path.join(dir, name), 'utf8').replace(/\r\n?/g, '\n')}`,
    }));
}
