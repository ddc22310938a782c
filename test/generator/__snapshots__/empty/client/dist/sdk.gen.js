/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export function createResources(_core) {
    return {};
}
//# sourceMappingURL=sdk.gen.js.map
