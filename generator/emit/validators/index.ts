/**
 * The validators target: the validators package (`@tunnel-api/validators` here) in generated/validators — for every
 * component schema and every operation's path parameters, query, request body and response bodies,
 * a validator compiled ahead of time to standalone code (ajv 2020-12 + ajv-formats + `x-max-bytes`),
 * exported as a type guard `is<Name>` and a problem list `check<Name>`. The package step adds the manifest
 * and the validators runtime, transpiled (target.ts).
 */
import type { IrDocument } from '../../ir/types.js';
import type { EmitContext, EmittedFile } from '../types.js';
import { buildSchemaSet } from './build-schema-set.js';
import { usesByteLimits } from './byte-limits.js';
import { collectTargets } from './collect-targets.js';
import { standaloneModules } from './standalone-module.js';
import { typesFile } from './types-file.js';
import { indexView } from './view-model.js';

export async function emit(ir: IrDocument, ctx: EmitContext): Promise<EmittedFile[]> {
  const PACKAGE_DIR = ctx.names.packageDir('validators');
  const packageName = ctx.names.packageName('validators');
  const targets = collectTargets(ir, ctx.names);
  const set = buildSchemaSet(targets, ctx.diagnostics);
  const compiledNote = '// Standalone validation code compiled by ajv (JSON Schema 2020-12); see generator/emit/validators.\n';
  const index = indexView(targets, set.bindings);
  const example = targets.find((t) => t.kind === 'body')?.name ?? targets[0]?.name ?? 'Example';
  const modes = ['body', 'parameters'] as const;
  const compiled = await standaloneModules(
    modes.map((mode) => ({ mode, set: set.modes[mode] })),
    set.uncheckedFormats,
  );
  return [
    {
      path: `${PACKAGE_DIR}/README.md`,
      contents: ctx.render('validators/README.md', { name: packageName, title: ctx.names.project.title, example, byteLimits: usesByteLimits(targets) }),
    },
    ...compiled.flatMap((modules) =>
      [...modules].map(([modulePath, code]) => ({
        path: `${PACKAGE_DIR}/${modulePath}`,
        contents: compiledNote + code,
      })),
    ),
    { path: `${PACKAGE_DIR}/index.gen.js`, contents: ctx.render('validators/index.gen.js', index) },
    { path: `${PACKAGE_DIR}/index.gen.d.ts`, contents: ctx.render('validators/index.gen.d.ts', index) },
    { path: `${PACKAGE_DIR}/types.gen.d.ts`, contents: typesFile(targets, ir) },
  ];
}
