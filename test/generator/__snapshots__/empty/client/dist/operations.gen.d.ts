/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {};
//# sourceMappingURL=operations.gen.d.ts.map
