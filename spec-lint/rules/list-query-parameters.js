/**
 * Lists page with `before_id` and `limit` (1–100, default 100) and take no other query parameter
 * (docs/decisions/0007-pagination.md). A list is a GET whose operationId starts with `list`.
 */
import { operationsOf } from '../resolve.js';

export default function ListQueryParameters() {
  return {
    PathItem: {
      enter(item, ctx) {
        for (const { method, op, location, parameters } of operationsOf(item, ctx)) {
          if (method !== 'get' || !String(op.operationId ?? '').startsWith('list')) continue;
          const names = parameters
            .filter((p) => p.node.in === 'query')
            .map((p) => p.node.name)
            .sort();
          if (names.join(',') !== 'before_id,limit') {
            ctx.report({
              message: `A list takes exactly the query parameters before_id and limit (components/parameters/BeforeId.yaml, Limit.yaml), not [${names.join(', ')}].`,
              location,
            });
          }
          const limit = parameters.find((p) => p.node.in === 'query' && p.node.name === 'limit');
          const s = limit?.node.schema ?? {};
          if (limit !== undefined && !(s.type === 'integer' && s.minimum === 1 && s.maximum === 100 && s.default === 100)) {
            ctx.report({ message: '`limit` is an integer from 1 to 100 with default 100.', location: limit.location });
          }
        }
      },
    },
  };
}
