/**
 * `dist/`: a package's TypeScript (`<package>/src/`) built as a publisher would — ESM JavaScript,
 * `.d.ts` declarations, source maps and declaration maps — so a consumer's compiler reads only
 * declarations, under its own settings (`erasableSyntaxOnly`, no DOM lib, an older `target`), and
 * "go to definition" lands in the shipped `src/`.
 *
 * One TypeScript program per package over the in-memory sources (the emitters are pure: nothing is on
 * disk yet), with `noCheck`: the repository's own `tsc` run type-checks these sources, so the build
 * only emits. A program rather than per-file transpiling because declarations of unannotated exports
 * need inference across files.
 */
import path from 'node:path';
import ts from 'typescript';
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

/**
 * Declaration files of the standard library and of dependencies, parsed once per process: every
 * package build (and every regeneration in `npm run dev`) reads the same ones.
 */
const sharedSourceFiles = new Map<string, ts.SourceFile>();

/**
 * `packageDir/src/**.ts` of `files` → `packageDir/dist/**.{js,js.map,d.ts,d.ts.map}`. `repoRoot` is
 * where the package's dependencies (openapi-fetch, fastify, …) are resolved from.
 */
export function buildDist(files: readonly EmittedFile[], packageDir: string, repoRoot: string): EmittedFile[] {
  // The sources are placed, virtually, in a folder of the repository so that imports of dependencies
  // resolve to its node_modules; nothing under that folder is read from disk.
  const virtualRoot = path.join(repoRoot, '.dist-build', packageDir);
  const srcDir = path.join(virtualRoot, 'src');
  const outDir = path.join(virtualRoot, 'dist');
  const sources = new Map(files
    .filter((f) => f.path.startsWith(`${packageDir}/src/`) && f.path.endsWith('.ts'))
    .map((f) => [path.join(virtualRoot, f.path.slice(packageDir.length + 1)), f.contents] as const));

  const options: ts.CompilerOptions = { ...COMPILER_OPTIONS, rootDir: srcDir, outDir };
  const host = ts.createCompilerHost(options, true);
  const isVirtual = (file: string) => path.resolve(file).startsWith(virtualRoot + path.sep);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (file) => (isVirtual(file) ? sources.has(path.resolve(file)) : fileExists.call(host, file));
  host.readFile = (file) => (isVirtual(file) ? sources.get(path.resolve(file)) : readFile.call(host, file));
  host.directoryExists = (dir) => (isVirtual(dir) ? [...sources.keys()].some((f) => f.startsWith(path.resolve(dir) + path.sep)) : directoryExists?.call(host, dir) ?? true);
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
  const outputPath = (file: string) => `${packageDir}/${path.relative(virtualRoot, file).split(path.sep).join('/')}`;
  host.writeFile = (file, text) => {
    output.push({ path: outputPath(file), contents: text.replace(/\n*$/, '\n') });
  };

  const program = ts.createProgram([...sources.keys()].sort(), options, host);
  const problems: ts.Diagnostic[] = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics()];
  for (const file of program.getSourceFiles()) {
    if (!isVirtual(file.fileName)) continue;
    if (declaresTypesOnly(file)) {
      // Its declarations are its source, and its JavaScript an empty module: no need to run the
      // emitter over what are often the largest files (openapi-typescript's output).
      const base = outputPath(file.fileName).replace('/src/', '/dist/').replace(/\.ts$/, '');
      output.push({ path: `${base}.d.ts`, contents: file.text }, { path: `${base}.js`, contents: 'export {};\n' });
      continue;
    }
    problems.push(...program.emit(file).diagnostics);
  }
  if (problems.length > 0) {
    const text = ts.formatDiagnostics(problems, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => virtualRoot, getNewLine: () => '\n' });
    throw new Error(`building ${packageDir}/dist failed (a generator bug):\n${text}`);
  }
  return output.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Only type declarations and type-only imports and exports: nothing that exists at run time. */
function declaresTypesOnly(file: ts.SourceFile): boolean {
  return file.statements.every((s) =>
    ts.isInterfaceDeclaration(s) ||
    ts.isTypeAliasDeclaration(s) ||
    (ts.isImportDeclaration(s) && s.importClause?.isTypeOnly === true) ||
    (ts.isExportDeclaration(s) && s.isTypeOnly));
}
