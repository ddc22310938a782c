import { operations } from './operations.gen.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export function createResources(core) {
    return {
        sessions: {
            /**
             * Delete a session
             *
             * @param id
             * @see DELETE /sessions/{id} (operationId `deleteSession`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            delete: (id, options) => core.call(operations.deleteSession, { path: { id } }, options),
            /**
             * Stop a session
             *
             * @param id
             * @see POST /sessions/{id}/stop (operationId `stopSession`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            stop: (id, body, options) => core.call(operations.stopSession, { path: { id }, body }, options),
            /**
             * Poll a session
             *
             * @param id
             * @see GET /sessions/{id}/poll (operationId `pollSession`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            poll: (id, options) => core.call(operations.pollSession, { path: { id } }, options),
        },
    };
}
//# sourceMappingURL=sdk.gen.js.map
