/**
 * The facts of a resource the generator puts in the server package's registry (resources.gen.ts) and the
 * rest of the document cannot state (docs/decisions/0038-resource-registry.md). A tag whose operations read
 * one item by id (`GET …/{id}`) is a resource, and says in `x-resource`:
 *
 * - `kind`: its storage kind, snake_case, one per tag (`ip_policy`);
 * - `name`: what messages call it ("No IP policy with id … exists.");
 * - `reference-error-code`: the registered code answered when a request body names an id of no such
 *   resource — required exactly when some request body can name one.
 *
 * Its id prefix, collection path, list key and operations are read from the paths and schemas.
 */
import { operationsOf, resolveAt } from '../resolve.js';
import { readRegistry } from './registry.js';

const KEYS = new Set(['kind', 'name', 'reference-error-code']);

/** The prefixes an id pattern admits: `^ipp_[0-9A-Za-z]{27}$` → ipp; `^bkd(tg|hr)_[0-9A-Za-z]{27}$` → bkdtg, bkdhr. */
function prefixesOfPattern(pattern) {
  const match = /^\^([a-z]+)(?:\(([a-z|]+)\))?_\[0-9A-Za-z\]\{27\}\$$/.exec(String(pattern ?? ''));
  if (match === null) return [];
  return match[2] === undefined ? [match[1]] : match[2].split('|').map((tail) => match[1] + tail);
}

/** Calls `found(prefix)` for every id schema (`x-id-prefix`) a request body can hold, through `$ref`s. */
function idPrefixesIn(ctx, node, location, found, seen = new Set()) {
  // A body field that repeats the path's id (`x-path-parameter`) names the resource at hand, not a reference.
  if (node !== null && typeof node === 'object' && node['x-path-parameter'] !== undefined) return;
  const resolved = resolveAt(ctx, node, location);
  const schema = resolved.node;
  if (schema === null || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  if (typeof schema['x-id-prefix'] === 'string') found(schema['x-id-prefix']);
  else for (const prefix of prefixesOfPattern(schema.pattern)) found(prefix);
  const at = (keys) => resolved.location.child(keys);
  for (const key of ['items', 'additionalProperties', 'propertyNames']) {
    if (typeof schema[key] === 'object') idPrefixesIn(ctx, schema[key], at([key]), found, seen);
  }
  for (const key of ['properties', 'patternProperties']) {
    for (const [name, sub] of Object.entries(schema[key] ?? {})) idPrefixesIn(ctx, sub, at([key, name]), found, seen);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) {
    (Array.isArray(schema[key]) ? schema[key] : []).forEach((sub, i) => {
      idPrefixesIn(ctx, sub, at([key, i]), found, seen);
    });
  }
}

export default function ResourceTags() {
  /** @type {Map<string, { resource: any, location: any }>} */
  const tags = new Map();
  /** Tag → id prefix of its item path, with the operation that reads one. */
  const items = new Map();
  /** Id prefix → where a request body can name it. */
  const referenced = new Map();
  let registered;
  return {
    Root: {
      enter(root, ctx) {
        const registry = readRegistry(root, ctx);
        registered = registry ? new Set(registry.entries.map((e) => e?.code)) : undefined;
        (root.tags ?? []).forEach((tag, i) => {
          tags.set(tag?.name, { resource: tag?.['x-resource'], location: ctx.location.child(['tags', i]) });
        });
      },
      leave(_root, ctx) {
        const kinds = new Map();
        for (const [name, { resource, location }] of tags) {
          if (resource === undefined) continue;
          const at = location.child(['x-resource']);
          const ok =
            resource !== null &&
            typeof resource === 'object' &&
            Object.keys(resource).every((k) => KEYS.has(k)) &&
            typeof resource.kind === 'string' &&
            /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(resource.kind) &&
            typeof resource.name === 'string' &&
            resource.name.trim() !== '' &&
            (resource['reference-error-code'] === undefined || typeof resource['reference-error-code'] === 'string');
          if (!ok) {
            ctx.report({
              message: `Tag \`${name}\`: x-resource has exactly \`kind\` (snake_case), \`name\` (what messages call it) and, optionally, \`reference-error-code\`.`,
              location: at,
            });
            continue;
          }
          if (kinds.has(resource.kind))
            ctx.report({
              message: `Tag \`${name}\`: kind \`${resource.kind}\` is already tag \`${kinds.get(resource.kind)}\`'s.`,
              location: at.child(['kind']),
            });
          kinds.set(resource.kind, name);
          const code = resource['reference-error-code'];
          if (code !== undefined && registered !== undefined && !registered.has(code)) {
            ctx.report({
              message: `Tag \`${name}\`: reference-error-code \`${code}\` is not in the error-code registry (spec/components/x-error-codes.yaml).`,
              location: at.child(['reference-error-code']),
            });
          }
        }
        for (const [tag, { prefix, location }] of items) {
          const resource = tags.get(tag)?.resource;
          if (resource === undefined) {
            ctx.report({
              message: `Tag \`${tag}\` reads one item by id, so it is a resource: give it x-resource (kind, name; docs/decisions/0038-resource-registry.md).`,
              location: tags.get(tag)?.location ?? location,
            });
            continue;
          }
          const uses = prefix === undefined ? undefined : referenced.get(prefix);
          if (uses !== undefined && resource?.['reference-error-code'] === undefined) {
            ctx.report({
              message: `Tag \`${tag}\`: a request body can name a \`${prefix}_\` id, so x-resource needs the \`reference-error-code\` answered when it names no resource.`,
              location: (tags.get(tag)?.location ?? uses).child(['x-resource']),
            });
          }
          if (uses === undefined && resource?.['reference-error-code'] !== undefined) {
            ctx.report({
              message: `Tag \`${tag}\`: no request body names a \`${prefix}_\` id; drop reference-error-code.`,
              location: tags.get(tag).location.child(['x-resource', 'reference-error-code']),
            });
          }
        }
      },
    },
    PathItem: {
      enter(item, ctx) {
        const path = String(ctx.key);
        const last = /\/\{([^}]+)\}$/.exec(path)?.[1];
        for (const { method, op, location, parameters } of operationsOf(item, ctx)) {
          const tag = op.tags?.[0];
          if (last !== undefined && method === 'get' && typeof tag === 'string') {
            const param = parameters.find((p) => p.node.in === 'path' && p.node.name === last);
            const schema = param?.node.schema ? resolveAt(ctx, param.node.schema, param.location.child(['schema'])).node : undefined;
            items.set(tag, { prefix: schema?.['x-id-prefix'], location });
          }
          const media = op.requestBody ? resolveAt(ctx, op.requestBody, location.child(['requestBody'])) : undefined;
          for (const [type, content] of Object.entries(media?.node?.content ?? {})) {
            if (content?.schema === undefined) continue;
            idPrefixesIn(ctx, content.schema, media.location.child(['content', type, 'schema']), (prefix) => {
              if (!referenced.has(prefix)) referenced.set(prefix, location);
            });
          }
        }
      },
    },
  };
}
