import { describe, expect, it } from 'vitest';
import { unpairedSurrogatePointer } from './unstorable-text.js';

describe('unpairedSurrogatePointer', () => {
  it.each([
    { given: { description: 'a\ud800' }, want: '/description' },
    { given: { description: '\udc00b' }, want: '/description' },
    { given: { description: 'a pair 😀 is text', metadata: 'x' }, want: undefined },
    { given: { headers: { 'x-a': 'ok', 'x-b': 'b\udbff' } }, want: '/headers/x-b' },
    { given: { labels: { 'a/b~\ud800': 'v' } }, want: '/labels/a~1b~0\ud800' },
    { given: { acl: ['ok', 'bind:\udfff'] }, want: '/acl/1' },
    { given: { nested: [{ deep: ['\ud83d'] }] }, want: '/nested/0/deep/0' },
    { given: 'top\ud800', want: '' },
    { given: { count: 3, flag: true, none: null }, want: undefined },
    { given: undefined, want: undefined },
  ])('$given → $want', ({ given, want }) => {
    expect(unpairedSurrogatePointer(given)).toBe(want);
  });
});
