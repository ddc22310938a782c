/**
 * Compiles one mode's schemas to standalone ES modules (ajv standalone code), one module per exported
 * function, each holding that function and the functions it calls: importing one validator brings
 * only its own code into a bundle. Importing a module defines plain functions and compiles nothing; it
 * imports only ajv's small runtime helpers, ajv-formats' format checks and the package's own runtime.
 * One ajv instance per mode compiles every schema once; each module is cut from it. A mode's modules are
 * cached by content (generator/cache/code-cache.ts): by mode, not per schema, because ajv numbers its
 * functions in compile order, so a module's text depends on what the instance compiled before it.
 */
import fs from 'node:fs';
import path from 'node:path';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import type { ValidatorMode } from './create-ajv.js';
import { createAjv } from './create-ajv.js';
import type { ModeSchemas } from './build-schema-set.js';
import { requiresToImports } from './esm-imports.js';
import { indentCode } from './indent-code.js';
import { cachedCode, digestFiles } from '../../cache/code-cache.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
let salt: string | undefined;

/** The code that turns a mode's schemas into modules: this target's source, its runtime, ajv and ajv-formats. */
function generatorSalt(): string {
  const folders = ['generator/emit/validators', 'generator/runtime/validators'].map((f) => path.join(REPO_ROOT, f));
  const libraries = ['ajv', 'ajv-formats'].map((name) => path.join(REPO_ROOT, 'node_modules', name, 'package.json'));
  salt ??= digestFiles([...folders.flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f))), ...libraries]);
  return salt;
}

/** Export name → the module's code, which exports the function as `validate`. */
export function standaloneModules(mode: ValidatorMode, set: ModeSchemas, uncheckedFormats: readonly string[]): ReadonlyMap<string, string> {
  const cache = { dir: path.join(REPO_ROOT, 'node_modules', '.cache', 'tunnel-api', 'generator', 'validators'), salt: generatorSalt() };
  return cachedCode(cache, { mode, uncheckedFormats, schemas: set.schemas, exports: set.exports }, () => compileModules(mode, set, uncheckedFormats));
}

function compileModules(mode: ValidatorMode, set: ModeSchemas, uncheckedFormats: readonly string[]): Map<string, string> {
  const ajv = createAjv(mode, { standalone: true, uncheckedFormats });
  for (const schema of set.schemas) ajv.addSchema(schema as object);
  // The modules sit two folders below the package root (compiled/<mode>/), the runtime at its root.
  const fromModule = (specifier: string) => specifier.replace(/^\.\/runtime\//, '../../runtime/');
  return new Map(set.exports.map(({ name, id }) => [name, indentCode(requiresToImports(standaloneCodeModule.default(ajv, { validate: id }), fromModule))]));
}
