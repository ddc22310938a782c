/**
 * Whether any schema the validators check states a byte limit (`x-max-bytes`, docs/decisions/0005-byte-limits.md):
 * the package's README speaks of byte limits only then, since the keyword is this API's extension and another
 * document rarely uses it (docs/decisions/0048-foreign-packages.md).
 */
import type { JsonSchema } from '../../ir/types.js';
import { MAX_BYTES_KEYWORD } from './max-bytes-keyword.js';
import { isObject, subschemas } from './schema-walk.js';
import type { ValidatorTarget } from './validator-target.js';

export function usesByteLimits(targets: readonly ValidatorTarget[]): boolean {
  return targets.some((target) => statesByteLimit(target.schema));
}

function statesByteLimit(schema: JsonSchema): boolean {
  if (!isObject(schema)) return false;
  return MAX_BYTES_KEYWORD in schema || subschemas(schema).some(([, sub]) => statesByteLimit(sub));
}
