import type { CreateCredentialBody, CreateCredentialResponse } from './operation-types.gen.js';
import type { CallOptions, ClientCore } from './runtime/index.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export declare function createResources(core: ClientCore): {
    credentials: {
        /**
         * Create a credential
         *
         * @see POST /credentials (operationId `createCredential`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        create: (body: CreateCredentialBody, options?: CallOptions) => Promise<CreateCredentialResponse>;
    };
};
/** The type of the resource namespaces (`ApiClient` without `raw`). */
export type Resources = ReturnType<typeof createResources>;
//# sourceMappingURL=sdk.gen.d.ts.map
