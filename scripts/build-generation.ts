/**
 * One generation of the generated packages for a running `npm run dev` server (docs/decisions/0088-dev-reload-in-process.md):
 * each package the server loads bundled alone into one ES module, `<dir>/<package name>.mjs`, with every bare
 * import left to Node — a dependency resolves as usual, a generated package to the same generation's file
 * (scripts/dev-generations.js). One file per package, not its ~100 modules: Node loads each module of a generation
 * through the resolve hook's thread, one at a time, which cost the reload most of its time (bench/RESULTS.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { context } from 'esbuild';
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

export interface GenerationBuilder {
  /** Bundles the packages as they are now into `dir`; rejects with esbuild's messages. */
  build(dir: string): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * An esbuild context for `packages`, kept by the dev process: each build parses again only the modules whose
 * contents changed (a new property rewrites one validator module and the document), then writes its outputs into
 * the generation's own folder, since a loaded module's file must never change under it.
 */
export async function generationBuilder(packages: readonly GeneratedPackage[], root: string): Promise<GenerationBuilder> {
  const staging = path.join(buildDir(root), 'dev-generations', 'staging');
  const built = await context({
    entryPoints: Object.fromEntries(packages.map((p) => [p.name, p.main])),
    outdir: staging,
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
    write: false,
  });
  // Parsed once now, as the dev process starts: a reload's build parses only what its save changed.
  await built.rebuild();
  return {
    async build(dir) {
      const result = await built.rebuild();
      for (const output of result.outputFiles) {
        const file = path.join(dir, path.relative(staging, output.path));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, output.contents);
      }
    },
    dispose: () => built.dispose(),
  };
}
