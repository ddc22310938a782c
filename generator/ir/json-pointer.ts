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
  const tokens = ref
    .slice(1)
    .split('/')
    .slice(1)
    .map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = document;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

const COMPONENT_REF_PREFIX = '#/components/schemas/';

/** `#/components/schemas/A/properties/b` → `{ name: 'A', fragment: '/properties/b' }`; else undefined. */
export function parseComponentRef(ref: string): { name: string; fragment: string } | undefined {
  if (!ref.startsWith(COMPONENT_REF_PREFIX)) return undefined;
  const rest = ref.slice(COMPONENT_REF_PREFIX.length);
  const slash = rest.indexOf('/');
  const token = slash === -1 ? rest : rest.slice(0, slash);
  const name = decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
  return { name, fragment: slash === -1 ? '' : rest.slice(slash) };
}
