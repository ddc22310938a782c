import type { ClientCore } from './runtime/index.js';
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export declare function createResources(_core: ClientCore): {};
/** The type of the resource namespaces (`ApiClient` without `raw`). */
export type Resources = ReturnType<typeof createResources>;
//# sourceMappingURL=sdk.gen.d.ts.map
