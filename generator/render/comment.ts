/**
 * JSDoc text from spec descriptions. `*\/` inside a description would end the comment early and turn
 * the rest of the text into code, so it is broken up here, before any template sees it.
 */
export function jsDocLines(...paragraphs: readonly (string | undefined)[]): string[] {
  const text = paragraphs
    .filter((p): p is string => p !== undefined && p.trim() !== '')
    .map((p) => p.trim())
    .join('\n\n');
  return text === ''
    ? []
    : commentSafe(text)
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.trimEnd());
}

/** Text that can stand inside a block comment: `*\/` broken up, as jsDocLines does. */
export function commentSafe(text: string): string {
  return text.replace(/\*\//g, '*\\/');
}

/**
 * A complete JSDoc block indented by `indent`, or '' when there is nothing to say. The lines are made
 * comment-safe here too: some are built from names and media types (`*\/*`), not descriptions.
 */
export function jsDoc(rawLines: readonly string[], indent = ''): string {
  const lines = rawLines.map(commentSafe);
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return [`${indent}/**`, ...lines.map((line) => (line === '' ? `${indent} *` : `${indent} * ${line}`)), `${indent} */`, ''].join('\n');
}
