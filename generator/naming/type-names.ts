/**
 * Exported type-alias names for component schemas (`components['schemas']['Foo.Bar']` → `FooBar`).
 * Names that collide after sanitising are reported and left to `components['schemas'][…]` only.
 */
import type { Diagnostics } from '../diagnostics.js';
import type { IrSchema } from '../ir/types.js';
import { pascalCase } from './casing.js';
import { safeIdentifier } from './identifier.js';

export function schemaAliasNames(schemas: readonly IrSchema[], reserved: ReadonlySet<string>, diagnostics: Diagnostics): Map<string, string> {
  const names = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const schema of schemas) {
    const alias = safeIdentifier(pascalCase(schema.name) || 'Schema');
    const owner = owners.get(alias) ?? (reserved.has(alias) ? '(a name the client package exports)' : undefined);
    if (owner !== undefined) {
      diagnostics.report({
        code: 'GEN007',
        severity: 'warning',
        message: `schema "${schema.name}" would be exported as type ${alias}, already taken by ${owner.startsWith('(') ? owner : `schema "${owner}"`}; it stays reachable as components['schemas'][${JSON.stringify(schema.name)}]`,
        pointer: schema.pointer,
      });
      continue;
    }
    owners.set(alias, schema.name);
    names.set(schema.name, alias);
  }
  return names;
}
