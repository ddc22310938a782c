/**
 * Compiles one mode's schemas to standalone ES modules (ajv standalone code), one module per exported
 * function, each holding that function and the functions it calls: importing one validator brings
 * only its own code into a bundle. Importing a module defines plain functions and compiles nothing; it
 * imports only ajv's small runtime helpers, ajv-formats' format checks and the package's own runtime.
 * One ajv instance per mode compiles every schema once; each module is cut from it.
 */
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import type { ValidatorMode } from './create-ajv.js';
import { createAjv } from './create-ajv.js';
import type { ModeSchemas } from './build-schema-set.js';
import { requiresToImports } from './esm-imports.js';
import { indentCode } from './indent-code.js';

/** Export name → the module's code, which exports the function as `validate`. */
export function standaloneModules(mode: ValidatorMode, set: ModeSchemas, uncheckedFormats: readonly string[]): Map<string, string> {
  const ajv = createAjv(mode, { standalone: true, uncheckedFormats });
  for (const schema of set.schemas) ajv.addSchema(schema as object);
  // The modules sit two folders below the package root (compiled/<mode>/), the runtime at its root.
  const fromModule = (specifier: string) => specifier.replace(/^\.\/runtime\//, '../../runtime/');
  return new Map(set.exports.map(({ name, id }) => [name, indentCode(requiresToImports(standaloneCodeModule.default(ajv, { validate: id }), fromModule))]));
}
