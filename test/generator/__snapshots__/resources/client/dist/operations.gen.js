/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {
    listReservedAddrs: { operationId: 'listReservedAddrs', method: 'GET', path: '/reserved_addrs', itemsKey: 'reserved_addrs' },
    createReservedAddr: { operationId: 'createReservedAddr', method: 'POST', path: '/reserved_addrs', bodyMediaType: 'application/json' },
    getReservedAddr: { operationId: 'getReservedAddr', method: 'GET', path: '/reserved_addrs/{id}' },
    deleteReservedAddr: { operationId: 'deleteReservedAddr', method: 'DELETE', path: '/reserved_addrs/{id}' },
    updateReservedAddr: { operationId: 'updateReservedAddr', method: 'PATCH', path: '/reserved_addrs/{id}', bodyMediaType: 'application/json' },
    restartTunnelSession: { operationId: 'restartTunnelSession', method: 'POST', path: '/tunnel_sessions/{id}/restart', bodyMediaType: 'application/json' },
    getHttpsEdgeRouteOAuthModule: { operationId: 'getHttpsEdgeRouteOAuthModule', method: 'GET', path: '/edges/https/{edge_id}/routes/{id}/oauth' },
    replaceHttpsEdgeRouteOAuthModule: { operationId: 'replaceHttpsEdgeRouteOAuthModule', method: 'PUT', path: '/edges/https/{edge_id}/routes/{id}/oauth', bodyMediaType: 'application/json' },
    deleteHttpsEdgeRouteOAuthModule: { operationId: 'deleteHttpsEdgeRouteOAuthModule', method: 'DELETE', path: '/edges/https/{edge_id}/routes/{id}/oauth' },
};
//# sourceMappingURL=operations.gen.js.map
