/**
 * `dist/`: the package's TypeScript as JavaScript, so it runs on plain Node without a build step
 * (types stay in src/, which `exports.types` points at). One file at a time with
 * `transpileModule`: deterministic and fast, and correct because every import is explicit (`.js`,
 * `import type`), as `isolatedModules` guarantees.
 */
import ts from 'typescript';
import type { EmittedFile } from '../types.js';

export function transpileToDist(files: readonly EmittedFile[]): EmittedFile[] {
  return files
    .filter((f) => f.path.startsWith('client/src/') && f.path.endsWith('.ts'))
    .map((f) => {
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
      return { path: f.path.replace(/^client\/src\//, 'client/dist/').replace(/\.ts$/, '.js'), contents: output.outputText.replace(/\n*$/, '\n') };
    });
}
