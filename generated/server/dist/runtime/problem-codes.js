// Copied by `npm run generate` from generator/runtime/server/problem-codes.ts. Edit it there.
/**
 * Which registered error code a validation problem is. The validators name the JSON Schema keyword that
 * failed (`rule`); the spec can name a more specific code for a schema with `x-error-code` (a weight out
 * of range is WEIGHT_OUT_OF_RANGE, not just VALUE_OUT_OF_RANGE), which the problem then carries.
 */
import { errorRegistry } from "./error-registry.js";
const BY_RULE = {
	required: "FIELD_REQUIRED",
	dependentRequired: "FIELD_REQUIRED",
	additionalProperties: "UNKNOWN_FIELD",
	unevaluatedProperties: "UNKNOWN_FIELD",
	type: "FIELD_TYPE_INVALID",
	"x-max-bytes": "BYTE_LIMIT_EXCEEDED",
	maxLength: "VALUE_OUT_OF_RANGE",
	minLength: "VALUE_OUT_OF_RANGE",
	maximum: "VALUE_OUT_OF_RANGE",
	minimum: "VALUE_OUT_OF_RANGE",
	exclusiveMaximum: "VALUE_OUT_OF_RANGE",
	exclusiveMinimum: "VALUE_OUT_OF_RANGE",
	maxItems: "VALUE_OUT_OF_RANGE",
	minItems: "VALUE_OUT_OF_RANGE",
	maxProperties: "VALUE_OUT_OF_RANGE",
	minProperties: "VALUE_OUT_OF_RANGE",
	enum: "VALUE_NOT_ALLOWED",
	const: "VALUE_NOT_ALLOWED",
	format: "FORMAT_INVALID",
	pattern: "FORMAT_INVALID"
};
export function problemCode(problem) {
	return problem.errorCode ?? BY_RULE[problem.rule] ?? "FIELD_TYPE_INVALID";
}
/**
 * The pattern by which a document's text fields can state that stored text holds no NUL character; a
 * problem of it is `TEXT_NOT_STORABLE` when the registry has that code. The code cannot be given with
 * `x-error-code` on such a field, which would name every problem of the field (its byte limit, its type) so.
 */
export const STORABLE_TEXT_PATTERN = "^[^\\u0000]*$";
/** A problem of the storable-text pattern is TEXT_NOT_STORABLE, as when storage finds the character. */
export function withStorableTextCode(problem) {
	const storable = errorRegistry.has("TEXT_NOT_STORABLE") && problem.errorCode === undefined && problem.rule === "pattern" && problem.params?.["pattern"] === STORABLE_TEXT_PATTERN;
	return storable ? {
		...problem,
		errorCode: "TEXT_NOT_STORABLE"
	} : problem;
}
//# sourceMappingURL=problem-codes.js.map
