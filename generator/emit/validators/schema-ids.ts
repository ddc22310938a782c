/**
 * The `$id` of every schema the validators are compiled from. Absolute paths (not bare names) so a
 * `$ref` between them resolves the same from anywhere (RFC 3986 §5.2), and so ajv's `schemaPath`
 * in errors and the `sourceURL` of each generated function say where the schema came from.
 */
export function componentSchemaId(name: string): string {
  return `/components/schemas/${encodeURIComponent(name)}`;
}

/** Where the closed copy of a component lives (see close-unknown-fields.ts). */
export function closedComponentSchemaId(name: string, openTop: boolean): string {
  return `/requests${openTop ? '/open-top' : ''}/components/schemas/${encodeURIComponent(name)}`;
}

/** Where the response copy of a component lives (see forbid-write-only.ts). */
export function responseComponentSchemaId(name: string): string {
  return `/responses/components/schemas/${encodeURIComponent(name)}`;
}

export type OperationPart = 'path' | 'query' | 'body' | `responses/${string}`;

export function operationSchemaId(operationId: string, part: OperationPart): string {
  return `/operations/${encodeURIComponent(operationId)}/${part}`;
}

/** `/components/schemas/A#/properties/b` → `{ name: 'A', fragment: '/properties/b' }`; else undefined. */
export function parseComponentId(ref: string): { name: string; fragment: string } | undefined {
  const match = /^\/components\/schemas\/([^#]+)(?:#(.*))?$/.exec(ref);
  if (match === null) return undefined;
  return { name: decodeURIComponent(match[1] ?? ''), fragment: match[2] ?? '' };
}
