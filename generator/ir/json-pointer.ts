/** RFC 6901 JSON pointers over the bundled document. */

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(...tokens: readonly (string | number)[]): string {
  return tokens.map((t) => `/${escapeToken(String(t))}`).join('');
}

/** Follows a local `#/a/b` ref; undefined when it does not resolve or is not local. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const tokens = ref.slice(1).split('/').slice(1).map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = document;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
