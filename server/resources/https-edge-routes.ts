/**
 * HTTPS edge routes (docs/decisions/0010-referenced-resources.md): children of an HTTPS edge at
 * `/edges/https/{edge_id}/routes`, matching request paths exactly or by prefix. Another edge's route id answers
 * 404, as an unknown one. The route's modules live in its stored body and survive a PATCH.
 */
import { resources } from '@tunnel-api/server';
import type { HTTPSEdgeRoute, HTTPSEdgeRouteCreate, HTTPSEdgeRouteUpdate } from '@tunnel-api/validators';
import { describedBy, describedPatch, patched, resourceHead, type ResourceKind } from './crud.js';
import type { StoredModules } from './modules/stored-modules.js';

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
  create: ({ body }) => ({ body: { ...describedBy(body), match_type: body.match_type, match: body.match } }),
  update: ({ body, current }) => ({
    body: {
      ...describedPatch(body, current.body),
      match_type: patched(body.match_type, current.body.match_type),
      match: patched(body.match, current.body.match),
      ...(current.body.modules !== undefined ? { modules: current.body.modules } : {}),
    },
  }),
  toApi: (record, uri) => Object.assign(resourceHead(record, uri), {
    edge_id: record.parentId ?? '',
    match_type: record.body.match_type,
    match: record.body.match,
  }),
};
