// HTML in descriptions written as Markdown for doc comments (generator/render/html-in-markdown.ts): given/want, from
// what real documents write (Lob's tags and operations among them).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownDescriptions } from '../../generator/emit/client/markdown-descriptions.js';
import { jsDocLines } from '../../generator/render/comment.js';
import { hasHtml, markdownWithoutHtml } from '../../generator/render/html-in-markdown.js';

describe('markdownWithoutHtml', () => {
  it.each([
    ['Markdown alone, as it is', 'Lists the *tunnels*.\n\n- one_two\n- `three`', 'Lists the *tunnels*.\n\n- one_two\n- `three`'],
    [
      'a placeholder that is no HTML element, as it is',
      'Send `Authorization: Bearer <API key>` or Bearer <API key>; a List<Item>.',
      'Send `Authorization: Bearer <API key>` or Bearer <API key>; a List<Item>.',
    ],
    ['a comparison, as it is', 'when a < b', 'when a < b'],
    ['a line break', 'Update a campaign.<br> **NOTE:** only when `pending_approval`.', 'Update a campaign.\n**NOTE:** only when `pending_approval`.'],
    [
      'a link to the top of the page, gone with its text',
      'Creates an address.\n<div class="back-to-top" ><a href="#" onclick="toTopLink()">back to top</a></div>',
      'Creates an address.',
    ],
    [
      'a link into the vendor’s page, its text',
      'See [the examples](#operation/intl_verification) and <a href="#tag/Letters">letters</a>.',
      'See the examples and letters.',
    ],
    [
      'a link elsewhere, a Markdown link',
      'Try our <a href="https://lob.com/demo" target="_blank">live demo</a>.',
      'Try our [live demo](https://lob.com/demo).',
    ],
    ['inline elements', 'A <b>bold</b>, <i>slanted</i> and <code>coded</code> word.', 'A **bold**, *slanted* and `coded` word.'],
    [
      'a table, as GitHub writes one',
      '<table>\n  <tr>\n    <th style="white-space: nowrap">RESPONSE</th>\n    <th>SET <code>primary_line</code> TO</th>\n  </tr>\n  <tr>\n    <td><code>deliverable</code></td>\n    <td>deliverable</td>\n  </tr>\n</table>',
      '| RESPONSE | SET `primary_line` TO |\n| --- | --- |\n| `deliverable` | deliverable |',
    ],
    [
      'Markdown around HTML kept: a heading, a fenced block, a numbered list',
      '## Test env\n\n<p>Use the test key.</p>\n\n```json\n{"a": "<b>"}\n```\n\n1. first\n2. second',
      '## Test env\n\nUse the test key.\n\n```json\n{"a": "<b>"}\n```\n\n1. first\n2. second',
    ],
    ['an element in a code span only, the code as it is', 'Write `<div>` here.', 'Write `<div>` here.'],
    ['a tag the author escaped, still escaped (text, not an element)', 'Write \\<code> for <b>code</b>.', 'Write \\<code> for **code**.'],
  ])('given %s', (_, given, want) => {
    expect(markdownWithoutHtml(given)).toBe(want);
  });
});

describe('markdownWithoutHtml on any text (a foreign document’s prose must never stop the generator)', () => {
  it('returns text for any mix of elements, placeholders and Markdown, never an exception', () => {
    const piece = fc.oneof(
      fc.constantFrom('<b>', '</b>', '<br>', '<div class="x">', '</div>', '<a href="#">', '</a>', '<code>', '</code>', '<ul><li>x</li></ul>'),
      fc.constantFrom('<API key>', 'List<Item>', '`', '*', '_', '\n', '\n\n', '- ', '1. ', '# ', '```', '|', '&amp;', '<', '\\'),
      fc.string({ maxLength: 5 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        expect(typeof markdownWithoutHtml(pieces.join(''))).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});

describe('hasHtml', () => {
  it.each([
    ['<br>', true],
    ['</div>', true],
    ['<img src="a.png"/>', true],
    ['Bearer <API key>', false],
    ['List<Item>', false],
    ['a <b', false],
    ['<!-- a comment -->', false],
  ])('given %j, want %s', (given, want) => {
    expect(hasHtml(given)).toBe(want);
  });
});

describe('jsDocLines', () => {
  it('given a description that is only a link to the top of the page, want no paragraph for it', () => {
    expect(jsDocLines('Lists letters.', '<div class="back-to-top"><a href="#">back to top</a></div>')).toEqual(['Lists letters.']);
  });
});

describe('markdownDescriptions (the document openapi-typescript reads)', () => {
  it('given descriptions and summaries with HTML beside data with HTML, want the prose rewritten (properties named like keywords too) and the data as it was', () => {
    const document = {
      paths: { '/letters': { get: { summary: 'List <b>letters</b>', description: 'Letters.<br>Newest first.' } } },
      components: {
        schemas: {
          Letter: {
            description: 'A <i>letter</i>.',
            properties: {
              description: { type: 'string', description: 'Its <code>description</code>.', example: '<b>kept</b>', default: '<br>' },
              default: { type: 'boolean', description: 'The <b>default</b> one.' },
              'x-name': { type: 'string', description: 'A <b>named</b> one.' },
            },
            enum: ['<b>kept</b>'],
            'x-note': { description: '<b>kept</b>' },
            examples: [{ description: '<b>kept</b>' }],
          },
        },
      },
    };
    markdownDescriptions(document);
    expect(document).toEqual({
      paths: { '/letters': { get: { summary: 'List **letters**', description: 'Letters.\nNewest first.' } } },
      components: {
        schemas: {
          Letter: {
            description: 'A *letter*.',
            properties: {
              description: { type: 'string', description: 'Its `description`.', example: '<b>kept</b>', default: '<br>' },
              default: { type: 'boolean', description: 'The **default** one.' },
              'x-name': { type: 'string', description: 'A **named** one.' },
            },
            enum: ['<b>kept</b>'],
            'x-note': { description: '<b>kept</b>' },
            examples: [{ description: '<b>kept</b>' }],
          },
        },
      },
    });
  });
});
