/**
 * What a file of named types (models.gen.ts, operation-types.gen.ts) still needs from schema.gen.ts: the
 * roots of references named-types.ts could not name (a schema without an exported type, a `$defs` entry,
 * a path's type), and openapi-typescript's `WithRequired` helper, which schema.gen.ts keeps to itself.
 */
import { compareCodeUnits } from '../../code-unit-order.js';

export function schemaGenImports(names: ReadonlySet<string>): string {
  const roots = [...names].filter((n) => n !== 'WithRequired').sort(compareCodeUnits);
  const imports = roots.length > 0 ? `import type { ${roots.join(', ')} } from './schema.gen.js';\n\n` : '';
  const helper = names.has('WithRequired') ? 'type WithRequired<T, K extends keyof T> = T & { [P in K]-?: T[P] };\n\n' : '';
  return `${imports}${helper}`;
}
