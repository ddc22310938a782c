/**
 * Every 4xx and 5xx response is the `Error` schema with the `Service-Operation-Id` header
 * (docs/decisions/0004-error-registry.md): one error body for clients to parse, one id to quote to support.
 */
import { operationsOf, resolveAt } from '../resolve.js';

function isErrorSchema(location) {
  const file = location.source.absoluteRef.replace(/\\/g, '/');
  return file.endsWith('/components/schemas/Error.yaml') || location.pointer === '#/components/schemas/Error';
}

export default function ErrorResponseShape() {
  return {
    PathItem: {
      enter(item, ctx) {
        for (const { op, location } of operationsOf(item, ctx)) {
          for (const status of Object.keys(op.responses ?? {}).filter((s) => /^[45]/.test(s))) {
            const response = resolveAt(ctx, op.responses[status], location.child(['responses', status]));
            if (response.node === undefined) continue;
            const media = response.node.content?.['application/json'];
            const schema = media ? resolveAt(ctx, media.schema, response.location.child(['content', 'application/json', 'schema'])) : undefined;
            if (schema?.node === undefined || !isErrorSchema(schema.location)) {
              ctx.report({
                message: `The ${status} response must have an \`application/json\` body whose schema is components/schemas/Error.yaml.`,
                location: response.location,
              });
            }
            if (response.node.headers?.['Service-Operation-Id'] === undefined) {
              ctx.report({
                message: `The ${status} response must declare the \`Service-Operation-Id\` header (components/headers/ServiceOperationId.yaml).`,
                location: response.location,
              });
            }
          }
        }
      },
    },
  };
}
