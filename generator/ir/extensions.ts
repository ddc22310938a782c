/** The `x-*` keys of an object, in their original order. */
export function extensionsOf(node: unknown): Record<string, unknown> {
  if (node === null || typeof node !== 'object') return {};
  return Object.fromEntries(Object.entries(node).filter(([key]) => key.startsWith('x-')));
}
