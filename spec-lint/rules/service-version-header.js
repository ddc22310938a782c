/**
 * Every operation takes the required `Service-Version` header whose only value is `2`
 * (docs/decisions/0003-request-headers.md): the client sends it by default, the server refuses others.
 */
import { operationsOf } from '../resolve.js';

export default function ServiceVersionHeader() {
  return {
    PathItem: {
      enter(item, ctx) {
        for (const { op, location, parameters } of operationsOf(item, ctx)) {
          const header = parameters.find((p) => p.node.in === 'header' && p.node.name === 'Service-Version');
          if (header === undefined) {
            ctx.report({
              message: `${op.operationId ?? 'This operation'} must take the \`Service-Version\` header parameter (components/parameters/ServiceVersion.yaml).`,
              location,
            });
            continue;
          }
          const schema = header.node.schema ?? {};
          const exact =
            header.node.required === true && schema.type === 'string' && Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === '2';
          if (!exact) ctx.report({ message: 'The `Service-Version` header is required, a string whose only value is `2`.', location: header.location });
        }
      },
    },
  };
}
