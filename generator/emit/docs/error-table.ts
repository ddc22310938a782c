/** The introduction's table of every error code, from the spec's registry (`components.x-error-codes`). */
interface RegisteredError {
  readonly code: string;
  readonly status: number;
  readonly message: string;
  readonly description: string;
}

export function errorTable(registry: unknown): string {
  if (!Array.isArray(registry) || registry.length === 0) return '';
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = (registry as RegisteredError[])
    .slice()
    .sort((a, b) => a.status - b.status || (a.code < b.code ? -1 : 1))
    .map((e) => `| \`${e.code}\` | ${e.status} | ${cell(e.message)} | ${cell(e.description)} |`);
  return ['## Error codes', '', 'Every error the API returns, with its HTTP status, message (placeholders in braces) and meaning.', '',
    '| code | status | message | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
