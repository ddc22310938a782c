/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {
    readonly getThing: {
        readonly operationId: "getThing";
        readonly method: "GET";
        readonly path: "/things/{id}";
    };
};
//# sourceMappingURL=operations.gen.d.ts.map
