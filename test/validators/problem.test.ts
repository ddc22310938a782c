import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../generator/ir/types.js';
import { compileOne } from './support.js';

const withDescription: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { description: { type: 'string', 'x-max-bytes': 255 }, metadata: { type: 'string' }, labels: { type: 'object' } },
};

describe('problems: pointer, rule and a readable message', () => {
  it.each<[string, JsonSchema, unknown, { pointer: string; rule: string; message: string }]>([
    [
      'byte limit, counted in UTF-8',
      withDescription,
      { description: '€'.repeat(100) },
      { pointer: '/description', rule: 'x-max-bytes', message: '/description: must be at most 255 bytes (got 300)' },
    ],
    [
      'unknown field, listing the allowed ones in spec order',
      withDescription,
      { extra: 1 },
      { pointer: '/extra', rule: 'additionalProperties', message: '/extra: unknown field; allowed: description, metadata, labels' },
    ],
    [
      'unknown field in a closed empty object',
      { type: 'object', additionalProperties: false },
      { a: 1 },
      { pointer: '/a', rule: 'additionalProperties', message: '/a: unknown field; no fields are allowed here' },
    ],
    [
      'unknown field name escaped per RFC 6901',
      { type: 'object', additionalProperties: false },
      { 'a/b~c': 1 },
      { pointer: '/a~1b~0c', rule: 'additionalProperties', message: '/a~1b~0c: unknown field; no fields are allowed here' },
    ],
    [
      'missing required field points at the field',
      { type: 'object', required: ['urls'] },
      {},
      { pointer: '/urls', rule: 'required', message: '/urls: required field is missing' },
    ],
    [
      'wrong type names what came',
      { type: 'object', properties: { labels: { additionalProperties: { type: 'string' } } } },
      { labels: { env: 1 } },
      { pointer: '/labels/env', rule: 'type', message: '/labels/env: must be a string (got integer)' },
    ],
    ['null only where allowed', { type: ['string', 'null'] }, 1.5, { pointer: '', rule: 'type', message: '(root): must be a string or null (got number)' }],
    [
      'integer range',
      { type: 'object', additionalProperties: { type: 'integer', maximum: 10000 } },
      { bkdhr_1: 10001 },
      { pointer: '/bkdhr_1', rule: 'maximum', message: '/bkdhr_1: must be at most 10000' },
    ],
    ['minimum', { type: 'integer', minimum: 1 }, 0, { pointer: '', rule: 'minimum', message: '(root): must be at least 1' }],
    ['exclusive bounds', { type: 'number', exclusiveMaximum: 1 }, 1, { pointer: '', rule: 'exclusiveMaximum', message: '(root): must be less than 1' }],
    ['enum', { enum: ['rsa', 'ecdsa', 'ed25519'] }, 'dsa', { pointer: '', rule: 'enum', message: '(root): must be one of: rsa, ecdsa, ed25519' }],
    ['const', { const: 'x' }, 'y', { pointer: '', rule: 'const', message: '(root): must be x' }],
    [
      'id pattern',
      { type: 'string', pattern: '^bkdtg_[0-9A-Za-z]{27}$' },
      'bkdtg_x',
      { pointer: '', rule: 'pattern', message: '(root): must match the pattern ^bkdtg_[0-9A-Za-z]{27}$' },
    ],
    [
      'RFC 3339 date-time',
      { type: 'string', format: 'date-time' },
      '2024-01-31 12:00',
      { pointer: '', rule: 'format', message: '(root): must be an RFC 3339 date-time such as 2024-01-31T12:00:00Z' },
    ],
    [
      'character length counts code points',
      { type: 'string', maxLength: 2 },
      '😀😀😀',
      { pointer: '', rule: 'maxLength', message: '(root): must be at most 2 characters (got 3)' },
    ],
    ['array length', { type: 'array', minItems: 1 }, [], { pointer: '', rule: 'minItems', message: '(root): must have at least 1 items (got 0)' }],
    [
      'duplicates',
      { type: 'array', uniqueItems: true },
      ['a', 'a'],
      { pointer: '', rule: 'uniqueItems', message: '(root): must not contain duplicates (items 0 and 1 are equal)' },
    ],
    [
      'dependent field',
      { type: 'object', dependentRequired: { client_id: ['client_secret'] } },
      { client_id: 'x' },
      { pointer: '/client_secret', rule: 'dependentRequired', message: '/client_secret: required field is missing (client_id is set)' },
    ],
    [
      'field names',
      { type: 'object', propertyNames: { pattern: '^[a-z]+$' } },
      { Bad: 1 },
      { pointer: '/Bad', rule: 'pattern', message: '/Bad: field name must match the pattern ^[a-z]+$' },
    ],
    [
      'a field that may not be sent (not: {})',
      { type: 'object', properties: { domain: { not: {} } } },
      { domain: 'x.test' },
      { pointer: '/domain', rule: 'not', message: '/domain: is not allowed here' },
    ],
    [
      'false schema',
      { type: 'object', properties: { gone: false } },
      { gone: 1 },
      { pointer: '/gone', rule: 'false schema', message: '/gone: is not allowed' },
    ],
  ])('%s', (_name, schema, value, want) => {
    const problems = compileOne(schema).check(value);
    expect(problems.map(({ pointer, rule, message }) => ({ pointer, rule, message }))).toEqual([want]);
  });

  it('reports every problem at once, in schema order', () => {
    const problems = compileOne(withDescription).check({ description: 5, metadata: [], extra: true });
    expect(problems.map((p) => p.message)).toEqual([
      '/extra: unknown field; allowed: description, metadata, labels',
      '/description: must be a string (got integer)',
      '/metadata: must be a string (got array)',
    ]);
  });

  it("carries the values behind the message and the spec's x-error-code", () => {
    const weights = compileOne({
      type: 'object',
      additionalProperties: { type: 'integer', minimum: 0, maximum: 10000, 'x-error-code': 'WEIGHT_OUT_OF_RANGE' },
    });
    expect(weights.check({ b: -1 })).toEqual([
      {
        pointer: '/b',
        rule: 'minimum',
        message: '/b: must be at least 0',
        params: { comparison: '>=', limit: 0, actual: -1 },
        errorCode: 'WEIGHT_OUT_OF_RANGE',
      },
    ]);
    expect(compileOne(withDescription).check({ description: 'é'.repeat(128) })[0]?.params).toEqual({ limit: 255, actual: 256 });
    expect(compileOne({ type: 'string', pattern: '^bkdtg_' }).check('ra_1')[0]?.params).toEqual({ pattern: '^bkdtg_', actual: 'ra_1' });
    expect(compileOne({ enum: ['us', 'eu'] }).check('mars')[0]?.params).toEqual({ allowed: ['us', 'eu'], actual: 'mars' });
    expect(compileOne(withDescription).check({ extra: 1 })[0]?.params).toEqual({ field: 'extra', allowed: ['description', 'metadata', 'labels'] });
  });

  it('lists the fields an unevaluatedProperties object allows, through allOf and $ref', () => {
    const check = compileOne(
      { allOf: [{ $ref: '#/components/schemas/Base' }], properties: { extra_ok: { type: 'string' } }, unevaluatedProperties: false },
      'body',
      { Base: { type: 'object', properties: { id: { type: 'string' }, uri: { type: 'string' } } } },
    ).check({ id: 'a', nope: 1 });
    expect(check.map((p) => p.message)).toEqual(['/nope: unknown field; allowed: extra_ok, id, uri']);
  });

  describe('oneOf/anyOf report the alternative that got furthest', () => {
    const provider: JsonSchema = {
      type: 'object',
      properties: {
        github: { oneOf: [{ type: 'object', properties: { client_id: { type: 'string' } }, additionalProperties: false }, { type: 'null' }] },
      },
    };
    it('keeps the precise errors of the object alternative, drops "must be null"', () => {
      expect(
        compileOne(provider)
          .check({ github: { client_id: 1 } })
          .map((p) => p.message),
      ).toEqual(['/github/client_id: must be a string (got integer)']);
    });
    it("merges the alternatives' types when none gets further", () => {
      expect(
        compileOne(provider)
          .check({ github: 5 })
          .map((p) => p.message),
      ).toEqual(['/github: must be an object or null (got integer)']);
    });
    it('says so when several alternatives match', () => {
      expect(
        compileOne({ oneOf: [{ type: 'integer' }, { type: 'number' }] })
          .check(1)
          .map((p) => p.message),
      ).toEqual(['(root): must match exactly one of the allowed shapes (matched several)']);
    });
  });

  it('is empty for a valid value, and is() narrows the same way', () => {
    const v = compileOne(withDescription);
    expect(v.check({ description: 'ok' })).toEqual([]);
    expect(v.is({ description: 'ok' })).toBe(true);
    expect(v.is({ description: 1 })).toBe(false);
  });
});
