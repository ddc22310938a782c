/**
 * openapi-typescript's transform without its lint and second bundle (generator/emit/client/openapi-types.ts)
 * prints what `openapiTS` prints for an already-bundled document: given documents, want `openapiTS`'s text.
 */
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3, type OpenAPITSOptions } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { openapiTypes } from '../../generator/emit/client/openapi-types.js';

const root = path.resolve(import.meta.dirname, '../..');

const pet = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string' } },
  discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } },
};
const CASES: ReadonlyArray<readonly [string, Record<string, unknown>, OpenAPITSOptions]> = [
  [
    'a document without components (the bundle gives it empty ones)',
    {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/a': { get: { operationId: 'getA', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } } } } },
      },
    },
    {},
  ],
  [
    'a discriminator, its mapping, allOf children, defaults and readOnly, with the options the client passes',
    {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {},
      components: {
        schemas: {
          Pet: pet,
          Cat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { lives: { type: 'integer', default: 9, readOnly: true } } }] },
        },
      },
    },
    { silent: true, defaultNonNullable: false },
  ],
  [
    'our bundled spec',
    JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi.json'), 'utf8')) as Record<string, unknown>,
    { silent: true, defaultNonNullable: false },
  ],
];

describe('openapiTypes', () => {
  it.each(CASES)('%s: the text openapiTS prints', async (_name, document, options) => {
    const want = astToString(await openapiTS(structuredClone(document) as unknown as OpenAPI3, { silent: true, ...options }));
    expect(astToString(openapiTypes(structuredClone(document) as unknown as OpenAPI3, options))).toBe(want);
  });
});
