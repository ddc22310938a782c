import { operations } from './operations.gen.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export function createResources(core) {
    return {
        endpoints: {
            /**
             * Create an endpoint
             *
             * @see POST /endpoints (operationId `createEndpoint`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            create: (body, options) => core.call(operations.createEndpoint, { body }, options),
        },
    };
}
//# sourceMappingURL=sdk.gen.js.map
