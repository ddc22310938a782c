import path from 'node:path';
import ts from 'typescript';
import type { EmittedFile } from '../generator/emit/types.js';

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
  verbatimModuleSyntax: true, useDefineForClassFields: true, strict: true, declaration: true, declarationMap: true, sourceMap: true, noCheck: true,
  skipLibCheck: true, types: [], removeComments: false, newLine: ts.NewLineKind.LineFeed,
};
const RUNTIME_EXPORT = /^export\s+(?:const|let|var|function|async\s+function|class|enum)\b/m;

export function buildDistOneProgram(files: readonly EmittedFile[], packageDir: string, repoRoot: string, opts: { typesOnly: ReadonlySet<string> }): EmittedFile[] {
  const virtualRoot = path.join(repoRoot, '.dist-build', packageDir);
  const options: ts.CompilerOptions = {
    ...COMPILER_OPTIONS, rootDir: path.join(virtualRoot, 'src'), outDir: path.join(virtualRoot, 'dist'),
    noResolve: true, isolatedDeclarations: true, suppressOutputPathCheck: true, allowNonTsExtensions: true, noLib: true,
  };
  const sources = new Map(files.filter((f) => f.path.startsWith(`${packageDir}/src/`) && f.path.endsWith('.ts')).map((f) => [path.join(virtualRoot, f.path.slice(packageDir.length + 1)), f.contents] as const));
  const output: EmittedFile[] = [];
  const roots: string[] = [];
  const parsed = new Map<string, ts.SourceFile>();
  for (const [fileName, text] of sources) {
    const rel = path.relative(virtualRoot, fileName);
    const base = path.basename(fileName).replace(/\.ts$/, '');
    const distDir = path.dirname(path.relative(path.join(virtualRoot, 'src'), fileName));
    const prefix = `${packageDir}/dist/${distDir === '.' ? '' : `${distDir}/`}`;
    if (opts.typesOnly.has(rel)) { output.push({ path: `${prefix}${base}.d.ts`, contents: text }, { path: `${prefix}${base}.js`, contents: 'export {};\n' }); continue; }
    const sf = ts.createSourceFile(fileName, text, { languageVersion: ts.ScriptTarget.ES2022, impliedNodeFormat: ts.ModuleKind.ESNext, setExternalModuleIndicator: (ts as any).getSetExternalModuleIndicator(options) });
    parsed.set(fileName, sf);
    roots.push(fileName);
  }
  const host: ts.CompilerHost = {
    getSourceFile: (f) => parsed.get(f),
    writeFile: (name, text) => { output.push({ path: `${packageDir}/${path.relative(virtualRoot, name).split(path.sep).join('/')}`, contents: text }); },
    getDefaultLibFileName: () => 'lib.d.ts', useCaseSensitiveFileNames: () => false, getCanonicalFileName: (f) => f, getCurrentDirectory: () => '',
    getNewLine: () => '\n', fileExists: (f) => parsed.has(f), readFile: () => '', directoryExists: () => true, getDirectories: () => [],
  };
  const program = ts.createProgram(roots, options, host);
  for (const root of roots) {
    const sf = program.getSourceFile(root)!;
    const r = program.emit(sf, undefined, undefined, false, undefined, true);
    if (r.diagnostics.length) console.error('diag', root, r.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).slice(0, 2));
  }
  return output.sort((a, b) => (a.path < b.path ? -1 : 1));
}
