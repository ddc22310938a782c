/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {
    readonly createCredential: {
        readonly operationId: "createCredential";
        readonly method: "POST";
        readonly path: "/credentials";
        readonly bodyMediaType: "application/json";
    };
};
//# sourceMappingURL=operations.gen.d.ts.map
