/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {
    createBackend: { operationId: 'createBackend', method: 'POST', path: '/backends', bodyMediaType: 'application/json' },
};
//# sourceMappingURL=operations.gen.js.map
