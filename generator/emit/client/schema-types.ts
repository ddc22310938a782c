/**
 * `schema.gen.ts`: the `paths`/`components`/`operations` types, from openapi-typescript's programmatic
 * API (transform to a TypeScript AST, then astToString). It reads the bundled document; our IR
 * decides everything else. Its printer output is already formatted and deterministic.
 */
import { astToString, type OpenAPI3, type SchemaObject, type TransformNodeOptions, transformSchemaObject } from 'openapi-typescript';
import ts from 'typescript';
import type { IrDocument } from '../../ir/types.js';
import { wrapCommentLines } from '../../render/comment.js';
import { normalizeNewlines } from '../../render/format-typescript.js';
import { completeDiscriminatorMappings } from './complete-discriminator-mappings.js';
import { dropUnreferencedDefs } from './drop-unreferenced-defs.js';
import { inlineDeepRefs } from './inline-deep-refs.js';
import { markdownDescriptions } from './markdown-descriptions.js';
import { openapiTypes } from './openapi-types.js';

export interface SchemaTypes {
  readonly contents: string;
  /** Type names the file exports (`paths`, `components`, `operations`, `webhooks`, `$defs`). */
  readonly exports: readonly string[];
  /** Whether readOnly/writeOnly markers were emitted, so request and response types must strip them. */
  readonly readWriteMarkers: boolean;
  /** openapi-typescript's declarations, which named-types.ts reads the named types from. */
  readonly nodes: readonly ts.Node[];
}

/**
 * @param clientHeaders header parameters the client sends itself (default-headers.ts): the types mark
 * them optional, so `api.raw` callers need not repeat them.
 */
export async function emitSchemaTypes(ir: IrDocument, clientHeaders: Readonly<Record<string, string>> = {}): Promise<SchemaTypes> {
  const document = structuredClone(ir.bundle) as Record<string, unknown>;
  inlineDeepRefs(document);
  dropUnreferencedDefs(document);
  completeDiscriminatorMappings(document);
  relaxHeaders(document, new Set(Object.keys(clientHeaders).map((h) => h.toLowerCase())));
  markdownDescriptions(document);
  const readWriteMarkers = usesReadWrite(document);
  const nodes = openapiTypes(document as unknown as OpenAPI3, {
    // Silence openapi-typescript's own console output.
    silent: true,
    // A property with a `default` is still optional unless `required` says otherwise: requests may
    // omit it (the server fills it in), and responses that always carry it list it as required.
    defaultNonNullable: false,
    transform: (schema, options) => binaryAsBlob(schema) ?? (readWriteMarkers ? markReadWrite(schema, options) : undefined),
  });
  // openapi-typescript writes descriptions as they are: long lines are wrapped as every generated doc comment is.
  const body = wrapCommentLines(astToString(nodes));
  const exports = [...body.matchAll(/^export (?:interface|type) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] ?? '').sort();
  const markers = ['$Read', '$Write'].filter((m) => body.includes(`${m}<`));
  const imports = markers.length > 0 ? `import type { ${markers.join(', ')} } from './runtime/read-write.js';\n\n` : '';
  return { contents: normalizeNewlines(`${imports}${body}`), exports, readWriteMarkers: markers.length > 0, nodes };
}

function relaxHeaders(node: unknown, names: ReadonlySet<string>): void {
  if (names.size === 0 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) relaxHeaders(item, names);
    return;
  }
  const record = node as Record<string, unknown>;
  if (record['in'] === 'header' && typeof record['name'] === 'string' && names.has(record['name'].toLowerCase())) {
    record['required'] = false;
  }
  for (const value of Object.values(record)) relaxHeaders(value, names);
}

function usesReadWrite(document: unknown): boolean {
  return /"(readOnly|writeOnly)":true/.test(JSON.stringify(document));
}

/**
 * `format: binary` strings are bytes: a file field of a multipart body, an octet-stream body or answer. They
 * are `Blob`s (a `File` is one) rather than openapi-typescript's `string`, so an upload compiles
 * (docs/decisions/0050-streams-and-files.md).
 */
function binaryAsBlob(schema: SchemaObject): ts.TypeNode | undefined {
  if ('$ref' in schema || schema.format !== 'binary') return undefined;
  const type = (schema as { type?: unknown }).type;
  const types = Array.isArray(type) ? type : [type];
  if (!types.includes('string')) return undefined;
  const blob = ts.factory.createTypeReferenceNode('Blob');
  return types.includes('null') || (schema as { nullable?: unknown }).nullable === true
    ? ts.factory.createUnionTypeNode([blob, ts.factory.createLiteralTypeNode(ts.factory.createNull())])
    : blob;
}

/** Wraps a readOnly property's type in `$Read<…>` and a writeOnly one's in `$Write<…>` (read-write.ts). */
function markReadWrite(schema: SchemaObject, options: TransformNodeOptions): ts.TypeNode | undefined {
  const marker = schema.readOnly === true ? '$Read' : schema.writeOnly === true ? '$Write' : undefined;
  if (marker === undefined || '$ref' in schema) return undefined;
  const { readOnly: _readOnly, writeOnly: _writeOnly, ...rest } = schema;
  return ts.factory.createTypeReferenceNode(marker, [transformSchemaObject(rest as SchemaObject, options)]);
}
