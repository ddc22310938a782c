// Given/want tables for the client target's decisions: list envelopes, client-sent headers,
// response types, method signatures.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { answerOfMediaType, eventShape } from '../../generator/emit/client/answers.js';
import { defaultHeaders } from '../../generator/emit/client/default-headers.js';
import { paginationOf } from '../../generator/emit/client/pagination.js';
import { successType } from '../../generator/emit/client/type-expressions.js';
import { buildSdkView } from '../../generator/emit/client/view-model.js';
import { REPO_ROOT } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';
import { createNameResolver } from '../../generator/naming/resolver.js';
import { createTemplateRenderer } from '../../generator/render/handlebars.js';
import { NAME_CLAIMS } from '../../generator/targets.js';

function irOf(paths: object, schemas: object = {}) {
  return buildIr({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas } }, new Diagnostics());
}

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

describe('paginationOf: detected where unambiguous, declared otherwise', () => {
  const q = (name: string) => ({ name, in: 'query', schema: { type: 'string' } });
  const arr = { type: 'array', items: {} };
  const str = { type: 'string' };
  it.each([
    { name: 'our envelope by ref', body: { $ref: '#/components/schemas/L' }, want: { style: 'next-url', items: 'things', next: 'next_page_uri' } },
    {
      name: 'next URL, inline',
      body: { type: 'object', properties: { items: arr, next_page_uri: { type: ['string', 'null'] } } },
      want: { style: 'next-url', items: 'items', next: 'next_page_uri' },
    },
    {
      name: '`next` only as a URI',
      body: { type: 'object', properties: { results: arr, next: { type: 'string', format: 'uri' } } },
      want: { style: 'next-url', items: 'results', next: 'next' },
    },
    { name: '`next` of unknown format is not a URL', body: { type: 'object', properties: { results: arr, next: str } }, want: undefined },
    { name: 'two next-URL fields: ambiguous', body: { type: 'object', properties: { a: arr, next_url: str, next_page_uri: str } }, want: undefined },
    { name: 'two arrays: ambiguous', body: { type: 'object', properties: { a: arr, b: arr, next_page_uri: str } }, want: undefined },
    {
      name: 'cursor param and next_cursor',
      params: [q('cursor')],
      body: { type: 'object', properties: { data: arr, next_cursor: str } },
      want: { style: 'cursor', items: 'data', cursor: 'next_cursor', param: 'cursor' },
    },
    {
      name: 'after + last_id + has_more (OpenAI lists)',
      params: [q('after'), q('limit')],
      body: { type: 'object', properties: { data: arr, last_id: str, has_more: { type: 'boolean' } } },
      want: { style: 'cursor', items: 'data', cursor: 'last_id', param: 'after', hasMore: 'has_more' },
    },
    {
      name: 'a cursor field without its parameter: ambiguous',
      body: { type: 'object', properties: { data: arr, next_cursor: str } },
      params: [q('offset'), q('limit')],
      want: undefined,
    },
    { name: 'Link header, array body', body: arr, link: true, want: { style: 'link-header', items: '' } },
    { name: 'offset and limit', params: [q('offset'), q('limit')], body: arr, want: { style: 'offset', items: '', offset: 'offset', limit: 'limit' } },
    {
      name: 'page and per_page',
      params: [q('page'), q('per_page')],
      body: { type: 'object', properties: { total: { type: 'integer' }, items: arr } },
      want: { style: 'page', items: 'items', page: 'page', size: 'per_page' },
    },
    { name: 'page alone', params: [q('page')], body: arr, want: { style: 'page', items: '', page: 'page' } },
    { name: 'an array without paging parameters', body: arr, want: undefined },
    { name: 'limit alone', params: [q('limit')], body: arr, want: undefined },
  ])('$name', ({ body, params, link, want }) => {
    const response = { description: 'ok', ...json(body), ...(link ? { headers: { Link: { schema: { type: 'string' } } } } : {}) };
    const ir = irOf(
      { '/things': { get: { operationId: 'listThings', parameters: params ?? [], responses: { '200': response } } } },
      { L: { type: 'object', properties: { things: { type: 'array', items: {} }, uri: { type: 'string' }, next_page_uri: { type: ['string', 'null'] } } } },
    );
    const op = ir.operations[0];
    if (op === undefined) throw new Error('no operation');
    expect(paginationOf(ir, op)).toEqual(want);
  });

  it.each([
    {
      name: 'x-pagination',
      extension: { 'x-pagination': { style: 'cursor', items: 'page.entries', cursor: 'page.next', param: 'token' } },
      want: { style: 'cursor', items: 'page.entries', cursor: 'page.next', param: 'token' },
    },
    {
      name: 'x-pagination on a POST',
      method: 'post',
      extension: { 'x-pagination': { style: 'offset', items: 'rows', offset: 'skip', limit: 'take' } },
      want: { style: 'offset', items: 'rows', offset: 'skip', limit: 'take' },
    },
    {
      name: 'Speakeasy offsetLimit',
      extension: {
        'x-speakeasy-pagination': {
          type: 'offsetLimit',
          inputs: [
            { name: 'skip', in: 'parameters', type: 'offset' },
            { name: 'take', in: 'parameters', type: 'limit' },
          ],
          outputs: { results: '$.rows' },
        },
      },
      want: { style: 'offset', items: 'rows', offset: 'skip', limit: 'take' },
    },
    {
      name: 'Speakeasy page',
      extension: { 'x-speakeasy-pagination': { type: 'offsetLimit', inputs: [{ name: 'pg', in: 'parameters', type: 'page' }], outputs: { results: '$' } } },
      want: { style: 'page', items: '', page: 'pg' },
    },
    {
      name: 'Speakeasy cursor',
      extension: {
        'x-speakeasy-pagination': {
          type: 'cursor',
          inputs: [{ name: 'token', in: 'parameters', type: 'cursor' }],
          outputs: { nextCursor: '$.meta.next', results: '$.rows' },
        },
      },
      want: { style: 'cursor', items: 'rows', cursor: 'meta.next', param: 'token' },
    },
    {
      name: 'Speakeasy url',
      extension: { 'x-speakeasy-pagination': { type: 'url', outputs: { nextUrl: '$.links.next', results: '$.rows' } } },
      want: { style: 'next-url', items: 'rows', next: 'links.next' },
    },
  ])('declared: $name', ({ extension, method, want }) => {
    const params = ['token', 'skip', 'take', 'pg'].map((name) => ({ name, in: 'query', schema: { type: 'string' } }));
    const ir = irOf({
      '/things': {
        [method ?? 'get']: { operationId: 'listThings', parameters: params, ...extension, responses: { '200': { description: 'ok', ...json({}) } } },
      },
    });
    const op = ir.operations[0];
    if (op === undefined) throw new Error('no operation');
    expect(paginationOf(ir, op)).toEqual(want);
  });

  it.each([
    {
      extension: { 'x-pagination': { style: 'pages' } },
      want: 'listThings: x-pagination ignored: style must be one of next-url, cursor, link-header, offset, page',
    },
    { extension: { 'x-pagination': { style: 'cursor', cursor: 'next' } }, want: 'listThings: x-pagination ignored: cursor needs `param` (a query parameter)' },
    {
      extension: { 'x-pagination': { style: 'offset', offset: 'nope' } },
      want: 'listThings: x-pagination ignored: `offset` must name a query parameter of the operation, not "nope"',
    },
    {
      extension: { 'x-speakeasy-pagination': { type: 'cursor', inputs: [], outputs: {} } },
      want: 'listThings: x-speakeasy-pagination ignored: no `cursor` input naming a query parameter of the operation',
    },
  ])('a wrong declaration is a located GEN006 warning: $want', ({ extension, want }) => {
    const ir = irOf({
      '/things': { get: { operationId: 'listThings', ...extension, responses: { '200': { description: 'ok', ...json({ type: 'array' }) } } } },
    });
    const op = ir.operations[0];
    if (op === undefined) throw new Error('no operation');
    const diagnostics = new Diagnostics();
    expect(paginationOf(ir, op, diagnostics)).toBeUndefined();
    expect(diagnostics.all.map((d) => [d.code, d.message, d.pointer])).toEqual([['GEN006', want, expect.stringMatching(/^\/paths\/~1things\/get\/x-/)]]);
  });
});

describe('answers and event shapes', () => {
  const both = { description: 'ok', content: { 'application/json': { schema: { type: 'object' } }, 'text/event-stream': { schema: { type: 'object' } } } };
  const completions = (extra: object) =>
    irOf({
      '/completions': {
        post: {
          operationId: 'createCompletion',
          tags: ['completions'],
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { stream: { type: 'boolean' } } } } } },
          responses: { '200': both },
        },
      },
      ...extra,
    });
  const methods = (ir: ReturnType<typeof irOf>, diagnostics = new Diagnostics()) =>
    buildSdkView(ir, {}, createNameResolver(ir, {}, diagnostics, NAME_CLAIMS), diagnostics).namespaces[0]?.methods.map((m) => [
      m.key,
      m.eventType === '' ? 'call' : 'stream',
    ]);

  it('an answer of JSON or events gets its method and <method>Stream', () => {
    expect(methods(completions({}))).toEqual([
      ['create', 'call'],
      ['createStream', 'stream'],
    ]);
  });

  it('<method>Stream gives way to an operation of that name, with GEN007', () => {
    const diagnostics = new Diagnostics();
    const ir = completions({
      '/completions/stream': { get: { operationId: 'createCompletionStream', tags: ['completions'], responses: { '200': { description: 'ok' } } } },
    });
    expect(methods(ir, diagnostics)).toEqual([
      ['create', 'call'],
      ['createStream', 'call'],
    ]);
    expect(diagnostics.all.map((d) => [d.code, d.message])).toEqual([
      ['GEN007', "createCompletion: its event stream gets no method of its own: createStream is another operation's method"],
    ]);
  });

  it.each([
    { type: 'application/json', want: 'json' },
    { type: 'application/problem+json', want: 'json' },
    { type: 'text/plain', want: 'text' },
    { type: 'text/csv', want: 'text' },
    { type: 'application/xml', want: 'text' },
    { type: 'text/event-stream', want: 'event-stream' },
    { type: 'application/octet-stream', want: 'binary' },
    { type: 'image/png', want: 'binary' },
    { type: 'application/pdf', want: 'binary' },
  ])('$type → $want', ({ type, want }) => {
    expect(answerOfMediaType(type)).toBe(want);
  });

  it.each([
    {
      name: 'the data (OpenAI)',
      schema: { type: 'object', properties: { id: { type: 'string' }, choices: { type: 'array' } } },
      want: { shape: 'data', json: true },
    },
    {
      name: 'the whole event (Mistral, OpenAPI 3.2 itemSchema)',
      schema: { type: 'object', properties: { event: { type: 'string' }, data: { $ref: '#/components/schemas/Chunk' } } },
      want: { shape: 'envelope', json: true },
    },
    { name: 'text data', schema: { type: 'string' }, want: { shape: 'data', json: false } },
    {
      name: 'an envelope of text',
      schema: { type: 'object', properties: { data: { type: 'string' }, id: { type: 'string' } } },
      want: { shape: 'envelope', json: false },
    },
  ])('event schema describing $name', ({ schema, want }) => {
    const ir = irOf({}, { Chunk: { type: 'object' } });
    expect(eventShape(ir, schema)).toEqual(want);
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
    const ir = irOf({
      '/a': { get: { operationId: 'a', parameters: [version], responses: {} }, post: { operationId: 'b', parameters: second, responses: {} } },
    });
    expect(defaultHeaders(ir)).toEqual(want);
  });
});

describe('successType', () => {
  it.each([
    { responses: { '200': { description: 'ok', ...json({}) } }, want: "paths['/a']['get']['responses'][200]['content']['application/json']" },
    { responses: { '204': { description: 'none' } }, want: 'undefined' },
    {
      responses: { '200': { description: 'ok', ...json({}) }, '204': { description: 'none' }, '404': { description: 'no' } },
      want: "paths['/a']['get']['responses'][200]['content']['application/json'] | undefined",
    },
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
    {
      name: 'path, required body',
      operation: { parameters: [id], requestBody: { required: true, ...json({}) } },
      want: "id: DoXPath['id'], body: DoXBody, options?: CallOptions",
    },
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
  it('warns about cookie parameters and structured bodies the client does not serialise (bytes and text are sent as given, rightly), and still emits the methods', () => {
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
        patch: { operationId: 'updateFiles', tags: ['files'], requestBody: { content: { 'application/xml': { schema: { type: 'object' } } } }, responses: {} },
      },
    });
    const diagnostics = new Diagnostics();
    const view = buildSdkView(ir, {}, createNameResolver(ir, {}, diagnostics, NAME_CLAIMS), diagnostics);
    expect(view.namespaces[0]?.methods.map((m) => m.key)).toEqual(['replace', 'upload', 'update']);
    expect(diagnostics.all.map((d) => [d.code, d.severity, d.pointer, d.message])).toEqual([
      ['GEN006', 'warning', '/paths/~1upload/post/parameters', 'upload: cookie parameters (session) are not sent by the client'],
      ['GEN006', 'warning', '/paths/~1upload/patch/requestBody', 'updateFiles: request body media type application/xml is sent as given, not serialised'],
    ]);
  });
});
