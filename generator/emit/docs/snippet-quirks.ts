/**
 * httpsnippet (ReadMe's 11.x, and Kong's 3.x alike) writes a JSON body example into some languages' string
 * syntax without escaping all it must. Each function here hands it the example written so that what it
 * prints is the exact literal, for one client; the sample-running test (test/docs/samples-run.test.ts) sends
 * an example full of quotes, backslashes, newlines and interpolation characters through every language and
 * compares what arrives, so a library release that fixes (or changes) its escaping fails there, not unseen.
 *
 * - Python (requests): a string is written as `"…"` escaping only `"`, and a dictionary key with no escaping.
 * - JavaScript (fetch): strings go through stringify-object, which escapes newlines and `'` but not `\`, and
 *   every property named `body` is wrapped in `JSON.stringify(…)` — meant for fetch's own option, but it also
 *   hits a `body` field inside the example.
 * - Ruby (net/http): the JSON text is written as a `"…"` string, where `#{…}` would be interpolated.
 */

/** The JSON text for the Python client: backslash, newline and control escapes written in (the quote it adds). */
export function pythonJsonText(example: unknown): string {
  return JSON.stringify(
    mapStrings(example, (text, isKey) =>
      text.replace(PYTHON_ESCAPED, (c) => {
        if (c === '"') return isKey ? '\\"' : c;
        return PYTHON_NAMED[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
      }),
    ),
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what Python's text must escape.
const PYTHON_ESCAPED = /[\\\n\r\t"\u0000-\u001f\u007f]/g;
const PYTHON_NAMED: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Stands in for a `body` key inside a JavaScript example until the snippet is written (javascriptRestore). */
export const NESTED_BODY_KEY = 'BODY_KEY_PLACEHOLDER';

/**
 * The JSON text for the JavaScript client: backslashes doubled and single quotes escaped (stringify-object
 * then turns each `\'` into `\'` and escapes the newlines), `body` keys inside the example renamed.
 */
export function javascriptJsonText(example: unknown): string {
  const escaped = mapStrings(example, (text) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'"));
  return JSON.stringify(renameKeys(escaped, 'body', NESTED_BODY_KEY));
}

/** The JavaScript snippet with the renamed `body` keys back. */
export function javascriptRestore(source: string): string {
  return source.replaceAll(`${NESTED_BODY_KEY}:`, 'body:');
}

/** The JSON text for the Ruby client: `#` written as the JSON escape `\u0023` (JSON has `#` only inside strings). */
export function rubyJsonText(example: unknown): string {
  return JSON.stringify(example).replace(/#/g, '\\u0023');
}

function mapStrings(value: unknown, f: (text: string, isKey: boolean) => string): unknown {
  if (typeof value === 'string') return f(value, false);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [f(k, true), mapStrings(v, f)]));
  return value;
}

function renameKeys(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, from, to));
  if (value !== null && typeof value === 'object') {
    if (Object.hasOwn(value, to)) throw new Error(`a request example has a field named ${to}, which the JavaScript sample uses as a placeholder`);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? to : k, renameKeys(v, from, to)]));
  }
  return value;
}
