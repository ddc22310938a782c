/** Compiles one schema the way the package does (prepared, annotated, same ajv options), at run time. */
import { annotateAllowedFields, resolverFor } from '../../generator/emit/validators/allowed-fields.js';
import { createAjv, type ValidatorMode } from '../../generator/emit/validators/create-ajv.js';
import { prepareSchema } from '../../generator/emit/validators/prepare-schema.js';
import type { JsonSchema } from '../../generator/ir/types.js';
import { type CompiledValidate, type Validator, validator } from '../../generator/runtime/validators/validator.js';

export function compileOne(schema: JsonSchema, mode: ValidatorMode = 'body', components: Record<string, JsonSchema> = {}): Validator<unknown> {
  const ajv = createAjv(mode, { standalone: false });
  const prepared = new Map<string, JsonSchema>();
  for (const [name, component] of Object.entries(components)) {
    const id = `/components/schemas/${encodeURIComponent(name)}`;
    prepared.set(id, prepareSchema(component, id).schema);
  }
  prepared.set('/test', prepareSchema(schema, '/test').schema);
  const resolve = resolverFor(prepared);
  for (const s of prepared.values()) ajv.addSchema(annotateAllowedFields(s, resolve) as object);
  return validator('/test', ajv.getSchema('/test') as unknown as CompiledValidate);
}
