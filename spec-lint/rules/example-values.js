/**
 * Examples look like real responses (docs/decisions/0006-ids.md, 0011-timestamps.md): every `id` is
 * `<prefix>_` and 27 base62 characters, every timestamp RFC 3339 in UTC with second precision.
 */
const ID = /^[a-z]+_[0-9A-Za-z]{27}$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const TIMESTAMP_FIELDS = new Set(['created_at', 'started_at', 'valid_after', 'valid_until']);

function* badValues(value, path) {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* badValues(value[i], [...path, i]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'id' && typeof v === 'string' && !ID.test(v)) yield { path: [...path, key], what: `id "${v}" is not <prefix>_<27 base62 characters>` };
      else if (TIMESTAMP_FIELDS.has(key) && typeof v === 'string' && !TIMESTAMP.test(v))
        yield { path: [...path, key], what: `${key} "${v}" is not an RFC 3339 UTC time with second precision (2026-11-02T09:15:04Z)` };
      else yield* badValues(v, [...path, key]);
    }
  }
}

export default function ExampleValues() {
  return {
    Example: {
      enter(example, ctx) {
        for (const bad of badValues(example.value, ['value'])) ctx.report({ message: `Example ${bad.what}.`, location: ctx.location.child(bad.path) });
      },
    },
  };
}
