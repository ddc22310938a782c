import { describe, expect, it } from 'vitest';
import { closeUnknownFields } from '../../generator/emit/validators/close-unknown-fields.js';
import type { JsonSchema } from '../../generator/ir/types.js';

const props = { properties: { a: { type: 'string' } } };

describe('closeUnknownFields: request bodies reject unknown fields even where the spec forgot', () => {
  it.each<[string, JsonSchema, JsonSchema]>([
    ['a plain object gets additionalProperties: false', { type: 'object', ...props }, { type: 'object', ...props, additionalProperties: false }],
    ['what the spec closed stays as written', { ...props, additionalProperties: false }, { ...props, additionalProperties: false }],
    ['a map stays a map', { type: 'object', additionalProperties: { type: 'string' } }, { type: 'object', additionalProperties: { type: 'string' } }],
    ['a free-form object (no properties) stays open', { type: 'object' }, { type: 'object' }],
    ['patternProperties count as the spec deciding', { ...props, patternProperties: { '^x-': {} } }, { ...props, patternProperties: { '^x-': {} } }],
    [
      'nested objects are closed too',
      { properties: { n: { ...props } } },
      { properties: { n: { ...props, additionalProperties: false } }, additionalProperties: false },
    ],
    ['array items are closed', { type: 'array', items: { ...props } }, { type: 'array', items: { ...props, additionalProperties: false } }],
    [
      'allOf: the combination is closed with unevaluatedProperties, its members stay open',
      { allOf: [{ ...props }, { properties: { b: {} } }] },
      { allOf: [{ ...props }, { properties: { b: {} } }], unevaluatedProperties: false },
    ],
    [
      'oneOf of objects: each alternative is closed',
      { oneOf: [{ ...props }, { properties: { b: {} } }] },
      {
        oneOf: [
          { ...props, additionalProperties: false },
          { properties: { b: {} }, additionalProperties: false },
        ],
      },
    ],
    [
      'properties beside anyOf: closed as a whole, alternatives open',
      { ...props, anyOf: [{ properties: { b: {} } }, { type: 'null' }] },
      { ...props, anyOf: [{ properties: { b: {} } }, { type: 'null' }], unevaluatedProperties: false },
    ],
  ])('%s', (_name, given, want) => {
    expect(closeUnknownFields(given, new Map()).schema).toEqual(want);
  });

  it('leaves readOnly properties out of a request: they become unknown fields, never required', () => {
    const given: JsonSchema = { properties: { id: { type: 'string', readOnly: true }, name: { type: 'string' } }, required: ['id', 'name'] };
    expect(closeUnknownFields(given, new Map()).schema).toEqual({ properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false });
  });

  it('closes components through closed copies, leaving the components themselves as written', () => {
    const components = new Map<string, JsonSchema>([
      ['Create', { $id: '/components/schemas/Create', properties: { provider: { $ref: '/components/schemas/Provider' } } }],
      ['Provider', { $id: '/components/schemas/Provider', properties: { github: { type: 'object' } } }],
    ]);
    const result = closeUnknownFields({ $id: '/operations/x/body', $ref: '/components/schemas/Create' }, components);
    expect(result.schema).toEqual({ $id: '/operations/x/body', $ref: '/requests/components/schemas/Create' });
    expect(Object.fromEntries(result.variants)).toEqual({
      '/requests/components/schemas/Create': {
        $id: '/requests/components/schemas/Create',
        properties: { provider: { $ref: '/requests/components/schemas/Provider' } },
        additionalProperties: false,
      },
      '/requests/components/schemas/Provider': {
        $id: '/requests/components/schemas/Provider',
        properties: { github: { type: 'object' } },
        additionalProperties: false,
      },
    });
    expect(result.closed).toEqual([
      { component: 'Create', pointer: '', keyword: 'additionalProperties' },
      { component: 'Provider', pointer: '', keyword: 'additionalProperties' },
    ]);
    expect(components.get('Create')).not.toHaveProperty('additionalProperties');
  });

  it('uses an open-top copy for a component combined with allOf, and survives cycles', () => {
    const components = new Map<string, JsonSchema>([
      ['Node', { $id: '/components/schemas/Node', properties: { child: { $ref: '/components/schemas/Node' } } }],
    ]);
    const result = closeUnknownFields({ allOf: [{ $ref: '/components/schemas/Node' }], properties: { extra: {} } }, components);
    expect(result.schema).toEqual({ allOf: [{ $ref: '/requests/open-top/components/schemas/Node' }], properties: { extra: {} }, unevaluatedProperties: false });
    expect(result.variants.get('/requests/open-top/components/schemas/Node')).toEqual({
      $id: '/requests/open-top/components/schemas/Node',
      properties: { child: { $ref: '/requests/components/schemas/Node' } },
    });
    expect(result.variants.get('/requests/components/schemas/Node')).toEqual({
      $id: '/requests/components/schemas/Node',
      properties: { child: { $ref: '/requests/components/schemas/Node' } },
      additionalProperties: false,
    });
  });
});
