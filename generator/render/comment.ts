/**
 * JSDoc text from spec descriptions. `*\/` inside a description would end the comment early and turn
 * the rest of the text into code, so it is broken up here, before any template sees it.
 */
export function jsDocLines(...paragraphs: readonly (string | undefined)[]): string[] {
  const text = paragraphs
    .filter((p): p is string => p !== undefined && p.trim() !== '')
    .map((p) => p.trim())
    .join('\n\n');
  return text === '' ? [] : text.replace(/\*\//g, '*\\/').replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd());
}

/** A complete JSDoc block indented by `indent`, or '' when there is nothing to say. */
export function jsDoc(lines: readonly string[], indent = ''): string {
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return [`${indent}/**`, ...lines.map((line) => (line === '' ? `${indent} *` : `${indent} * ${line}`)), `${indent} */`].join('\n') + '\n';
}
