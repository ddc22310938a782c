// Given/want tables for the client target's decisions: list envelopes, client-sent headers,
// response types, method signatures.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { defaultHeaders } from '../../generator/emit/client/default-headers.js';
import { listItemsKey } from '../../generator/emit/client/list-envelope.js';
import { buildSdkView } from '../../generator/emit/client/view-model.js';
import { successType } from '../../generator/emit/client/type-expressions.js';
import { REPO_ROOT } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';
import { createNameResolver } from '../../generator/naming/resolver.js';
import { NAME_CLAIMS } from '../../generator/targets.js';
import { createTemplateRenderer } from '../../generator/render/handlebars.js';

function irOf(paths: object, schemas: object = {}) {
  return buildIr({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas } }, new Diagnostics());
}

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

describe('listItemsKey', () => {
  it.each([
    { name: 'envelope by ref', schema: { $ref: '#/components/schemas/L' }, want: 'things' },
    { name: 'inline envelope', schema: { type: 'object', properties: { items: { type: 'array' }, next_page_uri: { type: ['string', 'null'] } } }, want: 'items' },
    { name: 'no next_page_uri', schema: { type: 'object', properties: { things: { type: 'array' } } }, want: undefined },
    { name: 'two arrays', schema: { type: 'object', properties: { a: { type: 'array' }, b: { type: 'array' }, next_page_uri: {} } }, want: undefined },
    { name: 'a bare array', schema: { type: 'array' }, want: undefined },
  ])('$name → $want', ({ schema, want }) => {
    const ir = irOf(
      { '/things': { get: { operationId: 'listThings', responses: { '200': { description: 'ok', ...json(schema) } } } } },
      { L: { type: 'object', properties: { things: { type: 'array', items: {} }, uri: { type: 'string' }, next_page_uri: { type: ['string', 'null'] } } } },
    );
    const op = ir.operations[0];
    if (op === undefined) throw new Error('no operation');
    expect(listItemsKey(ir, op)).toBe(want);
  });
});

describe('defaultHeaders', () => {
  const version = { name: 'Service-Version', in: 'header', required: true, schema: { type: 'string', enum: ['2'] } };
  it.each([
    { name: 'required single-value header on every operation', second: [version], want: { 'Service-Version': '2' } },
    { name: 'missing from one operation', second: [], want: {} },
    { name: 'optional somewhere', second: [{ ...version, required: false }], want: {} },
    { name: 'const instead of enum', second: [{ ...version, schema: { const: '2' } }], want: { 'Service-Version': '2' } },
  ])('$name', ({ second, want }) => {
    const ir = irOf({ '/a': { get: { operationId: 'a', parameters: [version], responses: {} }, post: { operationId: 'b', parameters: second, responses: {} } } });
    expect(defaultHeaders(ir)).toEqual(want);
  });
});

describe('successType', () => {
  it.each([
    { responses: { '200': { description: 'ok', ...json({}) } }, want: "paths['/a']['get']['responses'][200]['content']['application/json']" },
    { responses: { '204': { description: 'none' } }, want: 'undefined' },
    { responses: { '200': { description: 'ok', ...json({}) }, '204': { description: 'none' }, '404': { description: 'no' } }, want: "paths['/a']['get']['responses'][200]['content']['application/json'] | undefined" },
    { responses: { default: { description: 'error' } }, want: 'unknown' },
  ])('$want', ({ responses, want }) => {
    const op = irOf({ '/a': { get: { operationId: 'a', responses } } }).operations[0];
    if (op === undefined) throw new Error('no operation');
    expect(successType(op)).toBe(want);
  });
});

describe('method signatures', () => {
  const render = createTemplateRenderer(`${REPO_ROOT}/templates`);
  /** The method's parameter list as templates/client/sdk.gen.ts.hbs writes it from the view. */
  function signature(operation: object): string | undefined {
    const ir = irOf({ '/x/{id}': { post: { operationId: 'doX', tags: ['x'], ...operation } } });
    const diagnostics = new Diagnostics();
    const view = buildSdkView(ir, {}, createNameResolver(ir, {}, diagnostics, NAME_CLAIMS), diagnostics);
    return /^ {6}[\w$"]+: \((.*)\): /m.exec(render('client/sdk.gen.ts', view))?.[1];
  }
  const id = { name: 'id', in: 'path', required: true };

  it.each([
    { name: 'path, required body', operation: { parameters: [id], requestBody: { required: true, ...json({}) } }, want: "id: DoXPath['id'], body: DoXBody, options?: CallOptions" },
    { name: 'optional body', operation: { parameters: [id], requestBody: json({}) }, want: "id: DoXPath['id'], body?: DoXBody, options?: CallOptions" },
    {
      name: 'optional body before a required query',
      operation: { parameters: [id, { name: 'q', in: 'query', required: true }], requestBody: json({}) },
      want: "id: DoXPath['id'], body: DoXBody | undefined, query: DoXQuery, options?: CallOptions",
    },
    { name: 'optional query', operation: { parameters: [id, { name: 'q', in: 'query' }] }, want: "id: DoXPath['id'], query?: DoXQuery, options?: CallOptions" },
  ])('$name', ({ operation, want }) => {
    expect(signature({ ...operation, responses: {} })).toBe(want);
  });
});

describe('unsupported constructs (GEN006)', () => {
  it('warns about cookie parameters and bodies the client does not serialise, and still emits the methods', () => {
    const ir = irOf({
      '/upload': {
        post: {
          operationId: 'upload',
          tags: ['files'],
          parameters: [{ name: 'session', in: 'cookie', schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
          responses: { '204': { description: 'ok' } },
        },
        put: { operationId: 'replace', tags: ['files'], requestBody: { content: { 'application/merge-patch+json': { schema: {} } } }, responses: {} },
      },
    });
    const diagnostics = new Diagnostics();
    const view = buildSdkView(ir, {}, createNameResolver(ir, {}, diagnostics, NAME_CLAIMS), diagnostics);
    expect(view.namespaces[0]?.methods.map((m) => m.key)).toEqual(['replace', 'upload']);
    expect(diagnostics.all.map((d) => [d.code, d.severity, d.pointer, d.message])).toEqual([
      ['GEN006', 'warning', '/paths/~1upload/post/parameters', 'upload: cookie parameters (session) are not sent by the client'],
      ['GEN006', 'warning', '/paths/~1upload/post/requestBody', 'upload: request body media type application/octet-stream is sent as given, not serialised'],
    ]);
  });
});
