// Finishing (generator/write/finish.ts), the one pass every target's files go through: given/want tables.
import { describe, expect, it } from 'vitest';
import { finishContents, inPathOrder } from '../../generator/write/finish.js';

describe('finishContents', () => {
  it.each([
    ['no final newline', 'a', 'a\n'],
    ['one final newline', 'a\n', 'a\n'],
    ['several final newlines', 'a\n\n\n', 'a\n'],
    ['CRLF and CR line endings', 'a\r\nb\rc\r\n', 'a\nb\nc\n'],
    ['blank lines inside kept', 'a\n\n\nb', 'a\n\n\nb\n'],
    ['empty', '', '\n'],
  ])('given %s, want LF and exactly one final newline', (_, given, want) => {
    expect(finishContents([{ path: 'f', contents: given }])).toEqual([{ path: 'f', contents: want }]);
  });
});

describe('inPathOrder', () => {
  it('given paths a locale would order otherwise, want code-unit order (upper case before lower case, "-" before "/")', () => {
    const paths = [
      'client/src/sdk.gen.ts',
      'client/dist/x.js',
      'client/README.md',
      'client/LICENSE',
      'client/src/runtime/a.ts',
      'client/src-x.ts',
      'client/package.json',
    ];
    expect(inPathOrder(paths.map((path) => ({ path, contents: '' }))).map((f) => f.path)).toEqual([
      'client/LICENSE',
      'client/README.md',
      'client/dist/x.js',
      'client/package.json',
      'client/src-x.ts',
      'client/src/runtime/a.ts',
      'client/src/sdk.gen.ts',
    ]);
  });

  it('two files at one path are a generator bug', () => {
    expect(() =>
      inPathOrder([
        { path: 'a', contents: '1' },
        { path: 'a', contents: '2' },
      ]),
    ).toThrow('two files emitted at a');
  });
});
