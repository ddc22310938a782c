/**
 * Gives a compiled module's code names of its own. ajv names the values its functions share (`schema196`,
 * `pattern16`, `formats98`, `validate151`, …) from counters kept by the one ajv instance that compiles every
 * schema, so one schema more or less anywhere renumbered dozens of modules whose schemas did not change.
 * Here each such name is renamed in the order it first appears in the module: the module's own function
 * becomes `validate`, the others `schema0`, `pattern0`, `validate0`, … and the module's text depends on its
 * schema alone (docs/decisions/0035-generation-speed.md).
 *
 * A name is renamed only where it is code: not inside a string literal (the schemas' JSON, error
 * messages, patterns), a regular expression literal or a comment, not after a `.` (a property such as `data.pattern1`; a
 * spread, `...validate3.errors`, is code).
 */

/**
 * `code` with each of `globals` (names ajv's shared scope gave out) renamed where it is an identifier, and
 * the names given:
 * `own` (the module's function) to `validate`, the others numbered per prefix in the order they first
 * appear. One pass; only identifiers that could be such a name (a prefix letter first, a digit last) are
 * looked up: on a large document the modules are over 20 MB.
 */
export function localizeNames(code: string, globals: ReadonlySet<string>, own: string): { code: string; names: ReadonlyMap<string, string> } {
  const renames = new Map<string, string>([[own, 'validate']]);
  const next = new Map<string, number>();
  const parts: string[] = [];
  let copied = 0;
  forEachIdentifier(code, (start, end) => {
    if (!PREFIX_LETTERS.has(code.charCodeAt(start)) || !isDigit(code.charCodeAt(end - 1))) return;
    const name = code.slice(start, end);
    let local = renames.get(name);
    if (local === undefined) {
      if (!globals.has(name)) {
        // ajv keeps these prefixes for its shared scope: one it did not list would keep its global number
        // and could meet a local name given here.
        if (SHARED_NAME.test(name)) throw new Error(`${name} is not among the compiled function's values (a generator bug)`);
        return;
      }
      const prefix = /^(.*?)\d+$/.exec(name)?.[1] ?? name;
      const index = next.get(prefix) ?? 0;
      next.set(prefix, index + 1);
      local = `${prefix}${index}`;
      renames.set(name, local);
    }
    parts.push(code.slice(copied, start), local);
    copied = end;
  });
  parts.push(code.slice(copied));
  return { code: parts.join(''), names: renames };
}

/** A name of ajv's shared scope (its local scopes may not use these prefixes). */
const SHARED_NAME = /^(?:schema|pattern|formats|func|validate|root|wrapper)\d+$/;

/** The first letters of ajv's shared prefixes: `schema`, `pattern`, `formats`, `func`, `validate`, `root`, `wrapper`. */
const PREFIX_LETTERS = new Set([...'spfvrw'].map((c) => c.charCodeAt(0)));

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * Calls `visit(start, end)` for each identifier of JavaScript `code` outside strings, regular expression
 * literals (ajv escapes JSON pointers with `/\//g`) and comments, and not after a `.`.
 */
function forEachIdentifier(code: string, visit: (start: number, end: number) => void): void {
  let afterDot = false;
  // The last character that was not white space: whether a `/` starts a regular expression or divides.
  let previous = 0x3b;
  for (let i = 0; i < code.length; ) {
    const c = code.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d) {
      i++;
      continue;
    }
    if (c === 0x22 || c === 0x27 || c === 0x60) {
      i = afterString(code, i, c);
      afterDot = false;
    } else if (c === 0x2f && code.charCodeAt(i + 1) === 0x2a) {
      const close = code.indexOf('*/', i + 2);
      i = close === -1 ? code.length : close + 2;
      continue;
    } else if (c === 0x2f && code.charCodeAt(i + 1) === 0x2f) {
      const newline = code.indexOf('\n', i);
      i = newline === -1 ? code.length : newline;
      continue;
    } else if (c === 0x2f && EXPRESSION_START.includes(String.fromCharCode(previous))) {
      i = afterRegExp(code, i);
      afterDot = false;
    } else if (isIdentifierStart(c)) {
      let end = i + 1;
      while (end < code.length && isIdentifierPart(code.charCodeAt(end))) end++;
      if (!afterDot) visit(i, end);
      afterDot = false;
      i = end;
    } else if (isIdentifierPart(c)) {
      // A number: its digits are not an identifier.
      while (i < code.length && isIdentifierPart(code.charCodeAt(i))) i++;
      afterDot = false;
    } else if (c === 0x2e && code.charCodeAt(i + 1) === 0x2e) {
      // A spread (`...validate3.errors`): what follows is a name again.
      i += 3;
      afterDot = false;
    } else {
      afterDot = c === 0x2e;
      i++;
    }
    previous = code.charCodeAt(i - 1);
  }
}

/** After these characters a `/` opens a regular expression literal (ajv writes none after a keyword such as `return`). */
const EXPRESSION_START = '(,=:[!&|?{};+-*%<>~^';

/** The index just past the regular expression literal (and its flags) that opens at `open`. */
function afterRegExp(code: string, open: number): number {
  let inClass = false;
  for (let i = open + 1; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x5b) inClass = true;
    else if (c === 0x5d) inClass = false;
    else if (c === 0x2f && !inClass) {
      let end = i + 1;
      while (end < code.length && isIdentifierPart(code.charCodeAt(end))) end++;
      return end;
    } else if (c === 0x0a) return i;
  }
  return code.length;
}

/** The index just past the string literal that opens with `quote` at `open`. */
function afterString(code: string, open: number, quote: number): number {
  for (let i = open + 1; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === quote) return i + 1;
  }
  return code.length;
}

function isIdentifierStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x24;
}

function isIdentifierPart(c: number): boolean {
  return isIdentifierStart(c) || (c >= 0x30 && c <= 0x39);
}
