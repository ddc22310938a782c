import { operations } from './operations.gen.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export function createResources(core) {
    return {
        /** SSH keys. */
        keys: {
            /**
             * List keys
             *
             * Iterate the result for every item of every page (`keys`), or call `.firstPage()` for one envelope.
             *
             * @see GET /keys (operationId `listKeys`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            list: (query, options) => core.list(operations.listKeys, { query }, options),
            /**
             * Create a key
             *
             * @see POST /keys (operationId `createKey`)
             * @throws {TunnelApiError} when the service answers with an error status
             */
            create: (body, options) => core.call(operations.createKey, { body }, options),
        },
    };
}
//# sourceMappingURL=sdk.gen.js.map
