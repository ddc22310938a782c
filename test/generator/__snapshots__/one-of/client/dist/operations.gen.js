/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {
    createEndpoint: { operationId: 'createEndpoint', method: 'POST', path: '/endpoints', bodyMediaType: 'application/json' },
};
//# sourceMappingURL=operations.gen.js.map
