import { operations } from './operations.gen.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export function createResources(core) {
    return {
        /**
         * Reserved addresses
         *
         * Reserved hostname:port pairs.
         */
        reservedAddrs: {
            /**
             * List reserved addresses
             *
             * Iterate the result for every item of every page (`reserved_addrs`), or call `.firstPage()` for one envelope.
             *
             * @see GET /reserved_addrs (operationId `listReservedAddrs`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            list: (query, options) => core.list(operations.listReservedAddrs, { query }, options),
            /**
             * Create a reserved address
             *
             * Reserves a new address in a region.
             *
             * @see POST /reserved_addrs (operationId `createReservedAddr`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            create: (body, options) => core.call(operations.createReservedAddr, { body }, options),
            /**
             * Get a reserved address
             *
             * @param id The reserved address id.
             * @see GET /reserved_addrs/{id} (operationId `getReservedAddr`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            get: (id, options) => core.call(operations.getReservedAddr, { path: { id } }, options),
            /**
             * Delete a reserved address
             *
             * @param id The reserved address id.
             * @see DELETE /reserved_addrs/{id} (operationId `deleteReservedAddr`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            delete: (id, options) => core.call(operations.deleteReservedAddr, { path: { id } }, options),
            /**
             * Update a reserved address
             *
             * @param id The reserved address id.
             * @see PATCH /reserved_addrs/{id} (operationId `updateReservedAddr`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            update: (id, body, options) => core.call(operations.updateReservedAddr, { path: { id }, body }, options),
        },
        /** Tunnel sessions */
        tunnelSessions: {
            /**
             * Restart the agent
             *
             * Makes the agent call exec on itself. Windows is not supported.
             *
             * @param id
             * @see POST /tunnel_sessions/{id}/restart (operationId `restartTunnelSession`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            restart: (id, body, options) => core.call(operations.restartTunnelSession, { path: { id }, body }, options),
        },
        /** HTTPS edge route OAuth module */
        httpsEdgeRouteOauthModule: {
            /**
             * Get the OAuth module
             *
             * @param edgeId
             * @param id
             * @see GET /edges/https/{edge_id}/routes/{id}/oauth (operationId `getHttpsEdgeRouteOAuthModule`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            get: (edgeId, id, options) => core.call(operations.getHttpsEdgeRouteOAuthModule, { path: { edge_id: edgeId, id } }, options),
            /**
             * Replace the OAuth module
             *
             * @param edgeId
             * @param id
             * @see PUT /edges/https/{edge_id}/routes/{id}/oauth (operationId `replaceHttpsEdgeRouteOAuthModule`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            replace: (edgeId, id, body, options) => core.call(operations.replaceHttpsEdgeRouteOAuthModule, { path: { edge_id: edgeId, id }, body }, options),
            /**
             * Delete the OAuth module
             *
             * @param edgeId
             * @param id
             * @see DELETE /edges/https/{edge_id}/routes/{id}/oauth (operationId `deleteHttpsEdgeRouteOAuthModule`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            delete: (edgeId, id, options) => core.call(operations.deleteHttpsEdgeRouteOAuthModule, { path: { edge_id: edgeId, id } }, options),
        },
    };
}
//# sourceMappingURL=sdk.gen.js.map
