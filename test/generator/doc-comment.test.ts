// Doc comments from spec descriptions (generator/render/comment.ts): escaped, and wrapped at word boundaries so no
// line of a generated doc comment is longer than 160 characters — given/want tables.
import { describe, expect, it } from 'vitest';
import { DOC_LINE_WIDTH, jsDoc, wrapCommentLines, wrapDocLines } from '../../generator/render/comment.js';

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('wrapDocLines', () => {
  it.each([
    ['a short line', ['Lists the tunnels.'], 40, ['Lists the tunnels.']],
    ['a long line, at the last space that fits', [words(10)], 20, ['word word word word', 'word word word word', 'word word']],
    ['a list item, its continuation under its text', [`- ${words(6)}`], 16, ['- word word word', '  word word word']],
    ['a numbered item', [`1. ${words(6)}`], 16, ['1. word word', '   word word', '   word word']],
    ['not inside a code span where a space outside one fits', ['see `a b c d` and more'], 16, ['see `a b c d`', 'and more']],
    ['a code block as it is', ['```', words(10), '```'], 20, ['```', words(10), '```']],
    ['a table row as it is', [`| ${words(10)} |`], 20, [`| ${words(10)} |`]],
    ['a word longer than the width as it is', [`see https://example.com/${'x'.repeat(40)} now`], 20, ['see', `https://example.com/${'x'.repeat(40)}`, 'now']],
    ['blank lines kept', ['a', '', 'b'], 20, ['a', '', 'b']],
  ])('given %s', (_, lines, width, want) => {
    expect(wrapDocLines(lines, width)).toEqual(want);
  });
});

describe('jsDoc', () => {
  it('given a description longer than a line, want no line over the width at its indent', () => {
    const doc = jsDoc([words(60)], '      ');
    const lines = doc.trimEnd().split('\n');
    expect(lines[0]).toBe('      /**');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(DOC_LINE_WIDTH);
    expect(lines.slice(1, -1).every((l) => l.startsWith('       * '))).toBe(true);
  });

  it('given a line that fits alone but not as a one-line comment, want a block', () => {
    const line = 'x'.repeat(DOC_LINE_WIDTH - 5);
    expect(jsDoc([line])).toBe(`/**\n * ${line}\n */\n`);
  });

  it('given a short line, want a one-line comment', () => {
    expect(jsDoc(['Lists the tunnels.'], '  ')).toBe('  /** Lists the tunnels. */\n');
  });
});

describe("wrapCommentLines (printed code: openapi-typescript's schema.gen.ts)", () => {
  const long = words(40, 'wordy');
  it.each([
    ['a block line', `    /**\n     * @description ${long}\n     */`, `@description ${long}`],
    ['a one-line comment', `    /** ${long} */`, long],
  ])('given %s longer than the width, want a block within it at the same indentation, the same words', (_, given, text) => {
    const wrapped = wrapCommentLines(given).split('\n');
    expect(wrapped[0]).toBe('    /**');
    expect(wrapped.at(-1)).toBe('     */');
    const inner = wrapped.slice(1, -1);
    expect(inner.length).toBe(2);
    expect(inner.every((l) => l.startsWith('     * ') && l.length <= DOC_LINE_WIDTH)).toBe(true);
    expect(inner.map((l) => l.slice('     * '.length)).join(' ')).toBe(text);
  });

  it('given code and short comments, want them as they are', () => {
    const code = '/** Short. */\nexport type A = "* not a comment";\n';
    expect(wrapCommentLines(code)).toBe(code);
  });
});
