// The docs console's request builder (generator/runtime/docs/console-request.ts), given what a reader typed
// and wanting the exact request or the problems that keep it from being sent; and the same request as curl,
// with the key read from the variable (docs/decisions/0037-docs-console.md).
import { describe, expect, it } from 'vitest';
import type { ConsoleOperation, Credential } from '../../generator/runtime/docs/console-data.js';
import { buildRequest, curlCommand, fieldId, type RequestInput } from '../../generator/runtime/docs/console-request.js';

const bearer: Credential = { kind: 'bearer', scheme: 'bearerAuth' };
const version = { name: 'Service-Version', in: 'header', required: true, description: '', value: '2', placeholder: '', choices: ['2'] } as const;
const id = { name: 'id', in: 'path', required: true, description: '', value: '', placeholder: '', choices: [] } as const;
const limit = { name: 'limit', in: 'query', required: false, description: '', value: '', placeholder: '100', choices: [] } as const;

const create: ConsoleOperation = {
  operationId: 'createWidget',
  method: 'POST',
  path: '/widgets',
  summary: 'Create',
  group: 'widgets',
  deprecated: false,
  credential: bearer,
  parameters: [version],
  body: { contentType: 'application/json', required: true, format: 'json', example: '{}' },
};
const get: ConsoleOperation = { ...create, operationId: 'getWidget', method: 'GET', path: '/widgets/{id}', parameters: [id, limit, version], body: null };

function input(operation: ConsoleOperation, overrides: Partial<RequestInput> = {}): RequestInput {
  return {
    baseUrl: 'http://127.0.0.1:4010',
    pageUrl: 'http://127.0.0.1:4010/docs/console',
    operation,
    values: Object.fromEntries(operation.parameters.map((p) => [fieldId(p), p.value])),
    key: 'tak_secret',
    body: '{"name":"a"}',
    ...overrides,
  };
}

describe('buildRequest', () => {
  const cases: Array<{ name: string; given: RequestInput; want: unknown }> = [
    {
      name: 'bearer key first, then the header parameters, then the body type',
      given: input(create),
      want: {
        method: 'POST',
        url: 'http://127.0.0.1:4010/widgets',
        headers: [
          ['Authorization', 'Bearer tak_secret'],
          ['Service-Version', '2'],
          ['Content-Type', 'application/json'],
        ],
        body: '{"name":"a"}',
      },
    },
    {
      name: 'path values percent-encoded, an empty optional query parameter left out, a trailing slash of the base dropped',
      given: input(get, { baseUrl: 'http://127.0.0.1:4010/', values: { [fieldId(id)]: 'a/b c?', [fieldId(limit)]: '', [fieldId(version)]: '2' } }),
      want: {
        method: 'GET',
        url: 'http://127.0.0.1:4010/widgets/a%2Fb%20c%3F',
        headers: [
          ['Authorization', 'Bearer tak_secret'],
          ['Service-Version', '2'],
        ],
        body: undefined,
      },
    },
    {
      name: 'a query value and a key sent as a query parameter; a relative base resolved against the page',
      given: input(
        { ...get, credential: { kind: 'query', scheme: 'k', name: 'api_key' } },
        { baseUrl: '/v1/', values: { [fieldId(id)]: 'w1', [fieldId(limit)]: '5 & 6', [fieldId(version)]: '2' } },
      ),
      want: {
        method: 'GET',
        url: 'http://127.0.0.1:4010/v1/widgets/w1?limit=5+%26+6&api_key=tak_secret',
        headers: [['Service-Version', '2']],
        body: undefined,
      },
    },
    {
      name: "a key in a header of the scheme's name",
      given: input({ ...create, credential: { kind: 'header', scheme: 'k', name: 'X-Api-Key' } }),
      want: {
        method: 'POST',
        url: 'http://127.0.0.1:4010/widgets',
        headers: [
          ['X-Api-Key', 'tak_secret'],
          ['Service-Version', '2'],
          ['Content-Type', 'application/json'],
        ],
        body: '{"name":"a"}',
      },
    },
    {
      name: 'basic: user:password as Base64 of its UTF-8 bytes',
      given: input({ ...create, credential: { kind: 'basic', scheme: 'b' }, parameters: [] }, { key: 'ana:pä' }),
      want: {
        method: 'POST',
        url: 'http://127.0.0.1:4010/widgets',
        headers: [
          ['Authorization', 'Basic YW5hOnDDpA=='],
          ['Content-Type', 'application/json'],
        ],
        body: '{"name":"a"}',
      },
    },
    {
      name: 'no key typed, or no credential needed: no Authorization',
      given: input({ ...create, parameters: [] }, { key: '' }),
      want: { method: 'POST', url: 'http://127.0.0.1:4010/widgets', headers: [['Content-Type', 'application/json']], body: '{"name":"a"}' },
    },
    {
      name: 'a body the console cannot compose is not sent',
      given: input(
        { ...create, parameters: [], credential: null, body: { contentType: 'multipart/form-data', required: true, format: 'unsupported', example: '' } },
        { body: '' },
      ),
      want: { method: 'POST', url: 'http://127.0.0.1:4010/widgets', headers: [], body: undefined },
    },
    {
      name: 'a text body is sent as typed, unchecked',
      given: input(
        { ...create, parameters: [], credential: null, body: { contentType: 'text/plain', required: true, format: 'text', example: '' } },
        { body: 'not { json' },
      ),
      want: { method: 'POST', url: 'http://127.0.0.1:4010/widgets', headers: [['Content-Type', 'text/plain']], body: 'not { json' },
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(buildRequest(given)).toEqual({ ok: true, request: want });
  });

  it('names every field to fix: an empty required value, a body that is not JSON, a base URL that is not http(s)', () => {
    expect(buildRequest(input(get, { baseUrl: 'ftp://example.com', values: {} }))).toEqual({
      ok: false,
      problems: [
        { field: 'base-url', message: 'Enter a base URL such as https://api.example.com (http or https).' },
        { field: 'param-path-id', message: 'id is required.' },
        { field: 'param-header-Service-Version', message: 'Service-Version is required.' },
      ],
    });
    const notJson = buildRequest(input(create, { body: '{"a":' }));
    expect(notJson.ok).toBe(false);
    expect(!notJson.ok && notJson.problems.map((p) => p.field)).toEqual(['body']);
    expect(!notJson.ok && notJson.problems[0]!.message).toMatch(/^The body is not JSON: /);
    expect(buildRequest(input(create, { body: '  ' }))).toEqual({ ok: false, problems: [{ field: 'body', message: 'This operation needs a body.' }] });
  });

  it('gives every parameter a field id an HTML id can hold', () => {
    expect(fieldId({ in: 'query', name: 'filter[name]' })).toBe('param-query-filter_5b_name_5d_');
    expect(fieldId({ in: 'header', name: 'Service-Version' })).toBe('param-header-Service-Version');
  });
});

describe('curlCommand', () => {
  it('reads a bearer key from the variable and single-quotes everything else', () => {
    expect(curlCommand(input(create, { body: `{"name":"O'Brien"}` }), 'TUNNEL_API_KEY')?.split('\n')).toEqual([
      "curl -X POST 'http://127.0.0.1:4010/widgets' \\",
      '  -H "Authorization: Bearer $TUNNEL_API_KEY" \\',
      "  -H 'Service-Version: 2' \\",
      "  -H 'Content-Type: application/json' \\",
      `  --data-raw '{"name":"O'\\''Brien"}'`,
    ]);
  });

  it("puts a query key in a double-quoted URL with the shell's special characters escaped", () => {
    const op: ConsoleOperation = { ...get, parameters: [id], credential: { kind: 'query', scheme: 'k', name: 'key' } };
    expect(curlCommand(input(op, { baseUrl: 'http://127.0.0.1:4010/$v', values: { [fieldId(id)]: 'w1' } }), 'K')).toBe(
      'curl -X GET "http://127.0.0.1:4010/\\$v/widgets/w1?key=$K"',
    );
    const header: ConsoleOperation = { ...get, parameters: [], path: '/w', credential: { kind: 'header', scheme: 'k', name: 'X-Key' } };
    expect(curlCommand(input(header, { baseUrl: 'http://h' }), 'K')).toBe(`curl -X GET 'http://h/w' \\\n  -H "X-Key: $K"`);
  });

  it('lets curl encode a basic credential from the variable', () => {
    const op: ConsoleOperation = { ...get, parameters: [], credential: { kind: 'basic', scheme: 'b' } };
    expect(curlCommand(input(op), 'K')).toBe('curl -X GET \'http://127.0.0.1:4010/widgets/{id}\' \\\n  -u "$K"');
  });

  it('is undefined until the request can be built', () => {
    expect(curlCommand(input(get, { values: {} }), 'K')).toBeUndefined();
  });
});
