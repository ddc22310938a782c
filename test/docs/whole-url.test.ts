// replaceWholeUrl (server/docs/whole-url.ts): the generated base URL becomes the public one where it stands
// as a whole URL or begins a longer one, never inside another host, port or path segment.
import { describe, expect, it } from 'vitest';
import { replaceWholeUrl } from '../../server/docs/whole-url.js';

const FROM = 'http://127.0.0.1:4010';
const TO = 'https://api.example.com/v2';

describe('replaceWholeUrl', () => {
  it.each([
    ['a quoted base URL', `baseUrl: '${FROM}'`, `baseUrl: '${TO}'`],
    ['a URL with a path', `curl -X GET '${FROM}/tunnels?limit=2'`, `curl -X GET '${TO}/tunnels?limit=2'`],
    ['a double-quoted URL and a query', `"${FROM}?x=1"`, `"${TO}?x=1"`],
    ['the whole text', FROM, TO],
    ['every occurrence', `${FROM}/a ${FROM}/b`, `${TO}/a ${TO}/b`],
    ['a longer port', `${FROM}0/tunnels`, `${FROM}0/tunnels`],
    ['a longer host', `${FROM}.example/x`, `${FROM}.example/x`],
    ['another scheme before it', `xhttp://127.0.0.1:4010/`, `xhttp://127.0.0.1:4010/`],
    ['a URL in a fragment', `see #${FROM}`, `see #${TO}`],
    ['text without it', 'curl http://localhost:4010', 'curl http://localhost:4010'],
  ])('%s', (_name, given, want) => {
    expect(replaceWholeUrl(given, FROM, TO)).toBe(want);
  });

  it.each([
    ['a path segment that goes on', 'http://h/v1', 'http://h/v10/x', 'http://h/v10/x'],
    ['a path segment that ends', 'http://h/v1', 'http://h/v1/x', 'https://new/x'],
    ['a base URL ending in a slash', 'http://h/', 'http://h/x', 'https://new/x'],
  ])('a base URL with a path: %s', (_name, from, given, want) => {
    expect(replaceWholeUrl(given, from, from.endsWith('/') ? 'https://new/' : 'https://new')).toBe(want);
  });
});
