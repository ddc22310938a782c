/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {
    getThing: { operationId: 'getThing', method: 'GET', path: '/things/{id}' },
};
//# sourceMappingURL=operations.gen.js.map
