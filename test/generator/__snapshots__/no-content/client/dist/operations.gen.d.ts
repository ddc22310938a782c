/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {
    readonly deleteSession: {
        readonly operationId: "deleteSession";
        readonly method: "DELETE";
        readonly path: "/sessions/{id}";
    };
    readonly stopSession: {
        readonly operationId: "stopSession";
        readonly method: "POST";
        readonly path: "/sessions/{id}/stop";
        readonly bodyMediaType: "application/json";
    };
    readonly pollSession: {
        readonly operationId: "pollSession";
        readonly method: "GET";
        readonly path: "/sessions/{id}/poll";
    };
};
//# sourceMappingURL=operations.gen.d.ts.map
