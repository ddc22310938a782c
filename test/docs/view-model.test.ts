// The docs view model (generator/emit/docs/view-model.ts): the document Redocly renders drops the patterns
// that only keep out NUL (the bundle keeps them) and carries the error codes as a section of its own.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { dropNulOnlyPatterns, isNulOnlyPattern } from '../../generator/emit/docs/nul-only-pattern.js';
import { docsView } from '../../generator/emit/docs/view-model.js';
import { REPO_ROOT } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';

const bundle = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'generated', 'openapi.json'), 'utf8')) as Record<string, unknown>;

function view(document: Record<string, unknown>): any {
  return docsView(buildIr(document, new Diagnostics()), new Map()).document;
}

function patterns(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) patterns(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'pattern' && typeof item === 'string') found.push(item);
      else patterns(item, found);
    }
  }
  return found;
}

describe('patterns that only keep out NUL', () => {
  it.each([
    ['^[^\\u0000]*$', true],
    ['^[^\\x00]*$', true],
    ['^[^\\0]*$', true],
    ['^[^\\u{0}]*$', true],
    ['^[^\u0000]*$', true],
    ['^[^\\r\\n\\u0000]*$', false],
    ['^[^\\u0000]+$', false],
    ['[^\\u0000]*', false],
    ['^[^\\u00001]*$', false],
    ['^[a-z]*$', false],
  ])('%j only keeps out NUL: %s', (pattern, want) => {
    expect(isNulOnlyPattern(pattern)).toBe(want);
  });

  it("are gone from the docs' copy of the real bundle; every other pattern stays, and the bundle keeps them all", () => {
    const before = patterns(bundle);
    const after = patterns(view(bundle));
    expect(before.filter(isNulOnlyPattern).length).toBeGreaterThan(0);
    expect(after.filter(isNulOnlyPattern)).toEqual([]);
    expect(after.sort()).toEqual(before.filter((p) => !isNulOnlyPattern(p)).sort());
    expect(after).toContain('^[^\\r\\n\\u0000]*$');
    expect(patterns(bundle)).toEqual(before);
  });

  it("are dropped from schemas only: a field named pattern, an example's value and an extension stay", () => {
    const nul = '^[^\\u0000]*$';
    const document = {
      components: {
        schemas: {
          Rule: {
            type: 'object',
            properties: { pattern: { type: 'string', pattern: nul }, default: { type: 'string', pattern: nul } },
            example: { pattern: nul },
          },
        },
      },
      paths: { '/x': { get: { responses: { default: { content: { 'application/json': { schema: { type: 'string', pattern: nul } } } } } } } },
      'x-rules': { pattern: nul },
    };
    dropNulOnlyPatterns(document);
    expect(document).toEqual({
      components: {
        schemas: { Rule: { type: 'object', properties: { pattern: { type: 'string' }, default: { type: 'string' } }, example: { pattern: nul } } },
      },
      paths: { '/x': { get: { responses: { default: { content: { 'application/json': { schema: { type: 'string' } } } } } } } },
      'x-rules': { pattern: nul },
    });
  });
});

describe('the error codes section', () => {
  const registry = [{ code: 'NOT_FOUND', status: 404, message: 'Not found.', description: 'No such thing.' }];
  const minimal = (extra: Record<string, unknown>) => ({
    openapi: '3.1.0',
    info: { title: 'T', version: '1', description: 'Intro.' },
    paths: {},
    components: { 'x-error-codes': registry },
    ...extra,
  });

  it('is the first tag, without operations, and not in the introduction', () => {
    const document = view(bundle);
    expect(document.tags[0]).toMatchObject({ name: 'error_codes', 'x-displayName': 'Error codes', 'x-traitTag': true });
    expect(document.tags[0].description).toContain('<div class="error-codes">');
    expect(document.tags.slice(1)).toEqual(bundle['tags']);
    expect(document.info.description).toBe((bundle['info'] as { description: string }).description);
  });

  it('takes a free name, and joins the tag groups when there are any', () => {
    const document = view(minimal({ tags: [{ name: 'error_codes' }], 'x-tagGroups': [{ name: 'API', tags: ['error_codes'] }] }));
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(['error_codes_2', 'error_codes']);
    expect(document['x-tagGroups']).toEqual([
      { name: 'Error codes', tags: ['error_codes_2'] },
      { name: 'API', tags: ['error_codes'] },
    ]);
  });

  it('is left out without a registry', () => {
    expect(view({ ...minimal({}), components: {} }).tags).toBeUndefined();
  });
});
