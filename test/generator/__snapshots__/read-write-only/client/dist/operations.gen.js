/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {
    createCredential: { operationId: 'createCredential', method: 'POST', path: '/credentials', bodyMediaType: 'application/json' },
};
//# sourceMappingURL=operations.gen.js.map
