import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { buildSchemaSet } from '../../generator/emit/validators/build-schema-set.js';
import { collectTargets } from '../../generator/emit/validators/collect-targets.js';
import { buildIr } from '../../generator/ir/build.js';
import { createNameResolver } from '../../generator/naming/resolver.js';
import { NAME_CLAIMS } from '../../generator/targets.js';

function spec(schemas: Record<string, unknown>, paths: Record<string, unknown> = {}): Record<string, unknown> {
  return { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas } };
}

function build(doc: Record<string, unknown>): { set: ReturnType<typeof buildSchemaSet>; diagnostics: Diagnostics; names: string[] } {
  const diagnostics = new Diagnostics();
  const ir = buildIr(doc, diagnostics);
  const targets = collectTargets(ir, createNameResolver(ir, {}, diagnostics, NAME_CLAIMS));
  return { set: buildSchemaSet(targets, diagnostics), diagnostics, names: targets.map((t) => t.name) };
}

const body = (ref: string): Record<string, unknown> => ({
  requestBody: { content: { 'application/json': { schema: { $ref: ref } } } },
  responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } }, '204': { description: 'none' } },
});

describe('buildSchemaSet', () => {
  it('reports what it cannot check instead of failing, and keeps the rest', () => {
    const { diagnostics, set } = build(
      spec({
        Phone: { type: 'string', format: 'phone-number' },
        Typo: { type: 'string', maxlength: 3 },
        OldRequired: { type: 'object', properties: { a: { type: 'string', required: true } } },
        Vendor: { type: 'string', 'x-vendor': { a: 1 }, example: 'x', 'x-max-bytes': 4 },
      }),
    );
    expect(diagnostics.all.map((d) => `${d.code} ${d.pointer} ${d.message}`)).toEqual([
      'GEN011 /components/schemas/OldRequired/properties/a/required keyword "required" has a value JSON Schema 2020-12 does not allow (type (type "array")); the validators ignore it',
      'GEN006 /components/schemas/Phone format "phone-number" is not one the validators know; values are not checked against it',
      'GEN011 /components/schemas/Typo keyword "maxlength" is not JSON Schema 2020-12; the validators ignore it',
    ]);
    expect(set.uncheckedFormats).toEqual(['phone-number']);
    // OpenAPI-only keywords and foreign extensions are dropped; x-max-bytes stays.
    expect(set.modes.body.schemas.find((s) => (s as { $id: string }).$id === '/components/schemas/Vendor')).toEqual({
      $id: '/components/schemas/Vendor',
      type: 'string',
      'x-max-bytes': 4,
    });
  });

  it("binds $ref-only bodies and responses to the component's function and shares identical queries", () => {
    const { set } = build(
      spec(
        { Thing: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false } },
        {
          '/a': { post: { operationId: 'createA', ...body('#/components/schemas/Thing') } },
          '/b': { post: { operationId: 'createB', ...body('#/components/schemas/Thing') } },
        },
      ),
    );
    expect(Object.fromEntries(set.bindings)).toEqual({
      Thing: { mode: 'body', exportName: 'Thing', id: '/components/schemas/Thing' },
      CreateABody: { mode: 'body', exportName: 'Thing', id: '/components/schemas/Thing' },
      CreateAQuery: { mode: 'parameters', exportName: 'CreateAQuery', id: '/operations/createA/query' },
      CreateAResponse200: { mode: 'body', exportName: 'Thing', id: '/components/schemas/Thing' },
      CreateBBody: { mode: 'body', exportName: 'Thing', id: '/components/schemas/Thing' },
      CreateBQuery: { mode: 'parameters', exportName: 'CreateAQuery', id: '/operations/createA/query' },
      CreateBResponse200: { mode: 'body', exportName: 'Thing', id: '/components/schemas/Thing' },
    });
    expect(set.modes.body.exports).toEqual([{ name: 'Thing', id: '/components/schemas/Thing' }]);
  });

  it('gives a body the closed copy of a component the spec left open', () => {
    const { set } = build(
      spec(
        { Open: { type: 'object', properties: { a: { type: 'string' } } } },
        { '/a': { post: { operationId: 'createA', ...body('#/components/schemas/Open') } } },
      ),
    );
    expect(set.bindings.get('CreateABody')).toEqual({ mode: 'body', exportName: 'Open$closed', id: '/requests/components/schemas/Open' });
    expect(set.bindings.get('CreateAResponse200')).toEqual({ mode: 'body', exportName: 'Open', id: '/components/schemas/Open' });
    expect(set.closed).toEqual([{ component: 'Open', pointer: '', keyword: 'additionalProperties', target: 'CreateABody' }]);
  });

  it('renames an operation part whose name a component has, and suffixes a name taken twice', () => {
    const { names, diagnostics } = build(
      spec(
        { CreateABody: { type: 'object' }, CreateAOperationBody: { type: 'object' } },
        {
          '/a': {
            post: {
              operationId: 'createA',
              requestBody: { content: { 'application/json': { schema: { type: 'string' } } } },
              responses: { '204': { description: 'none' } },
            },
          },
        },
      ),
    );
    expect(names).toEqual(['CreateABody', 'CreateAOperationBody', 'CreateAQuery', 'CreateABody2']);
    expect(diagnostics.all.map((d) => `${d.code} ${d.severity}`)).toEqual(['GEN007 warning', 'GEN007 warning']);
  });
});
