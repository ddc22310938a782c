/**
 * A path parameter is a required resource id whose schema states its kind's prefix:
 * `^<prefix>_[0-9A-Za-z]{27}$` (docs/decisions/0006-ids.md). The server answers 404 for an id that breaks it.
 */
import { operationsOf, resolveAt } from '../resolve.js';

const ID_PATTERN = /^\^[a-z]+_\[0-9A-Za-z\]\{27\}\$$/;

export default function PathIdParameters() {
  return {
    PathItem: {
      enter(item, ctx) {
        const seen = new Set();
        for (const { parameters } of operationsOf(item, ctx)) {
          for (const p of parameters.filter((p) => p.node.in === 'path')) {
            if (seen.has(p.node)) continue;
            seen.add(p.node);
            const schema = p.node.schema ? resolveAt(ctx, p.node.schema, p.location.child(['schema'])).node : undefined;
            if (p.node.required !== true || !ID_PATTERN.test(String(schema?.pattern ?? ''))) {
              ctx.report({
                message: `Path parameter \`${p.node.name}\` must be required and its schema an id with the pattern ^<prefix>_[0-9A-Za-z]{27}$ (e.g. components/schemas/TunnelGroupBackendId.yaml).`,
                location: p.location,
              });
            }
          }
        }
      },
    },
  };
}
