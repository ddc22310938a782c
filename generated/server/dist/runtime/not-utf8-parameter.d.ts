import type { OperationRoute } from "./operation-route.js";
export interface NotUtf8Parameter {
	/** The parameter's name in the document (`edge_id`). */
	readonly name: string;
	/** The offset of the first byte that is not UTF-8 in the parameter's percent-decoded bytes. */
	readonly byte: number;
	/** The methods the matching templates have (with HEAD beside GET), for 405 where the method is not one. */
	readonly methods: readonly string[];
}
/** The first parameter of the raw path (query and all, as the request line has it) that is not UTF-8, if any. */
export type NotUtf8ParameterOf = (path: string) => NotUtf8Parameter | undefined;
/** `routes`: the route table, and any route of the application's own in the same form (`/things/{id}`). */
export declare function notUtf8ParameterOf(routes: readonly Pick<OperationRoute, "method" | "path">[]): NotUtf8ParameterOf;
//# sourceMappingURL=not-utf8-parameter.d.ts.map
