import { describe, expect, it } from 'vitest';
import { membersWithout, memberText, omitMember } from './omit-member.js';

describe('omitMember', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['only member', { modules: { saml: { x: 1 } } }],
    ['first', { modules: [1, { a: '}' }], match: '/a', match_type: 'exact' }],
    ['middle', { match: '/a', modules: { b: '"{[,]}"\\' }, metadata: 'm' }],
    ['last', { match: '/a', metadata: 'x', modules: 'text, with: "quotes" \\ and } brackets ]' }],
    ['a number and null beside it', { a: 1.5, modules: null, z: true }],
    ['absent', { match: '/a', modules_count: 2, description: '"modules"' }],
    ['empty', {}],
  ];
  it.each(cases)('the member left out, the rest as JSON.stringify writes it: %s', (_, value) => {
    const { modules: _omitted, ...rest } = value;
    const text = JSON.stringify(value);
    expect(omitMember(text, 'modules')).toBe(JSON.stringify(rest));
    expect(JSON.parse(omitMember(text, 'modules'))).toEqual(rest);
    // After a head, as an answer writes them: the same members.
    expect(JSON.parse(`{"id":1${membersWithout(text, 'modules').join('')}}`)).toEqual({ id: 1, ...rest });
  });

  it('returns the text itself when the key is nowhere in it', () => {
    const text = JSON.stringify({ match: '/a' });
    expect(omitMember(text, 'modules')).toBe(text);
  });
});

describe('memberText', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['only member', { modules: { saml: { x: 1 } } }],
    ['first', { modules: [1, { a: '}' }], match: '/a' }],
    ['after a value that names it', { description: '"modules":{"a":1}', modules: { b: '"{[,]}"\\' } }],
    ['a string', { match: '/a', modules: 'text, with: "quotes" \\ and } brackets ]' }],
    ['null', { a: 1.5, modules: null }],
    ['absent', { match: '/a', modules_count: 2, description: '"modules"' }],
    ['empty', {}],
  ];
  it.each(cases)("the member's value as JSON.stringify writes it, undefined when absent: %s", (_, value) => {
    const text = JSON.stringify(value);
    const want = 'modules' in value ? JSON.stringify(value.modules) : undefined;
    expect(memberText(text, 'modules')).toBe(want);
    // In a stored answer (the members after `{`, a head first), scanned from 0.
    expect(memberText(`"created_at":"2026-01-01T00:00:00Z"${text === '{}' ? '}' : `,${text.slice(1)}`}`, 'modules', 0)).toBe(want);
  });
});
