/**
 * `JSON.stringify`'s text of a value, written as UTF-8 bytes without making the text: the items of a
 * large list page answered from objects (server/resources/crud.ts). Made with `JSON.stringify`, a worst-case page's
 * text (7.7 MiB, six bytes for each character a request may send) was allocated in V8's heap twice, once to count
 * it for the Content-Length and once to send it; at 16 MiB between scavenges that promoted every page's objects
 * to the old generation while four pages were sent, and they stayed there, dead, until a full collection: the
 * server's memory climbed list after list (docs/decisions/0086-worst-case-list-memory.md). Written here, only the
 * bytes are made, into buffers outside V8's heap (server/storage/page-bytes.ts), one item at a time.
 *
 * The same text as `JSON.stringify` for what handlers answer (server/http/json-bytes.test.ts checks it against
 * `JSON.stringify` on generated values): plain objects and arrays, strings (lone surrogates escaped, as ES2019
 * writes them), finite numbers (others `null`), booleans, null; members that are undefined, functions or symbols
 * left out (in arrays, `null`); a value with `toJSON` written as what it returns.
 */

/** The most bytes one character (or one surrogate pair) takes: `\u001f`. */
const MOST_PER_CHARACTER = 6;
const HEX = '0123456789abcdef';

/** What `JSON.stringify` writes for a value: undefined where it writes nothing. */
type Resolved = string | number | boolean | null | object | undefined;

function resolve(value: unknown, key: string): Resolved {
  let resolved = value;
  if (resolved !== null && typeof resolved === 'object' && typeof (resolved as { toJSON?: unknown }).toJSON === 'function') {
    resolved = (resolved as { toJSON(key: string): unknown }).toJSON(key);
  }
  if (resolved instanceof Number || resolved instanceof String || resolved instanceof Boolean) resolved = resolved.valueOf();
  if (resolved === undefined || typeof resolved === 'function' || typeof resolved === 'symbol') return undefined;
  if (typeof resolved === 'bigint') throw new TypeError('Do not know how to serialize a BigInt');
  return resolved as Resolved;
}

/** The text of a number as JSON writes it. */
function numberText(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}

/**
 * Writes `JSON.stringify(value)`'s UTF-8 bytes into `buffer` from `at`, and when it is full into the buffers `next`
 * gives, from their start; returns the views written, in order.
 */
export function writeJson(value: unknown, buffer: Buffer, at: number, next: () => Buffer): Buffer[] {
  const resolved = resolve(value, '');
  if (resolved === undefined) throw new TypeError('JSON.stringify writes nothing for this value');
  const writer = new Writer(buffer, at, next);
  writer.value(resolved);
  return writer.finish();
}

class Writer {
  readonly #done: Buffer[] = [];
  #buffer: Buffer;
  #start: number;
  #at: number;
  readonly #next: () => Buffer;

  constructor(buffer: Buffer, at: number, next: () => Buffer) {
    this.#buffer = buffer;
    this.#start = at;
    this.#at = at;
    this.#next = next;
  }

  finish(): Buffer[] {
    if (this.#at > this.#start) this.#done.push(this.#buffer.subarray(this.#start, this.#at));
    return this.#done;
  }

  /** Room for `bytes` more in the buffer being written (the next one when it has less). */
  #room(bytes: number): void {
    if (this.#at + bytes <= this.#buffer.length) return;
    if (this.#at > this.#start) this.#done.push(this.#buffer.subarray(this.#start, this.#at));
    this.#buffer = this.#next();
    this.#start = 0;
    this.#at = 0;
  }

  #ascii(text: string): void {
    this.#room(text.length);
    for (let i = 0; i < text.length; i += 1) this.#buffer[this.#at++] = text.charCodeAt(i);
  }

  value(value: Resolved): void {
    if (value === null) {
      this.#ascii('null');
      return;
    }
    switch (typeof value) {
      case 'string':
        this.string(value);
        return;
      case 'number':
        this.#ascii(numberText(value));
        return;
      case 'boolean':
        this.#ascii(value ? 'true' : 'false');
        return;
      case 'object':
        break;
      default:
        return;
    }
    if (Array.isArray(value)) {
      this.#ascii('[');
      for (let i = 0; i < value.length; i += 1) {
        if (i > 0) this.#ascii(',');
        const element = resolve(value[i], String(i));
        if (element === undefined) this.#ascii('null');
        else this.value(element);
      }
      this.#ascii(']');
      return;
    }
    this.#ascii('{');
    let first = true;
    for (const key of Object.keys(value)) {
      const member = resolve((value as Record<string, unknown>)[key], key);
      if (member === undefined) continue;
      if (!first) this.#ascii(',');
      first = false;
      this.string(key);
      this.#ascii(':');
      this.value(member);
    }
    this.#ascii('}');
  }

  string(text: string): void {
    this.#room(1);
    this.#buffer[this.#at++] = 0x22;
    for (let i = 0; i < text.length; i += 1) {
      this.#room(MOST_PER_CHARACTER);
      const buffer = this.#buffer;
      const code = text.charCodeAt(i);
      if (code < 0x80) {
        if (code >= 0x20 && code !== 0x22 && code !== 0x5c) {
          buffer[this.#at++] = code;
        } else {
          buffer[this.#at++] = 0x5c;
          const short = SHORT_ESCAPES[code];
          if (short !== undefined) buffer[this.#at++] = short;
          else this.#unicodeEscape(code);
        }
      } else if (code < 0x800) {
        buffer[this.#at++] = 0xc0 | (code >> 6);
        buffer[this.#at++] = 0x80 | (code & 0x3f);
      } else if (code >= 0xd800 && code <= 0xdfff) {
        const next = text.charCodeAt(i + 1);
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          buffer[this.#at++] = 0xf0 | (point >> 18);
          buffer[this.#at++] = 0x80 | ((point >> 12) & 0x3f);
          buffer[this.#at++] = 0x80 | ((point >> 6) & 0x3f);
          buffer[this.#at++] = 0x80 | (point & 0x3f);
          i += 1;
        } else {
          buffer[this.#at++] = 0x5c;
          this.#unicodeEscape(code);
        }
      } else {
        buffer[this.#at++] = 0xe0 | (code >> 12);
        buffer[this.#at++] = 0x80 | ((code >> 6) & 0x3f);
        buffer[this.#at++] = 0x80 | (code & 0x3f);
      }
    }
    this.#room(1);
    this.#buffer[this.#at++] = 0x22;
  }

  /** `u` and four lower-case hex digits, after the backslash. */
  #unicodeEscape(code: number): void {
    const buffer = this.#buffer;
    buffer[this.#at++] = 0x75;
    buffer[this.#at++] = HEX.charCodeAt((code >> 12) & 0xf);
    buffer[this.#at++] = HEX.charCodeAt((code >> 8) & 0xf);
    buffer[this.#at++] = HEX.charCodeAt((code >> 4) & 0xf);
    buffer[this.#at++] = HEX.charCodeAt(code & 0xf);
  }
}

/** The letter after the backslash of the escapes JSON writes short. */
const SHORT_ESCAPES: readonly (number | undefined)[] = (() => {
  const table: (number | undefined)[] = [];
  table[0x22] = 0x22;
  table[0x5c] = 0x5c;
  table[0x08] = 0x62; // b
  table[0x09] = 0x74; // t
  table[0x0a] = 0x6e; // n
  table[0x0c] = 0x66; // f
  table[0x0d] = 0x72; // r
  return table;
})();
