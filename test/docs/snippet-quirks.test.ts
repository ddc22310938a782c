// The JSON body text handed to each snippet-library client (generator/emit/docs/snippet-quirks.ts): given an
// example, want the text that makes the library print the exact literal. samples-run.test.ts checks the same
// end to end, through the real runtimes.
import { describe, expect, it } from 'vitest';
import { javascriptJsonText, javascriptRestore, NESTED_BODY_KEY, pythonJsonText, rubyJsonText } from '../../generator/emit/docs/snippet-quirks.js';

describe('snippet quirks', () => {
  it.each([
    ['plain text is unchanged', { a: 'b' }, { a: 'b' }],
    ["backslash, line breaks and tab escaped; a value's double quote left to the library", { a: 'x\\y\n"z"\r\t' }, { a: 'x\\\\y\\n"z"\\r\\t' }],
    ['other control characters as \\x escapes', { a: '\u0001\u007f' }, { a: '\\x01\\x7f' }],
    ['a key is escaped completely, double quote included', { 'k"\\': [1, null, 's\n'] }, { 'k\\"\\\\': [1, null, 's\\n'] }],
  ])('Python: %s', (_, example, want) => {
    expect(JSON.parse(pythonJsonText(example))).toEqual(want);
  });

  it.each([
    ['backslashes doubled, single quotes escaped', { a: "it's a \\ b" }, { a: "it\\'s a \\\\ b" }],
    [
      'a body field at any depth renamed',
      { body: { body: 'x' }, list: [{ body: 1 }] },
      { [NESTED_BODY_KEY]: { [NESTED_BODY_KEY]: 'x' }, list: [{ [NESTED_BODY_KEY]: 1 }] },
    ],
  ])('JavaScript: %s', (_, example, want) => {
    expect(JSON.parse(javascriptJsonText(example))).toEqual(want);
  });

  it('JavaScript: the renamed body fields come back in the snippet', () => {
    expect(javascriptRestore(`body: JSON.stringify({${NESTED_BODY_KEY}: {${NESTED_BODY_KEY}: 'x'}})`)).toBe("body: JSON.stringify({body: {body: 'x'}})");
  });

  it('JavaScript: an example that already uses the placeholder name is refused', () => {
    expect(() => javascriptJsonText({ [NESTED_BODY_KEY]: 1 })).toThrow(/placeholder/);
  });

  it('Ruby: # becomes the JSON escape \\u0023, the same JSON value', () => {
    const text = rubyJsonText({ a: '#{x} #@y', '#k': 1 });
    expect(text).toBe('{"a":"\\u0023{x} \\u0023@y","\\u0023k":1}');
    expect(JSON.parse(text)).toEqual({ a: '#{x} #@y', '#k': 1 });
  });
});
