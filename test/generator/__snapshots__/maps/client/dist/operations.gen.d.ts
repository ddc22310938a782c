/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {
    readonly createBackend: {
        readonly operationId: "createBackend";
        readonly method: "POST";
        readonly path: "/backends";
        readonly bodyMediaType: "application/json";
    };
};
//# sourceMappingURL=operations.gen.d.ts.map
