// The bundled spec at the server's URL (server/docs/spec-at-public-url.ts): each `servers` entry naming the
// generated servers[0].url names the public URL instead; every other byte stays.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { specJsonAt, specYamlAt } from '../../server/docs/spec-at-public-url.js';

const TO = 'https://api.example.com/v2';

describe('specYamlAt', () => {
  it.each([
    [
      "the generator's style",
      'openapi: 3.1.0\nservers:\n  - url: http://a:1\n    description: x\npaths: {}\n',
      `openapi: 3.1.0\nservers:\n  - url: ${TO}\n    description: x\npaths: {}\n`,
    ],
    [
      'items at column 0, a comment inside',
      'servers:\n# the first\n- url: http://a:1\n- url: http://b:2\n- url: http://a:1\ninfo: {}\n',
      `servers:\n# the first\n- url: ${TO}\n- url: http://b:2\n- url: ${TO}\ninfo: {}\n`,
    ],
    ['a quoted URL, servers last', 'info: {}\nservers:\n  - { url: "http://a:1" }\n', `info: {}\nservers:\n  - { url: ${TO} }\n`],
    ['a quoted key (the whole document is parsed)', '"servers":\n  - "url": \'http://a:1\'\n', `"servers":\n  - "url": ${TO}\n`],
    [
      'the same URL elsewhere',
      'paths:\n  /x:\n    servers:\n      - url: http://a:1\nservers:\n  - url: http://a:1\n',
      `paths:\n  /x:\n    servers:\n      - url: http://a:1\nservers:\n  - url: ${TO}\n`,
    ],
    ['no servers', 'openapi: 3.1.0\npaths: {}\n', 'openapi: 3.1.0\npaths: {}\n'],
  ])('%s', (_name, given, want) => {
    const served = specYamlAt(given, TO);
    expect(served).toBe(want);
    // Read back, the first server is the public URL.
    if (given.includes('servers')) expect(parse(served).servers[0].url).toBe(TO);
  });
});

describe('specJsonAt', () => {
  it("points every servers entry with the first URL at the public URL and keeps the generator's formatting", () => {
    const given = `${JSON.stringify({ openapi: '3.1.0', servers: [{ url: 'http://a:1' }, { url: 'http://b:2' }, { url: 'http://a:1', description: 'again' }] }, null, 2)}\n`;
    const want = `${JSON.stringify({ openapi: '3.1.0', servers: [{ url: TO }, { url: 'http://b:2' }, { url: TO, description: 'again' }] }, null, 2)}\n`;
    expect(specJsonAt(given, TO)).toBe(want);
  });

  it('leaves a spec without servers as it is', () => {
    expect(specJsonAt('{"openapi":"3.1.0"}', TO)).toBe('{"openapi":"3.1.0"}');
  });
});
