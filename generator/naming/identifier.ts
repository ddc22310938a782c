/**
 * Turns a name into a valid, non-reserved TypeScript identifier (ECMAScript 2023 §12.7.2 reserved
 * words, plus TypeScript's strict-mode and type-position reserved names).
 */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'implements interface let package private protected public static yield await arguments eval ' +
    'any boolean never number object string symbol undefined unknown bigint'
  ).split(' '),
);

export function safeIdentifier(name: string): string {
  const cleaned = name === '' ? '_' : /^[0-9]/.test(name) ? `_${name}` : name;
  return RESERVED.has(cleaned) ? `${cleaned}_` : cleaned;
}

/** A property key as written in an object literal or type: bare when it is an identifier, else quoted. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

/**
 * A single-quoted string literal of any text (an operationId may hold `'`, as in `listUser'sGroups`):
 * JSON's escapes for backslashes, control characters and line separators, then `'` escaped and `"` bare.
 */
export function stringLiteral(value: string): string {
  const escaped = JSON.stringify(value)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replace(/'/g, "\\'")
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}
