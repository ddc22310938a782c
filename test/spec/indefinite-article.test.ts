// "a" or "an" by sound (spec-lint/article.js), as a given/want table: every resource of the spec by its tag's
// display name (a new tag must join the table), the words that fool spelling, and the lint rule's reading
// of prose (code spans skipped, the article's case kept).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { indefiniteArticle } from '../../spec-lint/article.js';
import { articleSlips } from '../../spec-lint/rules/indefinite-article.js';

const root = join(import.meta.dirname, '..', '..');
const tags: Array<{ 'x-displayName': string }> = parse(readFileSync(join(root, 'spec/openapi.yaml'), 'utf8')).tags;

/** Every tag's display name, singular where the resource is counted, with the article it wants. */
const RESOURCES: Record<string, 'a' | 'an'> = {
  'Tunnel Group Backends': 'a',
  'HTTP Response Backends': 'an',
  'Weighted Backends': 'a',
  'SSH Certificate Authorities': 'an',
  'SSH User Certificates': 'an',
  'Tunnel Sessions': 'a',
  Tunnels: 'a',
  'Agent Ingresses': 'an',
  'Reserved Addresses': 'a',
  'Abuse Reports': 'an',
  Credentials: 'a',
  'HTTPS Edges': 'an',
  'HTTPS Edge Routes': 'an',
  'TCP Edges': 'a',
  'TLS Edges': 'a',
  'IP Policies': 'an',
  'Certificate Authorities': 'a',
  'Endpoint Configurations': 'an',
  'HTTPS Edge Route SAML Module': 'an',
  'HTTPS Edge Route IP Restriction Module': 'an',
  'HTTPS Edge Route OAuth Module': 'an',
  'HTTPS Edge Route Backend Module': 'an',
  'HTTPS Edge Route Response Headers Module': 'an',
  'HTTPS Edge Route Websocket TCP Converter Module': 'an',
  'TCP Edge Backend Module': 'a',
  'TLS Edge Mutual TLS Module': 'a',
};

/** Words whose spelling and sound disagree, and the parts of the rule (acronyms, letters, words). */
const WORDS: Array<[string, 'a' | 'an' | undefined]> = [
  ['abuse', 'an'],
  ['agent', 'an'],
  ['endpoint', 'an'],
  ['update', 'an'],
  ['unused', 'an'],
  ['unauthorized', 'an'],
  ['user', 'a'],
  ['unique', 'a'],
  ['usage', 'a'],
  ['uri', 'a'],
  ['utility', 'a'],
  ['one', 'a'],
  ['European', 'a'],
  ['hour', 'an'],
  ['honest', 'an'],
  ['header', 'a'],
  ['hostname', 'a'],
  ['HTTP', 'an'],
  ['HTTPS', 'an'],
  ['SSH', 'an'],
  ['IP', 'an'],
  ['ACL', 'an'],
  ['API', 'an'],
  ['MX', 'an'],
  ['RSA', 'an'],
  ['URL', 'a'],
  ['TCP', 'a'],
  ['TLS', 'a'],
  ['CA', 'a'],
  ['DNS', 'a'],
  ['PEM', 'a'],
  ['UTF-8', 'a'],
  ['SAML', 'a'],
  ['JSON', 'a'],
  ['OAuth', 'an'],
  ['X.509', 'an'],
  ['F', 'an'],
  ['B', 'a'],
  ['IPPolicy', 'an'],
  ['Id', 'an'],
  ['id', 'an'],
  ['Index', 'an'],
  ['509', undefined],
  ['§', undefined],
  ['', undefined],
];

describe('indefiniteArticle', () => {
  it('the table names every tag of the spec', () => {
    expect(tags.map((t) => t['x-displayName']).sort()).toEqual(Object.keys(RESOURCES).sort());
  });

  it.each(Object.entries(RESOURCES))('%s → %s', (name, want) => {
    expect(indefiniteArticle(name)).toBe(want);
  });

  it.each(WORDS)('%s → %s', (word, want) => {
    expect(indefiniteArticle(word)).toBe(want);
  });
});

describe('articleSlips (house/indefinite-article)', () => {
  const cases: Array<[string, string[]]> = [
    ['Identifier of a abuse report.', ['"a abuse" → "an abuse"']],
    ['A HTTPS edge and a SSH key.', ['"A HTTPS" → "An HTTPS"', '"a SSH" → "an SSH"']],
    ['An user, a URL, an X.509 certificate.', ['"An user" → "A user"']],
    ['Sent as an `Service-Version` header; a `hostname:port` assigned.', []],
    ['Data, a 509 or a-b.', []],
    ['Banana and a ant.', ['"a ant" → "an ant"']],
  ];
  it.each(cases)('%s', (text, want) => {
    expect(articleSlips(text)).toEqual(want);
  });
});
