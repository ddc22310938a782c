/**
 * What the server serves without authentication: the documents (server/docs/routes.ts: the docs site at
 * /docs, the bundled spec at /openapi.json and /openapi.yaml, the favicon), redirects to the docs, and the
 * SAML service-provider metadata of a route, at the `metadata_url` (= `entity_id`) the SAML module reports,
 * for the IdP.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from './context.js';
import { type DocsOptions, registerDocsRoutes } from './docs/routes.js';
import { ApiError } from './errors/api-error.js';
import { serviceProviderMetadata } from './resources/modules/saml-service-provider.js';

/** The public routes with path parameters, in the spec's form: a parameter that is not UTF-8 is named (server/http/error-handler.ts). */
export const PUBLIC_ROUTES_WITH_PARAMETERS = [{ method: 'GET', path: '/edges/https/{edge_id}/routes/{id}/saml/metadata' }] as const;

export function registerPublicRoutes(app: FastifyInstance, ctx: ServerContext, docs: DocsOptions = {}): void {
  // Read on each request: a server listening on port 0 learns its URL only once it listens.
  registerDocsRoutes(app, () => ctx.publicUrl, docs);
  const samlMetadata = PUBLIC_ROUTES_WITH_PARAMETERS[0].path.replace(/\{([^}]+)\}/g, ':$1');
  app.get(samlMetadata, { config: { public: true } }, async (request, reply) => {
    const { edge_id: edgeId, id } = request.params as { edge_id: string; id: string };
    const xml = await serviceProviderMetadata(ctx.db, ctx.publicUrl, edgeId, id);
    if (xml === undefined) throw new ApiError('NOT_FOUND', { kind: 'SAML module of a route', id });
    return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
  });
  app.get('/docs/', { config: { public: true } }, async (_request, reply) => reply.redirect('/docs', 301));
  app.get('/', { config: { public: true } }, async (_request, reply) => reply.redirect('/docs', 302));
}
