/**
 * HTTPS edge routes (docs/decisions/0010-referenced-resources.md): children of an HTTPS edge at
 * `/edges/https/{edge_id}/routes`, matching request paths exactly or by prefix. Another edge's route id answers
 * 404, as an unknown one. The route's modules live in its stored body and survive a PATCH. An edge has at most
 * MAX_ROUTES_PER_EDGE routes, which its own JSON carries (https-edges.ts, docs/decisions/0061-edge-routes-bound.md).
 */
import { resources } from '@tunnel-api/server';
import type { HTTPSEdgeRoute, HTTPSEdgeRouteCreate, HTTPSEdgeRouteUpdate } from '@tunnel-api/validators';
import { ApiError } from '../errors/api-error.js';
import { childCount, lockForAccount } from '../storage/index.js';
import { describedBy, describedPatch, patched, type ResourceKind, resourceHead } from './crud.js';
import type { StoredModules } from './modules/stored-modules.js';

/** The most routes an edge may have: with EDGES_PER_PAGE (https-edges.ts) it bounds a page of edges (docs/decisions/0061-edge-routes-bound.md). */
export const MAX_ROUTES_PER_EDGE = 20;

export interface StoredRoute {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  match_type: HTTPSEdgeRoute['match_type'];
  match: string;
  modules?: StoredModules;
}

export interface RouteParams {
  edge_id: string;
  id?: string;
}

export const httpsEdgeRoutes: ResourceKind<'https_edge_route', HTTPSEdgeRoute, HTTPSEdgeRouteCreate, HTTPSEdgeRouteUpdate, StoredRoute, RouteParams> = {
  resource: resources.https_edge_route,
  create: async ({ body, params, account, tx }) => {
    // Two creates on one edge wait for each other here, so neither counts before the other's route is in.
    await lockForAccount(tx, `https_edge_routes:${params.edge_id}`, account.id);
    if ((await childCount(tx, resources.https_edge_route.kind, account.id, params.edge_id)) >= MAX_ROUTES_PER_EDGE) {
      throw new ApiError('HTTPS_EDGE_ROUTE_LIMIT_EXCEEDED', { edge_id: params.edge_id, limit: String(MAX_ROUTES_PER_EDGE) });
    }
    return { body: { ...describedBy(body), match_type: body.match_type, match: body.match } };
  },
  update: ({ body, current }) => ({
    body: {
      ...describedPatch(body, current.body),
      match_type: patched(body.match_type, current.body.match_type),
      match: patched(body.match, current.body.match),
      ...(current.body.modules !== undefined ? { modules: current.body.modules } : {}),
    },
  }),
  toApi: (record, uri) =>
    Object.assign(resourceHead(record, uri), {
      edge_id: record.parentId ?? '',
      match_type: record.body.match_type,
      match: record.body.match,
    }),
};
