/**
 * Following `$ref`s from inside a rule: the spec is split into one file per path item and component, so a
 * rule that looks through a reference (an operation's responses, a parameter's schema) must resolve it
 * relative to the file that holds it. Redocly's `ctx.resolve` does one hop; these follow the whole chain.
 */

/**
 * The node a value stands for, with the location it lives at (for reports with file:line).
 * @param {any} ctx Redocly's visitor context.
 * @param {any} node A node or a `{ $ref }`.
 * @param {any} location Where `node` sits (its `$ref` is relative to this location's file).
 * @returns {{ node: any, location: any }}
 */
export function resolveAt(ctx, node, location) {
  let current = { node, location };
  for (let hops = 0; hops < 16 && current.node && typeof current.node.$ref === 'string'; hops++) {
    const next = ctx.resolve(current.node, current.location.source.absoluteRef);
    if (next.node === undefined || next.location === undefined) return { node: undefined, location: current.location };
    current = { node: next.node, location: next.location };
  }
  return current;
}

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Every operation of a path item with its parameters (path-level and operation-level), resolved.
 * @param {any} item The path item (already resolved by the walker).
 * @param {any} ctx Redocly's visitor context while visiting the path item.
 */
export function operationsOf(item, ctx) {
  const shared = (item.parameters ?? []).map((p, i) => resolveAt(ctx, p, ctx.location.child(['parameters', i])));
  return METHODS.filter((method) => item[method] && typeof item[method] === 'object').map((method) => {
    const op = item[method];
    const location = ctx.location.child([method]);
    const own = (op.parameters ?? []).map((p, i) => resolveAt(ctx, p, location.child(['parameters', i])));
    // An operation's parameter overrides the path item's one with the same name and place.
    const parameters = [...shared.filter((s) => !own.some((o) => o.node?.name === s.node?.name && o.node?.in === s.node?.in)), ...own];
    return { method, op, location, parameters: parameters.filter((p) => p.node !== undefined) };
  });
}
