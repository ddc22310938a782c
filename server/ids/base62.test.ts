import { describe, expect, it } from 'vitest';
import { BASE62_ALPHABET, bytesToBigInt, decodeBase62, encodeBase62 } from './base62.js';

describe('encodeBase62', () => {
  it.each([
    { value: 0n, width: 3, want: '000' },
    { value: 61n, width: 2, want: '0z' },
    { value: 62n, width: 2, want: '10' },
    { value: 62n ** 3n - 1n, width: 3, want: 'zzz' },
    // The largest KSUID (20 bytes of 0xff) is the documented "aWgEPTl1tmebfsQzFP4bxwgy80V".
    { value: (1n << 160n) - 1n, width: 27, want: 'aWgEPTl1tmebfsQzFP4bxwgy80V' },
  ])('$value in $width characters → $want', ({ value, width, want }) => {
    expect(encodeBase62(value, width)).toBe(want);
    expect(decodeBase62(want)).toBe(value);
  });

  it('rejects a value wider than the width', () => {
    expect(() => encodeBase62(62n ** 3n, 3)).toThrow('base62: value needs 4 characters, more than 3');
  });

  it('rejects a negative value', () => {
    expect(() => encodeBase62(-1n, 3)).toThrow('base62: negative value');
  });

  it('keeps the alphabet in byte order so text order equals numeric order', () => {
    expect([...BASE62_ALPHABET].sort().join('')).toBe(BASE62_ALPHABET);
  });
});

describe('decodeBase62', () => {
  it.each(['ab-c', 'é', '_'])('refuses %j', (text) => {
    expect(decodeBase62(text)).toBeUndefined();
  });
});

describe('bytesToBigInt', () => {
  it('reads big-endian', () => {
    expect(bytesToBigInt(Uint8Array.of(1, 0))).toBe(256n);
    expect(bytesToBigInt(new Uint8Array(0))).toBe(0n);
  });
});
