// Given/want tables for the IR builder: parameters, request bodies, responses, names, diagnostics.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { buildIr } from '../../generator/ir/build.js';
import { deriveOperationId } from '../../generator/ir/derive-operation-id.js';
import { pickMediaType } from '../../generator/ir/pick-media-type.js';
import { compareStatus } from '../../generator/ir/sort-responses.js';

function ir(paths: object, extra: object = {}) {
  const diagnostics = new Diagnostics();
  const doc = buildIr({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths, ...extra }, diagnostics);
  return { doc, diagnostics: diagnostics.all };
}

describe('operations', () => {
  it('merges path-level parameters, lets the operation override them, and orders path params by the template', () => {
    const { doc, diagnostics } = ir({
      '/a/{x}/b/{y}': {
        parameters: [
          { name: 'y', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'x', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'q', in: 'query', schema: { type: 'string' } },
        ],
        get: { operationId: 'getB', parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'integer' } }], responses: {} },
      },
    });
    const op = doc.operations[0];
    expect(diagnostics).toEqual([]);
    expect(op?.pathParams.map((p) => p.name)).toEqual(['x', 'y']);
    expect(op?.queryParams).toEqual([
      { name: 'q', in: 'query', required: true, description: undefined, deprecated: false, schema: { type: 'integer' }, ref: undefined },
    ]);
  });

  it('resolves parameter, request-body and response refs and records the parameter component', () => {
    const { doc } = ir(
      {
        '/x': {
          post: {
            operationId: 'createX',
            parameters: [{ $ref: '#/components/parameters/V' }],
            requestBody: { $ref: '#/components/requestBodies/B' },
            responses: { '201': { $ref: '#/components/responses/R' } },
          },
        },
      },
      {
        components: {
          parameters: { V: { name: 'Service-Version', in: 'header', required: true, schema: { type: 'string', enum: ['2'] } } },
          requestBodies: { B: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/X' } } } } },
          responses: {
            R: {
              description: 'made',
              headers: { 'Service-Operation-Id': { schema: { type: 'string' } } },
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
          schemas: { X: { type: 'object' } },
        },
      },
    );
    const op = doc.operations[0];
    expect(op?.headerParams[0]).toMatchObject({ name: 'Service-Version', required: true, ref: 'V' });
    expect(op?.requestBody).toEqual({
      contentType: 'application/json',
      contentTypes: ['application/json'],
      required: true,
      description: undefined,
      schema: { $ref: '#/components/schemas/X' },
    });
    expect(op?.responses[0]).toMatchObject({
      status: '201',
      description: 'made',
      contentType: 'application/json',
      headers: [{ name: 'service-operation-id' }],
    });
  });

  it.each([
    { given: { operationId: 'listThings', tags: ['things', 'other'] }, want: { operationId: 'listThings', operationIdDerived: false, tag: 'things' } },
    { given: {}, want: { operationId: 'getThingsByThingIdParts', operationIdDerived: true, tag: 'default' } },
  ])('operationId and tag: $want.operationId', ({ given, want }) => {
    const { doc } = ir({ '/things/{thing_id}/parts': { get: { ...given, parameters: [{ name: 'thing_id', in: 'path', required: true }], responses: {} } } });
    expect(doc.operations[0]).toMatchObject(want);
  });

  it('sorts responses: codes, then ranges, then default; a response without content has no schema', () => {
    const { doc } = ir({
      '/x': {
        delete: {
          operationId: 'd',
          responses: { default: { description: 'e' }, '4xx': { description: 'r' }, '404': { description: 'n' }, '204': { description: 'gone' } },
        },
      },
    });
    expect(doc.operations[0]?.responses.map((r) => [r.status, r.contentType, r.schema])).toEqual([
      ['204', undefined, undefined],
      ['404', undefined, undefined],
      ['4XX', undefined, undefined],
      ['default', undefined, undefined],
    ]);
  });

  it('keeps document order: paths as written, methods in HTTP order', () => {
    const { doc } = ir({
      '/b': { post: { operationId: 'p', responses: {} }, get: { operationId: 'g', responses: {} } },
      '/a': { get: { operationId: 'a', responses: {} } },
    });
    expect(doc.operations.map((o) => o.operationId)).toEqual(['g', 'p', 'a']);
  });

  it('uses operation security, else the document default', () => {
    const { doc } = ir(
      { '/a': { get: { operationId: 'a', responses: {} }, post: { operationId: 'b', security: [], responses: {} } } },
      { security: [{ bearer: [] }] },
    );
    expect(doc.operations.map((o) => o.security)).toEqual([['bearer'], []]);
  });

  it('keeps security requirements as alternatives of schemes that go together', () => {
    const { doc } = ir(
      { '/a': { get: { operationId: 'a', responses: {} }, post: { operationId: 'b', security: [{}, { key: [], secret: [] }], responses: {} } } },
      { security: [{ oauth: ['read'] }, { bearer: [] }] },
    );
    expect(doc.operations.map((o) => o.securityRequirements)).toEqual([
      [['oauth'], ['bearer']],
      [[], ['key', 'secret']],
    ]);
  });
});

describe('document', () => {
  it('carries tags (declared, then used-only), sorted component schemas and extensions', () => {
    const { doc } = ir(
      { '/a': { get: { operationId: 'a', tags: ['zeta'], responses: {} } } },
      {
        tags: [{ name: 'alpha', 'x-displayName': 'Alpha things', description: 'd', 'x-resource': { kind: 'alpha', name: 'alpha' } }],
        'x-root': 1,
        components: { 'x-error-codes': [{ code: 'X', status: 400 }], schemas: { B: { type: 'string', nullable: true }, A: {} } },
      },
    );
    expect(doc.tags).toEqual([
      {
        name: 'alpha',
        displayName: 'Alpha things',
        description: 'd',
        extensions: { 'x-displayName': 'Alpha things', 'x-resource': { kind: 'alpha', name: 'alpha' } },
      },
      { name: 'zeta', displayName: undefined, description: undefined, extensions: {} },
    ]);
    expect(doc.schemas.map((s) => [s.name, s.schema, s.pointer])).toEqual([
      ['A', {}, '/components/schemas/A'],
      ['B', { type: ['string', 'null'] }, '/components/schemas/B'],
    ]);
    expect(doc.extensions).toEqual({ 'x-root': 1 });
    expect(doc.componentExtensions).toEqual({ 'x-error-codes': [{ code: 'X', status: 400 }] });
  });
});

describe('diagnostics', () => {
  it('renames every later duplicate operationId (method and path), reports it, and reports every path-parameter mismatch', () => {
    const { doc, diagnostics } = ir({
      '/a/{id}': {
        get: { operationId: 'same', responses: {} },
        delete: {
          operationId: 'same',
          parameters: [
            { name: 'id', in: 'path', required: true },
            { name: 'nope', in: 'path', required: true },
          ],
          responses: {},
        },
      },
      '/b': { get: { operationId: 'same', responses: {} } },
    });
    expect(diagnostics.map((d) => [d.code, d.severity, d.pointer, d.message])).toEqual([
      ['GEN009', 'warning', '/paths/~1a~1{id}/get', 'path parameter {id} of /a/{id} is not declared; it is taken as a string'],
      ['GEN009', 'warning', '/paths/~1a~1{id}/delete', 'parameter "nope" is declared in: path but /a/{id} has no {nope}; it is left out'],
      [
        'GEN008',
        'warning',
        '/paths/~1a~1{id}/delete/operationId',
        'operationId "same" of DELETE /a/{id} is already used by GET /a/{id}; this one is generated as "deleteAById"',
      ],
      ['GEN008', 'warning', '/paths/~1b/get/operationId', 'operationId "same" of GET /b is already used by GET /a/{id}; this one is generated as "getB"'],
    ]);
    expect(doc.operations.map((o) => o.operationId)).toEqual(['same', 'deleteAById', 'getB']);
    // The bundle says so too: openapi-typescript, the docs and the bundled spec see the ids the packages use.
    const paths = doc.bundle['paths'] as Record<string, Record<string, { operationId: string }>>;
    expect([paths['/a/{id}']!['get']!.operationId, paths['/a/{id}']!['delete']!.operationId, paths['/b']!['get']!.operationId]).toEqual([
      'same',
      'deleteAById',
      'getB',
    ]);
    expect(diagnostics.every((d) => d.hint.length > 0)).toBe(true);
  });

  it('a renamed duplicate never takes an id another operation declares: it falls back to a number', () => {
    const { doc } = ir({
      '/a': { get: { operationId: 'list', responses: {} } },
      '/b': { get: { operationId: 'list', responses: {} }, post: { operationId: 'getB', responses: {} } },
    });
    expect(doc.operations.map((o) => o.operationId)).toEqual(['list', 'list2', 'getB']);
  });
});

describe('helpers', () => {
  it.each([
    ['get', '/', 'get'],
    ['post', '/reserved_addrs', 'postReservedAddrs'],
    ['delete', '/edges/https/{edge_id}/routes/{id}', 'deleteEdgesHttpsByEdgeIdRoutesById'],
    ['get', '/2010-04-01/Accounts.json', 'get20100401AccountsJson'],
  ])('deriveOperationId(%s, %s) = %s', (method, path, want) => {
    expect(deriveOperationId(method, path)).toBe(want);
  });

  it.each([
    [['application/xml', 'application/json'], 'application/json'],
    [['text/plain', 'application/merge-patch+json'], 'application/merge-patch+json'],
    [['application/x-www-form-urlencoded'], 'application/x-www-form-urlencoded'],
    [[], undefined],
  ])('pickMediaType(%j) = %s', (types, want) => {
    expect(pickMediaType(types)).toBe(want);
  });

  it('compareStatus orders codes, ranges, default', () => {
    expect(['default', '5XX', '200', '2XX', '404', '201'].sort(compareStatus)).toEqual(['200', '201', '404', '2XX', '5XX', 'default']);
  });
});
