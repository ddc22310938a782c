/**
 * Compiles one mode's schemas to a standalone ES module (ajv standalone code): importing it defines
 * plain functions and compiles nothing; it imports only ajv's small runtime helpers, ajv-formats'
 * format checks and the package's own runtime.
 */
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import type { ValidatorMode } from './create-ajv.js';
import { createAjv } from './create-ajv.js';
import type { ModeSchemas } from './build-schema-set.js';
import { requiresToImports } from './esm-imports.js';
import { indentCode } from './indent-code.js';

export function standaloneModule(mode: ValidatorMode, set: ModeSchemas, uncheckedFormats: readonly string[]): string {
  const ajv = createAjv(mode, { standalone: true, uncheckedFormats });
  for (const schema of set.schemas) ajv.addSchema(schema as object);
  const exported = Object.fromEntries(set.exports.map(({ name, id }) => [name, id]));
  const code = set.exports.length === 0 ? '' : standaloneCodeModule.default(ajv, exported);
  return indentCode(requiresToImports(code));
}
