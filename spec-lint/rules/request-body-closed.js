/**
 * A request body schema says `additionalProperties: false`: unknown fields are refused with 400
 * `UNKNOWN_FIELD` listing the allowed ones (docs/decisions/0004-error-registry.md), and the spec says so.
 */
import { operationsOf, resolveAt } from '../resolve.js';

export default function RequestBodyClosed() {
  return {
    PathItem: {
      enter(item, ctx) {
        for (const { op, location } of operationsOf(item, ctx)) {
          if (!op.requestBody) continue;
          const body = resolveAt(ctx, op.requestBody, location.child(['requestBody']));
          const media = body.node?.content?.['application/json'];
          if (media === undefined) continue;
          const schema = resolveAt(ctx, media.schema, body.location.child(['content', 'application/json', 'schema']));
          if (schema.node?.additionalProperties !== false) {
            ctx.report({
              message: 'A request body schema must set `additionalProperties: false` (unknown fields answer 400 UNKNOWN_FIELD).',
              location: schema.location,
            });
          }
        }
      },
    },
  };
}
