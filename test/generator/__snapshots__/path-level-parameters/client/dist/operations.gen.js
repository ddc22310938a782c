/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {
    getRoute: { operationId: 'getRoute', method: 'GET', path: '/edges/{edge_id}/routes/{route_id}' },
    deleteRoute: { operationId: 'deleteRoute', method: 'DELETE', path: '/edges/{edge_id}/routes/{route_id}' },
};
//# sourceMappingURL=operations.gen.js.map
