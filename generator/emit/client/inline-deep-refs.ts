/**
 * Replaces every `$ref` that points inside a component or a path (`#/components/schemas/A/properties/b`,
 * `#/paths/~1pets/get/…/schema`) with a copy of what it points to, before openapi-typescript reads the
 * document. openapi-typescript writes such a ref as an indexed access, `components["schemas"]["A"]["b"]`,
 * which does not compile when a step on the way is an optional property (its type then includes
 * `undefined`): "Property 'b' does not exist", or `WithRequired<…>` over `never`. A ref means its target's
 * value (OpenAPI 3.1 §4.8.23, JSON Schema 2020-12 §8.2.3.1), so the copy describes the same values.
 *
 * A ref to a whole component (`#/components/<kind>/<name>`) stays: those become named types. A ref whose
 * target is being copied already (a schema that contains itself through a deep ref) stays too: copying it
 * would never end.
 */
import { resolvePointer } from '../../ir/json-pointer.js';

/** Inlines the deep refs of `document` in place; returns how many were replaced. */
export function inlineDeepRefs(document: Record<string, unknown>): number {
  let replaced = 0;
  const visit = (node: unknown, copying: ReadonlySet<string>): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) node[i] = visit(node[i], copying);
      return node;
    }
    const record = node as Record<string, unknown>;
    const ref = record['$ref'];
    if (typeof ref === 'string' && isDeepLocalRef(ref) && !copying.has(ref)) {
      const target = resolvePointer(document, ref);
      if (target !== undefined && target !== null && typeof target === 'object') {
        replaced++;
        const copy = visit(structuredClone(target), new Set([...copying, ref]));
        const { $ref: _ref, allOf, ...siblings } = record;
        if (Object.keys(siblings).length === 0 && allOf === undefined) return copy;
        // Keywords beside the ref (3.1 allows them) still apply: both hold, as `allOf` says.
        const others = Array.isArray(allOf) ? allOf.map((item: unknown) => visit(item, copying)) : [];
        return { ...(visit(siblings, copying) as Record<string, unknown>), allOf: [copy, ...others] };
      }
    }
    for (const [key, value] of Object.entries(record)) record[key] = visit(value, copying);
    return record;
  };
  for (const [key, value] of Object.entries(document)) document[key] = visit(value, new Set());
  return replaced;
}

/** `#/components/schemas/A/properties/b` or `#/paths/…`: local, and deeper than a whole component. */
function isDeepLocalRef(ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  const tokens = ref.slice(2).split('/');
  return tokens[0] === 'components' ? tokens.length > 3 : true;
}
