// Code samples for every operation (docs/decisions/0024-offline-docs.md), given a small spec and wanting the
// exact curl and TypeScript text: SDK names from naming/resolver, path ids from their patterns, bodies from
// the examples.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { codeSamples } from '../../generator/emit/docs/code-samples.js';
import { buildIr } from '../../generator/ir/build.js';
import { createNameResolver } from '../../generator/naming/resolver.js';

const ok = { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } };
const list = {
  description: 'a page',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { widgets: { type: 'array', items: { type: 'object' } }, next_page_uri: { type: ['string', 'null'] } } },
    },
  },
};
const widgetId = { name: 'widget_id', in: 'path', required: true, schema: { type: 'string', pattern: '^wdg_[0-9A-Za-z]{27}$' } };
const partId = { name: 'part_id', in: 'path', required: true, schema: { type: 'string' } };
const version = { name: 'Service-Version', in: 'header', required: true, schema: { type: 'string', enum: ['2'] } };
const trace = { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } };
const body = (value: unknown) => ({ required: true, content: { 'application/json': { schema: { type: 'object' }, examples: { one: { value } } } } });

const bundle = {
  openapi: '3.1.0',
  info: { title: 'Widgets', version: '1' },
  servers: [{ url: 'http://127.0.0.1:4010' }],
  tags: [{ name: 'widgets' }],
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } },
  paths: {
    '/widgets': {
      parameters: [version],
      post: { operationId: 'createWidget', tags: ['widgets'], requestBody: body({ name: "O'Brien", sizes: [1, 2] }), responses: { '201': ok } },
      get: {
        operationId: 'listWidgets',
        tags: ['widgets'],
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: { '200': list },
      },
    },
    '/widgets/{widget_id}': {
      parameters: [version],
      delete: { operationId: 'deleteWidget', tags: ['widgets'], parameters: [widgetId], responses: { '204': { description: 'gone' } } },
    },
    '/status': {
      get: { operationId: 'getStatus', tags: ['widgets'], security: [], parameters: [trace], responses: { '200': ok } },
    },
    '/keyed': {
      get: { operationId: 'getKeyed', tags: ['widgets'], security: [{ key: [] }], responses: { '200': ok } },
    },
    '/search': {
      get: {
        operationId: 'searchWidgets',
        tags: ['widgets'],
        parameters: [
          { name: 'q', in: 'query', required: true, schema: { type: 'string', examples: ['red & blue'] } },
          { name: 'page', in: 'query', schema: { type: 'integer' } },
        ],
        responses: { '200': ok },
      },
    },
    '/widgets/{widget_id}/parts/{part_id}': {
      parameters: [version],
      put: {
        operationId: 'replaceWidgetPart',
        tags: ['widgets'],
        parameters: [widgetId, partId],
        requestBody: body({ 'x-y': true }),
        responses: { '200': ok },
      },
    },
  },
};

const diagnostics = new Diagnostics();
const ir = buildIr(bundle, diagnostics);
const samples = codeSamples(ir, createNameResolver(ir, { name: 'tunnel-api' }, diagnostics));
const source = (operationId: string, label: string) => samples.get(operationId)?.find((s) => s.label === label)?.source;
// Two security schemes: credentials by scheme (docs/decisions/0047-client-auth.md), the operation's own.
const preamble = [
  "import { createClient } from '@tunnel-api/client';",
  '',
  "const api = createClient({ baseUrl: 'http://127.0.0.1:4010', auth: { bearer: process.env.TUNNEL_API_KEY! } });",
  '',
];

describe('codeSamples', () => {
  it('gives every operation a sample in seven languages, without diagnostics', () => {
    expect(diagnostics.all).toEqual([]);
    expect([...samples.keys()]).toEqual(['listWidgets', 'createWidget', 'deleteWidget', 'getStatus', 'getKeyed', 'searchWidgets', 'replaceWidgetPart']);
    for (const list of samples.values()) {
      expect(list.map((s) => [s.lang, s.label])).toEqual([
        ['bash', 'curl'],
        ['typescript', 'TypeScript'],
        ['javascript', 'JavaScript'],
        ['python', 'Python'],
        ['go', 'Go'],
        ['ruby', 'Ruby'],
        ['java', 'Java'],
      ]);
    }
  });

  it('snippet-library samples send the same request: base URL written out, example ids, required query, headers, body', () => {
    expect(source('replaceWidgetPart', 'Python')?.split('\n')).toEqual([
      'import os',
      'import requests',
      '',
      'url = "http://127.0.0.1:4010/widgets/wdg_2QsK4cVbH8yXn1mF7rT0aPq3Lw9/parts/part_id_value"',
      '',
      'payload = { "x-y": True }',
      'headers = {',
      '    "Authorization": "Bearer " + os.environ["TUNNEL_API_KEY"],',
      '    "Service-Version": "2",',
      '    "Content-Type": "application/json"',
      '}',
      '',
      'response = requests.put(url, json=payload, headers=headers)',
      '',
      'print(response.text)',
    ]);
    expect(source('searchWidgets', 'JavaScript')?.split('\n')[0]).toBe("const url = 'http://127.0.0.1:4010/search?q=red%20%26%20blue';");
    expect(source('searchWidgets', 'Go')).toContain('url := "http://127.0.0.1:4010/search?q=red%20%26%20blue"');
  });

  it('every snippet-library sample reads the key from the environment, and only one that sends a credential', () => {
    const reads = {
      JavaScript: 'process.env.TUNNEL_API_KEY',
      Python: 'os.environ["TUNNEL_API_KEY"]',
      Go: 'os.Getenv("TUNNEL_API_KEY")',
      Ruby: "ENV.fetch('TUNNEL_API_KEY')",
      Java: 'System.getenv("TUNNEL_API_KEY")',
    };
    for (const [label, read] of Object.entries(reads)) {
      expect(source('deleteWidget', label), label).toContain(read);
      expect(source('getKeyed', label), label).toContain(read);
      expect(source('getStatus', label), label).not.toContain('TUNNEL_API_KEY');
      for (const list of samples.values()) expect(list.find((s) => s.label === label)?.source, label).not.toContain('KEY_FROM_ENVIRONMENT');
    }
    expect(source('getKeyed', 'Ruby')).toContain('request["X-Api-Key"] = ENV.fetch(\'TUNNEL_API_KEY\')');
    expect(source('getStatus', 'Python')).not.toContain('import os');
  });

  it('curl with a body sends its content type and the example, single quotes escaped for the shell', () => {
    expect(source('createWidget', 'curl')?.split('\n')).toEqual([
      "curl -X POST 'http://127.0.0.1:4010/widgets' \\",
      '  -H "Authorization: Bearer $TUNNEL_API_KEY" \\',
      "  -H 'Service-Version: 2' \\",
      "  -H 'Content-Type: application/json' \\",
      `  -d '{`,
      `  "name": "O'\\''Brien",`,
      '  "sizes": [',
      '    1,',
      '    2',
      '  ]',
      "}'",
    ]);
  });

  it('curl without a body sends no content type; path ids follow their pattern, or name the parameter', () => {
    expect(source('deleteWidget', 'curl')).toBe(
      [
        "curl -X DELETE 'http://127.0.0.1:4010/widgets/wdg_2QsK4cVbH8yXn1mF7rT0aPq3Lw9' \\",
        '  -H "Authorization: Bearer $TUNNEL_API_KEY" \\',
        "  -H 'Service-Version: 2'",
      ].join('\n'),
    );
    expect(source('replaceWidgetPart', 'curl')).toContain("'http://127.0.0.1:4010/widgets/wdg_2QsK4cVbH8yXn1mF7rT0aPq3Lw9/parts/part_id_value'");
  });

  it('curl sends the credential its security scheme asks for, and required headers with a value or a placeholder', () => {
    expect(source('getStatus', 'curl')).toBe(["curl -X GET 'http://127.0.0.1:4010/status' \\", "  -H 'X-Trace: <X-Trace>'"].join('\n'));
    expect(source('getKeyed', 'curl')).toBe(["curl -X GET 'http://127.0.0.1:4010/keyed' \\", '  -H "X-Api-Key: $TUNNEL_API_KEY"'].join('\n'));
  });

  it('required query parameters get a value in both samples, URL-encoded for curl', () => {
    expect(source('searchWidgets', 'curl')?.split('\n')[0]).toBe("curl -X GET 'http://127.0.0.1:4010/search?q=red+%26+blue' \\");
    expect(source('getKeyed', 'TypeScript')?.split('\n')[2]).toBe(
      "const api = createClient({ baseUrl: 'http://127.0.0.1:4010', auth: { key: process.env.TUNNEL_API_KEY! } });",
    );
    expect(source('getStatus', 'TypeScript')?.split('\n')[2]).toBe("const api = createClient({ baseUrl: 'http://127.0.0.1:4010' });");
    expect(source('searchWidgets', 'TypeScript')?.split('\n').slice(preamble.length)).toEqual([
      'const widget = await api.widgets.search({',
      "  q: 'red & blue',",
      '});',
      'console.log(widget);',
    ]);
  });

  it('TypeScript create: namespace from the tag, method from the verb, the example as a literal', () => {
    expect(source('createWidget', 'TypeScript')?.split('\n')).toEqual([
      ...preamble,
      'const widget = await api.widgets.create({',
      "  name: 'O\\'Brien',",
      '  sizes: [',
      '    1,',
      '    2,',
      '  ],',
      '});',
      'console.log(widget);',
    ]);
  });

  it('TypeScript list iterates every item of every page', () => {
    expect(source('listWidgets', 'TypeScript')?.split('\n').slice(preamble.length)).toEqual([
      '// Every item of every page (follows next_page_uri).',
      'for await (const widget of api.widgets.list()) {',
      '  console.log(widget);',
      '}',
    ]);
  });

  it('TypeScript without a response body awaits the call; path params come first, in path order, then the body', () => {
    expect(source('deleteWidget', 'TypeScript')?.split('\n').slice(preamble.length)).toEqual(["await api.widgets.delete('wdg_2QsK4cVbH8yXn1mF7rT0aPq3Lw9');"]);
    expect(source('replaceWidgetPart', 'TypeScript')?.split('\n').slice(preamble.length)).toEqual([
      "const widget = await api.widgets.replacePart('wdg_2QsK4cVbH8yXn1mF7rT0aPq3Lw9', 'part_id_value', {",
      "  'x-y': true,",
      '});',
      'console.log(widget);',
    ]);
  });
});
