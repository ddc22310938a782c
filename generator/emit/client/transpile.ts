/**
 * `dist/`: the package's TypeScript as JavaScript, so it runs on plain Node without a build step
 * (types stay in src/, which `exports.types` points at). One file at a time with
 * `transpileModule`: deterministic and fast, and correct because every import is explicit (`.js`,
 * `import type`), as `isolatedModules` guarantees.
 */
import ts from 'typescript';
import { GENERATED_BANNER } from '../../render/banner.js';
import type { EmittedFile } from '../types.js';

/**
 * Modules that declare types only, by construction: their JavaScript is an empty module. Skipping
 * the transpiler for them saves most of its time (schema.gen.ts is the largest file by far).
 */
const TYPE_ONLY = new Set(['client/src/schema.gen.ts', 'client/src/models.gen.ts', 'client/src/operation-types.gen.ts']);

export function transpileToDist(files: readonly EmittedFile[]): EmittedFile[] {
  return files
    .filter((f) => f.path.startsWith('client/src/') && f.path.endsWith('.ts'))
    .map((f) => {
      const target = f.path.replace(/^client\/src\//, 'client/dist/').replace(/\.ts$/, '.js');
      if (TYPE_ONLY.has(f.path)) return { path: target, contents: `${GENERATED_BANNER}export {};\n` };
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
