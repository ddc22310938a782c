/**
 * The validators compile every `pattern` with the `u` flag (ajv `unicodeRegExp`), as JSON Schema 2020-12
 * §6.3.3 means (ECMA-262 regular expressions over code points). Many documents write patterns for the
 * flag-less dialect, where a needless escape such as `\:` or `\-` outside a class is a plain character
 * (`^[a-zA-Z0-9_\-\:]+$`) but the `u` flag rejects it as an invalid escape. Dropping the backslash of
 * such an identity escape keeps the meaning; a pattern that still does not compile is reported and
 * left unchecked rather than stopping the run.
 */

/** Characters `\` may escape under the `u` flag (ECMA-262 SyntaxCharacter and `/`). */
const SYNTAX = new Set('^$\\.*+?()[]{}|/'.split(''));

export type PatternResult = { readonly pattern: string } | { readonly error: string };

export function unicodePattern(pattern: string): PatternResult {
  if (compiles(pattern)) return { pattern };
  const rewritten = withoutIdentityEscapes(pattern);
  if (rewritten !== pattern && compiles(rewritten)) return { pattern: rewritten };
  try {
    new RegExp(pattern, 'u');
    return { pattern };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** `\:` → `:`; `\-` → `-` outside a class (inside one `\-` is allowed and needed). Letters, digits and syntax characters keep their escape. */
export function withoutIdentityEscapes(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === '\\' && i + 1 < pattern.length) {
      const next = pattern.charAt(i + 1);
      const keep = /[A-Za-z0-9]/.test(next) || SYNTAX.has(next) || (next === '-' && inClass);
      out += keep ? c + next : next;
      i++;
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return out;
}
