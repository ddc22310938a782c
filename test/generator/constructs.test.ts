// Constructs real-world documents use (test/fixtures/specs/constructs/, one small document each): the
// generator supports each or skips it with a coded warning, never an error or a stack trace, and the client,
// validators and server packages it emits compile together under strict settings in a fresh folder outside
// the repository, named after the document, with no trace of this repository's product name.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../generator/diagnostics.js';
import type { EmittedFile } from '../../generator/emit/types.js';
import { emitAll, REPO_ROOT } from '../../generator/index.js';
import { compileStandalone, productMentions, writeStandalone } from './standalone.js';

const DIR = path.join(REPO_ROOT, 'test/fixtures/specs/constructs');
const TARGETS = ['client', 'validators', 'server'];

/** given the document → want these warnings (code and a part of the message), nothing else. */
const CASES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  'non-unicode-patterns': [['GEN006', 'pattern "^(unclosed$" is not a regular expression']],
  'unknown-formats': [
    ['GEN006', 'format "phone-number"'],
    ['GEN006', 'format "date-time-rfc-2822"'],
  ],
  recursive: [],
  'discriminator-one-of': [],
  'discriminator-implicit-children': [],
  'allof-chain': [],
  'huge-enum': [],
  'webhooks-only': [['GEN016', 'webhook "orderPlaced" (POST) is not generated: no validator or server handler for its request']],
  callbacks: [['GEN016', 'callback "onEvent" of subscribe (POST {$request.body#/callbackUrl}) is not generated']],
  'casing-collisions': [
    ['GEN007', 'schema "foo.bar" would be exported from the client package as FooBar, already taken by schema "FooBar"; using FooBar2'],
    ['GEN007', 'schema "foo.bar" would be exported from the validators package as FooBar'],
    ['GEN007', 'schema "ApiClient" would be exported from the client package as ApiClient'],
    ['GEN007', 'operationId "getItem" gives type names GetItem…, already used by another operation; using GetItem2…'],
    ['GEN007', 'tag "user-accounts" becomes client namespace "userAccounts", which tag "user_accounts" already uses; its namespace is "userAccounts2"'],
    ['GEN007', 'operations "get-item" and "getItem" both become method "getItem"'],
  ],
  'reserved-words': [],
  'deep-refs': [],
  'array-path-parameters': [],
  'quotes-in-names': [],
  'default-responses': [],
  // Byte bodies (`*/*`, application/octet-stream) take a Blob: nothing to warn about (0050).
  'comment-breakers': [],
  'media-types': [],
  'cookie-parameters': [['GEN006', 'getMe: cookie parameters (session) are not sent by the client']],
  'no-operation-id': [],
  'duplicate-operation-ids': [
    ['GEN008', 'operationId "list" of GET /accounts is already used by GET /entries; this one is generated as "getAccounts"'],
    [
      'GEN008',
      'operationId "list" of GET /accounts/{account_id}/entries is already used by GET /entries; this one is generated as "getAccountsByAccountIdEntries"',
    ],
  ],
  'unknown-root-fields': [
    ['GEN014', 'root field `description`'],
    ['GEN014', 'root field `generatedBy`'],
  ],
  'global-names': [],
  'dotted-path-parameters': [],
  'path-parameter-mismatch': [
    ['GEN009', 'path parameter {order_id} of /orders/{order_id}/lines is not declared; it is taken as a string'],
    ['GEN009', 'parameter "order" is declared in: path but /orders/{order_id}/lines has no {order}; it is left out'],
  ],
};

describe('constructs of real-world documents', () => {
  const emitted = new Map<string, { files: readonly EmittedFile[]; diagnostics: readonly Diagnostic[] }>();
  let root = '';

  beforeAll(async () => {
    expect(
      fs
        .readdirSync(DIR)
        .map((f) => f.replace(/\.yaml$/, ''))
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
    for (const name of Object.keys(CASES)) {
      // No config: every name comes from the document's title, as for a user's own document.
      const result = await emitAll({ specPath: path.join(DIR, `${name}.yaml`), targets: TARGETS, naming: {} });
      emitted.set(name, { files: result.outputs?.flatMap((o) => o.files) ?? [], diagnostics: result.diagnostics });
    }
    root = writeStandalone([...emitted].map(([name, { files }]) => ({ name, files })));
  }, 120_000);

  afterAll(() => {
    if (root !== '') fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(Object.entries(CASES))('%s: generates, with exactly the expected warnings', (name, want) => {
    const result = emitted.get(name);
    const got = (result?.diagnostics ?? []).map((d) => `${d.code} ${d.severity} ${d.message}`);
    expect(got.filter((d) => !d.includes(' warning '))).toEqual([]);
    expect(got).toHaveLength(want.length);
    for (const [code, message] of want)
      expect(
        got.some((d) => d.startsWith(`${code} warning`) && d.includes(message)),
        `${code} ${message} in ${got.join('\n')}`,
      ).toBe(true);
    expect(result?.files.some((f) => f.path === 'server/src/index.ts')).toBe(true);
  });

  it('every package compiles standalone under strict settings, with no trace of this repository', () => {
    const { status, output } = compileStandalone(root);
    expect(output).toBe('');
    expect(status).toBe(0);
    expect(root).not.toMatch(/tunnel/i);
    for (const [name, { files }] of emitted) expect(productMentions(files), name).toEqual([]);
  }, 180_000);

  it('names packages and the server plugin after the document', () => {
    const files = emitted.get('recursive')?.files ?? [];
    const text = (p: string) => files.find((f) => f.path === p)?.contents ?? '';
    expect(JSON.parse(text('client/package.json')).name).toBe('@trees/client');
    expect(text('server/src/routes.gen.ts')).toContain("from '@trees/validators'");
    expect(text('server/src/index.ts')).toContain('export function registerTreesRoutes<Account>');
    expect(text('client/src/index.gen.ts')).toContain('TreesApiError');
  });

  it('compiles flag-less patterns the way they are meant and checks nothing against one that does not compile', async () => {
    const pkg = (await import(pathToFileURL(path.join(root, 'non-unicode-patterns/validators/index.gen.js')).href)) as {
      schemas: Record<string, { check(v: unknown): Array<{ pointer: string; rule: string }> }>;
    };
    const check = (value: unknown) => pkg.schemas['Key']?.check(value).map((p) => `${p.pointer} ${p.rule}`);
    expect(check({ name: 'a-b:c_1', slug: 'ab-cd', broken: '((', labels: { 'x-a': 'y' } })).toEqual([]);
    expect(check({ name: 'a b', slug: 'ab' })).toEqual(['/name pattern', '/slug pattern']);
  });

  it('compiles each validation function once: a module imports the functions it calls, also in a cycle', async () => {
    for (const [name, { files }] of emitted) {
      for (const mode of ['bodies', 'parameters']) {
        const defined = files
          .filter((f) => f.path.startsWith(`validators/compiled/${mode}/`))
          .flatMap((f) => f.contents.match(/^function validate\d+\(/gm) ?? []);
        expect(defined.length, `${name} ${mode}`).toBe(new Set(defined).size);
      }
    }
    const files = emitted.get('recursive')?.files ?? [];
    const importsOf = (p: string) =>
      [
        ...(files.find((f) => f.path === `validators/compiled/bodies/${p}`)?.contents ?? '').matchAll(/^import \{ validate as validate\d+ \} from "(.+)";$/gm),
      ].map((m) => m[1]);
    expect(importsOf('Node.gen.js')).toEqual(['./Owner.gen.js']);
    expect(importsOf('Owner.gen.js')).toEqual(['./Node.gen.js']);
    // The request body's closed copies: Node's is exported, Owner's is reached only through it.
    expect(importsOf('Node$closed.gen.js')).toEqual(['./shared/requests.Owner.gen.js']);
    expect(importsOf('shared/requests.Owner.gen.js')).toEqual(['../Node$closed.gen.js']);
    const pkg = (await import(pathToFileURL(path.join(root, 'recursive/validators/index.gen.js')).href)) as {
      operations: Record<string, { body?: { check(v: unknown): Array<{ pointer: string; rule: string }> } }>;
    };
    const check = (value: unknown) => pkg.operations['replaceTree']?.body?.check(value).map((p) => `${p.pointer} ${p.rule}`);
    expect(check({ name: 'a', children: [{ name: 'b', owner: { favourite: { name: 'c', children: [] } } }] })).toEqual([]);
    expect(check({ name: 'a', children: [{ name: 'b', owner: { favourite: { name: 3 } } }] })).toEqual(['/children/0/owner/favourite/name type']);
    expect(check({ name: 'a', owner: { favourite: { name: 'c', extra: 1 } } })).toEqual(['/owner/favourite/extra additionalProperties']);
  });

  it('sends an array path parameter in its style (simple: comma-separated), and refuses a null one before sending', async () => {
    const requested: string[] = [];
    const server = http.createServer((request, response) => {
      requested.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end('["Victoria"]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = (await import(pathToFileURL(path.join(root, 'array-path-parameters/client/dist/index.gen.js')).href)) as {
        createClient(options: { baseUrl: string; apiKey: string }): Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
      };
      const api = client.createClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' });
      const namespace = Object.values(api).find((value) => typeof value?.['getLinesByMode'] === 'function');
      expect(await namespace?.['getLinesByMode']?.(['bus', 'tube'])).toEqual(['Victoria']);
      expect(requested).toEqual(['/lines/mode/bus,tube']);
      const lines = Object.values(api).find((value) => typeof value?.['getLine'] === 'function');
      await expect(lines?.['getLine']?.(null)).rejects.toThrow(new TypeError('getLine: path parameter id has no value; a URL cannot be built without it'));
      expect(requested).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('writes an operationId or a path holding a quote as text, in every package', async () => {
    const files = emitted.get('quotes-in-names')?.files ?? [];
    const routes = files.find((f) => f.path === 'server/src/routes.gen.ts')?.contents ?? '';
    expect(routes).toContain("operationId: 'listUser\\'sGroups',");
    expect(routes).toContain("path: '/users/{id}/o\\'clock-groups',");
    const pkg = (await import(pathToFileURL(path.join(root, 'quotes-in-names/validators/index.gen.js')).href)) as {
      operations: Record<string, { id?: string; query: { id: string; check(v: unknown): Array<{ pointer: string; rule: string }> } }>;
    };
    const query = pkg.operations["listUser'sGroups"]?.query;
    expect(query?.id).toBe("/operations/listUser'sGroups/query");
    expect(query?.check({ 'last_edit.time[gt]': 'yesterday' }).map((p) => `${p.pointer} ${p.rule}`)).toEqual(['/last_edit.time[gt] format']);
  });

  it('lets a handler answer any status where the spec declares only default or a range, and only declared ones elsewhere', async () => {
    const { default: fastify } = await import('fastify');
    const server = (await import(pathToFileURL(path.join(root, 'default-responses/server/dist/index.js')).href)) as {
      registerTokensRoutes(app: unknown, options: { handlers: object; account: () => string; validateResponses: boolean }): void;
    };
    const app = fastify();
    server.registerTokensRoutes(app, {
      handlers: {
        getToken: () => ({ status: 202, body: { token: 'abc' } }),
        createToken: () => ({ status: 207, body: { partly: true } }),
        deleteToken: () => ({ status: 409, body: { busy: true } }),
      },
      account: () => 'account',
      validateResponses: true,
    });
    try {
      const answer = async (method: 'GET' | 'POST' | 'DELETE', url: string) => {
        const response = await app.inject({ method, url });
        return [response.statusCode, response.json()];
      };
      expect(await answer('GET', '/tokens')).toEqual([202, { token: 'abc' }]);
      expect(await answer('POST', '/tokens')).toEqual([207, { partly: true }]);
      // deleteToken declares 200: its other statuses are still refused when responses are checked.
      const [status] = await answer('DELETE', '/tokens/t1');
      expect(status).toBe(500);
    } finally {
      await app.close();
    }
    const handlers = emitted.get('default-responses')?.files.find((f) => f.path === 'server/src/handlers.gen.ts')?.contents ?? '';
    expect(handlers).toContain(
      'export type GetTokenResult = { readonly status: number; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>> };',
    );
    expect(handlers).toMatch(/export type DeleteTokenResult =\n {2}\| \{ readonly status: 200;/);
  });

  it('routes a path parameter whose name a router cannot hold (dots, dashes) and hands it over under its name', async () => {
    const { default: fastify } = await import('fastify');
    const server = (await import(pathToFileURL(path.join(root, 'dotted-path-parameters/server/dist/index.js')).href)) as {
      registerWorkflowsRoutes(app: unknown, options: { handlers: object; account: () => string }): void;
    };
    const app = fastify();
    server.registerWorkflowsRoutes(app, {
      handlers: {
        getStep: ({ params }: { params: Record<string, string> }) => ({
          status: 200,
          body: { workflow: params['execution.workflow_id'], step: params['step-id'] },
        }),
      },
      account: () => 'account',
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/executions/wf.1/steps/s-2' });
      expect([response.statusCode, response.json()]).toEqual([200, { workflow: 'wf.1', step: 's-2' }]);
    } finally {
      await app.close();
    }
  });

  it('gives operations without an operationId one from method and path', () => {
    const sdk = emitted.get('no-operation-id')?.files.find((f) => f.path === 'client/src/sdk.gen.ts')?.contents ?? '';
    expect(sdk.match(/^ {6}(\w+): \(/gm)).toEqual(['      list: (', '      createParts: (']);
  });
});
