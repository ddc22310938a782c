/**
 * Precompiles a script and everything it imports into one JavaScript file, so that `npm start` runs the
 * server without compiling TypeScript as it starts (docs/decisions/0036-run-precompiled-server.md), and
 * `npm run generate` the generator (docs/decisions/0064-generator-precompiled.md). esbuild
 * bundles the entry with our TypeScript, the generated packages and the dependencies into
 * node_modules/.cache/tunnel-api/build/, except PGlite, which loads its WebAssembly and data files from
 * beside its own modules. Beside the output goes a stamp: the files it was made from and a digest of
 * their contents (build-stamp.js); scripts/launch.js runs the output only while that digest still holds
 * and runs this again when it does not. `npm run dev` (scripts/dev.ts) keeps an incremental build of the
 * server (`entryBuilder`) and runs its output after every save.
 *
 * `node --import tsx scripts/build-server.ts [entry …]` builds the named entries (default: all of them).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, type BuildResult, build, context, type Plugin } from 'esbuild';
import { buildDigest, buildDir } from './build-stamp.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The scripts run precompiled, by the name their launcher asks for: scripts/launch.js, scripts/launch-generator.js. */
export const ENTRIES = {
  start: 'scripts/start.ts',
  generate: 'scripts/generate.ts',
} as const;
export type EntryName = keyof typeof ENTRIES;

/**
 * The module format of an entry's bundle. The generator's is CommonJS: its launcher compiles it with V8's code
 * cache (scripts/compile-cache.js), which Node 20 offers for scripts, not for ES modules
 * (docs/decisions/0076-generator-compile-cache.md). The server's stays an ES module.
 */
const FORMAT: Record<EntryName, 'esm' | 'cjs'> = { start: 'esm', generate: 'cjs' };
const EXTENSION = { esm: 'mjs', cjs: 'cjs' } as const;

/**
 * Files an entry's build makes beside its output, each named to the build by a constant (`define`: the file's
 * absolute path, declared where it is read), written under a name that holds a digest of its contents (a
 * rebuild never changes a file that a running build may still read). The generator's validators compile on a
 * thread that starts from a module of its own (generator/emit/validators/compile-on-worker.ts), its
 * packages' runtime copies are built once here, not at every run (generator/package/runtime-builds.ts), and so
 * are its templates compiled (generator/render/handlebars.ts).
 */
interface Companion {
  readonly name: string;
  readonly extension: string;
  readonly define: string;
  /** Its contents, and the files it was made from that the entry's own inputs may not list. */
  make(entry: EntryName, root: string): Promise<{ readonly contents: string | Uint8Array; readonly inputs: readonly string[] }>;
}

const COMPANIONS: Partial<Record<EntryName, readonly Companion[]>> = {
  generate: [
    {
      name: 'thread',
      extension: 'mjs',
      define: 'TUNNEL_API_PRECOMPILED_COMPILE_WORKER',
      make: async (entry, root) => {
        const result = await build({ ...entryOptions(entry, root, {}, 'esm'), entryPoints: [path.join(root, 'generator/emit/validators/compile-worker.ts')] });
        const [output] = result.outputFiles;
        if (output === undefined) throw new Error('esbuild wrote nothing for the compile thread');
        return { contents: output.contents, inputs: Object.keys(result.metafile.inputs) };
      },
    },
    {
      name: 'runtime-builds',
      extension: 'json',
      define: 'TUNNEL_API_PRECOMPILED_RUNTIME_BUILDS',
      make: async (_entry, root) => {
        const { TARGETS } = await import('../generator/targets.js');
        const { loadRuntimeSources } = await import('../generator/load/runtime-sources.js');
        const { prebuildRuntimes, serializeRuntimeBuilds } = await import('../generator/package/runtime-builds.js');
        const declarations = TARGETS.flatMap((t) => (t.package === undefined ? [] : [t.package]));
        const runtimes = declarations.map((d) => d.runtime);
        const builds = prebuildRuntimes(declarations, loadRuntimeSources(root, runtimes), root);
        const sources = runtimes.flatMap((runtime) =>
          fs
            .readdirSync(path.join(root, 'generator/runtime', runtime))
            .filter((file) => file.endsWith('.ts'))
            .map((file) => `generator/runtime/${runtime}/${file}`),
        );
        return { contents: serializeRuntimeBuilds(builds), inputs: sources };
      },
    },
    {
      name: 'templates',
      extension: 'cjs',
      define: 'TUNNEL_API_PRECOMPILED_TEMPLATES',
      make: async (_entry, root) => {
        const { precompileTemplates } = await import('../generator/render/handlebars.js');
        const made = precompileTemplates(path.join(root, 'templates'));
        return { contents: made.contents, inputs: made.inputs.map((file) => path.relative(root, file).split(path.sep).join('/')) };
      },
    },
  ],
};

/**
 * Packages left to Node's CommonJS loader, per entry, each loaded when the code that imports it first runs
 * (`requiredWhenUsed`). TypeScript and ts-morph (its own copy of TypeScript) are 9 MB each and CommonJS
 * already, and TypeScript finds its standard library from its own module's place, as esbuild finds its binary
 * and oxc-transform its native binding.
 */
const REQUIRED_BY_ENTRY: Record<EntryName, readonly string[]> = {
  start: [],
  generate: ['typescript', 'ts-morph', 'esbuild', 'oxc-transform'],
};

/**
 * Imports of these packages become `require()` calls where the importing module's code runs: an external ES
 * import would be hoisted to the top of the bundle and load the package before anything else (`--help`
 * loaded TypeScript twice), and Node would scan the 9 MB CommonJS file for its export names first.
 */
function requiredWhenUsed(packages: readonly string[]): Plugin {
  const filter = new RegExp(`^(?:${packages.map(escapeRegExp).join('|')})$`);
  return {
    name: 'required-when-used',
    setup(builder) {
      if (packages.length === 0) return;
      builder.onResolve({ filter }, (args) =>
        args.namespace === 'required-when-used' ? { path: args.path, external: true } : { path: args.path, namespace: 'required-when-used' },
      );
      builder.onLoad({ filter: /.*/, namespace: 'required-when-used' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}

export function stampFile(name: EntryName, root = ROOT): string {
  return path.join(buildDir(root), `${name}.json`);
}

/** Packages left to Node's own loading: PGlite finds pglite.wasm and pglite.data relative to its modules. */
const EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*'];

/**
 * Files that reach for what lies beside them (`import.meta.url`, `import.meta.dirname`: the migrations,
 * generated/openapi.json) keep doing so from the bundle: each gets its own source location written in.
 * Only the checkout's own folders are handed to this plugin: each file esbuild hands over is a round trip to
 * this process, and the ~700 dependency files added 0.1–0.3 s to each rebuild in `npm run dev` (bench/RESULTS.md
 * "Generate").
 */
function keepOwnLocation(root: string): Plugin {
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  // esbuild names files by their real path: the checkout's, whatever symbolic link led to it.
  const roots = [...new Set([root, fs.realpathSync(root)])];
  const own = roots.flatMap((dir) => folders.map((folder) => escapeRegExp(path.join(dir, folder) + path.sep)));
  return {
    name: 'keep-own-location',
    setup(builder) {
      if (own.length === 0) return;
      builder.onLoad({ filter: new RegExp(`^(?:${own.join('|')}).*\\.[cm]?[jt]s$`) }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        const contents = source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path));
        return { contents, loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
      });
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * How an entry is bundled, shared by the one-off build below and by the incremental one that `npm run dev`
 * keeps alive (`entryBuilder`).
 */
export function entryOptions(name: EntryName, root = ROOT, define: Readonly<Record<string, string>> = {}, format = FORMAT[name]) {
  return {
    absWorkingDir: root,
    entryPoints: [path.join(root, ENTRIES[name])],
    // A dependency's `import.meta.url` in a CommonJS bundle is the bundle's URL, as in an ES module bundle
    // (our own modules have their own location written in: keepOwnLocation).
    define:
      format === 'cjs' ? { 'import.meta.url': '__bundleUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename', ...define } : define,
    bundle: true,
    platform: 'node',
    format,
    target: `node${process.versions.node.split('.')[0]}`,
    write: false,
    metafile: true,
    outfile: path.join(buildDir(root), `${name}.${EXTENSION[format]}`),
    external: EXTERNAL,
    // A third smaller (4.9 → 3.3 MB): V8 keeps the source text in the heap and parses less; names stay
    // as written (no renaming), so stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
    // CommonJS dependencies (Fastify and its plugins) call require(); an ES module has none of its own.
    banner: {
      js:
        format === 'cjs'
          ? "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;"
          : "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    plugins: [keepOwnLocation(root), requiredWhenUsed(REQUIRED_BY_ENTRY[name])],
    logLevel: 'warning',
  } satisfies BuildOptions;
}

type EntryResult = BuildResult<ReturnType<typeof entryOptions>>;

/** Builds one entry; returns the output's path. Concurrent builds are safe: every file is written aside and renamed into place. */
export async function buildEntry(name: EntryName, root = ROOT): Promise<string> {
  const define: Record<string, string> = {};
  const inputs: string[] = [];
  for (const companion of COMPANIONS[name] ?? []) {
    const made = await companion.make(name, root);
    const file = writeCompanion(name, companion, made.contents, root);
    define[companion.define] = JSON.stringify(path.join(root, file));
    // Counted among the entry's inputs (the companion by size and time, as node_modules/ files are): a build
    // whose companion is gone, or one of whose companion's sources changed, is rebuilt.
    inputs.push(file, ...made.inputs);
  }
  return record(name, root, await build(entryOptions(name, root, define)), inputs);
}

/** A companion's file, named by its contents' digest; returned relative to `root`. */
function writeCompanion(name: EntryName, companion: Companion, contents: string | Uint8Array, root: string): string {
  const dir = buildDir(root);
  fs.mkdirSync(dir, { recursive: true });
  const prefix = `${name}-${companion.name}`;
  const file = `${prefix}-${createHash('sha256').update(contents).digest('hex').slice(0, 16)}.${companion.extension}`;
  if (!fs.existsSync(path.join(dir, file))) writeAside(path.join(dir, file), contents);
  removeOldOutputs(dir, prefix, file, companion.extension);
  return path.relative(root, path.join(dir, file)).split(path.sep).join('/');
}

export interface EntryBuilder {
  /** Builds the entry again from the files as they are now; returns the output's path, as `buildEntry` does. */
  rebuild(): Promise<string>;
  /** The files the last build read, relative to the root (esbuild's metafile): what its output is a function of. */
  inputs(): readonly string[];
  dispose(): Promise<void>;
}

/** How `npm run dev`'s build of an entry differs from what its launcher runs. */
export interface BuilderVariant {
  /** The name of its output and stamp, instead of the entry's (so the launcher never takes it for its own). */
  readonly outputName: string;
  /** Packages left to Node's own loading, besides `EXTERNAL`. */
  readonly external: readonly string[];
}

/**
 * An esbuild context for one entry, for a process that builds it again and again (`npm run dev` after a save
 * that changed more than generated code): the first `rebuild()` costs what `buildEntry` does, later ones re-read
 * every input but parse again only those whose contents changed.
 */
export async function entryBuilder(name: EntryName, root = ROOT, variant?: BuilderVariant): Promise<EntryBuilder> {
  const options = entryOptions(name, root);
  const built = await context(
    variant === undefined
      ? options
      : {
          ...options,
          external: [...options.external, ...variant.external],
          outfile: path.join(buildDir(root), `${variant.outputName}.${EXTENSION[FORMAT[name]]}`),
        },
  );
  let inputs: readonly string[] = [];
  return {
    rebuild: async () => {
      const result = await built.rebuild();
      inputs = Object.keys(result.metafile.inputs);
      return record(name, root, result, [], variant?.outputName);
    },
    inputs: () => inputs,
    dispose: () => built.dispose(),
  };
}

/** Writes a finished build where scripts/launch.js looks for it: the output, named by its digest, then its stamp. */
function record(name: EntryName, root: string, result: EntryResult, built: readonly string[] = [], outputName: string = name): string {
  const dir = buildDir(root);
  fs.mkdirSync(dir, { recursive: true });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${ENTRIES[name]}`);
  // What the bundle was made from, plus what shapes how it was made: this recipe and the locked versions.
  const inputs = [...new Set([...Object.keys(result.metafile.inputs), 'scripts/build-server.ts', 'package-lock.json', ...built])].sort();
  const digest = buildDigest(root, inputs);
  // The digest in the name: a server starting while another process rebuilds never runs half of one.
  const file = `${outputName}-${digest.slice(0, 16)}.${EXTENSION[FORMAT[name]]}`;
  writeAside(path.join(dir, file), output.contents);
  writeAside(path.join(buildDir(root), `${outputName}.json`), `${JSON.stringify({ digest, output: file, inputs }, null, 1)}\n`);
  removeOldOutputs(dir, outputName, file, EXTENSION[FORMAT[name]]);
  return path.join(dir, file);
}

function writeAside(file: string, contents: string | Uint8Array): void {
  const partial = `${file}.partial-${process.pid}`;
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, file);
}

/** Earlier outputs of this entry, once they are a minute old (a server that read the old stamp just before may be about to load one). */
function removeOldOutputs(dir: string, name: string, keep: string, extension = 'mjs'): void {
  const pattern = new RegExp(`^${name}-[0-9a-f]{16}\\.${extension}$`);
  for (const file of fs.readdirSync(dir)) {
    if (file === keep || !pattern.test(file)) continue;
    const full = path.join(dir, file);
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > 60_000) fs.rmSync(full, { force: true });
    } catch {
      // removed by another build meanwhile
    }
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const names = process.argv.slice(2);
  for (const name of names.length > 0 ? names : Object.keys(ENTRIES)) {
    if (!(name in ENTRIES)) {
      console.error(`unknown entry ${name}: one of ${Object.keys(ENTRIES).join(', ')}`);
      process.exit(2);
    }
    await buildEntry(name as EntryName);
  }
}
