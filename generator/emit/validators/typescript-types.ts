/**
 * TypeScript types for the validators' type guards, built from the same schemas (so a guard's
 * `value is T` says exactly what the validator checks) as TypeScript syntax nodes, not text: the
 * compiler's factory puts parentheses where a union meets `[]`, `&` or `|`, and types-file.ts prints
 * them. Component refs become the component's type name; objects list their properties (optional
 * unless `required`), with an index signature only where the schema allows other fields;
 * `type: [T, "null"]` becomes `T | null`.
 */
import ts from 'typescript';
import { parseComponentRef } from '../../ir/json-pointer.js';
import type { JsonSchema } from '../../ir/types.js';
import { propertyKey } from '../../naming/identifier.js';
import { DOC_LINE_WIDTH, jsDocLines, wrapDocLines } from '../../render/comment.js';
import { isObject, isSchema, type SchemaObject } from './schema-walk.js';

const { factory } = ts;

/** Maps a component name to its exported type name (undefined when it has none). */
export type TypeNameOf = (componentName: string) => string | undefined;

const keyword = (kind: ts.KeywordTypeSyntaxKind): ts.TypeNode => factory.createKeywordTypeNode(kind);

export function typeNodeOf(schema: JsonSchema, nameOf: TypeNameOf): ts.TypeNode {
  if (schema === true) return keyword(ts.SyntaxKind.UnknownKeyword);
  if (schema === false) return keyword(ts.SyntaxKind.NeverKeyword);
  // `not: {}` admits nothing: a field that may not be sent (an immutable field in an update body).
  if (schema['not'] === true || (isObject(schema['not']) && Object.keys(schema['not']).length === 0)) return keyword(ts.SyntaxKind.NeverKeyword);
  const parts: ts.TypeNode[] = [];
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const target = parseComponentRef(ref);
    const name = target !== undefined && target.fragment === '' ? nameOf(target.name) : undefined;
    parts.push(name === undefined ? keyword(ts.SyntaxKind.UnknownKeyword) : factory.createTypeReferenceNode(name));
  }
  if (Array.isArray(schema['allOf'])) {
    for (const member of schema['allOf']) if (isSchema(member)) parts.push(typeNodeOf(member, nameOf));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = schema[key];
    const members = Array.isArray(list) ? list.filter(isSchema).map((member) => typeNodeOf(member, nameOf)) : [];
    if (members.length > 0) parts.push(union(members));
  }
  const own = ownType(schema, nameOf);
  if (own !== undefined) parts.push(own);
  const unique = distinct(parts);
  return unique.length === 0 ? keyword(ts.SyntaxKind.UnknownKeyword) : unique.length === 1 ? unique[0]! : factory.createIntersectionTypeNode(unique);
}

/** `A | B`, or `A` alone. */
export function union(members: readonly ts.TypeNode[]): ts.TypeNode {
  return members.length === 1 ? members[0]! : factory.createUnionTypeNode(members);
}

/** A `"text"`, number, boolean or `null` literal type; `unknown` for any other value. */
export function literalType(value: unknown): ts.TypeNode {
  if (value === null) return factory.createLiteralTypeNode(factory.createNull());
  if (typeof value === 'string') return factory.createLiteralTypeNode(factory.createStringLiteral(value));
  if (typeof value === 'boolean') return factory.createLiteralTypeNode(value ? factory.createTrue() : factory.createFalse());
  if (typeof value === 'number' && Number.isFinite(value)) {
    const digits = factory.createNumericLiteral(JSON.stringify(Math.abs(value)));
    return factory.createLiteralTypeNode(value < 0 || Object.is(value, -0) ? factory.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, digits) : digits);
  }
  return keyword(ts.SyntaxKind.UnknownKeyword);
}

function ownType(schema: SchemaObject, nameOf: TypeNameOf): ts.TypeNode | undefined {
  if ('const' in schema) return literalType(schema['const']);
  if (Array.isArray(schema['enum'])) return schema['enum'].length === 0 ? keyword(ts.SyntaxKind.NeverKeyword) : union(schema['enum'].map(literalType));
  const declared = schema['type'];
  const types = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared.map(String) : inferTypes(schema);
  if (types.length === 0) return undefined;
  return union(types.map((type) => primitive(type, schema, nameOf)));
}

/** A schema without `type` that describes an object or array by its keywords alone. */
function inferTypes(schema: SchemaObject): string[] {
  if ('properties' in schema || 'additionalProperties' in schema || 'required' in schema) return ['object'];
  if ('items' in schema || 'prefixItems' in schema) return ['array'];
  return [];
}

function primitive(type: string, schema: SchemaObject, nameOf: TypeNameOf): ts.TypeNode {
  switch (type) {
    case 'string':
      return keyword(ts.SyntaxKind.StringKeyword);
    case 'integer':
    case 'number':
      return keyword(ts.SyntaxKind.NumberKeyword);
    case 'boolean':
      return keyword(ts.SyntaxKind.BooleanKeyword);
    case 'null':
      return factory.createLiteralTypeNode(factory.createNull());
    case 'array':
      return arrayType(schema, nameOf);
    case 'object':
      return objectType(schema, nameOf);
    default:
      return keyword(ts.SyntaxKind.UnknownKeyword);
  }
}

function arrayType(schema: SchemaObject, nameOf: TypeNameOf): ts.TypeNode {
  const items = schema['items'];
  const rest = isSchema(items) ? typeNodeOf(items, nameOf) : keyword(ts.SyntaxKind.UnknownKeyword);
  const prefix = schema['prefixItems'];
  if (Array.isArray(prefix)) {
    const head = prefix.filter(isSchema).map((item) => typeNodeOf(item, nameOf));
    const tuple = factory.createTupleTypeNode(items === false ? head : [...head, factory.createRestTypeNode(factory.createArrayTypeNode(rest))]);
    return ts.setEmitFlags(tuple, ts.EmitFlags.SingleLine);
  }
  return factory.createArrayTypeNode(rest);
}

function objectType(schema: SchemaObject, nameOf: TypeNameOf): ts.TypeNode {
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  const required = new Set(Array.isArray(schema['required']) ? schema['required'].map(String) : []);
  const members: ts.TypeElement[] = [];
  for (const [name, sub] of Object.entries(properties)) {
    if (!isSchema(sub)) continue;
    const member = factory.createPropertySignature(
      undefined,
      propertyName(name),
      required.has(name) ? undefined : factory.createToken(ts.SyntaxKind.QuestionToken),
      typeNodeOf(sub, nameOf),
    );
    members.push(withDoc(member, isObject(sub) && typeof sub['description'] === 'string' ? sub['description'] : undefined));
  }
  for (const name of required) {
    if (!(name in properties)) members.push(factory.createPropertySignature(undefined, propertyName(name), undefined, keyword(ts.SyntaxKind.UnknownKeyword)));
  }
  const extra = schema['additionalProperties'] ?? schema['unevaluatedProperties'];
  if (extra !== false && (Object.keys(properties).length === 0 || (isSchema(extra) && extra !== true))) {
    // An index signature must admit every declared property's type too, so beside properties it is `unknown`.
    const value = Object.keys(properties).length === 0 && isSchema(extra) ? typeNodeOf(extra, nameOf) : keyword(ts.SyntaxKind.UnknownKeyword);
    const key = factory.createParameterDeclaration(undefined, undefined, 'key', undefined, keyword(ts.SyntaxKind.StringKeyword));
    members.push(factory.createIndexSignature(undefined, [key], value));
  }
  if (members.length === 0) {
    // `{ [key: string]: never }` rather than `Record<string, never>`: these declarations sit beside the
    // document's own schema types, and a schema called `Record` would shadow the global.
    const key = factory.createParameterDeclaration(undefined, undefined, 'key', undefined, keyword(ts.SyntaxKind.StringKeyword));
    return factory.createTypeLiteralNode([factory.createIndexSignature(undefined, [key], keyword(ts.SyntaxKind.NeverKeyword))]);
  }
  return factory.createTypeLiteralNode(members);
}

function propertyName(name: string): ts.PropertyName {
  return propertyKey(name) === name ? factory.createIdentifier(name) : factory.createStringLiteral(name);
}

/** The indentation a doc comment's width allows for: a property of an object inside another (the printer indents by four). */
const NESTED_INDENT = 12;

/**
 * Attaches a description as a JSDoc comment (escaped and wrapped by render/comment.ts); the printer indents its lines,
 * so they are wrapped for a member nested a few levels deep.
 */
export function withDoc<T extends ts.Node>(node: T, description: string | undefined): T {
  const width = DOC_LINE_WIDTH - NESTED_INDENT;
  const lines = wrapDocLines(jsDocLines(description), width - ' * '.length);
  if (lines.length === 0) return node;
  const text =
    lines.length === 1 && (lines[0] ?? '').length <= width - '/**  */'.length
      ? `* ${lines[0]} `
      : `*\n${lines.map((line) => (line === '' ? ' *' : ` * ${line}`)).join('\n')}\n `;
  return ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, text, true);
}

/** The parts of an intersection without repeats (`allOf: [A, A]` is `A`): compared as printed. */
function distinct(parts: readonly ts.TypeNode[]): ts.TypeNode[] {
  if (parts.length < 2) return [...parts];
  const seen = new Set<string>();
  return parts.filter((part) => {
    const text = printer.printNode(ts.EmitHint.Unspecified, part, scratch);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, removeComments: true });
const scratch = ts.createSourceFile('scratch.d.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
