import { operations } from './operations.gen.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export function createResources(core) {
    return {
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
            get: (edgeId, routeId, query, options) => core.call(operations.getRoute, { path: { edge_id: edgeId, route_id: routeId }, query }, options),
            /**
             * Delete a route
             *
             * @param edgeId The edge.
             * @param routeId The route.
             * @param options headers: `X-Request-Id`
             * @see DELETE /edges/{edge_id}/routes/{route_id} (operationId `deleteRoute`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            delete: (edgeId, routeId, query, options) => core.call(operations.deleteRoute, { path: { edge_id: edgeId, route_id: routeId }, query }, options),
        },
    };
}
//# sourceMappingURL=sdk.gen.js.map
