/**
 * The error-code registry is sound (docs/decisions/0004-error-registry.md): every entry has exactly a
 * code (UPPER_SNAKE), a 4xx/5xx status, a message template and a description, and may name in `details`
 * the keys of the error's `details` object the code always carries besides `operation_id` — each a property
 * the `Error` schema's `details` declares, since the client types them from there. No code appears twice.
 */
import { resolveAt } from '../resolve.js';
import { readRegistry } from './registry.js';

const KEYS = ['code', 'description', 'message', 'status'];

/**
 * The properties the `details` object of an error response's body declares (the `Error` schema's), collected
 * from every 4xx/5xx response while the document is walked: the root does not list component schemas.
 */
function detailPropertiesOf(response, ctx) {
  const media = response.content?.['application/json'];
  if (media?.schema === undefined) return [];
  const mediaLocation = ctx.location.child(['content', 'application/json']);
  const body = resolveAt(ctx, media.schema, mediaLocation.child(['schema']));
  const raw = body.node?.properties?.details;
  if (raw === undefined) return [];
  const details = resolveAt(ctx, raw, body.location.child(['properties', 'details']));
  return Object.keys(details.node?.properties ?? {});
}

export default function ErrorRegistry() {
  const declared = new Set();
  /** Registry entries that name details, checked once every error response has been seen. */
  const naming = [];
  return {
    Response: {
      enter(response, ctx) {
        if (/^[45]/.test(String(ctx.key))) for (const name of detailPropertiesOf(response, ctx)) declared.add(name);
      },
    },
    Root: {
      leave(_root, ctx) {
        const known = [...declared].filter((name) => name !== 'operation_id').sort();
        for (const { code, names, location } of naming) {
          const ok =
            Array.isArray(names) &&
            names.length > 0 &&
            new Set(names).size === names.length &&
            names.every((name) => typeof name === 'string' && name !== 'operation_id' && declared.has(name));
          if (!ok) {
            ctx.report({
              message: `Error code entry ${code} must be well-formed: names in details a non-empty list of distinct properties the error body's details declare, other than operation_id (${known.length > 0 ? known.join(', ') : 'it declares none'}).`,
              location: location.child(['details']),
            });
          }
        }
      },
      enter(root, ctx) {
        const registry = readRegistry(root, ctx);
        if (registry === undefined) {
          ctx.report({ message: 'The spec must carry its error-code registry at `components.x-error-codes`.', location: ctx.location.child(['components']) });
          return;
        }
        const seen = new Set();
        registry.entries.forEach((entry, i) => {
          const location = registry.location.child([i]);
          const problems = [];
          if (
            Object.keys(entry ?? {})
              .filter((key) => key !== 'details')
              .sort()
              .join() !== KEYS.join()
          )
            problems.push(`has exactly the keys ${KEYS.join(', ')} (and optionally details)`);
          if (entry?.details !== undefined) naming.push({ code: entry?.code ?? i, names: entry.details, location });
          if (!/^[A-Z][A-Z0-9_]+$/.test(String(entry?.code))) problems.push('has an UPPER_SNAKE_CASE code');
          if (!(Number.isInteger(entry?.status) && entry.status >= 400 && entry.status < 600)) problems.push('has a 4xx or 5xx status');
          if (!(typeof entry?.message === 'string' && entry.message.length > 10)) problems.push('has a message (more than 10 characters)');
          if (!(typeof entry?.description === 'string' && entry.description.length > 10)) problems.push('has a description (more than 10 characters)');
          if (seen.has(entry?.code)) problems.push(`is the only entry for ${entry.code}`);
          seen.add(entry?.code);
          if (problems.length > 0) ctx.report({ message: `Error code entry ${entry?.code ?? i} must be well-formed: ${problems.join('; ')}.`, location });
        });
      },
    },
  };
}
