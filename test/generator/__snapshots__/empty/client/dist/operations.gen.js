/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {};
//# sourceMappingURL=operations.gen.js.map
