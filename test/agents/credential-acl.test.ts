// Which labels a credential's ACL lets its agents bind (server/agents/credential-acl.ts): given an ACL and the
// announced tunnels' labels, the first label refused (undefined when all are allowed).
import { describe, expect, it } from 'vitest';
import { aclRefusalMessage, deniedLabel } from '../../server/agents/credential-acl.js';

const web = [{ labels: { app: 'web' } }];
const webCi = [{ labels: { app: 'web', env: 'ci' } }];

describe('deniedLabel', () => {
  it.each([
    ['an empty ACL allows everything', [], webCi, undefined],
    ['a bare * allows everything', ['*'], webCi, undefined],
    ['an exact label rule', ['bind:app=web'], web, undefined],
    ['another value is refused', ['bind:app=web'], [{ labels: { app: 'db' } }], 'app=db'],
    ['every label must be allowed', ['bind:app=web'], webCi, 'env=ci'],
    ['two rules, two labels', ['bind:app=web', 'bind:env=ci'], webCi, undefined],
    ['a value wildcard', ['bind:app=*'], [{ labels: { app: 'anything-at-all' } }], undefined],
    ['a value prefix wildcard', ['bind:app=web-*'], [{ labels: { app: 'web-2' } }], undefined],
    ['a value prefix wildcard refuses others', ['bind:app=web-*'], [{ labels: { app: 'db-2' } }], 'app=db-2'],
    ['a key wildcard', ['bind:*=ci'], webCi, 'app=web'],
    ['a domain rule allows no label', ['bind:*.example.com'], web, 'app=web'],
    ['a regex character in a rule is literal', ['bind:app=w.b'], web, 'app=web'],
    ['no tunnels bind nothing', ['bind:app=web'], [], undefined],
    ['a tunnel without labels binds nothing', ['bind:app=web'], [{ labels: {} }], undefined],
    ['the second tunnel is checked too', ['bind:app=web'], [...web, { labels: { app: 'db' } }], 'app=db'],
  ])('%s', (_, acl, tunnels, want) => {
    expect(deniedLabel(acl, tunnels)).toBe(want);
  });

  it('says what the real service says, with the credential and the label', () => {
    expect(aclRefusalMessage('cr_1', 'app=db')).toBe('The credential ACL policy does not permit binding this label. Credential ID: cr_1 Label: app=db');
  });
});
