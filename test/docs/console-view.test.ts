// The docs console's view model (generator/emit/docs/console-view.ts, console-body-example.ts), given small
// documents and wanting the exact data the page carries: the credential from the document's own security
// schemes, starting values of parameters, body examples (given or made from the schema), the "Try it" links
// and the page's escaping; and, as a file snapshot a reviewer can read, the view of the `resources` fixture
// (docs/decisions/0037-docs-console.md).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { bodyFormat, schemaSample } from '../../generator/emit/docs/console-body-example.js';
import { escapeHtml, scriptSafeJson } from '../../generator/emit/docs/console-page.js';
import { consoleView, credential } from '../../generator/emit/docs/console-view.js';
import { withTryItLinks } from '../../generator/emit/docs/try-it-links.js';
import { REPO_ROOT } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';
import type { JsonSchema } from '../../generator/ir/types.js';
import { loadIr } from '../../generator/load/load-ir.js';
import { FIXTURE_SPECS } from '../generator/support.js';

const names = { project: { apiKeyVariable: 'WIDGETS_API_KEY' } } as Parameters<typeof consoleView>[1];
const ok = { description: 'ok' };
const bundle = {
  openapi: '3.1.0',
  info: { title: 'Widgets <beta>', version: '1' },
  servers: [{ url: 'https://api.example.com/v1' }],
  tags: [{ name: 'widgets', 'x-displayName': 'Widgets' }],
  security: [{ cookie: [] }, { bearer: [] }],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'Bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
      key: { type: 'apiKey', in: 'query', name: 'api_key' },
    },
    examples: { Gadget: { value: { name: 'gadget' } } },
    schemas: {
      WidgetCreate: {
        type: 'object',
        required: ['name', 'size', 'tags', 'id'],
        properties: {
          id: { type: 'string', readOnly: true },
          name: { type: 'string', minLength: 1 },
          size: { type: 'integer', minimum: 1 },
          tags: { type: 'array', items: { type: 'string' } },
          note: { type: 'string' },
        },
      },
    },
  },
  paths: {
    '/widgets': {
      parameters: [{ name: 'Service-Version', in: 'header', required: true, schema: { type: 'string', enum: ['2'] } }],
      post: {
        operationId: 'createWidget',
        tags: ['widgets'],
        summary: 'Create a widget',
        description: 'Makes one.',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/WidgetCreate' } } } },
        responses: { '201': ok },
      },
      get: {
        operationId: 'listWidgets',
        tags: ['widgets'],
        security: [{ key: [] }],
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', default: 100 }, description: 'At most <code>limit</code> items.' },
          { name: 'order', in: 'query', required: true, schema: { type: 'string', enum: ['asc', 'desc'] } },
        ],
        responses: { '200': ok },
      },
    },
    '/widgets/{id}': {
      put: {
        operationId: 'replaceWidget',
        tags: ['widgets'],
        security: [],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { content: { 'application/json': { schema: { type: 'object' }, examples: { gadget: { $ref: '#/components/examples/Gadget' } } } } },
        responses: { '200': ok },
      },
    },
    '/uploads': {
      post: {
        operationId: 'upload',
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } },
        responses: { '201': ok },
      },
    },
  },
};

const diagnostics = new Diagnostics();
const ir = buildIr(bundle, diagnostics);
const view = consoleView(ir, names);
const operation = (id: string) => view.operations.find((op) => op.operationId === id);

describe('consoleView', () => {
  it('describes the document: title, storage, reference, the key variable and servers', () => {
    expect(diagnostics.all).toEqual([]);
    expect({ ...view, operations: view.operations.map((op) => op.operationId) }).toEqual({
      title: 'Widgets <beta>',
      storageKey: 'api-console:Widgets <beta>',
      referenceUrl: '/docs',
      keyVariable: 'WIDGETS_API_KEY',
      servers: ['https://api.example.com/v1'],
      operations: ['listWidgets', 'createWidget', 'replaceWidget', 'upload'],
    });
  });

  it('gives a create its fixed header, its credential (the first scheme a browser can send) and a body made from the schema', () => {
    expect(operation('createWidget')).toEqual({
      operationId: 'createWidget',
      method: 'POST',
      path: '/widgets',
      summary: 'Create a widget',
      group: 'Widgets',
      deprecated: false,
      credential: { kind: 'bearer', scheme: 'bearer' },
      parameters: [{ name: 'Service-Version', in: 'header', required: true, description: '', value: '2', placeholder: '', choices: ['2'] }],
      body: { contentType: 'application/json', required: true, format: 'json', example: '{\n  "name": "string",\n  "size": 1,\n  "tags": []\n}' },
    });
  });

  it('leaves optional parameters empty with their default as placeholder, offers the allowed values, keys in the query, writes HTML in hints as Markdown', () => {
    expect(operation('listWidgets')?.credential).toEqual({ kind: 'query', scheme: 'key', name: 'api_key' });
    expect(operation('listWidgets')?.parameters.filter((p) => p.in === 'query')).toEqual([
      { name: 'limit', in: 'query', required: false, description: 'At most `limit` items.', value: '', placeholder: '100', choices: [] },
      { name: 'order', in: 'query', required: true, description: '', value: '', placeholder: '', choices: ['asc', 'desc'] },
    ]);
  });

  it('follows an example reference, says when no key is needed, and composes no multipart body', () => {
    expect(operation('replaceWidget')).toMatchObject({
      credential: null,
      summary: 'replaceWidget',
      body: { required: false, example: '{\n  "name": "gadget"\n}' },
    });
    expect(operation('upload')).toMatchObject({ group: 'default', body: { contentType: 'multipart/form-data', format: 'unsupported', example: '' } });
  });

  it('matches the file snapshot of the resources fixture', async () => {
    const fixture = await loadIr(path.join(FIXTURE_SPECS, 'resources', 'openapi.yaml'), new Diagnostics());
    expect(fixture).toBeDefined();
    await expect(`${JSON.stringify(consoleView(fixture!, names), null, 2)}\n`).toMatchFileSnapshot('__snapshots__/console-view/resources.json');
  });
});

// Documents written elsewhere (../shared/public-specs, docs/decisions/0029-generator-for-any-spec.md): the view
// is made from their own security schemes and bodies. Lob sends a basic credential and has JSON and
// multipart bodies; Twilio sends basic too and takes form bodies.
const PUBLIC_SPECS = path.resolve(REPO_ROOT, '../shared/public-specs');
const publicSpecs = fs.existsSync(PUBLIC_SPECS);
if (!publicSpecs) console.log(`skipped the console view of public documents: ${PUBLIC_SPECS} is missing`);

describe.skipIf(!publicSpecs)('consoleView of documents written elsewhere', () => {
  it.each([
    { file: 'lob-api-public.bundled.yml', operations: 105, formats: { json: 41, unsupported: 3 } },
    { file: 'twilio_api_v2010.json', operations: 197, formats: { text: 62 } },
  ])(
    '$file: every operation sends a basic credential, every example is well-formed',
    async ({ file, operations, formats }) => {
      const foreign = await loadIr(path.join(PUBLIC_SPECS, file), new Diagnostics());
      const view = consoleView(foreign!, names);
      expect(view.operations).toHaveLength(operations);
      expect(view.operations.filter((op) => op.credential?.kind !== 'basic').map((op) => op.operationId)).toEqual([]);
      const counted: Record<string, number> = {};
      for (const op of view.operations) if (op.body !== null) counted[op.body.format] = (counted[op.body.format] ?? 0) + 1;
      expect(counted).toEqual(formats);
      for (const op of view.operations) {
        if (op.body?.format === 'json') expect(() => JSON.parse(op.body!.example), op.operationId).not.toThrow();
        if (op.body?.contentType === 'application/x-www-form-urlencoded') expect(op.body.example, op.operationId).toMatch(/^([^=&]+=[^&]*(&|$))*$/);
      }
    },
    30_000,
  );
});

describe('credential', () => {
  const schemes = {
    bearer: { type: 'http', scheme: 'bearer' },
    basic: { type: 'http', scheme: 'basic' },
    digest: { type: 'http', scheme: 'digest' },
    header: { type: 'apiKey', in: 'header', name: 'X-Key' },
    query: { type: 'apiKey', in: 'query', name: 'key' },
    cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
    oauth: { type: 'oauth2', flows: {} },
    oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://example.com' },
    mtls: { type: 'mutualTLS' },
  };
  it.each([
    { given: [], want: null },
    { given: ['bearer'], want: { kind: 'bearer', scheme: 'bearer' } },
    { given: ['basic'], want: { kind: 'basic', scheme: 'basic' } },
    { given: ['header'], want: { kind: 'header', scheme: 'header', name: 'X-Key' } },
    { given: ['query'], want: { kind: 'query', scheme: 'query', name: 'key' } },
    { given: ['oauth'], want: { kind: 'bearer', scheme: 'oauth' } },
    { given: ['oidc'], want: { kind: 'bearer', scheme: 'oidc' } },
    { given: ['cookie', 'header'], want: { kind: 'header', scheme: 'header', name: 'X-Key' } },
    {
      given: ['cookie'],
      want: { kind: 'unsupported', scheme: 'cookie', reason: 'it goes in a cookie, which a page cannot set for another request. Use the curl command.' },
    },
    {
      given: ['digest'],
      want: { kind: 'unsupported', scheme: 'digest', reason: 'the security scheme digest (http digest) is not one the console sends. Use the curl command.' },
    },
    {
      given: ['mtls'],
      want: { kind: 'unsupported', scheme: 'mtls', reason: 'the security scheme mtls (mutualTLS) is not one the console sends. Use the curl command.' },
    },
    {
      given: ['missing'],
      want: {
        kind: 'unsupported',
        scheme: 'missing',
        reason: 'the security scheme missing (unknown type) is not one the console sends. Use the curl command.',
      },
    },
  ])('$given → $want.kind', ({ given, want }) => {
    expect(credential(given, schemes)).toEqual(want);
  });
});

describe('schemaSample', () => {
  const components = { schemas: { Node: { type: 'object', required: ['child'], properties: { child: { $ref: '#/components/schemas/Node' } } } } };
  it.each<{ name: string; given: JsonSchema; want: unknown }>([
    { name: 'const before anything else', given: { const: 'x', default: 'y' }, want: 'x' },
    { name: 'examples, then example, then default, then the first allowed value', given: { enum: ['a', 'b'], default: 'b' }, want: 'b' },
    { name: 'a nullable type is its other type', given: { type: ['null', 'integer'] }, want: 0 },
    { name: 'oneOf: the first branch that is not null', given: { oneOf: [{ type: 'null' }, { type: 'boolean' }] }, want: false },
    {
      name: 'allOf: the objects merged',
      given: {
        allOf: [
          { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
          { type: 'object', required: ['b'], properties: { b: { type: 'number' } } },
        ],
      },
      want: { a: '', b: 0 },
    },
    {
      name: 'an array with minItems has one item',
      given: { type: 'array', minItems: 1, items: { type: 'string', format: 'email' } },
      want: ['user@example.com'],
    },
    { name: 'a cycle stops at its first repeat', given: { $ref: '#/components/schemas/Node' }, want: { child: null } },
    { name: 'a schema of true gives null', given: true, want: null },
  ])('$name', ({ given, want }) => {
    expect(schemaSample(given, components, new Set())).toEqual(want);
  });

  it.each([
    ['application/json', 'json'],
    ['application/merge-patch+json; charset=utf-8', 'json'],
    ['text/plain', 'text'],
    ['application/x-www-form-urlencoded', 'text'],
    ['application/xml', 'text'],
    ['multipart/form-data', 'unsupported'],
    ['application/octet-stream', 'unsupported'],
  ])('body format of %s is %s', (contentType, want) => {
    expect(bodyFormat(contentType)).toBe(want);
  });
});

describe('the page and the links', () => {
  it('links every operation to the console after its description, leaving the document it was given alone', () => {
    const linked = withTryItLinks(bundle, ir) as typeof bundle;
    expect(linked.paths['/widgets'].post.description).toBe('Makes one.\n\n[Try it in the console →](/docs/console#createWidget)');
    expect((linked.paths['/widgets'].get as { description?: string }).description).toBe('[Try it in the console →](/docs/console#listWidgets)');
    expect(bundle.paths['/widgets'].post.description).toBe('Makes one.');
    const odd = withTryItLinks(
      { paths: { '/x': { get: {} } } },
      { operations: [{ ...ir.operations[0]!, path: '/x', method: 'get', operationId: 'list(all) widgets' }] },
    ) as { paths: { '/x': { get: { description: string } } } };
    expect(odd.paths['/x'].get.description).toBe('[Try it in the console →](/docs/console#list%28all%29%20widgets)');
  });

  it('the committed reference links each of its operations to the console once, and the console carries them all', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'generated', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(committed.paths)
      .flatMap((item) => Object.values(item).map((op) => op.operationId))
      .filter((id): id is string => typeof id === 'string');
    const reference = fs.readFileSync(path.join(REPO_ROOT, 'generated', 'docs', 'index.html'), 'utf8');
    const page = fs.readFileSync(path.join(REPO_ROOT, 'generated', 'docs', 'console.html'), 'utf8');
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => reference.split(`](/docs/console#${id})`).length !== 2)).toEqual([]);
    expect(ids.filter((id) => !page.includes(`"operationId": "${id}"`))).toEqual([]);
  });

  it('escapes text for HTML and JSON so nothing can close the data element', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;');
    const json = scriptSafeJson({ summary: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ summary: '</script><script>alert(1)</script> & \u2028' });
  });
});
