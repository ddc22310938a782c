/** A `$ref` under `propertyNames` becomes a copy of its target, so ajv marks a name's errors with the name; given → want. */
import { describe, expect, it } from 'vitest';
import { resolverFor } from '../../generator/emit/validators/allowed-fields.js';
import { inlinePropertyNameRefs } from '../../generator/emit/validators/inline-property-name-refs.js';
import type { JsonSchema } from '../../generator/ir/types.js';

const schemas = new Map<string, JsonSchema>([
  ['/components/schemas/Key', { $id: '/components/schemas/Key', type: 'string', pattern: '^[a-z]+$', maxLength: 64 }],
  ['/components/schemas/Prefixed', { $id: '/components/schemas/Prefixed', allOf: [{ $ref: '/components/schemas/Key' }], minLength: 2 }],
  ['/components/schemas/Loop', { $id: '/components/schemas/Loop', anyOf: [{ $ref: '/components/schemas/Loop' }, { type: 'string' }] }],
  ['/components/schemas/Parts', { $id: '/components/schemas/Parts', $defs: { name: { type: 'string', format: 'hostname' } } }],
  ['/components/schemas/Anything', true],
]);
const resolve = resolverFor(schemas);
const key = { type: 'string', pattern: '^[a-z]+$', maxLength: 64 };

const CASES: ReadonlyArray<readonly [string, unknown, unknown]> = [
  [
    "a ref under propertyNames becomes its target's content, without its $id",
    { type: 'object', propertyNames: { $ref: '/components/schemas/Key' } },
    { type: 'object', propertyNames: key },
  ],
  [
    'refs inside the copy are copied too',
    { type: 'object', propertyNames: { $ref: '/components/schemas/Prefixed' } },
    { type: 'object', propertyNames: { allOf: [key], minLength: 2 } },
  ],
  [
    'keywords beside the ref hold together with the copy, as allOf',
    { propertyNames: { $ref: '/components/schemas/Key', minLength: 3, allOf: [{ not: { const: 'id' } }] } },
    { propertyNames: { minLength: 3, allOf: [key, { not: { const: 'id' } }] } },
  ],
  [
    'a fragment ref is copied from inside its schema',
    { propertyNames: { $ref: '/components/schemas/Parts#/$defs/name' } },
    { propertyNames: { type: 'string', format: 'hostname' } },
  ],
  ['a boolean target is held in an allOf', { propertyNames: { $ref: '/components/schemas/Anything' } }, { propertyNames: { allOf: [true] } }],
  [
    'a ref that leads back into itself stays where it recurs',
    { propertyNames: { $ref: '/components/schemas/Loop' } },
    { propertyNames: { anyOf: [{ $ref: '/components/schemas/Loop' }, { type: 'string' }] } },
  ],
  [
    'a ref to nothing this mode holds stays',
    { propertyNames: { $ref: '/components/schemas/Missing' } },
    { propertyNames: { $ref: '/components/schemas/Missing' } },
  ],
  [
    'propertyNames deep in the schema are found; refs elsewhere stay',
    { properties: { labels: { type: 'object', propertyNames: { $ref: '/components/schemas/Key' } }, id: { $ref: '/components/schemas/Key' } } },
    { properties: { labels: { type: 'object', propertyNames: key }, id: { $ref: '/components/schemas/Key' } } },
  ],
];

describe('inlinePropertyNameRefs', () => {
  it.each(CASES)('%s', (_name, given, want) => {
    expect(inlinePropertyNameRefs(given as never, resolve)).toEqual(want);
  });
});
