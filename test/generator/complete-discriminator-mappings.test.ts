/** The implicit entries of discriminator mappings are written out before openapi-typescript reads the document; given → want. */
import { describe, expect, it } from 'vitest';
import { completeDiscriminatorMappings } from '../../generator/emit/client/complete-discriminator-mappings.js';

const parent = (mapping?: Record<string, string>) => ({
  type: 'object',
  properties: { kind: { type: 'string' } },
  discriminator: { propertyName: 'kind', ...(mapping ? { mapping } : {}) },
});
const child = (parentName = 'Pet') => ({ allOf: [{ $ref: `#/components/schemas/${parentName}` }], properties: { kind: { enum: ['x'] } } });

const CASES: ReadonlyArray<readonly [string, Record<string, unknown>, Record<string, string> | undefined, number]> = [
  [
    'a child the mapping leaves out is added under its own name',
    { Pet: parent({ Cat: '#/components/schemas/Cat' }), Cat: child(), Dog: child() },
    { Cat: '#/components/schemas/Cat', Dog: '#/components/schemas/Dog' },
    1,
  ],
  [
    'without a mapping, every child is written out',
    { Pet: parent(), Cat: child(), Dog: child() },
    { Cat: '#/components/schemas/Cat', Dog: '#/components/schemas/Dog' },
    2,
  ],
  [
    'a child mapped under another value is left as it is',
    { Pet: parent({ cat: '#/components/schemas/Cat' }), Cat: child() },
    { cat: '#/components/schemas/Cat' },
    0,
  ],
  ['a mapping value may be a bare schema name', { Pet: parent({ cat: 'Cat' }), Cat: child() }, { cat: 'Cat' }, 0],
  ['a parent without a discriminator gets nothing', { Pet: { type: 'object' }, Cat: child() }, undefined, 0],
  ['a name is written as a JSON pointer token', { Pet: parent(), 'a/b': child() }, { 'a/b': '#/components/schemas/a~1b' }, 1],
];

describe('completeDiscriminatorMappings', () => {
  it.each(CASES)('%s', (_name, schemas, wantMapping, wantAdded) => {
    const document = { components: { schemas: structuredClone(schemas) } };
    expect(completeDiscriminatorMappings(document)).toBe(wantAdded);
    const discriminator = (document.components.schemas['Pet'] as { discriminator?: { mapping?: Record<string, string> } }).discriminator;
    expect(discriminator?.mapping).toEqual(wantMapping);
  });

  it('leaves a document without component schemas alone', () => {
    expect(completeDiscriminatorMappings({ paths: {} })).toBe(0);
  });
});
