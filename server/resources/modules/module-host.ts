/**
 * The resources that carry modules (spec/paths/edges_*.yaml): HTTPS edge routes, TCP edges and TLS edges.
 * A host is found by the path's ids with the same 404s as the host's own routes.
 */
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

async function findOwn(db: Queryable, kind: string, what: string, accountId: string, id: string, forUpdate: boolean) {
  const record = await getResource<ModuleHostBody>(db, kind, accountId, id, { forUpdate });
  if (record === undefined) throw new ApiError('NOT_FOUND', { kind: what, id });
  return record;
}

export const httpsEdgeRouteHost: ModuleHost<RouteModuleParams> = {
  kind: 'https_edge_route',
  async find(db, params, accountId, forUpdate) {
    await findOwn(db, 'https_edge', 'HTTPS edge', accountId, params.edge_id, false);
    const route = await getResource<ModuleHostBody>(db, 'https_edge_route', accountId, params.id, { forUpdate });
    // Another edge's route is as unknown here as another account's.
    if (route === undefined || route.parentId !== params.edge_id) throw new ApiError('NOT_FOUND', { kind: 'HTTPS edge route', id: params.id });
    return route;
  },
};

export const tcpEdgeHost: ModuleHost<EdgeModuleParams> = {
  kind: 'tcp_edge',
  find: (db, params, accountId, forUpdate) => findOwn(db, 'tcp_edge', 'TCP edge', accountId, params.id, forUpdate),
};

export const tlsEdgeHost: ModuleHost<EdgeModuleParams> = {
  kind: 'tls_edge',
  find: (db, params, accountId, forUpdate) => findOwn(db, 'tls_edge', 'TLS edge', accountId, params.id, forUpdate),
};
