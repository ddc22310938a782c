/**
 * Rewrites each numeric parameter of a path/query object schema so its text is checked before it is
 * coerced: `{ type: integer, minimum: 1, default: 100 }` becomes
 * `{ allOf: [{ x-decimal-text: integer }, { type: integer, minimum: 1 }], default: 100 }`.
 * The default stays on the parameter itself, where ajv fills it in.
 */
import type { JsonSchema } from '../../ir/types.js';
import { DECIMAL_TEXT_KEYWORD } from './decimal-text-keyword.js';
import { isObject, type SchemaObject } from './schema-walk.js';

export function checkNumericText(parameters: JsonSchema): JsonSchema {
  if (!isObject(parameters) || !isObject(parameters['properties'])) return parameters;
  const properties = Object.fromEntries(Object.entries(parameters['properties']).map(([name, schema]) => [name, rewrite(schema)]));
  return { ...parameters, properties };
}

function rewrite(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const numeric = numericType(schema);
  if (numeric === undefined) return schema;
  const { default: fallback, description, title, ...rest } = schema as SchemaObject;
  return {
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    allOf: [{ [DECIMAL_TEXT_KEYWORD]: numeric }, rest],
    ...(fallback === undefined ? {} : { default: fallback }),
  };
}

/** `integer` or `number` when that is the parameter's only non-null type. */
function numericType(schema: SchemaObject): 'integer' | 'number' | undefined {
  const type = schema['type'];
  const types = (Array.isArray(type) ? type : [type]).filter((t) => t !== 'null');
  if (types.length !== 1) return undefined;
  return types[0] === 'integer' || types[0] === 'number' ? types[0] : undefined;
}
