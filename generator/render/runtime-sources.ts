/**
 * A target's hand-written runtime (generator/runtime/<target>/*.ts, tested there;
 * docs/decisions/0001-spec-first.md) copied into its package, unchanged but for a first line saying where it
 * comes from and the project's own names: the runtime is written with this repository's (`TunnelApiError`,
 * `@tunnel-api/…`), and each is replaced, as a whole word, by what the name resolver decided for the document
 * being generated. Tests are not copied.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EmittedFile } from '../emit/types.js';
import { projectNames, type ProjectNames } from '../naming/project-names.js';

/** The names the runtime sources are written with. */
export const RUNTIME_SOURCE_NAMES: ProjectNames = projectNames({ name: 'tunnel-api', errorPrefix: 'Tunnel' }, 'Tunnel API');

export function runtimeSources(repoRoot: string, runtime: string, destination: string, names: ProjectNames = RUNTIME_SOURCE_NAMES): EmittedFile[] {
  const dir = path.join(repoRoot, 'generator', 'runtime', runtime);
  const rename = renamer(names);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => ({
      path: `${destination}/${name}`,
      contents: `// Copied by \`npm run generate\` from generator/runtime/${runtime}/${name}. Edit it there.\n${rename(fs.readFileSync(path.join(dir, name), 'utf8').replace(/\r\n?/g, '\n'))}`,
    }));
}

function renamer(names: ProjectNames): (text: string) => string {
  const from = RUNTIME_SOURCE_NAMES;
  const pairs = new Map<string, string>(([
    ...(Object.keys(from.errors) as (keyof ProjectNames['errors'])[]).map((k) => [from.errors[k], names.errors[k]] as const),
    [from.registerRoutes, names.registerRoutes],
    [from.routesOptions, names.routesOptions],
    ...(['client', 'validators', 'server'] as const).map((k) => [from.packages[k], names.packages[k]] as const),
  ] as (readonly [string, string])[]).filter(([a, b]) => a !== b));
  if (pairs.size === 0) return (text) => text;
  const escaped = [...pairs.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\/@-]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\w$@-])(?:${escaped.join('|')})(?![\\w$])`, 'g');
  return (text) => text.replace(pattern, (match) => pairs.get(match) ?? match);
}
