/**
 * Which methods a path supports, from the route table: the answer to "404 or 405?" for a request no route
 * matched.
 */
import type { OperationRoute } from "./operation-route.js";
export type AllowedMethods = (path: string) => string[];
export declare function allowedMethodsOf(routes: readonly OperationRoute[]): AllowedMethods;
//# sourceMappingURL=allowed-methods.d.ts.map
