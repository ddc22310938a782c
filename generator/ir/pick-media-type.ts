/** The media type an SDK sends or reads by default: JSON when offered (RFC 6839 `+json` too), else the first. */
export function pickMediaType(types: readonly string[]): string | undefined {
  return (
    types.find((t) => t === 'application/json') ?? types.find((t) => /^application\/[^;]*\+json\b/.test(t) || t.startsWith('application/json;')) ?? types[0]
  );
}
