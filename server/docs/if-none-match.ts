/**
 * `If-None-Match` (RFC 9110 §13.1.2): true when the header is `*` or names `etag` by weak comparison
 * (`W/"x"` matches `"x"`), so the answer is 304 Not Modified.
 */
const ENTITY_TAG = /\*|(?:W\/)?"[^"]*"/g;

export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return [...header.matchAll(ENTITY_TAG)].some(([tag]) => tag === '*' || opaque(tag) === opaque(etag));
}
