/**
 * Text arbitraries: storable text mixing ASCII with 2-, 3- and 4-byte UTF-8 characters, and strings
 * sized in UTF-8 bytes, because the API's limits count bytes (docs/decisions/0005-byte-limits.md).
 */
import fc from 'fast-check';

/** One character (or grapheme) of storable text: never NUL, never a lone surrogate. */
const unit = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  { weight: 3, arbitrary: fc.constantFrom('é', 'ß', 'Ω', '中', '文', '€', '😀', '🇫🇷', '\t', '\n', '\u00a0', '\u2028', '\ufeff', 'e\u0301') },
);

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export function storableText(options: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<string> {
  return fc.string({ unit, minLength: options.minLength ?? 0, maxLength: options.maxLength ?? 24 });
}

/**
 * Text within `maxBytes` UTF-8 bytes, often exactly at the limit and made of multi-byte characters
 * (the borderline a character-counting check gets wrong).
 */
export function textWithinBytes(maxBytes: number, minLength = 0): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: storableText({ minLength }).filter((text) => utf8Bytes(text) <= maxBytes) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('a', 'é', '中', '😀')
        .map((char) => exactlyBytes(maxBytes, char))
        .filter((text) => text.length >= minLength),
    },
  );
}

/** `char` repeated, padded with ASCII, to exactly `bytes` UTF-8 bytes. */
export function exactlyBytes(bytes: number, char: string): string {
  const size = utf8Bytes(char);
  const text = char.repeat(Math.floor(bytes / size));
  return text + 'a'.repeat(bytes - utf8Bytes(text));
}

/** Text one or more bytes over `maxBytes`, where the character count may well be under the limit. */
export function textOverBytes(maxBytes: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('a', 'é', '中', '😀'), fc.integer({ min: 1, max: 8 }))
    .map(([char, extra]) => exactlyBytes(maxBytes, char) + char.repeat(extra));
}

/** An RFC 1123 DNS label. */
export const dnsLabel = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,14}[a-z0-9])?$/);
