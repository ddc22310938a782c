import { operations } from './operations.gen.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export function createResources(core) {
    return {
        things: {
            /**
             * Get a thing
             *
             * @param id
             * @see GET /things/{id} (operationId `getThing`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            get: (id, options) => core.call(operations.getThing, { path: { id } }, options),
        },
    };
}
//# sourceMappingURL=sdk.gen.js.map
