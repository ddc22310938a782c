/**
 * Which methods a path supports, from the route table: the answer to "404 or 405?" for a request no route
 * matched (docs/decisions/0004-error-registry.md: 405 with `Allow`, RFC 9110 §15.5.6, for a known path and an
 * unsupported method).
 */
import type { OperationRoute } from './operation-route.js';
export type AllowedMethods = (path: string) => string[];
export declare function allowedMethodsOf(routes: readonly OperationRoute[]): AllowedMethods;
//# sourceMappingURL=allowed-methods.d.ts.map
