/** Deep refs are replaced by copies of their targets before openapi-typescript reads the document; given → want. */
import { describe, expect, it } from 'vitest';
import { inlineDeepRefs } from '../../generator/emit/client/inline-deep-refs.js';

const schemas = {
  Event: {
    type: 'object',
    properties: {
      attributes: { type: 'object', properties: { title: { type: 'string' } } },
      owner: { $ref: '#/components/schemas/Person/properties/id' },
    },
  },
  Person: { type: 'object', properties: { id: { type: 'string' } } },
};

const CASES: ReadonlyArray<readonly [string, unknown, unknown]> = [
  ['a ref to a whole component stays', { $ref: '#/components/schemas/Event' }, { $ref: '#/components/schemas/Event' }],
  ['a ref to a property becomes a copy of it', { $ref: '#/components/schemas/Event/properties/attributes' }, schemas.Event.properties.attributes],
  ['a copy has its own deep refs replaced', { $ref: '#/components/schemas/Event/properties/owner' }, { type: 'string' }],
  [
    'keywords beside the ref hold together with it, as allOf',
    { $ref: '#/components/schemas/Event/properties/attributes', required: ['title'] },
    { required: ['title'], allOf: [schemas.Event.properties.attributes] },
  ],
  [
    'an allOf beside the ref keeps its members after the copy',
    { $ref: '#/components/schemas/Person/properties/id', allOf: [{ minLength: 1 }] },
    { allOf: [{ type: 'string' }, { minLength: 1 }] },
  ],
  [
    'a ref under allOf is replaced where it is',
    { allOf: [{ $ref: '#/components/schemas/Event/properties/attributes' }], required: ['title'] },
    { allOf: [schemas.Event.properties.attributes], required: ['title'] },
  ],
  [
    'a ref into paths is deep too',
    { $ref: '#/paths/~1people/get/responses/200/content/application~1json/schema' },
    { type: 'array', items: { $ref: '#/components/schemas/Person' } },
  ],
  [
    'a ref that does not resolve stays (the loader reports it)',
    { $ref: '#/components/schemas/Nope/properties/x' },
    { $ref: '#/components/schemas/Nope/properties/x' },
  ],
  ['an external ref stays', { $ref: 'other.yaml#/a/b/c' }, { $ref: 'other.yaml#/a/b/c' }],
];

describe('inlineDeepRefs', () => {
  it.each(CASES)('%s', (_name, given, want) => {
    const document = {
      components: { schemas: structuredClone(schemas) },
      paths: {
        '/people': {
          get: { responses: { 200: { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Person' } } } } } } },
        },
      },
      'x-test': structuredClone(given),
    };
    inlineDeepRefs(document);
    expect(document['x-test']).toEqual(want);
  });

  it('leaves a schema that contains itself through a deep ref as a ref, once a copy of it is under way', () => {
    const document = {
      components: {
        schemas: {
          Tree: { type: 'object', properties: { node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Tree/properties/node' } } } } },
        },
      },
      'x-test': { $ref: '#/components/schemas/Tree/properties/node' },
    };
    expect(inlineDeepRefs(document)).toBeGreaterThan(0);
    expect(document['x-test']).toEqual({
      type: 'object',
      properties: { child: { type: 'object', properties: { child: { $ref: '#/components/schemas/Tree/properties/node' } } } },
    });
  });
});
