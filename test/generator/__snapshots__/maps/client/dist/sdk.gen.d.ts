import type { CreateBackendBody, CreateBackendResponse } from './operation-types.gen.js';
import type { CallOptions, ClientCore } from './runtime/index.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export declare function createResources(core: ClientCore): {
    backends: {
        /**
         * Create a backend
         *
         * @see POST /backends (operationId `createBackend`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        create: (body: CreateBackendBody, options?: CallOptions) => Promise<CreateBackendResponse>;
    };
};
/** The type of the resource namespaces (`ApiClient` without `raw`). */
export type Resources = ReturnType<typeof createResources>;
//# sourceMappingURL=sdk.gen.d.ts.map
