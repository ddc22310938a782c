/**
 * A JSON object's text without one of its members, found by scanning the text (no value of it is made): the read
 * index's routes without their modules (SAML metadata up to 256 KiB each), which an HTTPS edge's answer does not
 * carry (docs/decisions/0061-edge-routes-bound.md), as PostgreSQL's `body - 'modules'` leaves them out before it sends
 * a row (server/storage/resources.ts listChildrenWithout). And one member's value text, found the same way: a tunnel
 * group backend's `labels` in its stored answer, all of it a page's label selection needs (selection.ts).
 */

/**
 * `text` (compact JSON of an object: no whitespace between tokens, as the read index holds it) without its member
 * named `key`, or `text` itself when it has none. Keys are compared as written, so `key` must need no escaping.
 */
export function omitMember(text: string, key: string): string {
  const member = findMember(text, key);
  if (member === undefined) return text;
  const { at, valueEnd, previousEnd } = member;
  // The member and one comma beside it: the one before it, or after it when it is the first.
  if (previousEnd >= 0) return text.slice(0, previousEnd) + text.slice(valueEnd);
  return text.charCodeAt(valueEnd) === 0x2c /* , */ ? text.slice(0, at) + text.slice(valueEnd + 1) : `${text.slice(0, at)}${text.slice(valueEnd)}`;
}

/**
 * The members of `text` (compact JSON of an object, as omitMember takes it) but `key`, each run of them after a
 * comma: pieces whose concatenation goes between an answer's head and its closing brace (none when the object has
 * no other member). The runs are slices of `text`, which V8 makes as views of a flat string, not copies.
 */
export function membersWithout(text: string, key: string): string[] {
  const pieces: string[] = [];
  const run = (from: number, to: number) => {
    if (to > from) pieces.push(',', text.slice(from, to));
  };
  const member = findMember(text, key);
  if (member === undefined) {
    run(1, text.length - 1);
    return pieces;
  }
  if (member.previousEnd >= 0) run(1, member.previousEnd);
  if (text.charCodeAt(member.valueEnd) === 0x2c /* , */) run(member.valueEnd + 1, text.length - 1);
  return pieces;
}

/**
 * The text of the value of the member named `key`, or undefined when it has none, of an object's members from `from`
 * on: of compact JSON of an object from 1, of a stored answer (server/storage/stored-answers.ts, the members after
 * `{`) from 0. Only the members before it are scanned: with jsonb's key order (shorter keys first) a tunnel group
 * backend's `labels` is the member after `created_at`.
 */
export function memberText(text: string, key: string, from = 1): string | undefined {
  const member = findMember(text, key, from);
  return member === undefined ? undefined : text.slice(member.at + key.length + 3, member.valueEnd);
}

/**
 * Where the member named `key` of `text` (compact JSON of an object, its members from `from`) is: the index of its
 * key's opening quote, the end of its value, and the end of the member before it (-1 when it is the first);
 * undefined when it has none.
 */
function findMember(text: string, key: string, from = 1): { at: number; valueEnd: number; previousEnd: number } | undefined {
  const quoted = `"${key}"`;
  if (!text.includes(quoted)) return undefined;
  let at = from;
  let previousEnd = -1;
  while (at < text.length && text.charCodeAt(at) !== 0x7d /* } */) {
    const keyEnd = stringEnd(text, at);
    const valueEnd = valueEndAt(text, keyEnd + 1);
    if (text.slice(at, keyEnd) === quoted) return { at, valueEnd, previousEnd };
    previousEnd = valueEnd;
    at = text.charCodeAt(valueEnd) === 0x2c ? valueEnd + 1 : valueEnd;
  }
  return undefined;
}

/** The position after the string that starts (with its quote) at `at`. */
function stringEnd(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x5c /* \ */) i += 1;
    else if (code === 0x22 /* " */) return i + 1;
  }
  throw new SyntaxError('omitMember: a string is not closed');
}

/** The position after the value that starts at `at` (after a member's colon). */
function valueEndAt(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x22 /* " */) {
      i = stringEnd(text, i) - 1;
      if (depth === 0) return i + 1;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      depth += 1;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      if (depth === 0) return i;
      depth -= 1;
      if (depth === 0) return i + 1;
    } else if (code === 0x2c /* , */ && depth === 0) {
      return i;
    }
  }
  throw new SyntaxError('omitMember: a value is not closed');
}
