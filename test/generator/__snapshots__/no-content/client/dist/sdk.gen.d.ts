import type { DeleteSessionPath, DeleteSessionResponse, PollSessionPath, PollSessionResponse, StopSessionBody, StopSessionPath, StopSessionResponse } from './operation-types.gen.js';
import type { CallOptions, ClientCore } from './runtime/index.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export declare function createResources(core: ClientCore): {
    sessions: {
        /**
         * Delete a session
         *
         * @param id
         * @see DELETE /sessions/{id} (operationId `deleteSession`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        delete: (id: DeleteSessionPath["id"], options?: CallOptions) => Promise<DeleteSessionResponse>;
        /**
         * Stop a session
         *
         * @param id
         * @see POST /sessions/{id}/stop (operationId `stopSession`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        stop: (id: StopSessionPath["id"], body?: StopSessionBody, options?: CallOptions) => Promise<StopSessionResponse>;
        /**
         * Poll a session
         *
         * @param id
         * @see GET /sessions/{id}/poll (operationId `pollSession`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        poll: (id: PollSessionPath["id"], options?: CallOptions) => Promise<PollSessionResponse>;
    };
};
/** The type of the resource namespaces (`ApiClient` without `raw`). */
export type Resources = ReturnType<typeof createResources>;
//# sourceMappingURL=sdk.gen.d.ts.map
