/**
 * Every error code the spec uses is in the registry (docs/decisions/0004-error-registry.md): the
 * `x-error-code` of a schema, the `error_code` of an error example (with the registry's status), and any
 * `UPPER_SNAKE` code quoted in backticks in a description. Enum values (abuse report statuses, a
 * certificate job's `error_code`) are data, not API errors, and are skipped.
 */
import { readRegistry } from './registry.js';

const QUOTED_CODE = /`([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+)`/g;

export default function ErrorCodesRegistered() {
  /** @type {Map<string, number> | undefined} */
  let statusOf;
  const enumValues = new Set();
  /** @type {Array<{ code: string, location: any }>} */
  const quoted = [];
  return {
    Root: {
      enter(root, ctx) {
        const registry = readRegistry(root, ctx);
        statusOf = registry ? new Map(registry.entries.map((e) => [e?.code, e?.status])) : undefined;
      },
      leave(_root, ctx) {
        if (statusOf === undefined) return;
        for (const { code, location } of quoted) {
          if (!statusOf.has(code) && !enumValues.has(code))
            ctx.report({
              message: `The description quotes \`${code}\`, which is not in the error-code registry (spec/components/x-error-codes.yaml).`,
              location,
            });
        }
      },
    },
    any: {
      enter(node, ctx) {
        if (node === null || typeof node !== 'object' || typeof node.description !== 'string') return;
        for (const m of node.description.matchAll(QUOTED_CODE)) quoted.push({ code: m[1], location: ctx.location.child(['description']) });
      },
    },
    Schema: {
      enter(schema, ctx) {
        if (Array.isArray(schema.enum)) for (const v of schema.enum) enumValues.add(v);
        const code = schema['x-error-code'];
        if (code !== undefined && statusOf !== undefined && !statusOf.has(code)) {
          ctx.report({
            message: `x-error-code \`${code}\` is not in the error-code registry (spec/components/x-error-codes.yaml).`,
            location: ctx.location.child(['x-error-code']),
          });
        }
      },
    },
    Example: {
      enter(example, ctx) {
        const value = example.value;
        if (statusOf === undefined || value === null || typeof value !== 'object' || typeof value.error_code !== 'string' || !('status_code' in value)) return;
        if (!statusOf.has(value.error_code)) {
          ctx.report({
            message: `The example's error_code \`${value.error_code}\` is not in the error-code registry (spec/components/x-error-codes.yaml).`,
            location: ctx.location.child(['value', 'error_code']),
          });
        } else if (statusOf.get(value.error_code) !== value.status_code) {
          ctx.report({
            message: `The example's status_code ${value.status_code} differs from the registry's ${statusOf.get(value.error_code)} for ${value.error_code}.`,
            location: ctx.location.child(['value', 'status_code']),
          });
        }
      },
    },
  };
}
