/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {
    readonly createEndpoint: {
        readonly operationId: "createEndpoint";
        readonly method: "POST";
        readonly path: "/endpoints";
        readonly bodyMediaType: "application/json";
    };
};
//# sourceMappingURL=operations.gen.d.ts.map
