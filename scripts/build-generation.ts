/**
 * One generation of the generated packages for a running `npm run dev` server (docs/decisions/0088-dev-reload-in-process.md):
 * each package the server loads bundled alone into one ES module, `<dir>/<package name>.mjs`, with every bare
 * import left to Node — a dependency resolves as usual, a generated package to the same generation's file
 * (scripts/dev-generations.js). One file per package, not its ~100 modules: Node loads each module of a generation
 * through the resolve hook's thread, one at a time, which cost the reload most of its time (bench/RESULTS.md).
 */
import path from 'node:path';
import { build } from 'esbuild';
import { buildDir } from './build-stamp.js';

/** Where generation `generation` of server process `pid` keeps its bundled packages, `<package name>.mjs` each (read by scripts/dev-generations.js). */
export function generationDir(root: string, pid: number, generation: number): string {
  return path.join(buildDir(root), 'dev-generations', String(pid), String(generation));
}

export interface GeneratedPackage {
  readonly name: string;
  /** Its entry module, an absolute path. */
  readonly main: string;
}

/** Bundles `packages` into `dir`; rejects with esbuild's messages. */
export async function buildGeneration(packages: readonly GeneratedPackage[], dir: string): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(packages.map((p) => [p.name, p.main])),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Every bare import stays one: a dependency resolves as usual, a generated package to its generation's file.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    // As the server's own bundle (scripts/build-server.ts): less source text for V8 to parse.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
  });
}
