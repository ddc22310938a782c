/**
 * `dist/`: a package's TypeScript (`<package>/src/`) built as a publisher would — ESM JavaScript,
 * `.d.ts` declarations, source maps and declaration maps — so a consumer's compiler reads only
 * declarations, under its own settings (`erasableSyntaxOnly`, no DOM lib, an older `target`), and
 * "go to definition" lands in the shipped `src/`.
 *
 * File by file, without a program, by oxc (`oxc-transform`, native code): the JavaScript with its `transform`, the
 * declarations with its `isolatedDeclaration` — the generated code and the hand-written runtime give every export
 * an explicit type (isolatedDeclarations), so no inference across files is needed. TypeScript's own
 * `transpileModule` and `transpileDeclaration` did the same at about thirty times the cost, a third of a cold run's
 * main thread (docs/decisions/0096-dist-built-by-oxc.md); a whole-program build read the standard library and
 * every dependency's declarations first (0035). Each file's output is kept per process by its text, so
 * `npm run dev` rebuilds only the files an edit changed. A file whose declarations need inference (an
 * unannotated export) still builds, through a TypeScript program over it and its imports (slower, the whole
 * standard library and the dependencies' declarations are read; cached on disk by content). The repository's own
 * `tsc` run type-checks these sources; the build only emits.
 */
import path from 'node:path';
import { isolatedDeclarationSync, type SourceMap, transformSync } from 'oxc-transform';
import ts from 'typescript';
import { cachedCode } from '../cache/code-cache.js';
import type { EmittedFile } from '../emit/types.js';

/** The build settings every package's dist/ is emitted with (the JavaScript runs on Node ≥ 20.19). */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  verbatimModuleSyntax: true,
  useDefineForClassFields: true,
  strict: true,
  declaration: true,
  declarationMap: true,
  sourceMap: true,
  noCheck: true,
  skipLibCheck: true,
  types: [],
  removeComments: false,
  newLine: ts.NewLineKind.LineFeed,
};

/** One source file's build: its dist/ files, by name, in the source's folder under the package's dist/ folder. */
export type FileBuild = readonly { readonly name: string; readonly contents: string }[];

/**
 * Builds by package, source path and text, for this process: regenerating in `npm run dev` rebuilds only
 * the files whose text changed. Bounded by what one package's sources hold (an entry per file is replaced
 * when its text changes).
 */
const builds = new Map<string, { readonly text: string; readonly build: FileBuild }>();

/**
 * Declaration files of the standard library and of dependencies, parsed once per process, for the files
 * that need a program (none of the generated or runtime files today).
 */
const sharedSourceFiles = new Map<string, ts.SourceFile>();

/**
 * `packageDir/src/**.ts` of `files` → `packageDir/dist/**.{js,js.map,d.ts,d.ts.map}`. `repoRoot` is
 * where the package's dependencies (openapi-fetch, fastify, …) are resolved from.
 */
export function buildDist(files: readonly EmittedFile[], packageDir: string, repoRoot: string, options: BuildOptions = {}): EmittedFile[] {
  // The sources are placed, virtually, in a folder of the repository so that imports of dependencies
  // resolve to its node_modules; nothing under that folder is read from disk.
  const virtualRoot = path.join(repoRoot, '.dist-build', packageDir);
  const compilerOptions: ts.CompilerOptions = { ...COMPILER_OPTIONS, rootDir: path.join(virtualRoot, 'src'), outDir: path.join(virtualRoot, 'dist') };
  const sources = new Map(
    files
      .filter((f) => f.path.startsWith(`${packageDir}/src/`) && f.path.endsWith('.ts'))
      .map((f) => [path.join(virtualRoot, f.path.slice(packageDir.length + 1)), f.contents] as const),
  );

  const output: EmittedFile[] = [];
  const needProgram: string[] = [];
  for (const [fileName, text] of sources) {
    const key = `${virtualRoot}\0${fileName}`;
    let build = builds.get(key)?.text === text ? builds.get(key)?.build : undefined;
    build ??= options.prebuilt?.(path.relative(virtualRoot, fileName).split(path.sep).join('/'), text);
    if (build === undefined) {
      const source = path.relative(path.join(virtualRoot, 'src'), fileName).split(path.sep).join('/');
      build = buildOne(fileName, source, text, options.typesOnly?.has(`src/${source}`) === true);
      if (build === undefined) {
        needProgram.push(fileName);
        continue;
      }
      builds.set(key, { text, build });
    }
    const distDir = path
      .dirname(path.relative(path.join(virtualRoot, 'src'), fileName))
      .split(path.sep)
      .join('/');
    for (const out of build) output.push({ path: `${packageDir}/dist/${distDir === '.' ? '' : `${distDir}/`}${out.name}`, contents: out.contents });
  }
  for (const root of needProgram) output.push(...cachedProgramBuild(sources, root, compilerOptions, virtualRoot, packageDir, repoRoot));
  return output.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export interface BuildOptions {
  /**
   * Sources (`src/…`, relative to the package) the emitter made of type declarations only, by construction
   * (openapi-typescript's output, type aliases): they are not parsed to find out — the largest files, changed
   * by every edit in `npm run dev`.
   */
  readonly typesOnly?: ReadonlySet<string>;
  /**
   * A build made before this run for a source (`src/…`) with exactly this text, if there is one: the runtime
   * copies, built with the precompiled generator (runtime-builds.ts).
   */
  readonly prebuilt?: (source: string, text: string) => FileBuild | undefined;
}

/** One file on its own; undefined when its declarations need inference (a program does those). */
function buildOne(fileName: string, source: string, text: string, typesOnly: boolean): FileBuild | undefined {
  const base = path.basename(fileName).replace(/\.ts$/, '');
  if (typesOnly && RUNTIME_EXPORT.test(text)) throw new Error(`${fileName} was announced as declaring types only, but exports a value (a generator bug)`);
  // Its declarations are its source, and its JavaScript an empty module: no need to run the emitter over what
  // are often the largest files (openapi-typescript's output).
  const typesOnlyBuild: FileBuild = [
    { name: `${base}.d.ts`, contents: ensureNewline(text) },
    { name: `${base}.js`, contents: 'export {};\n' },
  ];
  if (typesOnly) return typesOnlyBuild;
  // Imports not marked `type` stay, as under `verbatimModuleSyntax`; ES2022 is what the JavaScript runs as.
  const javascript = transformSync(fileName, text, { sourcemap: true, target: 'es2022', typescript: { onlyRemoveTypeImports: true } });
  if (javascript.errors.length > 0)
    throw new Error(`building ${fileName} failed (a generator bug):\n${javascript.errors.map((e) => e.codeframe ?? e.message).join('\n')}`);
  // Nothing left at run time: a file of type declarations (written by hand, so not announced).
  if (!RUNTIME_EXPORT.test(text) && EMPTY_MODULE.test(javascript.code)) return typesOnlyBuild;
  const declarations = isolatedDeclarations(fileName, text);
  if (declarations === undefined) return undefined;
  return [
    { name: `${base}.js`, contents: withMapUrl(alignDocComments(javascript.code), `${base}.js.map`) },
    { name: `${base}.js.map`, contents: mapText(javascript.map, `${base}.js`, source) },
    { name: `${base}.d.ts`, contents: withMapUrl(alignDocComments(declarations.code), `${base}.d.ts.map`) },
    { name: `${base}.d.ts.map`, contents: mapText(declarations.map, `${base}.d.ts`, source) },
  ];
}

/** What oxc's transform leaves of a module with no run-time code: an empty export, and the comments that had nothing to sit on. */
const EMPTY_MODULE = /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*(?:export \{\};?)?(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*$/;

/**
 * The declarations of a file on its own, or undefined when they need inference. `x as const satisfies T` is
 * declared as `x as const` is (`satisfies` checks, it never changes the type), but isolated declarations refuse
 * it; such a file is declared from its text with the `satisfies` clauses blanked (same length, so every other
 * position in the declaration map stays), instead of through a program (docs/decisions/0057-generation-on-a-worker.md).
 */
function isolatedDeclarations(fileName: string, text: string): { code: string; map?: SourceMap | undefined } | undefined {
  const declared = isolatedDeclarationSync(fileName, text, { sourcemap: true, stripInternal: false });
  if (declared.errors.length === 0) return declared;
  if (!SATISFIES_AFTER_AS_CONST.test(text)) return undefined;
  const blanked = text.replace(SATISFIES_AFTER_AS_CONST, (_match, asConst: string, clause: string) => `${asConst}${' '.repeat(clause.length)}`);
  const again = isolatedDeclarationSync(fileName, blanked, { sourcemap: true, stripInternal: false });
  return again.errors.length === 0 ? again : undefined;
}

/** `} as const satisfies Readonly<Record<string, Resource>>;` at the end of a line: the clause, up to the `;`. */
const SATISFIES_AFTER_AS_CONST = /(\bas const)( satisfies [^;\n]+)(?=;$)/gm;

/**
 * oxc prints a block comment's lines at the indentation of the code it sits on, each `*` flush with its `/**`; TypeScript
 * (and every hand-written file) puts a space before them. The lines of comments that open on a line of their own get
 * that space back, so the declarations a reader opens in `dist/` look as the sources do. Only whole comment lines move:
 * no position on a line of code changes, so the maps stay as they are.
 */
export function alignDocComments(code: string): string {
  let inComment = false;
  return code
    .split('\n')
    .map((line) => {
      if (inComment) {
        if (line.includes('*/')) inComment = false;
        return line.replace(/^(\t*)\*/, '$1 *');
      }
      if (/^\t*\/\*/.test(line) && !line.includes('*/')) inComment = true;
      return line;
    })
    .join('\n');
}

/** The output with the comment that leads a debugger or an editor to its map, as TypeScript writes it. */
function withMapUrl(code: string, mapName: string): string {
  return `${ensureNewline(code)}//# sourceMappingURL=${mapName}\n`;
}

/**
 * A source map as TypeScript writes one: the output's name, the source as a path from the output's folder
 * (`dist/runtime/x.js` → `../../src/runtime/x.ts`; `source` is the path under `src/`), no copy of the source's
 * text (the package ships `src/`).
 */
function mapText(map: SourceMap | undefined, outputName: string, source: string): string {
  if (map === undefined) throw new Error(`oxc made no source map for src/${source} (a generator bug)`);
  const sourcePath = `${'../'.repeat(source.split('/').length)}src/${source}`;
  return `${JSON.stringify({ version: 3, file: outputName, sourceRoot: '', sources: [sourcePath], names: map.names, mappings: map.mappings })}\n`;
}

/**
 * A file a program must build, cached by content (generator/cache/code-cache.ts): its text and the texts of
 * the package's files it imports, directly or not, with the compiler version and settings. The program
 * reads the standard library and dependencies' declarations — a second or more on a cold run.
 */
function cachedProgramBuild(
  sources: ReadonlyMap<string, string>,
  root: string,
  options: ts.CompilerOptions,
  virtualRoot: string,
  packageDir: string,
  repoRoot: string,
): EmittedFile[] {
  const closure = new Map<string, string>();
  const visit = (file: string) => {
    const text = sources.get(file);
    if (text === undefined || closure.has(file)) return;
    closure.set(file, text);
    for (const imported of ts.preProcessFile(text, true, false).importedFiles) {
      if (imported.fileName.startsWith('.')) visit(path.resolve(path.dirname(file), imported.fileName.replace(/\.js$/, '.ts')));
    }
  };
  visit(root);
  const inputs = {
    packageDir,
    root: path.relative(virtualRoot, root),
    files: [...closure].map(([file, text]) => [path.relative(virtualRoot, file), text]).sort(),
  };
  const cache = {
    dir: path.join(repoRoot, 'node_modules', '.cache', 'tunnel-api', 'generator', 'dist-program'),
    salt: `${ts.version}\0${JSON.stringify(options)}`,
  };
  const built = cachedCode(cache, inputs, () => new Map(buildWithProgram(sources, [root], options, virtualRoot, packageDir).map((f) => [f.path, f.contents])));
  return [...built].map(([file, contents]) => ({ path: file, contents }));
}

/**
 * The files whose declarations need inference, through a program over them and what they import (the
 * package's other sources, dependencies and the standard library).
 */
function buildWithProgram(
  sources: ReadonlyMap<string, string>,
  roots: readonly string[],
  options: ts.CompilerOptions,
  virtualRoot: string,
  packageDir: string,
): EmittedFile[] {
  const host = ts.createCompilerHost(options, true);
  const isVirtual = (file: string) => path.resolve(file).startsWith(virtualRoot + path.sep);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (file) => (isVirtual(file) ? sources.has(path.resolve(file)) : fileExists.call(host, file));
  host.readFile = (file) => (isVirtual(file) ? sources.get(path.resolve(file)) : readFile.call(host, file));
  host.directoryExists = (dir) =>
    isVirtual(dir) ? [...sources.keys()].some((f) => f.startsWith(path.resolve(dir) + path.sep)) : (directoryExists?.call(host, dir) ?? true);
  host.getSourceFile = (file, language, onError) => {
    if (isVirtual(file)) {
      const text = sources.get(path.resolve(file));
      return text === undefined ? undefined : ts.createSourceFile(file, text, language);
    }
    const cached = sharedSourceFiles.get(file);
    if (cached !== undefined) return cached;
    const parsed = getSourceFile.call(host, file, language, onError);
    if (parsed !== undefined) sharedSourceFiles.set(file, parsed);
    return parsed;
  };
  const output: EmittedFile[] = [];
  host.writeFile = (file, text) => {
    output.push({ path: `${packageDir}/${path.relative(virtualRoot, file).split(path.sep).join('/')}`, contents: ensureNewline(text) });
  };
  const program = ts.createProgram([...roots].sort(), options, host);
  const problems: ts.Diagnostic[] = [...program.getSyntacticDiagnostics()];
  for (const root of roots) {
    const file = program.getSourceFile(root);
    if (file !== undefined) problems.push(...program.emit(file).diagnostics);
  }
  if (problems.length > 0) throw new Error(`building ${packageDir}/dist failed (a generator bug):\n${formatProblems(problems, virtualRoot)}`);
  return output;
}

function formatProblems(problems: readonly ts.Diagnostic[], directory: string): string {
  return ts.formatDiagnostics(problems, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => directory, getNewLine: () => '\n' });
}

function ensureNewline(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return `${text.slice(0, end)}\n`;
}

/**
 * A top-level export of something that certainly exists at run time, as generated code writes one. Not
 * `export {…}` or `export *`: those may name types only (`export {};`, `export type { … }`), which the parse
 * decides.
 */
const RUNTIME_EXPORT = /^export\s+(?:const|let|var|function|async\s+function|class|enum)\b/m;
