/**
 * `models.gen.ts`: one exported type per component schema (`TunnelGroupBackend`), with the schema's
 * description as JSDoc and its fields documented, plus a writable variant (`…Writable`, what requests send)
 * where readOnly or writeOnly properties make it differ (named-types.ts, docs/decisions/0045-named-types.md).
 */
import type { IrDocument } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';
import type { NameResolver } from '../../naming/resolver.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { type NamedTypeSource, noReferences, printDeclaration, readableType, type VariantName } from './named-types.js';
import { clientNames } from './names.js';
import { schemaGenImports } from './schema-gen-imports.js';

export function emitModelsFile(ir: IrDocument, names: NameResolver, source: NamedTypeSource): string {
  // Plain text, not ts-morph: one manipulation per declaration re-parses the file each time, which is
  // quadratic (a minute for the ~1000 schemas of a large public spec).
  const nameOf = variantNames(names, source);
  const blocks: string[] = [];
  const refs = noReferences();
  for (const schema of ir.schemas) {
    const name = nameOf(schema.name, 'read');
    if (name === undefined) continue;
    const description = typeof schema.schema === 'object' ? schema.schema['description'] : undefined;
    const text = typeof description === 'string' ? description : undefined;
    const node = source.schema(schema.name);
    if (node === undefined) {
      refs.schemaGen.add('components');
      blocks.push(`${jsDoc(jsDocLines(text))}export type ${name} = components[${stringLiteral('schemas')}][${stringLiteral(schema.name)}];\n`);
      continue;
    }
    blocks.push(`${jsDoc(jsDocLines(text))}${printDeclaration(name, readableType(node, 'read', nameOf, refs))}\n`);
    const writable = nameOf(schema.name, 'write');
    if (writable !== name && writable !== undefined) {
      const doc = jsDocLines(text, `As a request sends it: read-only fields cannot be set, write-only ones can. Responses carry \`${name}\`.`);
      blocks.push(`${jsDoc(doc)}${printDeclaration(writable, readableType(node, 'write', nameOf, refs))}\n`);
    }
  }
  const body = blocks.join('\n');
  const head = blocks.length > 0 ? schemaGenImports(refs.schemaGen) : 'export {};\n';
  return formatTypeScript('models.gen.ts', `${head}${body}`, { layout: 'template' });
}

/** The exported name of each schema's read view and writable variant (the read name where they are equal). */
export function variantNames(names: NameResolver, source: NamedTypeSource): VariantName {
  const client = names.of(clientNames);
  return (schemaName, variant) => {
    const read = client.schemaType(schemaName);
    if (variant === 'read' || !source.viewsDiffer(schemaName)) return read;
    return client.schemaWritableType(schemaName) ?? read;
  };
}
