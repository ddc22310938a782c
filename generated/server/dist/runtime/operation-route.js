/**
 * One entry of the generated route table, checked against `OperationRoute` on its own. An array literal
 * of entries would be typed as the union of its entries' types, each with its own validator types, and
 * TypeScript gives up on that union past about a thousand operations (TS2590, "Expression produces a union
 * type that is too complex to represent"; GitHub's API has over a thousand).
 */
export function operationRoute(route) {
	return route;
}
//# sourceMappingURL=operation-route.js.map
