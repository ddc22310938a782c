/**
 * The component schemas that may need a writable variant (named-types.ts): those with a readOnly or
 * writeOnly keyword, and those referring to one. Read from the document rather than from the printed
 * types because names are claimed before anything is printed; a schema listed here whose two views turn
 * out equal merely keeps its name unused.
 */
import type { IrDocument } from '../../ir/types.js';

const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)/;

export function readWriteSchemas(ir: IrDocument): Set<string> {
  const marked = new Set<string>();
  const refs = new Map<string, Set<string>>();
  for (const schema of ir.schemas) {
    const found = new Set<string>();
    const visit = (node: unknown): void => {
      if (node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        for (const item of node) visit(item);
        return;
      }
      const record = node as Record<string, unknown>;
      if (record['readOnly'] === true || record['writeOnly'] === true) marked.add(schema.name);
      const ref = record['$ref'];
      const target = typeof ref === 'string' ? SCHEMA_REF.exec(ref)?.[1] : undefined;
      if (target !== undefined) found.add(decodeURIComponent(target).replace(/~1/g, '/').replace(/~0/g, '~'));
      for (const value of Object.values(record)) visit(value);
    };
    visit(schema.schema);
    refs.set(schema.name, found);
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, targets] of refs) {
      if (marked.has(name) || ![...targets].some((t) => marked.has(t))) continue;
      marked.add(name);
      grew = true;
    }
  }
  return marked;
}
