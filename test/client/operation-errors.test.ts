// An operation's error responses as types (generator/runtime/client/errors.ts; the fixture keeps the default
// names): `isTunnelOperationError(error,
// 'getOrder')` narrows an error to that operation's declared error responses, a union that `switch
// (error.status)` narrows to each status's own body. Checked twice, on a fixture whose statuses declare bodies of
// their own (test/fixtures/specs/error-bodies): at run time against a node:http server answering each status, and
// at compile time — a file of assignments and `@ts-expect-error`s compiled with tsc under strict settings.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { STRICT_COMPILER_OPTIONS } from '../generator/support.js';
import { importFixtureClient } from './support/fixture-client.js';

interface OrdersClient {
  createClient(options: { baseUrl: string; apiKey?: string; maxRetries?: number }): {
    orders: { get(id: string): Promise<unknown>; cancel(id: string): Promise<unknown> };
  };
  isTunnelOperationError(error: unknown, operationId: string): boolean;
}

/** What the server answers, by order id: status, media type, body. */
const ANSWERS: Record<string, readonly [number, string, string]> = {
  missing: [404, 'application/json', '{"reason":"no order missing"}'],
  'not-an-id': [422, 'application/json', '{"problems":["id: not an order id"]}'],
  broken: [503, 'application/problem+json', '{"title":"down for maintenance"}'],
};

const server = http.createServer((req, res) => {
  const id = decodeURIComponent(req.url?.split('/').at(-1) ?? '');
  const [status, type, body] = req.method === 'DELETE' ? [409, 'application/json', '{"shipped_at":"2026-11-26"}'] : (ANSWERS[id] ?? [500, 'text/plain', '?']);
  res.writeHead(status, { 'content-type': type }).end(body);
});

let client: OrdersClient;
let api: ReturnType<OrdersClient['createClient']>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = await importFixtureClient<OrdersClient>('error-bodies');
  api = client.createClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, maxRetries: 0 });
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const thrown = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.unreachable('no error thrown'),
    (error: unknown) => error,
  );

describe('isTunnelOperationError at run time', () => {
  it.each([
    ['missing', 404, { reason: 'no order missing' }],
    ['not-an-id', 422, { problems: ['id: not an order id'] }],
    ['broken', 503, { title: 'down for maintenance' }],
  ])('an error of getOrder(%j) is one of its errors, with status %i and its body', async (id, status, body) => {
    const error = await thrown(api.orders.get(id));
    expect(client.isTunnelOperationError(error, 'getOrder')).toBe(true);
    expect(error).toMatchObject({ operation: 'getOrder', status, body });
  });

  it("is false for another operation's error and for what is not an API error", async () => {
    const error = await thrown(api.orders.cancel('shipped'));
    expect(error).toMatchObject({ operation: 'cancelOrder', status: 409, body: { shipped_at: '2026-11-26' } });
    expect(client.isTunnelOperationError(error, 'getOrder')).toBe(false);
    expect(client.isTunnelOperationError(new Error('getOrder failed'), 'getOrder')).toBe(false);
    expect(client.isTunnelOperationError({ operation: 'getOrder', status: 404 }, 'getOrder')).toBe(false);
  });
});

describe('TunnelOperationError at compile time', () => {
  it('narrows per status to the body that status declares; a range or default answers the statuses no other response declares', () => {
    const root = path.join(REPO_ROOT, 'test-output/client-error-bodies');
    fs.writeFileSync(
      path.join(root, 'check.ts'),
      `import { isTunnelOperationError, type TunnelOperationError } from './client/src/index.gen.js';

export function describeGetOrder(error: unknown): string {
  if (!isTunnelOperationError(error, 'getOrder')) return 'another error';
  switch (error.status) {
    case 404: {
      const reason: string = error.body.reason;
      // @ts-expect-error a 404's body has no problems
      error.body.problems;
      return reason;
    }
    case 422: {
      const problems: string[] = error.body.problems;
      return problems.join('; ');
    }
    default: {
      // The 5XX range: every 5xx status, its body the problem document.
      const status: number = error.status;
      const title: string = error.body.title;
      return \`\${status} \${title}\`;
    }
  }
}

export function describeCancel(error: TunnelOperationError<'cancelOrder'>): string {
  if (error.status === 409) return error.body.shipped_at;
  // default declares no body: nothing is promised of it.
  const body: unknown = error.body;
  // @ts-expect-error an unknown body has no fields to read
  body.shipped_at;
  return String(error.status);
}

// @ts-expect-error an operationId the document lacks does not compile
isTunnelOperationError(new Error(), 'getOrders');
`,
    );
    const options = { ...STRICT_COMPILER_OPTIONS, lib: ['ES2023', 'DOM'] };
    fs.writeFileSync(path.join(root, 'tsconfig.check.json'), JSON.stringify({ compilerOptions: options, files: ['check.ts'] }, null, 2));
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.check.json')], {
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);
});
