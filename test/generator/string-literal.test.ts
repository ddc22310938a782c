/** stringLiteral writes any text as a single-quoted literal that reads back as the same text. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringLiteral } from '../../generator/naming/identifier.js';

const read = (literal: string): unknown => new Function(`return ${literal};`)();

describe('stringLiteral', () => {
  it.each([
    ['plain', 'listUsers', "'listUsers'"],
    ['an apostrophe', "listUser'sGroups", "'listUser\\'sGroups'"],
    ['a double quote, left bare', 'say "hi"', `'say "hi"'`],
    ['a backslash', 'a\\b', "'a\\\\b'"],
    ['a newline and a tab', 'a\nb\tc', "'a\\nb\\tc'"],
    ['the line separators JavaScript strings may not hold raw', 'a\u2028b\u2029c', "'a\\u2028b\\u2029c'"],
    ['a comment end', 'upload*/asset', "'upload*/asset'"],
  ])('%s', (_name, given, want) => {
    expect(stringLiteral(given)).toBe(want);
    expect(read(want)).toBe(given);
  });

  it('reads back as the text it was given, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => read(stringLiteral(text)) === text),
      { numRuns: 2000 },
    );
  });
});
