/**
 * Fixed-width base62 over unsigned big integers. The alphabet is in ASCII order (digits, upper case,
 * lower case), so for equal widths the byte order of the text (COLLATE "C") equals numeric order —
 * the property that makes ids sort by creation time.
 */
export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const BASE = 62n;

/** Encodes `value` (≥ 0) left-padded with `0` to exactly `width` characters; throws when it does not fit. */
export function encodeBase62(value: bigint, width: number): string {
  if (value < 0n) throw new RangeError('base62: negative value');
  let rest = value;
  let text = '';
  while (rest > 0n) {
    text = BASE62_ALPHABET[Number(rest % BASE)] + text;
    rest /= BASE;
  }
  if (text.length > width) throw new RangeError(`base62: value needs ${text.length} characters, more than ${width}`);
  return text.padStart(width, '0');
}

/** Decodes base62 text; undefined when it holds a character outside the alphabet. */
export function decodeBase62(text: string): bigint | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE62_ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = value * BASE + BigInt(digit);
  }
  return value;
}

/** Big-endian unsigned integer from bytes. */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}
