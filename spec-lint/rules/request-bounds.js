/**
 * Everything a request may send is bounded (docs/decisions/0051-request-bounds.md): every string in a
 * request body schema has `maxLength` or `x-max-bytes` (unless `enum` or `const` lists its values), every
 * array `maxItems`, and every map (an object with `additionalProperties`) `maxProperties` and key names with
 * a maximum. What is stored is then bounded too, and so is a list page of it.
 */
import { operationsOf, resolveAt } from '../resolve.js';

const COMBINATORS = ['allOf', 'anyOf', 'oneOf'];

function typesOf(schema) {
  return Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
}

/** A string schema whose length has a maximum: its own, its values listed, or a bound in an `allOf` part. */
function stringBounded(schema) {
  return schema.maxLength !== undefined || schema['x-max-bytes'] !== undefined || schema.enum !== undefined || schema.const !== undefined;
}

export default function RequestBounds() {
  return {
    PathItem: {
      enter(item, ctx) {
        const reported = new Set();
        const report = (location, message) => {
          const key = `${location.source.absoluteRef}#${location.pointer}`;
          if (reported.has(key)) return;
          reported.add(key);
          ctx.report({ message, location });
        };
        /** Walks one schema and everything a request body can nest in it; `name` says what it is for messages. */
        const walk = (node, location, seen, keyNames = false) => {
          const { node: schema, location: at } = resolveAt(ctx, node, location);
          if (schema === undefined || typeof schema !== 'object') return;
          const key = `${at.source.absoluteRef}#${at.pointer}`;
          if (seen.has(key)) return;
          seen.add(key);
          const types = typesOf(schema);
          if ((types.includes('string') || keyNames) && !stringBounded(schema)) {
            report(
              at,
              keyNames
                ? 'Map keys in a request need a maximum: `propertyNames` with `maxLength`, `x-max-bytes` or `enum`.'
                : 'A string in a request needs a maximum: `maxLength`, `x-max-bytes` (UTF-8 bytes) or `enum`.',
            );
          }
          if (types.includes('array') && schema.maxItems === undefined) report(at, 'An array in a request needs `maxItems`.');
          const map = schema.additionalProperties !== undefined && schema.additionalProperties !== false;
          if (map) {
            if (schema.maxProperties === undefined) report(at, 'A map (an object with `additionalProperties`) in a request needs `maxProperties`.');
            if (schema.propertyNames === undefined)
              report(at, 'Map keys in a request need a maximum: `propertyNames` with `maxLength`, `x-max-bytes` or `enum`.');
            else walk(schema.propertyNames, at.child(['propertyNames']), seen, true);
            if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, at.child(['additionalProperties']), seen);
          }
          for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, at.child(['properties', name]), seen);
          if (schema.items !== undefined && typeof schema.items === 'object') walk(schema.items, at.child(['items']), seen);
          for (const combinator of COMBINATORS) {
            (schema[combinator] ?? []).forEach((part, i) => {
              walk(part, at.child([combinator, i]), seen);
            });
          }
        };
        for (const { op, location } of operationsOf(item, ctx)) {
          if (!op.requestBody) continue;
          const body = resolveAt(ctx, op.requestBody, location.child(['requestBody']));
          const media = body.node?.content?.['application/json'];
          if (media?.schema === undefined) continue;
          walk(media.schema, body.location.child(['content', 'application/json', 'schema']), new Set());
        }
      },
    },
  };
}
