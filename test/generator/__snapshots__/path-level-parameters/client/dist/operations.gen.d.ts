/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {
    readonly getRoute: {
        readonly operationId: "getRoute";
        readonly method: "GET";
        readonly path: "/edges/{edge_id}/routes/{route_id}";
    };
    readonly deleteRoute: {
        readonly operationId: "deleteRoute";
        readonly method: "DELETE";
        readonly path: "/edges/{edge_id}/routes/{route_id}";
    };
};
//# sourceMappingURL=operations.gen.d.ts.map
