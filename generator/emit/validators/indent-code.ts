/**
 * Indents ajv's standalone output (one statement per line with `code.lines`, but no indentation) by
 * brace depth, so the generated functions read like code a person wrote. A full formatter pass over
 * ~1 MB of code would add seconds to every `npm run generate`; this is linear and instant. Braces
 * inside string literals (schemas, messages) do not count; ajv writes strings with double quotes.
 * One pass over the text by character codes, no per-line arrays: on a large document the validators
 * are over 100 MB of code (docs/decisions/0035-generation-speed.md).
 */
export function indentCode(code: string, unit = '  '): string {
  const pads: string[] = [''];
  const out: string[] = [];
  let depth = 0;
  for (let start = 0; start <= code.length; ) {
    let end = code.indexOf('\n', start);
    if (end === -1) end = code.length;
    // The line without surrounding white space, as String.prototype.trim has it.
    let from = start;
    let to = end;
    while (from < to && isWhiteSpace(code, from)) from++;
    while (to > from && isWhiteSpace(code, to - 1)) to--;
    if (from === to) {
      out.push('');
    } else {
      // A line that starts by closing a block sits at the depth of that block's opening line.
      const level = Math.max(0, depth - (code.charCodeAt(from) === 0x7d ? 1 : 0));
      const pad = pads[level] ?? unit.repeat(level);
      pads[level] = pad;
      out.push(pad + code.slice(from, to));
      depth = Math.max(0, depth + braceChange(code, from, to));
    }
    start = end + 1;
  }
  return out.join('\n');
}

function isWhiteSpace(text: string, index: number): boolean {
  const c = text.charCodeAt(index);
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return text.charAt(index).trim() === '';
}

function braceChange(text: string, from: number, to: number): number {
  let change = 0;
  let quote = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === 0x5c) i++;
      else if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27 || c === 0x60) quote = c;
    else if (c === 0x7b) change++;
    else if (c === 0x7d) change--;
  }
  return change;
}
