/*
 * A JSON value with its objects' keys in the order jsonb keeps them: shorter keys first, keys of one length
 * in the byte order of their UTF-8 (PostgreSQL's jsonb compares object keys by length, then with memcmp).
 * A resource inserted without `RETURNING` of its body (resources.ts, deferred inserts) is answered and
 * indexed from this copy, so it reads exactly as the same body read back from the database would: the
 * same keys in the same order, whichever way it was written.
 */

/** A copy of `value` whose objects list their keys as jsonb does; arrays and scalars as they are. */
export function inJsonbOrder<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  // What JSON.stringify would write for it (a Date its ISO text).
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return inJsonbOrder((value as unknown as { toJSON(): T }).toJSON());
  if (Array.isArray(value)) return value.map(inJsonbOrder) as T;
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source).filter((key) => source[key] !== undefined);
  keys.sort(byJsonbKeyOrder);
  const ordered: Record<string, unknown> = {};
  for (const key of keys) {
    const item = source[key];
    // As JSON.stringify drops them from objects (and so the database never sees them).
    if (typeof item === 'function' || typeof item === 'symbol') continue;
    ordered[key] = inJsonbOrder(item);
  }
  return ordered as T;
}

/** jsonb's order of two object keys: by UTF-8 length, then by UTF-8 bytes. */
export function byJsonbKeyOrder(a: string, b: string): number {
  if (isAscii(a) && isAscii(b)) {
    // One UTF-16 unit per byte: lengths and code units compare as the bytes do.
    if (a.length !== b.length) return a.length - b.length;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return left.length - right.length;
  return Buffer.compare(left, right);
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}
