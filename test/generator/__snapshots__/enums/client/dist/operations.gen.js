/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {
    listKeys: { operationId: 'listKeys', method: 'GET', path: '/keys', itemsKey: 'keys' },
    createKey: { operationId: 'createKey', method: 'POST', path: '/keys', bodyMediaType: 'application/json' },
};
//# sourceMappingURL=operations.gen.js.map
