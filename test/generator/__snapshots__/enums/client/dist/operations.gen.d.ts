/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {
    readonly listKeys: {
        readonly operationId: "listKeys";
        readonly method: "GET";
        readonly path: "/keys";
        readonly itemsKey: "keys";
    };
    readonly createKey: {
        readonly operationId: "createKey";
        readonly method: "POST";
        readonly path: "/keys";
        readonly bodyMediaType: "application/json";
    };
};
//# sourceMappingURL=operations.gen.d.ts.map
