/**
 * What the generated route table says about one operation: enough for the plugin to register it with
 * Fastify, validate every part of the request with the precompiled validators, and check responses.
 */
import type { Problem } from "./problem.js";
/** The part of a generated validator the plugin uses (see @tunnel-api/validators). */
export interface PartValidator {
	readonly id: string;
	check(value: unknown): Problem[];
}
/** How a query parameter arrives as text and what JSON type its schema wants. */
export type ScalarType = "string" | "integer" | "number" | "boolean";
export interface OperationRoute {
	readonly operationId: string;
	/** Upper-case HTTP method. */
	readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
	/** The path template of the spec: `/edges/https/{edge_id}/routes/{id}`. */
	readonly path: string;
	/** The same in Fastify's syntax: `/edges/https/:edge_id/routes/:id`. */
	readonly url: string;
	/**
	 * Route parameter name → the document's name, where the document's could not be a route name
	 * (`execution_workflow_id` → `execution.workflow_id`: Fastify's `:name` holds word characters only).
	 */
	readonly pathParamNames?: Readonly<Record<string, string>>;
	/** The documented success status (the first 2xx response). */
	readonly successStatus: number;
	/**
	 * Set when the spec declares no status of its own for the operation, only `default` or a range (`4XX`):
	 * the handler may answer any status and body, and its responses are not checked.
	 */
	readonly anyStatus?: true;
	/** Declared statuses whose response has no body (`204`). */
	readonly statusesWithoutBody: readonly string[];
	/** Whether the operation takes a JSON body, and whether it must be sent. */
	readonly body: "none" | "optional" | "required";
	/** Query parameter types, so text can be turned into the JSON the schema validates. */
	readonly queryTypes: Readonly<Record<string, ScalarType>>;
	readonly validators: {
		readonly path?: PartValidator;
		readonly query: PartValidator;
		readonly body?: PartValidator;
		/** Response body validators by status (`201`, `400`, …); statuses without a body have none. */
		readonly responses: Readonly<Record<string, PartValidator>>;
	};
}
/**
 * One entry of the generated route table, checked against `OperationRoute` on its own. An array literal
 * of entries would be typed as the union of its entries' types, each with its own validator types, and
 * TypeScript gives up on that union past about a thousand operations (TS2590, "Expression produces a union
 * type that is too complex to represent"; GitHub's API has over a thousand).
 */
export declare function operationRoute(route: OperationRoute): OperationRoute;
//# sourceMappingURL=operation-route.d.ts.map
