/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {
    deleteSession: { operationId: 'deleteSession', method: 'DELETE', path: '/sessions/{id}' },
    stopSession: { operationId: 'stopSession', method: 'POST', path: '/sessions/{id}/stop', bodyMediaType: 'application/json' },
    pollSession: { operationId: 'pollSession', method: 'GET', path: '/sessions/{id}/poll' },
};
//# sourceMappingURL=operations.gen.js.map
