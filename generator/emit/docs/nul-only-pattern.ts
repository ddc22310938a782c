/**
 * Patterns that only keep out NUL are a house rule on every free-text field (ARCHITECTURE.md: "Free text …
 * carries the pattern `^[^\u0000]*$`"): true of the API, noise in the reference, where Redoc shows every
 * pattern as a badge. The docs page's copy of the document drops them (docs/decisions/0024-offline-docs.md);
 * the spec, the bundle and the validators keep them. The rule is about what a pattern means, not one
 * string: `^[^…]*$` whose class lists nothing but NUL, however it is escaped (`\u0000`, `\x00`, `\0`,
 * `\u{0}`). A pattern that excludes anything more (`^[^\r\n\u0000]*$`) still says something and stays.
 */
const NUL = String.raw`(?:\\u0000|\\u\{0+\}|\\x00|\\0|\u0000)`;
const NUL_ONLY = new RegExp(String.raw`^\^\[\^${NUL}+\]\*\$$`);

export function isNulOnlyPattern(pattern: unknown): boolean {
  return typeof pattern === 'string' && NUL_ONLY.test(pattern);
}

/**
 * Keywords whose values are data, not schemas: a `pattern` key inside them is an example's field, never a
 * JSON Schema keyword. Extensions (`x-…`) are skipped too.
 */
const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'const', 'enum']);
/** Maps whose keys are names (a property called `default`, the `default` response), never keywords. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'schemas',
  'responses',
  'parameters',
  'headers',
  'requestBodies',
  'content',
  'encoding',
  'pathItems',
  'callbacks',
  'paths',
  'webhooks',
]);

/** Deletes every NUL-only `pattern` from the schemas of `document`, in place (it is the docs' own copy). */
export function dropNulOnlyPatterns(document: unknown, namesOnly = false): void {
  if (Array.isArray(document)) {
    for (const item of document) dropNulOnlyPatterns(item);
    return;
  }
  if (document === null || typeof document !== 'object') return;
  const node = document as Record<string, unknown>;
  if (!namesOnly && isNulOnlyPattern(node['pattern'])) delete node['pattern'];
  for (const [key, value] of Object.entries(node)) {
    if (namesOnly) dropNulOnlyPatterns(value);
    else if (!DATA_KEYWORDS.has(key) && !key.startsWith('x-')) dropNulOnlyPatterns(value, NAME_MAPS.has(key));
  }
}
