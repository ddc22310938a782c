/*
 * PGlite runs a parameterised query as six protocol messages through its WebAssembly module (parse,
 * describe, bind, describe, execute, sync); the simple query protocol takes one, at about 60 % of the
 * CPU (bench/RESULTS.md "Server: what each change gained"). So the embedded database sends a statement
 * with its parameters written in as quoted literals when that is exactly equivalent: a quoted literal is
 * of unknown type until PostgreSQL reads its context, just like an untyped parameter, so '42' in
 * `LIMIT $1` or '{"a","b"}' in `$1::text[]` mean what the parameters meant. Anything else (a NUL
 * character, which a literal cannot hold; a value of another type; SQL with dollar quotes or comments)
 * returns undefined, and the statement goes as before.
 */

/** `sql` with `$n` replaced by quoted literals, or undefined when that would not be exact. */
export function inlineParameters(sql: string, params: readonly unknown[]): string | undefined {
  if (sql.includes('\\')) return undefined; // E'…' strings escape with backslashes: not scanned here
  const literals: string[] = [];
  for (const param of params) {
    const literal = literalOf(param);
    if (literal === undefined) return undefined;
    literals.push(literal);
  }
  let out = '';
  let from = 0;
  let quote: "'" | '"' | undefined;
  for (let at = 0; at < sql.length; at += 1) {
    const char = sql[at]!;
    if (quote !== undefined) {
      if (char === quote) quote = undefined; // a doubled quote closes and reopens: same result
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      continue;
    }
    if ((char === '-' && sql[at + 1] === '-') || (char === '/' && sql[at + 1] === '*')) return undefined;
    if (char !== '$') continue;
    let end = at + 1;
    while (end < sql.length && sql[end]! >= '0' && sql[end]! <= '9') end += 1;
    if (end === at + 1) return undefined; // a dollar quote, not a parameter
    const literal = literals[Number(sql.slice(at + 1, end)) - 1];
    if (literal === undefined) return undefined;
    out += sql.slice(from, at) + literal;
    from = end;
    at = end - 1;
  }
  if (quote !== undefined) return undefined;
  return out + sql.slice(from);
}

function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value.includes('\u0000') ? undefined : quoted(value);
  if (typeof value === 'number') return Number.isFinite(value) ? quoted(String(value)) : undefined;
  if (typeof value === 'bigint') return quoted(String(value));
  if (Array.isArray(value) && value.every((item) => item === null || (typeof item === 'string' && !item.includes('\u0000')))) {
    // An array literal (PostgreSQL "Arrays" §8.15.6): every element double-quoted, `"` and `\` escaped; a null element unquoted NULL.
    return quoted(`{${(value as (string | null)[]).map((item) => (item === null ? 'NULL' : `"${item.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`);
  }
  return undefined;
}

/** With standard_conforming_strings on (PostgreSQL's default since 9.1), only `'` needs escaping. */
function quoted(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
