// The server package's edge answers in the document's own error shapes (docs/decisions/0066-edge-errors-in-the-document-shape.md):
// the packages of a document with error bodies of its own, and of one with none, are generated, written outside the
// repository with dist/ built, and served by Fastify with the edge and no handlers; every refusal the edge makes —
// unknown route, other method, malformed id, invalid body, bad JSON, missing handler, an error a handler throws — is
// checked against the document's own response validator (from the generated validators package), never this API's
// `{ error_code, status_code, msg, details }`. A team's `formatError` replaces the default.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmittedFile } from '../../generator/emit/types.js';
import { emitAll, REPO_ROOT } from '../../generator/index.js';
import { compileStandalone, writeStandalone } from './standalone.js';

const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/specs/error-shapes');

interface Answer {
  readonly statusCode: number;
  readonly headers: Record<string, unknown>;
  json(): unknown;
}
interface App {
  inject(request: { method: string; url: string; payload?: string; headers?: Record<string, string> }): Promise<Answer>;
  close(): Promise<void>;
}
interface ServerPackage {
  ApiError: new (code: string, params?: object) => Error & { readonly code: string; readonly status: number };
  registerErrorCodes(entries: ReadonlyArray<{ code: string; status: number; message: string }>): void;
  documentErrorBody(error: unknown): unknown;
  [register: string]: unknown;
}
interface ValidatorsPackage {
  operations: Record<string, { responses: Record<string, { check(value: unknown): Array<{ pointer: string; message: string }> }> }>;
}

const emitted = new Map<string, readonly EmittedFile[]>();
let root = '';

beforeAll(async () => {
  for (const name of ['own-errors', 'no-error-bodies']) {
    const result = await emitAll({ specPath: path.join(FIXTURES, `${name}.yaml`), targets: ['validators', 'server'], naming: {} });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    emitted.set(name, result.outputs?.flatMap((o) => o.files) ?? []);
  }
  root = writeStandalone([...emitted].map(([name, files]) => ({ name, files })));
}, 300_000);

afterAll(() => {
  if (root !== '') fs.rmSync(root, { recursive: true, force: true });
});

async function load(name: string): Promise<{ server: ServerPackage; validators: ValidatorsPackage }> {
  const server = (await import(pathToFileURL(path.join(root, name, 'server/dist/index.js')).href)) as ServerPackage;
  const validators = (await import(pathToFileURL(path.join(root, name, 'validators/index.gen.js')).href)) as ValidatorsPackage;
  return { server, validators };
}

async function serve(server: ServerPackage, project: string, edgeOptions: object, handlers: object): Promise<App> {
  const { default: fastify } = await import('fastify');
  const app = fastify();
  const registerEdge = server[`register${project}Edge`] as (app: unknown, options: object) => unknown;
  const registerRoutes = server[`register${project}Routes`] as (app: unknown, options: object) => void;
  // No key lookup: every request is the one team's (the edge checks keys only given `authenticate`).
  registerEdge(app, edgeOptions);
  registerRoutes(app, { handlers, account: () => 'team' });
  return app as unknown as App;
}

describe('a document with error bodies of its own', () => {
  it('gets every refusal of the edge in its declared shape, as its own validators check it', async () => {
    const { server, validators } = await load('own-errors');
    server.registerErrorCodes([{ code: 'ORDER_UNPROCESSABLE', status: 422, message: 'Order {id} cannot be processed.' }]);
    const app = await serve(
      server,
      'Orders',
      {},
      {
        createOrder: ({ body }: { body: { quantity: number } }) => ({ status: 201, body: { id: 'ord_1', quantity: body.quantity } }),
        getOrder: ({ params }: { params: { id: string } }) => {
          throw new server.ApiError('ORDER_UNPROCESSABLE', { id: params.id });
        },
      },
    );
    const json = { 'content-type': 'application/json' };
    const cases = [
      { request: { method: 'GET', url: '/nowhere' }, status: 404, checkedAs: ['getOrder', '404'] },
      { request: { method: 'PUT', url: '/orders' }, status: 405, checkedAs: ['createOrder', 'default'] },
      { request: { method: 'GET', url: '/orders/NOT-AN-ID' }, status: 404, checkedAs: ['getOrder', '404'] },
      { request: { method: 'POST', url: '/orders', payload: '{"quantity":0}', headers: json }, status: 400, checkedAs: ['createOrder', '400'] },
      { request: { method: 'POST', url: '/orders', payload: '{"quantity":', headers: json }, status: 400, checkedAs: ['createOrder', '400'] },
      { request: { method: 'DELETE', url: '/orders/ord_1' }, status: 501, checkedAs: ['deleteOrder', 'default'] },
      { request: { method: 'GET', url: '/orders/ord_1' }, status: 422, checkedAs: ['createOrder', '422'] },
    ] as const;
    try {
      for (const { request, status, checkedAs } of cases) {
        const answer = await app.inject(request);
        const body = answer.json() as Record<string, unknown>;
        const where = `${request.method} ${request.url}`;
        expect(answer.statusCode, `${where} ${JSON.stringify(body)}`).toBe(status);
        expect(answer.headers['content-type'], where).toBe('application/json; charset=utf-8');
        expect(validators.operations[checkedAs[0]]?.responses[checkedAs[1]]?.check(body), where).toEqual([]);
        expect(Object.keys(body), where).not.toContain('error_code');
        if (status === 422) {
          expect(body).toEqual({ detail: [{ loc: [], msg: 'Order ord_1 cannot be processed.', type: 'ORDER_UNPROCESSABLE' }] });
        } else {
          const error = body['error'] as { message: string; type: string; status: number };
          expect(error.status, where).toBe(status);
          expect(error.message, where).toMatch(/\S/);
          expect(error.type, where).toMatch(/^[A-Z_]+$/);
        }
      }
      const unknown = (await app.inject({ method: 'GET', url: '/nowhere' })).json();
      expect(unknown).toEqual({ error: { message: 'No route matches GET /nowhere.', type: 'ROUTE_NOT_FOUND', status: 404 } });
    } finally {
      await app.close();
    }
  });

  it("answers in the team's own words where it passes formatError, typed as the document's error body", async () => {
    const { server } = await load('own-errors');
    const formatError = (error: { message: string; status: number }) => ({
      error: { message: `Sorry: ${error.message}`, type: 'sorry', status: error.status },
    });
    const app = await serve(server, 'Orders', { formatError }, {});
    try {
      const answer = await app.inject({ method: 'GET', url: '/nowhere' });
      expect([answer.statusCode, answer.json()]).toEqual([404, { error: { message: 'Sorry: No route matches GET /nowhere.', type: 'sorry', status: 404 } }]);
    } finally {
      await app.close();
    }
    const index = emitted.get('own-errors')?.find((f) => f.path === 'server/src/index.ts')?.contents ?? '';
    expect(index).toContain('readonly formatError?: (error: ApiError, request: FastifyRequest) => DocumentErrorBody;');
  });

  it('types the default as the validators package types of the responses that declare the shapes, and the packages compile', () => {
    const file = emitted.get('own-errors')?.find((f) => f.path === 'server/src/error-body.gen.ts')?.contents ?? '';
    expect(file).toContain('export type DocumentErrorBody = Types.CreateOrderResponse422 | Types.CreateOrderResponseDefault;');
    const { status, output } = compileStandalone(root);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 120_000);
});

describe('a document that declares no error body', () => {
  it('gets RFC 9457 problem details from the edge', async () => {
    const { server } = await load('no-error-bodies');
    const app = await serve(server, 'Clocks', {}, {});
    try {
      const missing = await app.inject({ method: 'GET', url: '/clocks/c1' });
      expect([missing.statusCode, missing.headers['content-type'], missing.json()]).toEqual([
        501,
        'application/problem+json; charset=utf-8',
        { type: 'about:blank', title: 'Not Implemented', status: 501, detail: 'getClock is not implemented by this server.', code: 'NOT_IMPLEMENTED' },
      ]);
      const other = await app.inject({ method: 'POST', url: '/clocks/c1' });
      expect([other.statusCode, other.headers['allow'], other.json()]).toEqual([
        405,
        'GET, HEAD',
        {
          type: 'about:blank',
          title: 'Method Not Allowed',
          status: 405,
          detail: 'POST is not allowed on /clocks/c1; allowed: GET, HEAD.',
          code: 'METHOD_NOT_ALLOWED',
          allowed: ['GET', 'HEAD'],
        },
      ]);
    } finally {
      await app.close();
    }
  });
});
