/**
 * Named types a person reads (docs/decisions/0045-named-types.md): every component schema as an exported
 * interface (or an alias, for a union or a primitive) with its documented fields, and every operation's
 * body and response in terms of those names. They are read from the very nodes openapi-typescript
 * printed into schema.gen.ts, so `paths` (what `api.raw` uses) and the named types cannot disagree.
 *
 * Two rewrites make a node readable:
 * - `components["schemas"]["X"]` becomes the name of `X` (or of its writable variant);
 * - the `$Read<T>` / `$Write<T>` markers resolve per variant as runtime/read-write.ts's `Readable` and
 *   `Writable` do: the read view (what responses carry) drops writeOnly properties, the writable view (what
 *   requests send) turns readOnly ones into `?: never`. A schema gets a writable variant only where the
 *   two views differ: it, or a schema it refers to, has such a property.
 */
import ts from 'typescript';
import { DOC_LINE_WIDTH, wrapDocLines } from '../../render/comment.js';

export type Variant = 'read' | 'write';

/** The exported name of a component schema's variant; undefined when the schema has no exported type. */
export type VariantName = (schemaName: string, variant: Variant) => string | undefined;

/** Where the named types come from: openapi-typescript's declarations, navigated by name. */
export class NamedTypeSource {
  readonly #roots = new Map<string, ts.InterfaceDeclaration>();
  readonly #schemas = new Map<string, ts.PropertySignature>();
  readonly #differs: ReadonlySet<string>;

  constructor(nodes: readonly ts.Node[]) {
    for (const node of nodes) if (ts.isInterfaceDeclaration(node)) this.#roots.set(node.name.text, node);
    const schemas = this.#member(this.#roots.get('components'), 'schemas');
    for (const member of schemas !== undefined && ts.isTypeLiteralNode(schemas) ? schemas.members : []) {
      const name = ts.isPropertySignature(member) ? propertyName(member.name) : undefined;
      if (name !== undefined && ts.isPropertySignature(member)) this.#schemas.set(name, member);
    }
    this.#differs = this.#schemasWhoseViewsDiffer();
  }

  /** The component schema's type node, as openapi-typescript wrote it. */
  schema(name: string): ts.TypeNode | undefined {
    return this.#schemas.get(name)?.type;
  }

  /** Whether the schema's read and writable views differ (it needs a writable variant). */
  viewsDiffer(name: string): boolean {
    return this.#differs.has(name);
  }

  /** The type of an operation's request body in one media type; undefined when the document has none. */
  requestBody(path: string, method: string, contentType: string): ts.TypeNode | undefined {
    const body = this.#member(this.#member(this.#member(this.#roots.get('paths'), path), method), 'requestBody');
    return this.#member(this.#member(body, 'content'), contentType);
  }

  /** The type of one response's body in one media type; undefined when the document has none. */
  responseBody(path: string, method: string, status: string, contentType: string): ts.TypeNode | undefined {
    const responses = this.#member(this.#member(this.#member(this.#roots.get('paths'), path), method), 'responses');
    return this.#member(this.#member(this.#member(responses, status), 'content'), contentType);
  }

  /** A member's type, looking through `operations["…"]`/`components["responses"]["…"]` references. */
  #member(node: ts.Node | undefined, key: string): ts.TypeNode | undefined {
    const resolved = this.#resolve(node);
    const members = resolved !== undefined && (ts.isInterfaceDeclaration(resolved) || ts.isTypeLiteralNode(resolved)) ? resolved.members : [];
    for (const member of members) {
      if (ts.isPropertySignature(member) && member.type !== undefined && propertyName(member.name) === key) return member.type;
    }
    return undefined;
  }

  #resolve(node: ts.Node | undefined): ts.Node | undefined {
    if (node === undefined) return undefined;
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeArguments === undefined) {
      return this.#roots.get(node.typeName.text) ?? node;
    }
    if (ts.isIndexedAccessTypeNode(node)) {
      const key = literalText(node.indexType);
      return key === undefined ? node : this.#member(node.objectType, key);
    }
    return node;
  }

  #schemasWhoseViewsDiffer(): Set<string> {
    const differs = new Set<string>();
    const refs = new Map<string, Set<string>>();
    for (const [name, member] of this.#schemas) {
      const found = new Set<string>();
      let marked = false;
      const visit = (node: ts.Node): void => {
        const ref = schemaRef(node);
        if (ref !== undefined) found.add(ref);
        else if (marker(node) !== undefined) marked = true;
        ts.forEachChild(node, visit);
      };
      if (member.type !== undefined) visit(member.type);
      if (marked) differs.add(name);
      refs.set(name, found);
    }
    for (let grew = true; grew; ) {
      grew = false;
      for (const [name, targets] of refs) {
        if (differs.has(name) || ![...targets].some((t) => differs.has(t))) continue;
        differs.add(name);
        grew = true;
      }
    }
    return differs;
  }
}

/** What printed types refer to: named types (from models.gen.ts) and schema.gen.ts's own names. */
export interface References {
  readonly named: Set<string>;
  /** `components`, `$defs`, `paths` or `WithRequired`, where a reference could not be named (schema-gen-imports.ts). */
  readonly schemaGen: Set<string>;
}

export function noReferences(): References {
  return { named: new Set(), schemaGen: new Set() };
}

const SCHEMA_GEN_NAMES = new Set(['components', '$defs', 'paths', 'WithRequired']);

/**
 * `node` with schema references named and markers resolved for `variant`; `refs` collects what it refers
 * to. A reference to a schema without an exported type stays `components["schemas"]["…"]`.
 */
export function readableType(node: ts.TypeNode, variant: Variant, nameOf: VariantName, refs: References): ts.TypeNode {
  const excluded = variant === 'read' ? '$Write' : '$Read';
  const visit = (n: ts.Node): ts.Node => {
    const ref = schemaRef(n);
    if (ref !== undefined) {
      const name = nameOf(ref, variant);
      if (name === undefined) {
        refs.schemaGen.add('components');
        return n;
      }
      refs.named.add(name);
      return ts.factory.createTypeReferenceNode(name);
    }
    const mark = marker(n);
    if (mark !== undefined) return mark.kind === excluded ? ts.factory.createKeywordTypeNode(ts.SyntaxKind.NeverKeyword) : visit(mark.inner);
    if (ts.isTypeLiteralNode(n)) {
      const members = n.members.flatMap((m): ts.TypeElement[] => {
        if (!ts.isPropertySignature(m) || m.type === undefined || marker(withoutNull(m.type))?.kind !== excluded)
          return [plainDoc(m, visit(m) as ts.TypeElement)];
        if (variant === 'read') return [];
        const question = ts.factory.createToken(ts.SyntaxKind.QuestionToken);
        return [
          plainDoc(m, ts.factory.updatePropertySignature(m, m.modifiers, m.name, question, ts.factory.createKeywordTypeNode(ts.SyntaxKind.NeverKeyword))),
        ];
      });
      return ts.factory.updateTypeLiteralNode(n, ts.factory.createNodeArray(members));
    }
    if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName) && SCHEMA_GEN_NAMES.has(n.typeName.text)) refs.schemaGen.add(n.typeName.text);
    const map = stringRecordValue(n);
    if (map !== undefined) return indexSignatureOf(visit(map) as ts.TypeNode);
    return ts.visitEachChild(n, visit, undefined);
  };
  return visit(node) as ts.TypeNode;
}

/**
 * `V` of openapi-typescript's `Record<string, V>`. Named types sit at the top level of models.gen.ts, where a
 * schema named `Record` would shadow TypeScript's, so maps are written as index signatures instead.
 */
function stringRecordValue(node: ts.Node): ts.TypeNode | undefined {
  if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName) || node.typeName.text !== 'Record') return undefined;
  const [key, value] = node.typeArguments ?? [];
  return node.typeArguments?.length === 2 && key?.kind === ts.SyntaxKind.StringKeyword ? value : undefined;
}

function indexSignatureOf(value: ts.TypeNode): ts.TypeLiteralNode {
  const key = ts.factory.createParameterDeclaration(undefined, undefined, 'key', undefined, ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword));
  return ts.factory.createTypeLiteralNode([ts.factory.createIndexSignature(undefined, [key], value)]);
}

/**
 * openapi-typescript writes a field's description as an `@description` tag after lines such as `Format: uri`;
 * an editor's hover then shows no description, only tags. The description goes first, as plain text, and long lines
 * are wrapped as every generated doc comment is (render/comment.ts).
 */
function plainDoc<T extends ts.Node>(from: ts.Node, to: T): T {
  const comments = ts.getSyntheticLeadingComments(from);
  if (comments === undefined) return to;
  return ts.setSyntheticLeadingComments(
    to,
    comments.map((c) => ({ ...c, text: descriptionFirst(c.text) })),
  );
}

/** The indentation a field's comment is wrapped for: a property of an object inside another. */
const NESTED_INDENT = 8;

function descriptionFirst(text: string): string {
  if (!text.startsWith('*')) return text;
  const lines = text
    .slice(1)
    .split('\n')
    .map((l) => l.replace(/^\s*(?:\* ?)?/, '').trimEnd())
    .filter((l, i, all) => l !== '' || (i > 0 && i < all.length - 1));
  const start = lines.findIndex((l) => l.startsWith('@description'));
  let all = lines;
  if (start !== -1) {
    let end = start + 1;
    while (end < lines.length && !(lines[end] ?? '').startsWith('@')) end++;
    const description = [(lines[start] ?? '').replace(/^@description\s*/, ''), ...lines.slice(start + 1, end)];
    const rest = [...lines.slice(0, start), ...lines.slice(end)];
    all = [...description, ...(rest.length > 0 ? ['', ...rest] : [])];
  }
  const width = DOC_LINE_WIDTH - NESTED_INDENT;
  const wrapped = wrapDocLines(all, width - ' * '.length);
  if (start === -1 && wrapped.length === all.length) return text;
  return wrapped.length === 1 && (wrapped[0] ?? '').length <= width - '/**  */'.length
    ? `* ${wrapped[0]} `
    : `*\n${wrapped.map((l) => (l === '' ? ' *' : ` * ${l}`)).join('\n')}\n `;
}

const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, removeComments: false });
const printFile = ts.createSourceFile('named-types.ts', '', ts.ScriptTarget.ESNext, false, ts.ScriptKind.TS);

/** `export interface Name { … }` for an object type, else `export type Name = …;`, indented by two spaces. */
export function printDeclaration(name: string, type: ts.TypeNode): string {
  const exported = [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)];
  const declaration = ts.isTypeLiteralNode(type)
    ? ts.factory.createInterfaceDeclaration(exported, name, undefined, undefined, type.members)
    : ts.factory.createTypeAliasDeclaration(exported, name, undefined, type);
  return twoSpaceIndent(printer.printNode(ts.EmitHint.Unspecified, declaration, printFile));
}

/** A type expression as text (for `export type Alias = …;`), indented by two spaces. */
export function printType(type: ts.TypeNode): string {
  return twoSpaceIndent(printer.printNode(ts.EmitHint.Unspecified, type, printFile));
}

/** The printer indents by four spaces; the package's files by two. */
function twoSpaceIndent(text: string): string {
  return text.replace(/^(?: {4})+/gm, (indent) => ' '.repeat(indent.length / 2));
}

/** `components["schemas"]["X"]` → `X`. */
export function schemaRef(node: ts.Node): string | undefined {
  if (!ts.isIndexedAccessTypeNode(node) || !ts.isIndexedAccessTypeNode(node.objectType)) return undefined;
  const root = node.objectType.objectType;
  if (!ts.isTypeReferenceNode(root) || !ts.isIdentifier(root.typeName) || root.typeName.text !== 'components') return undefined;
  return literalText(node.objectType.indexType) === 'schemas' ? literalText(node.indexType) : undefined;
}

function marker(node: ts.Node): { kind: '$Read' | '$Write'; inner: ts.TypeNode } | undefined {
  if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName)) return undefined;
  const kind = node.typeName.text;
  const inner = node.typeArguments?.[0];
  return (kind === '$Read' || kind === '$Write') && inner !== undefined && node.typeArguments?.length === 1 ? { kind, inner } : undefined;
}

/** `T | null | undefined` → `T` when one member is left, as `NonNullable` sees a property's type. */
function withoutNull(type: ts.TypeNode): ts.TypeNode {
  if (!ts.isUnionTypeNode(type)) return type;
  const rest = type.types.filter(
    (t) => !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword) && t.kind !== ts.SyntaxKind.UndefinedKeyword,
  );
  return rest.length === 1 && rest[0] !== undefined ? rest[0] : type;
}

function literalText(node: ts.TypeNode): string | undefined {
  if (!ts.isLiteralTypeNode(node)) return undefined;
  return ts.isStringLiteral(node.literal) || ts.isNumericLiteral(node.literal) ? node.literal.text : undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}
