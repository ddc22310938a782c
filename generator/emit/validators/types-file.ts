/**
 * types.gen.d.ts: one exported type per validator, built from the schema it checks
 * (typescript-types.ts) with the schema's description as its JSDoc, and printed by the TypeScript
 * printer. A request body's or response's type leaves out the fields of a component it names that this
 * direction refuses: `readOnly` in requests (close-unknown-fields.ts), `writeOnly` in responses
 * (forbid-write-only.ts).
 */
import ts from 'typescript';
import { parseComponentRef } from '../../ir/json-pointer.js';
import type { IrDocument, JsonSchema } from '../../ir/types.js';
import { readOnlyFields } from './close-unknown-fields.js';
import { writeOnlyFields } from './forbid-write-only.js';
import { parseComponentId } from './schema-ids.js';
import { isObject } from './schema-walk.js';
import { literalType, type TypeNameOf, typeNodeOf, union, withDoc } from './typescript-types.js';
import type { ValidatorTarget } from './validator-target.js';

const { factory } = ts;

export function typesFile(targets: readonly ValidatorTarget[], ir: IrDocument): string {
  const componentTypes = new Map(targets.filter((t) => t.kind === 'schema').map((t) => [parseComponentId(t.id)?.name ?? t.name, t.name]));
  const nameOf: TypeNameOf = (name) => componentTypes.get(name);
  const aliases = targets.map((target) => {
    const type =
      target.kind === 'body'
        ? typeWithout(target.schema, ir, nameOf, readOnlyFields)
        : target.kind === 'response'
          ? typeWithout(target.schema, ir, nameOf, writeOnlyFields)
          : typeNodeOf(target.schema, nameOf);
    const alias = factory.createTypeAliasDeclaration([factory.createToken(ts.SyntaxKind.ExportKeyword)], target.name, undefined, type);
    return withDoc(alias, isObject(target.schema) && typeof target.schema['description'] === 'string' ? target.schema['description'] : undefined);
  });
  return `${aliases.map(print).join('\n\n')}\n`;
}

function typeWithout(schema: JsonSchema, ir: IrDocument, nameOf: TypeNameOf, refused: (node: JsonSchema) => string[]): ts.TypeNode {
  const type = typeNodeOf(schema, nameOf);
  const ref = isObject(schema) && typeof schema['$ref'] === 'string' ? parseComponentRef(schema['$ref']) : undefined;
  if (ref === undefined || ref.fragment !== '') return type;
  const fields = refused(ir.schemas.find((s) => s.name === ref.name)?.schema ?? {});
  return fields.length === 0 ? type : factory.createTypeReferenceNode('Omit', [type, union(fields.map(literalType))]);
}

// `neverAsciiEscape` (the printer's own, not in its public typings) keeps `"café"` as written instead of `"caf\u00E9"`.
const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, neverAsciiEscape: true } as ts.PrinterOptions);
const file = ts.createSourceFile('types.gen.d.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);

/** The printer indents by four spaces; the house style is two. */
function print(node: ts.Node): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, file).replace(/^(?: {4})+/gm, (indent) => indent.slice(indent.length / 2));
}
