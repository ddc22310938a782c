/**
 * `dist/`: a package's TypeScript (`<package>/src/`) as JavaScript, so it runs on plain Node without a
 * build step (types stay in src/, which `exports.types` points at). One file at a time with
 * `transpileModule`: deterministic and fast, and correct because every import is explicit (`.js`,
 * `import type`), as `isolatedModules` guarantees.
 */
import ts from 'typescript';
import type { EmittedFile } from '../emit/types.js';
import { GENERATED_BANNER } from './banner.js';

/**
 * `typeOnly`: modules that declare types only, by construction; their JavaScript is an empty module, and
 * skipping the transpiler for them saves most of its time (openapi-typescript's output is the largest).
 */
export function transpileToDist(files: readonly EmittedFile[], packageDir: string, typeOnly: ReadonlySet<string> = new Set()): EmittedFile[] {
  const src = `${packageDir}/src/`;
  return files
    .filter((f) => f.path.startsWith(src) && f.path.endsWith('.ts'))
    .map((f) => {
      const target = `${packageDir}/dist/${f.path.slice(src.length).replace(/\.ts$/, '.js')}`;
      if (typeOnly.has(f.path)) return { path: target, contents: `${GENERATED_BANNER}export {};\n` };
      const output = ts.transpileModule(f.contents, {
        fileName: f.path,
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          verbatimModuleSyntax: true,
          useDefineForClassFields: true,
          removeComments: false,
          newLine: ts.NewLineKind.LineFeed,
        },
      });
      return { path: target, contents: output.outputText.replace(/\n*$/, '\n') };
    });
}
