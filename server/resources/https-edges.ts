/**
 * HTTPS edges (docs/decisions/0010-referenced-resources.md): the public addresses of HTTPS traffic; their routes
 * carry the modules. The edge's JSON carries its routes, oldest first, each as the route's own GET answers it
 * (the real service's clients read them there); at most MAX_ROUTES_PER_EDGE of them and EDGES_PER_PAGE edges
 * to a page keep the largest page of edges within 8 MiB (docs/decisions/0061-edge-routes-bound.md).
 */
import { resources } from '@tunnel-api/server';
import type { HTTPSEdge, HTTPSEdgeCreate, HTTPSEdgeRoute, HTTPSEdgeUpdate } from '@tunnel-api/validators';
import type { ServerContext } from '../context.js';
import { type ChildrenOfPage, listChildrenWithout, listPageWithChildren, type ResourceRecord } from '../storage/index.js';
import { collectionPathOf, type ResourceKind } from './crud.js';
import { edgeKind, type StoredEdge } from './edge-kind.js';
import { httpsEdgeRoutes, MAX_ROUTES_PER_EDGE, type StoredRoute } from './https-edge-routes.js';

/** The most edges on one page of the list, whatever `limit` asks (docs/decisions/0061-edge-routes-bound.md). */
export const EDGES_PER_PAGE = 10;

const edge = edgeKind<'https_edge', HTTPSEdge, HTTPSEdgeCreate, HTTPSEdgeUpdate>(resources.https_edge);

/** A page of edges with their routes as text (docs/decisions/0086-worst-case-list-memory.md): the same values as toApi's. */
const EDGES_WITH_ROUTES: ChildrenOfPage = {
  kind: resources.https_edge.kind,
  childKind: resources.https_edge_route.kind,
  childrenKey: 'routes',
  parentKey: 'edge_id',
  childLimit: MAX_ROUTES_PER_EDGE,
  childPath: 'routes',
  omit: 'modules',
};

export const httpsEdges: ResourceKind<'https_edge', HTTPSEdge, HTTPSEdgeCreate, HTTPSEdgeUpdate, StoredEdge> = {
  ...edge,
  maxPageSize: EDGES_PER_PAGE,
  pageText: (db, accountId, query) => listPageWithChildren(db, EDGES_WITH_ROUTES, accountId, query),
  toApi: async (record, uri, ctx) => Object.assign(await edge.toApi(record, uri, ctx), { routes: await routesOf(record, ctx) }),
};

/** The edge's routes, oldest first, as `GET /edges/https/{edge_id}/routes/{id}` answers each. */
async function routesOf(record: ResourceRecord<StoredEdge>, ctx: ServerContext): Promise<HTTPSEdgeRoute[]> {
  const routes = resources.https_edge_route;
  // Without their modules, which the routes' answers leave out: a page of edges reads at most 200 small routes.
  const newestFirst = await listChildrenWithout<StoredRoute>(ctx.db, routes.kind, record.accountId, record.id, { limit: MAX_ROUTES_PER_EDGE, omit: 'modules' });
  const base = `${ctx.publicUrl}${collectionPathOf(routes, { edge_id: record.id })}`;
  const answers: HTTPSEdgeRoute[] = [];
  for (let i = newestFirst.length - 1; i >= 0; i -= 1) {
    const route = newestFirst[i]!;
    answers.push(await httpsEdgeRoutes.toApi(route, `${base}/${route.id}`, ctx));
  }
  return answers;
}
