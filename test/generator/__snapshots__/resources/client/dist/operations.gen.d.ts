/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {
    readonly listReservedAddrs: {
        readonly operationId: "listReservedAddrs";
        readonly method: "GET";
        readonly path: "/reserved_addrs";
        readonly itemsKey: "reserved_addrs";
    };
    readonly createReservedAddr: {
        readonly operationId: "createReservedAddr";
        readonly method: "POST";
        readonly path: "/reserved_addrs";
        readonly bodyMediaType: "application/json";
    };
    readonly getReservedAddr: {
        readonly operationId: "getReservedAddr";
        readonly method: "GET";
        readonly path: "/reserved_addrs/{id}";
    };
    readonly deleteReservedAddr: {
        readonly operationId: "deleteReservedAddr";
        readonly method: "DELETE";
        readonly path: "/reserved_addrs/{id}";
    };
    readonly updateReservedAddr: {
        readonly operationId: "updateReservedAddr";
        readonly method: "PATCH";
        readonly path: "/reserved_addrs/{id}";
        readonly bodyMediaType: "application/json";
    };
    readonly restartTunnelSession: {
        readonly operationId: "restartTunnelSession";
        readonly method: "POST";
        readonly path: "/tunnel_sessions/{id}/restart";
        readonly bodyMediaType: "application/json";
    };
    readonly getHttpsEdgeRouteOAuthModule: {
        readonly operationId: "getHttpsEdgeRouteOAuthModule";
        readonly method: "GET";
        readonly path: "/edges/https/{edge_id}/routes/{id}/oauth";
    };
    readonly replaceHttpsEdgeRouteOAuthModule: {
        readonly operationId: "replaceHttpsEdgeRouteOAuthModule";
        readonly method: "PUT";
        readonly path: "/edges/https/{edge_id}/routes/{id}/oauth";
        readonly bodyMediaType: "application/json";
    };
    readonly deleteHttpsEdgeRouteOAuthModule: {
        readonly operationId: "deleteHttpsEdgeRouteOAuthModule";
        readonly method: "DELETE";
        readonly path: "/edges/https/{edge_id}/routes/{id}/oauth";
    };
};
//# sourceMappingURL=operations.gen.d.ts.map
