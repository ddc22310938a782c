import { markdownWithoutHtml } from './html-in-markdown.js';

/** The longest line a generated doc comment may have, indentation and ` * ` included (the house width, biome.json). */
export const DOC_LINE_WIDTH = 160;

/**
 * JSDoc text from spec descriptions. `*\/` inside a description would end the comment early and turn
 * the rest of the text into code, so it is broken up here, before any template sees it.
 */
export function jsDocLines(...paragraphs: readonly (string | undefined)[]): string[] {
  const text = paragraphs
    .filter((p): p is string => p !== undefined && p.trim() !== '')
    // HTML in a description is Markdown in its doc comment (html-in-markdown.ts): a hover shows no tags.
    .map((p) => markdownWithoutHtml(p.trim()))
    .filter((p) => p !== '')
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
  const lines = wrapDocLines(rawLines.map(commentSafe), DOC_LINE_WIDTH - indent.length - ' * '.length);
  if (lines.length === 0) return '';
  const oneLine = `${indent}/** ${lines[0]} */`;
  if (lines.length === 1 && oneLine.length <= DOC_LINE_WIDTH) return `${oneLine}\n`;
  return [`${indent}/**`, ...lines.map((line) => (line === '' ? `${indent} *` : `${indent} * ${line}`)), `${indent} */`, ''].join('\n');
}

/**
 * Lines of a doc comment with none longer than `width`: a longer line is broken at the last space that fits (outside
 * a code span where one does), its continuation indented under the text of its list item, as a person wraps
 * Markdown. Left as they are: code blocks, table rows, and words longer than the width (a URL).
 */
export function wrapDocLines(lines: readonly string[], width: number): string[] {
  const wrapped: string[] = [];
  let inFence = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || line.length <= width || /^\s*\|/.test(line) || /^\s*(```|~~~)/.test(line)) wrapped.push(line);
    else wrapped.push(...wrapLine(line, width));
  }
  return wrapped;
}

function wrapLine(line: string, width: number): string[] {
  const hanging = ' '.repeat(/^\s*(?:[-*+]|\d+[.)])\s+/.exec(line)?.[0].length ?? /^\s*/.exec(line)?.[0].length ?? 0);
  const parts: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const at = breakAt(rest, width, parts.length === 0 ? 0 : hanging.length);
    if (at === undefined) break;
    parts.push(rest.slice(0, at).trimEnd());
    rest = hanging + rest.slice(at + 1).trimStart();
  }
  parts.push(rest);
  return parts;
}

/**
 * The index of the space to break at: the last one within `width` outside a code span, else the last one, else the first
 * after the width; undefined when none.
 */
function breakAt(text: string, width: number, indent: number): number | undefined {
  let last: number | undefined;
  let lastOutsideCode: number | undefined;
  let inCode = false;
  for (let i = 0; i <= width && i < text.length; i++) {
    const c = text[i];
    if (c === '`') inCode = !inCode;
    if (c !== ' ' || i <= indent || text[i - 1] === ' ') continue;
    last = i;
    if (!inCode) lastOutsideCode = i;
  }
  if (lastOutsideCode !== undefined || last !== undefined) return lastOutsideCode ?? last;
  // A word longer than the width stands on a line of its own.
  const after = text.indexOf(' ', Math.max(width, indent) + 1);
  return after === -1 ? undefined : after;
}

/**
 * The doc comments of printed code (openapi-typescript's `schema.gen.ts`) wrapped as jsDoc wraps: each ` * ` line
 * longer than the house width is broken at its indentation, and a one-line comment that is too long becomes a block.
 */
export function wrapCommentLines(code: string): string {
  const out: string[] = [];
  let inFence = false;
  for (const line of code.split('\n')) {
    const star = /^(\s*)\* ?(.*)$/.exec(line);
    if (star !== null && /^(```|~~~)/.test(star[2] ?? '')) inFence = !inFence;
    if (line.length <= DOC_LINE_WIDTH || inFence) {
      out.push(line);
      continue;
    }
    const single = /^(\s*)\/\*\* (.*) \*\/$/.exec(line);
    const indent = (single ?? star)?.[1];
    const text = (single ?? star)?.[2];
    if (indent === undefined || text === undefined) {
      out.push(line);
      continue;
    }
    const pad = single === null ? indent : `${indent} `;
    const wrapped = wrapDocLines([text], DOC_LINE_WIDTH - pad.length - '* '.length).map((l) => (l === '' ? `${pad}*` : `${pad}* ${l}`));
    out.push(...(single === null ? wrapped : [`${indent}/**`, ...wrapped, `${indent} */`]));
  }
  return out.join('\n');
}
