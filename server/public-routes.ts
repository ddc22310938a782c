/**
 * What the server serves without authentication: the docs site at /docs and the bundled spec at /openapi.json
 * and /openapi.yaml (docs/decisions/0024-offline-docs.md), straight from generated/; and the SAML
 * service-provider metadata of a route, at the `metadata_url` (= `entity_id`) the SAML module reports, for the
 * IdP.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from './context.js';
import { ApiError } from './errors/api-error.js';
import { serviceProviderMetadata } from './resources/modules/saml-service-provider.js';

const generated = (file: string) => fileURLToPath(new URL(`../generated/${file}`, import.meta.url));

const FILES: ReadonlyArray<readonly [url: string, file: string, type: string]> = [
  ['/openapi.json', 'openapi.json', 'application/json; charset=utf-8'],
  ['/openapi.yaml', 'openapi.yaml', 'application/yaml; charset=utf-8'],
  ['/docs', 'docs/index.html', 'text/html; charset=utf-8'],
];

export function registerPublicRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const [url, file, type] of FILES) {
    app.get(url, { config: { public: true } }, async (_request, reply) => {
      const contents = await readFile(generated(file));
      return reply.type(type).header('cache-control', 'no-cache').send(contents);
    });
  }
  app.get('/edges/https/:edge_id/routes/:id/saml/metadata', { config: { public: true } }, async (request, reply) => {
    const { edge_id: edgeId, id } = request.params as { edge_id: string; id: string };
    const xml = await serviceProviderMetadata(ctx.db, ctx.publicUrl, edgeId, id);
    if (xml === undefined) throw new ApiError('NOT_FOUND', { kind: 'SAML module of a route', id });
    return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
  });
  app.get('/docs/', { config: { public: true } }, async (_request, reply) => reply.redirect('/docs', 301));
  app.get('/', { config: { public: true } }, async (_request, reply) => reply.redirect('/docs', 302));
}
