/**
 * The validators target: the validators package (`@tunnel-api/validators` here) in generated/validators — for every
 * component schema and every operation's path parameters, query, request body and response bodies,
 * a validator compiled ahead of time to standalone code (ajv 2020-12 + ajv-formats + `x-max-bytes`),
 * exported as a type guard `is<Name>` and a problem list `check<Name>`.
 */
import type { IrDocument } from '../../ir/types.js';
import { withBanner } from '../../render/banner.js';
import type { EmitContext, EmittedFile } from '../types.js';
import { buildSchemaSet } from './build-schema-set.js';
import { collectTargets } from './collect-targets.js';
import { licenseFile } from '../package-manifest.js';
import { changelogFile } from '../../release/versions.js';
import { packageJson, readme } from './package-files.js';
import { runtimeFiles } from './runtime-files.js';
import { standaloneModules } from './standalone-module.js';
import { typesFile } from './types-file.js';
import { indexView } from './view-model.js';


export function emit(ir: IrDocument, ctx: EmitContext): EmittedFile[] {
  const PACKAGE_DIR = ctx.names.packageDir('validators');
  const packageName = ctx.names.packageName('validators');
  const targets = collectTargets(ir, ctx.names);
  const set = buildSchemaSet(targets, ctx.diagnostics);
  const banner = withBanner('').trimEnd();
  const compiledBanner = `${banner}\n// Standalone validation code compiled by ajv (JSON Schema 2020-12); see generator/emit/validators.\n`;
  const index = { banner, ...indexView(targets, set.bindings) };
  const example = targets.find((t) => t.kind === 'body')?.name ?? targets[0]?.name ?? 'Example';
  return [
    { path: `${PACKAGE_DIR}/package.json`, contents: packageJson(ctx.releaseRoot, packageName, ctx.names.project.title, PACKAGE_DIR, ctx.names.project.metadata) },
    ...licenseFile(ctx.names.project.metadata, PACKAGE_DIR),
    ...changelogFile(ctx.releaseRoot, packageName, PACKAGE_DIR),
    { path: `${PACKAGE_DIR}/README.md`, contents: readme(example, packageName, ctx.names.project.title) },
    ...(['body', 'parameters'] as const).flatMap((mode) => [...standaloneModules(mode, set.modes[mode], set.uncheckedFormats)].map(([modulePath, code]) => ({
      path: `${PACKAGE_DIR}/${modulePath}`,
      contents: compiledBanner + code,
    }))),
    { path: `${PACKAGE_DIR}/index.gen.js`, contents: ctx.render('validators/index.gen.js', index) },
    { path: `${PACKAGE_DIR}/index.gen.d.ts`, contents: ctx.render('validators/index.gen.d.ts', index) },
    { path: `${PACKAGE_DIR}/types.gen.d.ts`, contents: typesFile(targets, ir, banner) },
    ...runtimeFiles(ctx.repoRoot, PACKAGE_DIR),
  ].map((file) => ({ path: file.path, contents: endingInOneNewline(file.contents) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The text with exactly one trailing newline (by character codes: `/\n*$/` took seconds over a large document's validators). */
function endingInOneNewline(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return end === text.length - 1 ? text : `${text.slice(0, end)}\n`;
}
