import type { CreateKeyBody, CreateKeyResponse, ListKeysItem, ListKeysQuery, ListKeysResponse } from './operation-types.gen.js';
import type { CallOptions, ClientCore, PageIterator } from './runtime/index.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export declare function createResources(core: ClientCore): {
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
        list: (query?: ListKeysQuery, options?: CallOptions) => PageIterator<ListKeysItem, ListKeysResponse>;
        /**
         * Create a key
         *
         * @see POST /keys (operationId `createKey`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        create: (body: CreateKeyBody, options?: CallOptions) => Promise<CreateKeyResponse>;
    };
};
/** The type of the resource namespaces (`ApiClient` without `raw`). */
export type Resources = ReturnType<typeof createResources>;
//# sourceMappingURL=sdk.gen.d.ts.map
