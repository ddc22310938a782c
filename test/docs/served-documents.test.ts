// The documents a running server serves (server/docs): /openapi.json, /openapi.yaml and /docs name the
// server's own URL (PUBLIC_URL, or http://HOST:PORT by default) while generated/ keeps the spec's
// servers[0].url; every body comes br- or gzip-compressed by Accept-Encoding with a strong ETag per encoding
// and 304 on If-None-Match; /favicon.ico is an icon, without a key (docs/decisions/0024-offline-docs.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadConfig } from '../../server/config.js';
import { startTestServer, type TestServer } from '../server/harness.js';

const root = join(import.meta.dirname, '..', '..');
const generated = (file: string) => readFileSync(join(root, 'generated', file), 'utf8');
const GENERATED_URL = 'http://127.0.0.1:4010';
const PUBLIC_URL = 'https://api.example.com/v2';
// The default public URL of `PORT=4711 npm start`, as the server's configuration makes it.
const PORT_URL = loadConfig({ PORT: '4711' }, false).publicUrl;

let server: TestServer;
let portServer: TestServer;
beforeAll(async () => {
  [server, portServer] = await Promise.all([startTestServer({ publicUrl: PUBLIC_URL }), startTestServer({ publicUrl: PORT_URL })]);
});
afterAll(async () => {
  await Promise.all([server?.close(), portServer?.close()]);
});

async function get(url: string, headers: Record<string, string> = {}, on = server) {
  return on.app.inject({ method: 'GET', url, headers });
}

/** The document the docs page renders (Redocly's `__redoc_definition`). */
function definition(html: string): any {
  const line = /const __redoc_definition = (.*);$/m.exec(html);
  if (line === null) throw new Error('no __redoc_definition in the page');
  return JSON.parse(line[1]!);
}

function samples(document: any): string[] {
  return Object.values<any>(document.paths)
    .flatMap((item) => Object.values<any>(item))
    .flatMap((operation) => (operation['x-codeSamples'] ?? []).map((sample: { source: string }) => sample.source));
}

/** The lines of `served` that differ from `original`. */
function changedLines(original: string, served: string): Array<[string, string]> {
  const a = original.split('\n');
  const b = served.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]!] as [string, string]]));
}

describe("the served documents name the server's own URL", () => {
  it("generated/ keeps the spec's server URL", () => {
    expect(JSON.parse(generated('openapi.json')).servers[0].url).toBe(GENERATED_URL);
  });

  it.each([
    ['PUBLIC_URL with a path', PUBLIC_URL, () => server],
    ['PORT=4711 and no PUBLIC_URL', 'http://127.0.0.1:4711', () => portServer],
  ])('/openapi.json under %s: servers[0].url is %s, nothing else changed', async (_name, url, on) => {
    const res = await get('/openapi.json', {}, on());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body).servers).toEqual([{ url, description: 'The reference server started by npm start' }]);
    expect(changedLines(generated('openapi.json'), res.body)).toEqual([[`      "url": "${GENERATED_URL}",`, `      "url": "${url}",`]]);
  });

  it.each([
    ['PUBLIC_URL with a path', PUBLIC_URL, () => server],
    ['PORT=4711 and no PUBLIC_URL', 'http://127.0.0.1:4711', () => portServer],
  ])('/openapi.yaml under %s: servers[0].url is %s, nothing else changed', async (_name, url, on) => {
    const res = await get('/openapi.yaml', {}, on());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(parseYaml(res.body).servers[0].url).toBe(url);
    expect(changedLines(generated('openapi.yaml'), res.body)).toEqual([[`  - url: ${GENERATED_URL}`, `  - url: ${url}`]]);
  });

  it.each([
    ['PUBLIC_URL with a path', PUBLIC_URL, () => server],
    ['PORT=4711 and no PUBLIC_URL', 'http://127.0.0.1:4711', () => portServer],
  ])('/docs under %s: the Servers box, servers and every code sample say %s', async (_name, url, on) => {
    const res = await get('/docs', {}, on());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = generated('docs/index.html');
    // Every mention of the generated URL became the public URL, one for one, and none is left.
    expect(res.body).not.toContain('127.0.0.1:4010');
    expect(res.body.split(url).length).toBe(page.split(GENERATED_URL).length + page.split(url).length - 1);
    // The Servers box, rendered into the HTML before the renderer hydrates it.
    expect(res.body).toContain(`>${url}</div>`);
    const document = definition(res.body);
    expect(document.servers[0].url).toBe(url);
    const sources = samples(document);
    expect(sources.length).toBe(samples(definition(page)).length);
    expect(sources.filter((source) => !source.includes(`${url}/`) && !source.includes(`'${url}'`))).toEqual([]);
    // Apart from the URLs, the document is the generated one.
    expect(JSON.stringify(document).replaceAll(url, GENERATED_URL)).toBe(JSON.stringify(definition(page)));
  });

  it('a curl sample calls the public URL with its path prefix', async () => {
    const document = definition((await get('/docs')).body);
    expect(document.paths['/backends/weighted'].post['x-codeSamples'][0].source).toMatch(/^curl -X POST 'https:\/\/api\.example\.com\/v2\/backends\/weighted'/);
  });
});

describe('compression', () => {
  it.each(['/docs', '/openapi.json', '/openapi.yaml'])('%s: br and gzip decompress to the uncompressed body', async (url) => {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
  });

  it.each([
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0, identity;q=0', undefined],
  ])('Accept-Encoding %j answers in %s', async (accept, coding) => {
    const res = await get('/openapi.json', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
  });
});

describe('HEAD', () => {
  it('/docs answers the headers of the GET without a body', async () => {
    const get = await server.app.inject({ method: 'GET', url: '/docs', headers: { 'accept-encoding': 'br' } });
    const head = await server.app.inject({ method: 'HEAD', url: '/docs', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['etag', 'content-encoding', 'content-type', 'vary', 'cache-control']) expect(head.headers[name]).toBe(get.headers[name]);
  });
});

describe('validators', () => {
  it.each(['/docs', '/openapi.json', '/openapi.yaml', '/favicon.ico'])('%s: a strong ETag per encoding, 304 on If-None-Match', async (url) => {
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('accept-encoding');
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '*' })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const br = await get(url, { 'accept-encoding': 'br' });
    const brTag = String(br.headers.etag);
    expect(brTag).toBe(`${etag.slice(0, -1)}-br"`);
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': brTag })).statusCode).toBe(304);
    // The uncompressed body's tag does not validate the Brotli one.
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('each server URL is a different document with a different ETag', async () => {
    expect((await get('/openapi.json')).headers.etag).not.toBe((await get('/openapi.json', {}, portServer)).headers.etag);
  });

  it.each([
    ['/docs', 'no-cache'],
    ['/openapi.json', 'no-cache'],
    ['/openapi.yaml', 'no-cache'],
    ['/favicon.ico', 'public, max-age=86400'],
  ])('%s: Cache-Control %s', async (url, cacheControl) => {
    expect((await get(url)).headers['cache-control']).toBe(cacheControl);
  });
});

describe('/favicon.ico', () => {
  it('is an icon, served without a key', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    // ICONDIR: reserved 0, type 1 (icon), one image of 32×32 at 32 bits per pixel.
    expect([...res.rawPayload.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
    expect(res.rawPayload.readUInt16LE(12)).toBe(32);
    expect(res.rawPayload.length).toBe(6 + 16 + 40 + 32 * 32 * 4 + 32 * 4);
  });
});

describe('the options for `npm run dev` (AppOptions.docs): a page transform, no compression', () => {
  let dev: TestServer;
  const seen: string[] = [];
  beforeAll(async () => {
    dev = await startTestServer({
      publicUrl: PUBLIC_URL,
      app: {
        docs: {
          transformPage: (html) => {
            seen.push(html);
            return html.replace('</body>', '<script>/* reload */</script>\n</body>');
          },
          compress: false,
        },
      },
    });
  });
  afterAll(async () => {
    await dev?.close();
  });

  it('changes the served page once, after its URLs were rewritten, and serves it uncompressed', async () => {
    const plain = await get('/docs', {}, dev);
    expect(plain.body).toContain('<script>/* reload */</script>\n</body>');
    const asked = await get('/docs', { 'accept-encoding': 'br, gzip' }, dev);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.body).toBe(plain.body);
    expect((await get('/docs', { 'if-none-match': String(plain.headers.etag) }, dev)).statusCode).toBe(304);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain(`>${PUBLIC_URL}</div>`);
    // The spec is not a page: untouched.
    expect((await get('/openapi.json', {}, dev)).body).not.toContain('reload');
  });
});
