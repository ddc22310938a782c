/**
 * Query strings are text; the spec's query schemas are JSON types. This turns each known parameter's
 * text into the JSON value its schema expects *when it is a clean literal* and leaves it as text
 * otherwise, so the validator reports `/limit: must be integer (got string)` instead of the plugin
 * guessing. Unknown parameters are passed through untouched: the closed query schema rejects them.
 */
import type { ScalarType } from './operation-route.js';

const INTEGER = /^-?(0|[1-9][0-9]*)$/;
const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

export function coerceScalar(text: string, type: ScalarType): unknown {
  switch (type) {
    case 'integer':
      return INTEGER.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
    case 'number':
      return NUMBER.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'string':
      return text;
  }
}

export function coerceQuery(query: Readonly<Record<string, unknown>>, types: Readonly<Record<string, ScalarType>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    const type = types[name];
    if (type === undefined) out[name] = value;
    else if (Array.isArray(value)) out[name] = value.map((v) => (typeof v === 'string' ? coerceScalar(v, type) : v));
    else out[name] = typeof value === 'string' ? coerceScalar(value, type) : value;
  }
  return out;
}
