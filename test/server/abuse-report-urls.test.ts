// Reported URLs and report statuses as functions, with a property: every URL the server accepts is a
// valid `uri` for the response schema (ajv-formats' RFC 3986 check), so an accepted report can always
// be answered.

import { fullFormats } from 'ajv-formats/dist/formats.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportedHostnames, reportStatus } from '../../server/resources/abuse-report-urls.js';

const isUri = fullFormats.uri as (value: string) => boolean;

function accepted(url: string): boolean {
  try {
    reportedHostnames([url]);
    return true;
  } catch {
    return false;
  }
}

describe('reportedHostnames', () => {
  it('keeps the first appearance of each lower-cased hostname', () => {
    expect(reportedHostnames(['https://B.example/1', 'http://a.example', 'https://b.example:8443/2', 'HTTP://A.EXAMPLE./', 'http://c.example.'])).toEqual([
      'b.example',
      'a.example',
      'c.example',
    ]);
  });

  it('accepts only URIs that the response schema accepts', () => {
    // URI delimiters and characters RFC 3986 forbids, densely, after the scheme and after a host.
    const tricky = fc.constantFrom(...'abc:/?#[]@!$&\'()*+,;=%-._~ 09AF\\|^{}"<>`'.split(''));
    const candidates = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ unit: tricky }).map((rest) => `http://${rest}`),
      fc.string({ unit: tricky }).map((rest) => `https://example.com${rest}`),
      fc.string({ unit: 'binary' }).map((path) => `https://example.com/${path}`),
      fc.string(),
    );
    fc.assert(
      fc.property(candidates, (url) => !accepted(url) || isUri(url)),
      { numRuns: 5000 },
    );
  });

  it('accepts the web URLs fast-check generates with http and https', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => accepted(url)),
      { numRuns: 500 },
    );
  });
});

describe('reportStatus', () => {
  const of = (...statuses: Array<'PENDING' | 'BANNED' | 'UNBANNED' | 'IGNORE'>) => reportStatus(statuses.map((status, i) => ({ hostname: `h${i}`, status })));
  it.each([
    [['PENDING'], 'PENDING'],
    [['PENDING', 'PENDING'], 'PENDING'],
    [['BANNED'], 'PROCESSED'],
    [['BANNED', 'IGNORE', 'UNBANNED'], 'PROCESSED'],
    [['PENDING', 'BANNED'], 'PARTIALLY_PROCESSED'],
    [['IGNORE', 'PENDING'], 'PARTIALLY_PROCESSED'],
  ] as const)('%j → %s', (statuses, want) => expect(of(...statuses)).toBe(want));
});
