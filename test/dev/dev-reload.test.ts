// The server's part of the live docs of `npm run dev` (server/docs/dev-reload.ts): with DOCS_LIVE_URL the docs
// page loads the channel's script and is served uncompressed; without it (npm start, tests) the page is served
// as generated; a value that is not a loopback http origin is a configuration error that says what it must be.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config.js';
import { docsLiveUrl, docsOptions, withDevReload } from '../../server/docs/dev-reload.js';

describe('withDevReload', () => {
  const page = '<!DOCTYPE html>\n<html><body>\n  <div id="redoc"></div>\n</body>\n</html>\n';
  const table: ReadonlyArray<{ name: string; given: string; liveUrl: string; want: string }> = [
    {
      name: 'one deferred script tag before </body>',
      given: page,
      liveUrl: 'http://127.0.0.1:40123',
      want: '<!DOCTYPE html>\n<html><body>\n  <div id="redoc"></div>\n<script src="http://127.0.0.1:40123/live.js" defer></script>\n</body>\n</html>\n',
    },
    {
      name: 'a page with no </body>: at the end',
      given: '<p>x</p>',
      liveUrl: 'http://127.0.0.1:1',
      want: '<p>x</p><script src="http://127.0.0.1:1/live.js" defer></script>\n',
    },
  ];
  it.each(table)('$name', ({ given, liveUrl, want }) => {
    expect(withDevReload(given, liveUrl)).toBe(want);
  });
});

describe('docsOptions', () => {
  it('outside npm run dev: the page as generated, compressed', () => {
    expect(docsOptions({})).toEqual({});
  });

  it('in npm run dev: the page with the channel script, uncompressed', () => {
    const options = docsOptions({ DOCS_LIVE_URL: 'http://127.0.0.1:40123' });
    expect(options.compress).toBe(false);
    expect(options.transformPage?.('<body></body>')).toBe('<body><script src="http://127.0.0.1:40123/live.js" defer></script>\n</body>');
  });
});

describe('docsLiveUrl', () => {
  it.each([
    { given: undefined, want: undefined },
    { given: '', want: undefined },
    { given: 'http://127.0.0.1:40123', want: 'http://127.0.0.1:40123' },
    { given: 'http://localhost:40123/', want: 'http://localhost:40123' },
    { given: 'http://[::1]:40123', want: 'http://[::1]:40123' },
  ])('$given → $want', ({ given, want }) => {
    expect(docsLiveUrl(given === undefined ? {} : { DOCS_LIVE_URL: given })).toBe(want);
  });

  it.each(['https://example.com', 'http://10.0.0.5:4000', 'http://127.0.0.1:4000/live.js', 'javascript:alert(1)', 'not a url'])('refuses %s', (given) => {
    expect(() => docsLiveUrl({ DOCS_LIVE_URL: given })).toThrow(ConfigError);
    expect(() => docsLiveUrl({ DOCS_LIVE_URL: given })).toThrow(
      /^invalid DOCS_LIVE_URL: must be the http:\/\/127\.0\.0\.1:PORT of npm run dev's live channel, not /,
    );
  });
});
