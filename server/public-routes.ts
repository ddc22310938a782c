/**
 * What the server serves without authentication: the docs site at /docs and the bundled spec at
 * /openapi.json and /openapi.yaml (issue 8), straight from generated/.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const generated = (file: string) => fileURLToPath(new URL(`../generated/${file}`, import.meta.url));

const FILES: ReadonlyArray<readonly [url: string, file: string, type: string]> = [
  ['/openapi.json', 'openapi.json', 'application/json; charset=utf-8'],
  ['/openapi.yaml', 'openapi.yaml', 'application/yaml; charset=utf-8'],
  ['/docs', 'docs/index.html', 'text/html; charset=utf-8'],
];

export function registerPublicRoutes(app: FastifyInstance): void {
  for (const [url, file, type] of FILES) {
    app.get(url, { config: { public: true } }, async (_request, reply) => {
      const contents = await readFile(generated(file));
      return reply.type(type).header('cache-control', 'no-cache').send(contents);
    });
  }
  app.get('/docs/', { config: { public: true } }, async (_request, reply) => reply.redirect('/docs', 301));
  app.get('/', { config: { public: true } }, async (_request, reply) => reply.redirect('/docs', 302));
}
