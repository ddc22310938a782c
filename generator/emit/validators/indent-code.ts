/**
 * Indents ajv's standalone output (one statement per line with `code.lines`, but no indentation) by
 * brace depth, so the generated functions read like code a person wrote. A full formatter pass over
 * ~1 MB of code would add seconds to every `npm run generate`; this is linear and instant. Braces
 * inside string literals (schemas, messages) do not count; ajv writes strings with double quotes.
 */
export function indentCode(code: string, unit = '  '): string {
  let depth = 0;
  return code.split('\n').map((raw) => {
    const line = raw.trim();
    if (line === '') return '';
    const change = braceChange(line);
    // A line that starts by closing a block sits at the depth of that block's opening line.
    const leadingClose = line.startsWith('}') ? 1 : 0;
    const out = unit.repeat(Math.max(0, depth - leadingClose)) + line;
    depth = Math.max(0, depth + change);
    return out;
  }).join('\n');
}

function braceChange(line: string): number {
  let change = 0;
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (quote !== undefined) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') change++;
    else if (c === '}') change--;
  }
  return change;
}
