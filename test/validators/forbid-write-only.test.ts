import { describe, expect, it } from 'vitest';
import { forbidWriteOnly } from '../../generator/emit/validators/forbid-write-only.js';
import type { JsonSchema } from '../../generator/ir/types.js';

describe('forbidWriteOnly: responses never carry writeOnly fields', () => {
  const components = new Map<string, JsonSchema>([
    ['Account', { $id: '/components/schemas/Account', properties: { key: { $ref: '/components/schemas/Key' }, owner: { $ref: '/components/schemas/Ref' } } }],
    [
      'Key',
      {
        $id: '/components/schemas/Key',
        properties: { public: { type: 'string' }, private: { type: 'string', writeOnly: true } },
        required: ['public', 'private'],
      },
    ],
    ['Ref', { $id: '/components/schemas/Ref', properties: { id: { type: 'string' } } }],
  ]);

  it('copies only the components that reach a writeOnly field, with the field refused and not required', () => {
    const variants = new Map<string, JsonSchema>();
    const result = forbidWriteOnly({ $id: '/operations/getAccount/responses/200', $ref: '/components/schemas/Account' }, components, variants);
    expect(result).toEqual({ $id: '/operations/getAccount/responses/200', $ref: '/responses/components/schemas/Account' });
    expect(Object.fromEntries(variants)).toEqual({
      '/responses/components/schemas/Account': {
        $id: '/responses/components/schemas/Account',
        properties: { key: { $ref: '/responses/components/schemas/Key' }, owner: { $ref: '/components/schemas/Ref' } },
      },
      '/responses/components/schemas/Key': {
        $id: '/responses/components/schemas/Key',
        properties: { public: { type: 'string' }, private: false },
        required: ['public'],
      },
    });
  });

  it('leaves schemas without writeOnly fields as they are', () => {
    const variants = new Map<string, JsonSchema>();
    expect(forbidWriteOnly({ $ref: '/components/schemas/Ref' }, components, variants)).toEqual({ $ref: '/components/schemas/Ref' });
    expect(variants.size).toBe(0);
  });
});
