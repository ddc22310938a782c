/**
 * The error-code registry, `components.x-error-codes` (spec/components/x-error-codes.yaml), as the rules
 * that check it see it: the entries and where each one is written.
 */
import { resolveAt } from '../resolve.js';

/**
 * @param {any} root The root document.
 * @param {any} ctx Redocly's visitor context while visiting the root.
 * @returns {{ entries: any[], location: any } | undefined}
 */
export function readRegistry(root, ctx) {
  const raw = root.components?.['x-error-codes'];
  if (raw === undefined) return undefined;
  const { node, location } = resolveAt(ctx, raw, ctx.location.child(['components', 'x-error-codes']));
  return Array.isArray(node) ? { entries: node, location } : { entries: [], location };
}
