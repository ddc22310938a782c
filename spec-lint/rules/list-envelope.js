/**
 * A list answers the list envelope (docs/decisions/0007-pagination.md): an object whose required
 * properties are exactly one array of items, `uri` and `next_page_uri` (a string, or `null` on the last
 * page). The SDK recognises lists by this shape (docs/decisions/0021-sdk-names.md).
 */
import { operationsOf, resolveAt } from '../resolve.js';

function types(schema) {
  return Array.isArray(schema?.type) ? schema.type : [schema?.type];
}

export default function ListEnvelope() {
  return {
    PathItem: {
      enter(item, ctx) {
        for (const { method, op, location } of operationsOf(item, ctx)) {
          if (method !== 'get' || !String(op.operationId ?? '').startsWith('list') || op.responses?.['200'] === undefined) continue;
          const response = resolveAt(ctx, op.responses['200'], location.child(['responses', '200']));
          const media = response.node?.content?.['application/json'];
          const schema = media ? resolveAt(ctx, media.schema, response.location.child(['content', 'application/json', 'schema'])) : undefined;
          const node = schema?.node ?? {};
          const properties = Object.entries(node.properties ?? {}).map(([name, p]) => [
            name,
            resolveAt(ctx, p, schema.location.child(['properties', name])).node,
          ]);
          const arrays = properties.filter(([, p]) => types(p).includes('array')).map(([name]) => name);
          const required = [...(node.required ?? [])].sort().join();
          const nextPage = properties.find(([name]) => name === 'next_page_uri')?.[1];
          const ok =
            types(node).includes('object') &&
            arrays.length === 1 &&
            required === [arrays[0], 'next_page_uri', 'uri'].sort().join() &&
            types(nextPage).includes('string') &&
            types(nextPage).includes('null');
          if (!ok) {
            ctx.report({
              message: 'A list answers an object whose required properties are exactly one array of items, `uri` and `next_page_uri` (string or null).',
              location: schema?.location ?? location.child(['responses', '200']),
            });
          }
        }
      },
    },
  };
}
