/**
 * Query strings are text; the spec's query schemas are JSON types. This turns each known parameter's
 * text into the JSON value its schema expects *when it is a clean literal* and leaves it as text
 * otherwise, so the validator reports `/limit: must be integer (got string)` instead of the plugin
 * guessing. Unknown parameters are passed through untouched: the closed query schema rejects them.
 */
import type { ScalarType } from "./operation-route.js";
export declare function coerceScalar(text: string, type: ScalarType): unknown;
export declare function coerceQuery(query: Readonly<Record<string, unknown>>, types: Readonly<Record<string, ScalarType>>): Record<string, unknown>;
//# sourceMappingURL=coerce-query.d.ts.map
