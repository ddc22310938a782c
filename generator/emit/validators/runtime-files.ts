/**
 * Copies the hand-written runtime (generator/runtime/validators, ordinary tested TypeScript —
 * docs/decisions/0001-spec-first.md) into the package as JavaScript plus declarations, so the package runs on
 * plain Node without a TypeScript loader. Transpiling is per file (no type checking: the repo's `tsc` run
 * checks the source), which keeps it deterministic and fast.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { EmittedFile } from '../types.js';

export const RUNTIME_SOURCE_DIR = 'generator/runtime/validators';

/** Transpiled files by source text, for this process (`npm run dev` regenerates on every save). */
const transpiled = new Map<string, { readonly source: string; readonly js: string; readonly dts: string }>();

export function runtimeFiles(repoRoot: string, packageDir: string): EmittedFile[] {
  const sourceDir = path.join(repoRoot, ...RUNTIME_SOURCE_DIR.split('/'));
  const sources = fs.readdirSync(sourceDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort();
  return sources.flatMap((file) => {
    const source = fs.readFileSync(path.join(sourceDir, file), 'utf8');
    const banner = `// Copied by \`npm run generate\` from ${RUNTIME_SOURCE_DIR}/${file}. Do not edit it here.\n\n`;
    const base = `${packageDir}/runtime/${file.replace(/\.ts$/, '')}`;
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: true,
      declaration: true,
      removeComments: false,
      newLine: ts.NewLineKind.LineFeed,
    };
    let known = transpiled.get(file);
    if (known?.source !== source) {
      known = { source, js: ts.transpileModule(source, { compilerOptions: options, fileName: file }).outputText, dts: ts.transpileDeclaration(source, { compilerOptions: options, fileName: file }).outputText };
      transpiled.set(file, known);
    }
    const { js, dts } = known;
    return [
      { path: `${base}.js`, contents: banner + stripSourceMap(js) },
      { path: `${base}.d.ts`, contents: banner + stripSourceMap(dts) },
    ];
  });
}

function stripSourceMap(text: string): string {
  return text.replace(/\n\/\/# sourceMappingURL=.*$/m, '').replace(/\r\n?/g, '\n').replace(/\n*$/, '\n');
}
