import type { CreateReservedAddrBody, CreateReservedAddrResponse, DeleteHttpsEdgeRouteOAuthModulePath, DeleteHttpsEdgeRouteOAuthModuleResponse, DeleteReservedAddrPath, DeleteReservedAddrResponse, GetHttpsEdgeRouteOAuthModulePath, GetHttpsEdgeRouteOAuthModuleResponse, GetReservedAddrPath, GetReservedAddrResponse, ListReservedAddrsItem, ListReservedAddrsQuery, ListReservedAddrsResponse, ReplaceHttpsEdgeRouteOAuthModuleBody, ReplaceHttpsEdgeRouteOAuthModulePath, ReplaceHttpsEdgeRouteOAuthModuleResponse, RestartTunnelSessionBody, RestartTunnelSessionPath, RestartTunnelSessionResponse, UpdateReservedAddrBody, UpdateReservedAddrPath, UpdateReservedAddrResponse } from './operation-types.gen.js';
import type { CallOptions, ClientCore, PageIterator } from './runtime/index.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export declare function createResources(core: ClientCore): {
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
        list: (query?: ListReservedAddrsQuery, options?: CallOptions) => PageIterator<ListReservedAddrsItem, ListReservedAddrsResponse>;
        /**
         * Create a reserved address
         *
         * Reserves a new address in a region.
         *
         * @see POST /reserved_addrs (operationId `createReservedAddr`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        create: (body: CreateReservedAddrBody, options?: CallOptions) => Promise<CreateReservedAddrResponse>;
        /**
         * Get a reserved address
         *
         * @param id The reserved address id.
         * @see GET /reserved_addrs/{id} (operationId `getReservedAddr`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        get: (id: GetReservedAddrPath["id"], options?: CallOptions) => Promise<GetReservedAddrResponse>;
        /**
         * Delete a reserved address
         *
         * @param id The reserved address id.
         * @see DELETE /reserved_addrs/{id} (operationId `deleteReservedAddr`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        delete: (id: DeleteReservedAddrPath["id"], options?: CallOptions) => Promise<DeleteReservedAddrResponse>;
        /**
         * Update a reserved address
         *
         * @param id The reserved address id.
         * @see PATCH /reserved_addrs/{id} (operationId `updateReservedAddr`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        update: (id: UpdateReservedAddrPath["id"], body: UpdateReservedAddrBody, options?: CallOptions) => Promise<UpdateReservedAddrResponse>;
    };
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
        restart: (id: RestartTunnelSessionPath["id"], body?: RestartTunnelSessionBody, options?: CallOptions) => Promise<RestartTunnelSessionResponse>;
    };
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
        get: (edgeId: GetHttpsEdgeRouteOAuthModulePath["edge_id"], id: GetHttpsEdgeRouteOAuthModulePath["id"], options?: CallOptions) => Promise<GetHttpsEdgeRouteOAuthModuleResponse>;
        /**
         * Replace the OAuth module
         *
         * @param edgeId
         * @param id
         * @see PUT /edges/https/{edge_id}/routes/{id}/oauth (operationId `replaceHttpsEdgeRouteOAuthModule`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        replace: (edgeId: ReplaceHttpsEdgeRouteOAuthModulePath["edge_id"], id: ReplaceHttpsEdgeRouteOAuthModulePath["id"], body: ReplaceHttpsEdgeRouteOAuthModuleBody, options?: CallOptions) => Promise<ReplaceHttpsEdgeRouteOAuthModuleResponse>;
        /**
         * Delete the OAuth module
         *
         * @param edgeId
         * @param id
         * @see DELETE /edges/https/{edge_id}/routes/{id}/oauth (operationId `deleteHttpsEdgeRouteOAuthModule`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        delete: (edgeId: DeleteHttpsEdgeRouteOAuthModulePath["edge_id"], id: DeleteHttpsEdgeRouteOAuthModulePath["id"], options?: CallOptions) => Promise<DeleteHttpsEdgeRouteOAuthModuleResponse>;
    };
};
/** The type of the resource namespaces (`ApiClient` without `raw`). */
export type Resources = ReturnType<typeof createResources>;
//# sourceMappingURL=sdk.gen.d.ts.map
