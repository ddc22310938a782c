/**
 * Files in the code samples (docs/decisions/0067-file-samples.md): a binary body (any media type the client
 * sends as bytes, emit/client/answers.ts) and the binary fields of a multipart body (`format: binary`, or an array of
 * them) are files read from disk — `await openAsBlob('path/to/<name>')` in TypeScript, the `Blob` the client takes
 * (docs/decisions/0050-streams-and-files.md), and `-F name=@path` or `--data-binary @path` in curl — not the empty
 * string a schema sample gives a binary string.
 */
import type { IrDocument, JsonSchema } from '../../ir/types.js';
import { answerOfMediaType } from '../client/answers.js';

export type BodyKind = 'json' | 'multipart' | 'binary' | 'text';

export function bodyKind(contentType: string): BodyKind {
  if (/^multipart\/form-data\b/i.test(contentType)) return 'multipart';
  const answer = answerOfMediaType(contentType);
  return answer === 'binary' ? 'binary' : answer === 'json' ? 'json' : 'text';
}

/** Where a sample reads a file: a placeholder path named after what it holds. */
export function filePath(name: string): string {
  return `path/to/${name.replace(/[^A-Za-z0-9._-]+/g, '-') || 'file'}`;
}

/** The properties of a multipart body that hold files, and whether each holds several (an array). */
export function fileFields(ir: IrDocument, schema: JsonSchema): Map<string, 'one' | 'many'> {
  const fields = new Map<string, 'one' | 'many'>();
  const node = resolve(ir, schema, new Set());
  const properties = node?.['properties'];
  if (properties === null || typeof properties !== 'object') return fields;
  for (const [name, sub] of Object.entries(properties as Record<string, JsonSchema>)) {
    const field = resolve(ir, sub, new Set());
    if (field === undefined) continue;
    if (isBinary(ir, field)) fields.set(name, 'one');
    else if (field['type'] === 'array' && field['items'] !== undefined && isBinary(ir, resolve(ir, field['items'] as JsonSchema, new Set()))) {
      fields.set(name, 'many');
    }
  }
  return fields;
}

/** A string of bytes, `format: binary` (the client's `Blob`, emit/client/schema-types.ts), also as an `anyOf`/`oneOf` member. */
function isBinary(ir: IrDocument, node: Record<string, unknown> | undefined): boolean {
  if (node === undefined) return false;
  if (node['format'] === 'binary') return true;
  const members = [...(Array.isArray(node['anyOf']) ? node['anyOf'] : []), ...(Array.isArray(node['oneOf']) ? node['oneOf'] : [])];
  return members.some((m) => isBinary(ir, resolve(ir, m as JsonSchema, new Set())));
}

function resolve(ir: IrDocument, schema: JsonSchema, seen: Set<string>): Record<string, unknown> | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const ref = typeof schema['$ref'] === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema['$ref'])?.[1] : undefined;
  if (ref === undefined) return schema as Record<string, unknown>;
  const name = decodeURIComponent(ref);
  if (seen.has(name)) return undefined;
  seen.add(name);
  const target = ir.schemas.find((s) => s.name === name)?.schema;
  return target === undefined ? undefined : resolve(ir, target, seen);
}
