import type { DeleteRoutePath, DeleteRouteQuery, DeleteRouteResponse, GetRoutePath, GetRouteQuery, GetRouteResponse } from './operation-types.gen.js';
import type { CallOptions, ClientCore } from './runtime/index.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export declare function createResources(core: ClientCore): {
    routes: {
        /**
         * Get a route
         *
         * @param edgeId The edge.
         * @param routeId The route.
         * @param options headers: `X-Request-Id`
         * @see GET /edges/{edge_id}/routes/{route_id} (operationId `getRoute`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        get: (edgeId: GetRoutePath["edge_id"], routeId: GetRoutePath["route_id"], query?: GetRouteQuery, options?: CallOptions) => Promise<GetRouteResponse>;
        /**
         * Delete a route
         *
         * @param edgeId The edge.
         * @param routeId The route.
         * @param options headers: `X-Request-Id`
         * @see DELETE /edges/{edge_id}/routes/{route_id} (operationId `deleteRoute`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        delete: (edgeId: DeleteRoutePath["edge_id"], routeId: DeleteRoutePath["route_id"], query: DeleteRouteQuery, options?: CallOptions) => Promise<DeleteRouteResponse>;
    };
};
/** The type of the resource namespaces (`ApiClient` without `raw`). */
export type Resources = ReturnType<typeof createResources>;
//# sourceMappingURL=sdk.gen.d.ts.map
