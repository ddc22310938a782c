import { type OperationRoute } from "./runtime/operation-route.js";
/** Every operation of the spec, in document order, with the validators that guard it. */
export declare const routes: readonly OperationRoute[];
//# sourceMappingURL=routes.gen.d.ts.map
