import type { GetThingPath, GetThingResponse } from './operation-types.gen.js';
import type { CallOptions, ClientCore } from './runtime/index.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export declare function createResources(core: ClientCore): {
    things: {
        /**
         * Get a thing
         *
         * @param id
         * @see GET /things/{id} (operationId `getThing`)
         * @throws {TunnelApiError} when the service answers with an error status
         */
        get: (id: GetThingPath["id"], options?: CallOptions) => Promise<GetThingResponse>;
    };
};
/** The type of the resource namespaces (`ApiClient` without `raw`). */
export type Resources = ReturnType<typeof createResources>;
//# sourceMappingURL=sdk.gen.d.ts.map
