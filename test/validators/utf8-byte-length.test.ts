import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from '../../generator/runtime/validators/utf8-byte-length.js';

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['é', 2], // U+00E9: 2 bytes
    ['€', 3], // U+20AC: 3 bytes
    ['😀', 4], // U+1F600: a surrogate pair, one 4-byte code point
    ['€'.repeat(100), 300], // the example: 100 characters, 300 bytes
    ['\ud800', 3], // lone high surrogate: encoded as U+FFFD
    ['\udc00x', 4], // lone low surrogate then ASCII
    ['\ud800\ud800\udc00', 7], // lone high surrogate, then a valid pair
  ])('%j is %i bytes', (value, bytes) => {
    expect(utf8ByteLength(value)).toBe(bytes);
  });

  it('agrees with TextEncoder on any string, lone surrogates included', () => {
    const encoder = new TextEncoder();
    const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: anyCodeUnit })), (value) => {
        expect(utf8ByteLength(value)).toBe(encoder.encode(value).length);
      }),
      { numRuns: 2000 },
    );
  });
});
