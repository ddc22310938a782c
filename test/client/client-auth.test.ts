// The document's own auth (docs/decisions/0047-client-auth.md), end to end: the client generated from
// test/fixtures/specs/security (every kind of security scheme, per-operation security, alternatives,
// combinations, optional and no credentials) against a real HTTP server that checks each scheme the way a
// service would and answers 401 otherwise; and the types of its options, compiled under strict settings.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compileStrict, emitFiles, FIXTURE_SPECS, writeUnder } from '../generator/support.js';

const USERNAME = 'ada';
const PASSWORD = 'pa:ss wörd';
const QUERY_KEY = 'qk 1&2';
const COOKIE_KEY = 'ck=1;x';

type Outcome = { status: number; body: unknown };

/** What each route accepts, as a service would check it; the answer names the scheme that was accepted. */
function check(req: http.IncomingMessage, url: URL, body: string): Outcome {
  const authorization = req.headers['authorization'];
  const headerKey = req.headers['x-api-key'];
  const queryKey = url.searchParams.get('api_key');
  const cookie = Object.fromEntries(
    (req.headers['cookie'] ?? '')
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
  const basic = `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`, 'utf8').toString('base64')}`;
  const ok = (scheme: string): Outcome => ({ status: 200, body: { scheme } });
  const denied: Outcome = { status: 401, body: { saw: { authorization, headerKey, queryKey, cookie: req.headers['cookie'] } } };
  const nothing = authorization === undefined && headerKey === undefined && queryKey === null && req.headers['cookie'] === undefined;
  switch (url.pathname) {
    case '/v1/secrets':
      return authorization === 'Bearer tok-bearer' ? ok('bearer') : denied;
    case '/v1/basic':
      return authorization === basic ? ok('basic') : denied;
    case '/v1/header-key':
      return headerKey === 'hk-1' && authorization === undefined ? ok('headerKey') : denied;
    case '/v1/query-key':
      return queryKey === QUERY_KEY && url.searchParams.get('label') === 'x' && body === '{"value":"v"}' ? ok('queryKey') : denied;
    case '/v1/cookie-key':
      return cookie['session'] === COOKIE_KEY && cookie['theme'] === 'dark' ? ok('cookieKey') : denied;
    case '/v1/oauth':
      return /^Bearer oauth-tok-\d+$/.test(authorization ?? '') ? ok(authorization!.slice('Bearer '.length)) : denied;
    case '/v1/oidc':
      return authorization === 'Bearer oidc-tok' ? ok('oidc') : denied;
    case '/v1/either':
      return headerKey === 'hk-1' ? ok('headerKey') : authorization === 'Bearer tok-bearer' ? ok('bearer') : denied;
    case '/v1/both':
      return headerKey === 'hk-1' && queryKey === QUERY_KEY ? ok('headerKey+queryKey') : denied;
    case '/v1/optional':
      return nothing ? ok('none') : authorization === 'Bearer tok-bearer' ? ok('bearer') : denied;
    case '/v1/public':
    case '/v1/digest':
      return nothing ? ok('none') : denied;
    default:
      return { status: 404, body: {} };
  }
}

type Seen = { scheme: string };
type Call = (options?: { headers?: Record<string, string> }) => Promise<Seen>;
interface VaultClient {
  secrets: Record<
    | 'list'
    | 'getWithBasic'
    | 'getWithHeaderKey'
    | 'getWithCookieKey'
    | 'getWithOauth'
    | 'getWithOidc'
    | 'getWithEither'
    | 'getWithBoth'
    | 'getOptional'
    | 'getPublic'
    | 'getWithDigest',
    Call
  > & {
    postWithQueryKey(body: { value: string }, query?: { label?: string }, options?: { headers?: Record<string, string> }): Promise<Seen>;
  };
  raw: { GET(path: string, init?: object): Promise<{ data?: Seen; response: Response }> };
}
type CreateClient = (options: object) => VaultClient;

let createClient: CreateClient;
let files: Awaited<ReturnType<typeof emitFiles>> = [];
let baseUrl = '';
let requests = 0;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    requests++;
    const outcome = check(req, new URL(req.url ?? '/', 'http://127.0.0.1'), body);
    res.writeHead(outcome.status, { 'content-type': 'application/json' }).end(JSON.stringify(outcome.body));
  });
});

beforeAll(async () => {
  files = await emitFiles(path.join(FIXTURE_SPECS, 'security', 'openapi.yaml'), ['client']);
  const root = writeUnder('client-auth', files);
  createClient = ((await import(pathToFileURL(path.join(root, 'client/dist/index.gen.js')).href)) as { createClient: CreateClient }).createClient;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests = 0;
});

let oauthCalls = 0;
const everything = () => ({
  baseUrl,
  maxRetries: 0,
  auth: {
    bearer: 'tok-bearer',
    basic: { username: USERNAME, password: PASSWORD },
    headerKey: 'hk-1',
    queryKey: QUERY_KEY,
    cookieKey: COOKIE_KEY,
    // A token function, asynchronous like a refresh: called before each request.
    oauth: async () => `oauth-tok-${++oauthCalls}`,
    oidc: () => 'oidc-tok',
  },
});

describe('each scheme, as the server checks it', () => {
  it.each([
    ['the document default, HTTP bearer', 'list', 'bearer'],
    ['HTTP basic (UTF-8, a colon in the password)', 'getWithBasic', 'basic'],
    ['an API key in a header', 'getWithHeaderKey', 'headerKey'],
    ['OpenID Connect, a bearer token from a function', 'getWithOidc', 'oidc'],
    ['alternatives: the first the client has every credential for', 'getWithEither', 'headerKey'],
    ['a combination: two schemes together', 'getWithBoth', 'headerKey+queryKey'],
    ['optional security, with a credential: it is sent', 'getOptional', 'bearer'],
    ['no security: nothing is sent', 'getPublic', 'none'],
    ['a scheme the client cannot send (digest, warned about): nothing is sent', 'getWithDigest', 'none'],
  ] as const)('%s', async (_, method, scheme) => {
    const api = createClient(everything());
    await expect(api.secrets[method]()).resolves.toEqual({ scheme });
  });

  it('an API key in the query string, beside the query and body of the call', async () => {
    const api = createClient(everything());
    await expect(api.secrets.postWithQueryKey({ value: 'v' }, { label: 'x' })).resolves.toEqual({ scheme: 'queryKey' });
  });

  it('an API key in a cookie, beside a cookie of the call', async () => {
    const api = createClient(everything());
    await expect(api.secrets.getWithCookieKey({ headers: { cookie: 'theme=dark' } })).resolves.toEqual({ scheme: 'cookieKey' });
  });

  it('OAuth 2: an async token function is called before each request', async () => {
    const api = createClient(everything());
    const first = await api.secrets.getWithOauth();
    const second = await api.secrets.getWithOauth();
    expect(Number(second.scheme.split('-').at(-1))).toBe(Number(first.scheme.split('-').at(-1)) + 1);
  });

  it('api.raw sends the credentials of the operation it calls', async () => {
    const api = createClient(everything());
    const { data, response } = await api.raw.GET('/basic');
    expect(response.status).toBe(200);
    expect(data).toEqual({ scheme: 'basic' });
  });

  it("a credential the call's own headers carry is left as it is", async () => {
    const api = createClient(everything());
    await expect(api.secrets.list({ headers: { authorization: 'Bearer other' } })).rejects.toMatchObject({ status: 401 });
  });
});

describe('a client with only some credentials', () => {
  it('alternatives: takes the one it has', async () => {
    const api = createClient({ baseUrl, auth: { bearer: 'tok-bearer' } });
    await expect(api.secrets.getWithEither()).resolves.toEqual({ scheme: 'bearer' });
  });

  it('optional security without a credential: sends none', async () => {
    const api = createClient({ baseUrl });
    await expect(api.secrets.getOptional()).resolves.toEqual({ scheme: 'none' });
    await expect(api.secrets.getPublic()).resolves.toEqual({ scheme: 'none' });
  });

  it('a required credential it lacks: refused before anything is sent, naming the option', async () => {
    const api = createClient({ baseUrl, auth: { headerKey: 'hk-1' } });
    await expect(api.secrets.list()).rejects.toThrow(new TypeError('GET /secrets: needs credentials the client was not given: auth.bearer'));
    await expect(api.secrets.getWithBoth()).rejects.toThrow('needs credentials the client was not given: auth.headerKey and auth.queryKey');
    expect(requests).toBe(0);
  });
});

describe('createClient', () => {
  it.each([
    [{ auth: { basic: { username: 'ada' } } }, 'createClient: auth.basic must be { username, password }'],
    [{ auth: { basic: { username: 'a:b', password: 'p' } } }, 'createClient: auth.basic.username cannot contain ":" (RFC 7617)'],
    [{ auth: { bearer: '' } }, 'createClient: auth.bearer is required'],
    [{ auth: { digest: 'x' } }, 'createClient: auth.digest is not a security scheme of this API'],
  ])('refuses %j', (options, message) => {
    expect(() => createClient({ baseUrl, ...options })).toThrow(message);
  });

  it("defaults baseUrl to the document's first server, its variables filled in", async () => {
    const urls: string[] = [];
    const api = createClient({
      auth: { bearer: 't' },
      fetch: async (request: Request) => {
        urls.push(request.url);
        return Response.json({ scheme: 'bearer' });
      },
    });
    await api.secrets.list();
    expect(urls).toEqual(['https://eu.vault.example.com/v1/secrets']);
  });
});

describe('types', () => {
  it('the options are typed from the schemes; misuse does not compile', () => {
    const root = writeUnder('client-auth-types', files);
    fs.writeFileSync(
      path.join(root, 'client/src/usage.ts'),
      `import { createClient, type ClientAuth } from './index.gen.js';

createClient({});
createClient({ baseUrl: 'https://us.vault.example.com/v1', auth: { basic: { username: 'u', password: 'p' }, oauth: async () => 'token' } });
const auth: ClientAuth = { headerKey: 'k', queryKey: () => 'q' };
createClient({ auth });
// @ts-expect-error basic credentials are an object
createClient({ auth: { basic: 'u:p' } });
// @ts-expect-error no such scheme
createClient({ auth: { digest: 'x' } });
// @ts-expect-error this document has several schemes: no apiKey shorthand
createClient({ apiKey: 'k' });
`,
    );
    const { status, output } = compileStrict(root, ['client/src/**/*.ts']);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 120_000);
});
