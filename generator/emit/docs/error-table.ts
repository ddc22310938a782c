/**
 * The docs' table of every error code, from the spec's registry (`components.x-error-codes`): the text of a
 * section of its own (view-model.ts), wrapped in `<div class="error-codes">` so the page template
 * (templates/docs/page.hbs) can give it the full width and keep each code on one line.
 */
interface RegisteredError {
  readonly code: string;
  readonly status: number;
  readonly message: string;
  readonly description: string;
}

/** The class the page template's styles look for. */
export const ERROR_TABLE_CLASS = 'error-codes';

export function errorTable(registry: unknown): string {
  if (!Array.isArray(registry) || registry.length === 0) return '';
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = (registry as RegisteredError[])
    .slice()
    .sort((a, b) => a.status - b.status || (a.code < b.code ? -1 : 1))
    .map((e) => `| \`${e.code}\` | ${e.status} | ${cell(e.message)} | ${cell(e.description)} |`);
  // The blank lines around the table let Markdown parse it inside the HTML block.
  return [
    'Every error the API returns, with its HTTP status, message (placeholders in braces) and meaning.',
    '',
    `<div class="${ERROR_TABLE_CLASS}">`,
    '',
    '| code | status | message | meaning |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '</div>',
  ].join('\n');
}
