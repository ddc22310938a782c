// Given/want table for the IR's schema normalisation (OpenAPI 3.0 habits → JSON Schema 2020-12).
import { describe, expect, it } from 'vitest';
import { normalizeSchema } from '../../generator/ir/normalize-schema.js';

const cases: { name: string; given: unknown; want: unknown }[] = [
  { name: 'leaves a 2020-12 schema alone', given: { type: ['string', 'null'], maxLength: 3 }, want: { type: ['string', 'null'], maxLength: 3 } },
  { name: 'nullable scalar → type array', given: { type: 'string', nullable: true }, want: { type: ['string', 'null'] } },
  { name: 'nullable: false is dropped', given: { type: 'string', nullable: false }, want: { type: 'string' } },
  { name: 'nullable enum gains null', given: { type: 'string', enum: ['a'], nullable: true }, want: { type: ['string', 'null'], enum: ['a', null] } },
  {
    name: 'nullable without type wraps in anyOf, keeping docs outside',
    given: { nullable: true, description: 'd', allOf: [{ $ref: '#/components/schemas/R' }] },
    want: { description: 'd', anyOf: [{ allOf: [{ $ref: '#/components/schemas/R' }] }, { type: 'null' }] },
  },
  { name: 'already-null type array is unchanged', given: { type: ['string', 'null'], nullable: true }, want: { type: ['string', 'null'] } },
  { name: 'boolean exclusiveMinimum → number', given: { type: 'number', minimum: 0, exclusiveMinimum: true }, want: { type: 'number', exclusiveMinimum: 0 } },
  { name: 'exclusiveMaximum: false is dropped, maximum kept', given: { maximum: 5, exclusiveMaximum: false }, want: { maximum: 5 } },
  { name: 'numeric exclusiveMinimum (3.1) is kept', given: { exclusiveMinimum: 1 }, want: { exclusiveMinimum: 1 } },
  {
    name: 'tuple items → prefixItems',
    given: { type: 'array', items: [{ type: 'string' }, { type: 'integer', nullable: true }] },
    want: { type: 'array', prefixItems: [{ type: 'string' }, { type: ['integer', 'null'] }] },
  },
  {
    name: 'recurses into properties, items, additionalProperties and combinators',
    given: {
      properties: { a: { type: 'string', nullable: true } },
      items: { type: 'integer', nullable: true },
      additionalProperties: { type: 'boolean', nullable: true },
      oneOf: [{ type: 'number', nullable: true }],
      not: { type: 'object', nullable: true },
    },
    want: {
      properties: { a: { type: ['string', 'null'] } },
      items: { type: ['integer', 'null'] },
      additionalProperties: { type: ['boolean', 'null'] },
      oneOf: [{ type: ['number', 'null'] }],
      not: { type: ['object', 'null'] },
    },
  },
  { name: 'a $ref is kept as written', given: { $ref: '#/components/schemas/X' }, want: { $ref: '#/components/schemas/X' } },
  { name: 'boolean schemas stay booleans', given: true, want: true },
  { name: 'a non-schema becomes the empty schema', given: null, want: {} },
];

describe('normalizeSchema', () => {
  it.each(cases)('$name', ({ given, want }) => {
    expect(normalizeSchema(given)).toEqual(want);
  });

  it('does not modify its input', () => {
    const given = { type: 'string', nullable: true, properties: { a: { nullable: true, type: 'string' } } };
    const copy = structuredClone(given);
    normalizeSchema(given);
    expect(given).toEqual(copy);
  });
});
