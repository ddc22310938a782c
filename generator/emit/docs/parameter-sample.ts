/**
 * A value to show for a parameter in a sample: its one allowed value, else its default or example, else a
 * `<name>` placeholder the reader replaces.
 */
import type { IrParameter } from '../../ir/types.js';

export function parameterSample(param: IrParameter): string | number | boolean {
  const schema = typeof param.schema === 'object' ? param.schema : {};
  const values = Array.isArray(schema['enum']) ? schema['enum'] : [];
  const examples = Array.isArray(schema['examples']) ? schema['examples'] : [];
  for (const candidate of [schema['const'], values[0], schema['default'], schema['example'], examples[0]]) {
    if (typeof candidate === 'string' || typeof candidate === 'number' || typeof candidate === 'boolean') return candidate;
  }
  // Typed SDK samples need a value of the parameter's type; only text takes a placeholder.
  const type = Array.isArray(schema['type']) ? schema['type'].find((t) => t !== 'null') : schema['type'];
  if (type === 'integer' || type === 'number') return typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
  if (type === 'boolean') return true;
  return `<${param.name}>`;
}
