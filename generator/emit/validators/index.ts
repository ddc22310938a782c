/**
 * The validators target: the package `@tunnel-api/validators` in generated/validators — for every
 * component schema and every operation's path parameters, query, request body and response bodies,
 * a validator compiled ahead of time to standalone code (ajv 2020-12 + ajv-formats + `x-max-bytes`),
 * exported as a type guard `is<Name>` and a problem list `check<Name>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IrDocument, JsonSchema } from '../../ir/types.js';
import { withBanner } from '../../render/banner.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import type { EmitContext, EmittedFile } from '../types.js';
import { buildSchemaSet } from './build-schema-set.js';
import { collectTargets } from './collect-targets.js';
import { runtimeFiles } from './runtime-files.js';
import { readOnlyFields } from './close-unknown-fields.js';
import { parseComponentId, parseComponentRef } from './schema-ids.js';
import { isObject } from './schema-walk.js';
import { standaloneModule } from './standalone-module.js';
import { typeOf } from './typescript-types.js';
import { COMPILED_MODULES, indexView } from './view-model.js';

export const PACKAGE_DIR = 'validators';
export const PACKAGE_NAME = '@tunnel-api/validators';

export function emit(ir: IrDocument, ctx: EmitContext): EmittedFile[] {
  const targets = collectTargets(ir, ctx.diagnostics);
  const set = buildSchemaSet(targets, ctx.diagnostics);
  const banner = withBanner('').trimEnd();

  const componentTypes = new Map(targets.filter((t) => t.kind === 'schema')
    .map((t) => [parseComponentId(t.id)?.name ?? t.name, t.name]));
  const types = targets.map((target) => {
    const description = typeof target.schema === 'object' && typeof target.schema['description'] === 'string'
      ? target.schema['description'] : undefined;
    return {
      name: target.name,
      doc: jsDoc(jsDocLines(description)),
      type: target.kind === 'body' ? requestTypeOf(target.schema, ir, componentTypes) : typeOf(target.schema, (name) => componentTypes.get(name)),
    };
  });

  const compiledBanner = `${banner}\n// Standalone validation code compiled by ajv (JSON Schema 2020-12); see generator/emit/validators.\n`;
  return [
    { path: `${PACKAGE_DIR}/package.json`, contents: packageJson(ctx.repoRoot) },
    { path: `${PACKAGE_DIR}/README.md`, contents: readme(targets.find((t) => t.kind === 'body')?.name ?? targets[0]?.name ?? 'Example') },
    { path: `${PACKAGE_DIR}/${COMPILED_MODULES.body}`, contents: compiledBanner + standaloneModule('body', set.modes.body, set.uncheckedFormats) },
    { path: `${PACKAGE_DIR}/${COMPILED_MODULES.parameters}`, contents: compiledBanner + standaloneModule('parameters', set.modes.parameters, set.uncheckedFormats) },
    { path: `${PACKAGE_DIR}/index.gen.js`, contents: ctx.render('validators/index.gen.js', { banner, ...indexView(targets, set.bindings) }) },
    { path: `${PACKAGE_DIR}/index.gen.d.ts`, contents: ctx.render('validators/index.gen.d.ts', { banner, ...indexView(targets, set.bindings) }) },
    { path: `${PACKAGE_DIR}/types.gen.d.ts`, contents: ctx.render('validators/types.gen.d.ts', { banner, types }) },
    ...runtimeFiles(ctx.repoRoot, PACKAGE_DIR),
  ].map((file) => ({ path: file.path, contents: file.contents.replace(/\n*$/, '\n') }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * A request body's type: the schema's type, without the `readOnly` fields of a component it names
 * (the validator refuses them, see close-unknown-fields.ts).
 */
function requestTypeOf(schema: JsonSchema, ir: IrDocument, componentTypes: ReadonlyMap<string, string>): string {
  const type = typeOf(schema, (name) => componentTypes.get(name));
  const ref = isObject(schema) && typeof schema['$ref'] === 'string' ? parseComponentRef(schema['$ref']) : undefined;
  if (ref === undefined || ref.fragment !== '') return type;
  const readOnly = readOnlyFields(ir.schemas.find((s) => s.name === ref.name)?.schema ?? {});
  return readOnly.length === 0 ? type : `Omit<${type}, ${readOnly.map((name) => JSON.stringify(name)).join(' | ')}>`;
}

/** Runtime dependencies pinned to the versions the code was compiled with (the root's). */
function packageJson(repoRoot: string): string {
  const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version?: string;
    devDependencies?: Record<string, string>;
    dependencies?: Record<string, string>;
  };
  const versionOf = (name: string): string => root.dependencies?.[name] ?? root.devDependencies?.[name] ?? '*';
  return JSON.stringify({
    name: PACKAGE_NAME,
    version: root.version ?? '0.0.0',
    description: 'Ahead-of-time compiled validators for the Tunnel API: type guards and readable problems, generated from spec/.',
    license: 'UNLICENSED',
    type: 'module',
    main: './index.gen.js',
    types: './index.gen.d.ts',
    exports: {
      '.': { types: './index.gen.d.ts', default: './index.gen.js' },
      './package.json': './package.json',
    },
    sideEffects: false,
    engines: { node: '>=20.10' },
    dependencies: { ajv: versionOf('ajv'), 'ajv-formats': versionOf('ajv-formats') },
  }, null, 2);
}

/** The package README; its example uses the first request body the spec has. */
function readme(example: string): string {
  return `<!-- ${withBanner('').trim().replace(/^\/\/ /, '')} -->

# ${PACKAGE_NAME}

Validators for every schema and operation of the Tunnel API, compiled ahead of time: importing the
package compiles nothing.

\`\`\`ts
import { is${example}, check${example} } from '${PACKAGE_NAME}';

if (!is${example}(body)) {
  for (const problem of check${example}(body)) console.log(problem.message);
  // e.g. "/description: must be at most 255 bytes (got 300)", "/extra: unknown field; allowed: description, metadata"
}
\`\`\`

- \`is<Name>(value)\` narrows; \`check<Name>(value)\` returns \`{ pointer, rule, message, params, errorCode? }[]\`
  (empty when valid): \`pointer\` names the field (RFC 6901), \`rule\` the schema keyword that failed,
  \`params\` the values behind the message and \`errorCode\` the spec's \`x-error-code\` for that schema.
- \`schemas.<Component>\` and \`operations.<operationId>.{path, query, body, responses[status]}\` hold the same
  validators as objects (\`is\`, \`check\`, and the compiled \`validate\` function).
- \`x-max-bytes\` limits count UTF-8 bytes with \`utf8ByteLength\`, the function the server and client use.
- Request bodies reject unknown fields even where the spec does not say so, and \`readOnly\` fields;
  response bodies and component schemas follow the spec as written.
- Body validators never change their input. Path and query validators coerce text to the declared
  types (\`"50"\` → \`50\`, decimal notation only: \`0x10\` is refused) and fill in defaults, in the
  object they are given.
`;
}
