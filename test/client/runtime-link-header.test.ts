// The `rel="next"` target of a Link header (RFC 8288 §3), as generator/runtime/client/pagination.ts reads it.
import { describe, expect, it } from 'vitest';
import { nextLink } from '../../generator/runtime/client/pagination.js';

describe('nextLink', () => {
  it.each([
    { header: null, want: undefined },
    { header: '', want: undefined },
    { header: '<https://a.example/x?page=2>; rel="next"', want: 'https://a.example/x?page=2' },
    { header: '<https://a.example/x?page=2>; rel=next', want: 'https://a.example/x?page=2' },
    {
      header: '<https://a.example/x?page=1>; rel="prev", <https://a.example/x?page=3>; rel="next", <https://a.example/x?page=9>; rel="last"',
      want: 'https://a.example/x?page=3',
    },
    { header: '<https://a.example/x?page=3>; title="a; b"; REL="Next"', want: 'https://a.example/x?page=3' },
    { header: '</x?page=2>; rel="next last"', want: '/x?page=2' },
    { header: '<https://a.example/x?page=9>; rel="last"', want: undefined },
    { header: '<https://a.example/next>; rel="nextish"', want: undefined },
  ])('$header → $want', ({ header, want }) => {
    expect(nextLink(header)).toBe(want);
  });
});
