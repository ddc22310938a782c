// Documentation-only changes (generator/diff/documentation-diff.ts), given/want: which edits are reported
// and how the message names the place. Tags and parameters are named and paired by name, never `tags/3`.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { compareDocumentation } from '../../generator/diff/documentation-diff.js';
import { buildIr } from '../../generator/ir/build.js';

type Json = any;

function document(): Json {
  return {
    openapi: '3.1.0',
    info: { title: 'widgets', version: '1', description: 'Widgets.' },
    tags: [{ name: 'widgets', description: 'Widgets.' }, { name: 'gadgets', description: 'Gadgets.' }, { name: 'sprockets' }],
    paths: {
      '/widgets/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'The id.' }],
        get: {
          operationId: 'getWidget',
          tags: ['widgets'],
          summary: 'Get a widget',
          parameters: [
            { name: 'fields', in: 'query', schema: { type: 'string' }, description: 'Fields.' },
            { name: 'trace', in: 'query', schema: { type: 'string' } },
            { name: 'trace', in: 'header', schema: { type: 'string' } },
          ],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' } } } } },
        },
      },
    },
    components: { schemas: { Widget: { type: 'object', properties: { description: { type: 'string', description: 'Free text.' } } } } },
  };
}

function changes(edit: (spec: Json) => void): Array<[string, string, string, string]> {
  const diagnostics = new Diagnostics();
  const head = document();
  edit(head);
  const [base, after] = [document(), head].map((spec) => buildIr(spec, diagnostics));
  expect(diagnostics.all).toEqual([]);
  return compareDocumentation(base!, after!).map((c) => [c.rule, c.message, c.side, c.pointer]);
}

describe('documentation-only changes', () => {
  const table: Array<[string, (s: Json) => void, Array<[string, string, string, string]>]> = [
    ['nothing changed', () => {}, []],
    [
      'a tag description, named by the tag',
      (s) => {
        s.tags[1].description = 'Gadgets, all kinds.';
      },
      [['description-changed', 'tag gadgets: description changed', 'head', '/tags/1/description']],
    ],
    [
      'a tag description added',
      (s) => {
        s.tags[2].description = 'Sprockets.';
      },
      [['description-added', 'tag sprockets: description added', 'head', '/tags/2/description']],
    ],
    [
      'tags reordered: no change',
      (s) => {
        s.tags.reverse();
      },
      [],
    ],
    [
      'tags reordered and one edited: the pointer is where it now is',
      (s) => {
        s.tags.reverse();
        s.tags[2].description = 'Widgets!';
      },
      [['description-changed', 'tag widgets: description changed', 'head', '/tags/2/description']],
    ],
    [
      'a removed tag is not a documentation change',
      (s) => {
        s.tags.splice(1, 1);
      },
      [],
    ],
    [
      'a path parameter, named by the parameter',
      (s) => {
        s.paths['/widgets/{id}'].parameters[0].description = 'The widget id.';
      },
      [['description-changed', '/widgets/{id} parameter id: description changed', 'head', '/paths/~1widgets~1{id}/parameters/0/description']],
    ],
    [
      'an operation parameter',
      (s) => {
        delete s.paths['/widgets/{id}'].get.parameters[0].description;
      },
      [['description-removed', 'GET /widgets/{id} parameter fields: description removed', 'base', '/paths/~1widgets~1{id}/get/parameters/0/description']],
    ],
    [
      'two parameters of one name: told apart by where they are',
      (s) => {
        s.paths['/widgets/{id}'].get.parameters[2].description = 'Trace id.';
      },
      [['description-added', 'GET /widgets/{id} parameter trace (header): description added', 'head', '/paths/~1widgets~1{id}/get/parameters/2/description']],
    ],
    [
      'an operation summary',
      (s) => {
        s.paths['/widgets/{id}'].get.summary = 'Fetch a widget';
      },
      [['summary-changed', 'GET /widgets/{id}: summary changed', 'head', '/paths/~1widgets~1{id}/get/summary']],
    ],
    [
      'a field description; a field called description is not documentation',
      (s) => {
        s.components.schemas.Widget.properties.description.description = 'Any text.';
      },
      [
        [
          'description-changed',
          'schema Widget properties/description: description changed',
          'head',
          '/components/schemas/Widget/properties/description/description',
        ],
      ],
    ],
    [
      'the document description',
      (s) => {
        s.info.description = 'All widgets.';
      },
      [['description-changed', 'info: description changed', 'head', '/info/description']],
    ],
  ];
  it.each(table)('%s', (_name, edit, want) => {
    expect(changes(edit)).toEqual(want);
  });
});
