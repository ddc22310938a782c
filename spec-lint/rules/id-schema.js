/**
 * An id schema names its kind's prefix once, in `x-id-prefix`, and states it in its pattern,
 * `^<prefix>_[0-9A-Za-z]{27}$` and its length in `maxLength` (a request string's maximum,
 * docs/decisions/0051-request-bounds.md), with `x-error-code: ID_INVALID` for a body reference that breaks it
 * (docs/decisions/0006-ids.md).
 */
export default function IdSchema() {
  return {
    Schema: {
      enter(schema, ctx) {
        const prefix = schema['x-id-prefix'];
        if (prefix === undefined) return;
        const ok =
          typeof prefix === 'string' &&
          /^[a-z]+$/.test(prefix) &&
          schema.type === 'string' &&
          schema.pattern === `^${prefix}_[0-9A-Za-z]{27}$` &&
          schema.maxLength === prefix.length + 28 &&
          schema['x-error-code'] === 'ID_INVALID';
        if (!ok) {
          ctx.report({
            message: `An id schema with x-id-prefix \`${prefix}\` is a string with pattern ^${prefix}_[0-9A-Za-z]{27}$, maxLength ${typeof prefix === 'string' ? prefix.length + 28 : 'of its length'} and x-error-code ID_INVALID.`,
            location: ctx.location,
          });
        }
      },
    },
  };
}
