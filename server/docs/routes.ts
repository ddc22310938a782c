/**
 * The documents the server serves without authentication (docs/decisions/0024-offline-docs.md): the docs
 * site at /docs and the bundled spec at /openapi.json and /openapi.yaml, from generated/ but naming the
 * server's own public URL (spec-at-public-url.ts, page-at-public-url.ts), and the browser's /favicon.ico.
 * Each answer is chosen by Accept-Encoding among precompressed bodies (Brotli, gzip, none) and carries a
 * strong ETag; `If-None-Match` with it answers 304. The spec and the docs are `no-cache` (revalidated on each
 * use: a regeneration changes them), the icon is cached for a day.
 */
import { fileURLToPath } from 'node:url';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FAVICON } from './favicon.js';
import { matchesIfNoneMatch } from './if-none-match.js';
import { docsPageAt } from './page-at-public-url.js';
import { CONTENT_CODINGS, type ContentCoding, Precompressed } from './precompressed.js';
import { type Presenter, ServedFile } from './served-file.js';
import { specJsonAt, specYamlAt } from './spec-at-public-url.js';

export interface DocsOptions {
  /**
   * Changes the docs page's HTML after its URLs were rewritten, once per version of the page (not per
   * request): `npm run dev` adds its reload script here.
   */
  readonly transformPage?: (html: string) => string;
  /**
   * `false` answers every request uncompressed. For `npm run dev`: on loopback, compressing a page that
   * changes with every save (about half a second of Brotli) costs more than the bytes it saves. Default `true`.
   */
  readonly compress?: boolean;
}

const generated = (file: string) => fileURLToPath(new URL(`../../generated/${file}`, import.meta.url));

export function registerDocsRoutes(app: FastifyInstance, publicUrl: () => string, options: DocsOptions = {}): void {
  const transform = options.transformPage;
  const page: Presenter = transform === undefined ? docsPageAt : (html, url) => transform(docsPageAt(html, url));
  const documents: ReadonlyArray<readonly [url: string, file: string, type: string, present: Presenter]> = [
    ['/openapi.json', 'openapi.json', 'application/json; charset=utf-8', specJsonAt],
    ['/openapi.yaml', 'openapi.yaml', 'application/yaml; charset=utf-8', specYamlAt],
    ['/docs', 'docs/index.html', 'text/html; charset=utf-8', page],
    ['/docs/console', 'docs/console.html', 'text/html; charset=utf-8', (html) => html], // the try-it console (docs/decisions/0037-docs-console.md): same-origin by default, no URL to rewrite
  ];
  const codings: ContentCoding[] = options.compress === false ? ['identity'] : [...CONTENT_CODINGS];
  for (const [url, file, type, present] of documents) {
    const served = new ServedFile(generated(file), present, publicUrl);
    app.get(url, { config: { public: true } }, async (request, reply) => sendEncoded(request, reply, await served.current(), codings, type, 'no-cache'));
  }
  const favicon = new Precompressed(FAVICON);
  app.get('/favicon.ico', { config: { public: true } }, async (request, reply) =>
    sendEncoded(request, reply, favicon, codings, 'image/x-icon', 'public, max-age=86400'),
  );
}

async function sendEncoded(request: FastifyRequest, reply: FastifyReply, file: Precompressed, codings: ContentCoding[], type: string, cacheControl: string) {
  // No Accept-Encoding, or none we have that it accepts: the body as it is.
  const coding = negotiate(request.headers['accept-encoding'] ?? '', codings) ?? 'identity';
  const { body, etag } = await file.encoded(coding);
  reply.header('vary', 'accept-encoding').header('etag', etag).header('cache-control', cacheControl);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.type(type).send(body);
}
