/**
 * The resources that carry modules (spec/paths/edges_*.yaml): HTTPS edge routes, TCP edges and TLS edges.
 * A host is found by the path's ids with the same 404s as the host's own routes.
 */
import { type Resource, resources } from '@tunnel-api/server';
import { ApiError } from '../../errors/api-error.js';
import { getResource, type Queryable, type ResourceRecord } from '../../storage/index.js';
import type { ModuleHostBody } from './stored-modules.js';

export interface ModuleHost<Params> {
  /** Storage kind of the host. */
  readonly kind: string;
  /** The host named by the path (locked until the transaction ends when `forUpdate`), or 404. */
  find(db: Queryable, params: Params, accountId: string, forUpdate: boolean): Promise<ResourceRecord<ModuleHostBody>>;
}

export interface RouteModuleParams {
  readonly edge_id: string;
  readonly id: string;
}

export interface EdgeModuleParams {
  readonly id: string;
}

async function findOwn(db: Queryable, resource: Resource, accountId: string, id: string, forUpdate: boolean) {
  const record = await getResource<ModuleHostBody>(db, resource.kind, accountId, id, { forUpdate });
  if (record === undefined) throw new ApiError('NOT_FOUND', { kind: resource.name, id });
  return record;
}

const { https_edge: httpsEdge, https_edge_route: httpsEdgeRoute, tcp_edge: tcpEdge, tls_edge: tlsEdge } = resources;

export const httpsEdgeRouteHost: ModuleHost<RouteModuleParams> = {
  kind: httpsEdgeRoute.kind,
  async find(db, params, accountId, forUpdate) {
    await findOwn(db, httpsEdge, accountId, params.edge_id, false);
    const route = await getResource<ModuleHostBody>(db, httpsEdgeRoute.kind, accountId, params.id, { forUpdate });
    // Another edge's route is as unknown here as another account's.
    if (route === undefined || route.parentId !== params.edge_id) throw new ApiError('NOT_FOUND', { kind: httpsEdgeRoute.name, id: params.id });
    return route;
  },
};

export const tcpEdgeHost: ModuleHost<EdgeModuleParams> = {
  kind: tcpEdge.kind,
  find: (db, params, accountId, forUpdate) => findOwn(db, tcpEdge, accountId, params.id, forUpdate),
};

export const tlsEdgeHost: ModuleHost<EdgeModuleParams> = {
  kind: tlsEdge.kind,
  find: (db, params, accountId, forUpdate) => findOwn(db, tlsEdge, accountId, params.id, forUpdate),
};
