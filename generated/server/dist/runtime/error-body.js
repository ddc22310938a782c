// Copied by `npm run generate` from generator/runtime/server/error-body.ts. Edit it there.
/**
 * The API's error body, `{ error_code, status_code, msg, details }`, where `details` always carries the
 * request's `operation_id`; and the one error a request body's validation problems make.
 */
import { ApiError } from "./api-error.js";
import { errorRegistry, formatMessage } from "./error-registry.js";
import { problemCode, withStorableTextCode } from "./problem-codes.js";
export function errorBody(error, operationId) {
	return {
		error_code: error.code,
		status_code: error.status,
		msg: error.message,
		details: {
			...error.details,
			operation_id: operationId
		}
	};
}
/**
 * Field problems of the body, as one error: the first problem's code and message, all problems listed.
 * `body` is the request body the problems are about (for the values registered messages quote).
 */
export function invalidBodyError(problems, body, templateParams) {
	const listed = oneProblemPerCode(problems.map(withStorableTextCode)).map((p) => ({
		pointer: p.pointer,
		rule: p.rule,
		message: messageOf(p, body, templateParams),
		error_code: problemCode(p)
	}));
	const first = listed[0] ?? {
		pointer: "",
		rule: "type",
		message: "The request body is not valid.",
		error_code: "FIELD_TYPE_INVALID"
	};
	const more = listed.length > 1 ? ` (and ${listed.length - 1} more problem${listed.length > 2 ? "s" : ""})` : "";
	const allowed = problems[0] === undefined ? undefined : allowedFields(problems[0]);
	return new ApiError(first.error_code, {}, {
		problems: listed,
		...allowed ? { allowed } : {}
	}).withMessage(first.message + more);
}
/**
 * A rule the spec codes with `x-error-code` is one problem however many keywords state it: a failed
 * `oneOf`/`anyOf` stands for its alternatives' problems coded alike at or below it ("exactly one provider"
 * rather than eight missing fields), and one value fails a code once (a URL that is neither `format: uri`
 * nor of the pattern is one invalid URL).
 */
function oneProblemPerCode(problems) {
	const combinators = problems.filter((p) => p.errorCode !== undefined && (p.rule === "oneOf" || p.rule === "anyOf"));
	const within = (p, c) => p.errorCode === c.errorCode && (p.pointer === c.pointer || p.pointer.startsWith(`${c.pointer}/`));
	const kept = problems.filter((p) => combinators.includes(p) || !combinators.some((c) => within(p, c)));
	const once = kept.filter((p, i) => p.errorCode === undefined || kept.findIndex((q) => q.errorCode === p.errorCode && q.pointer === p.pointer) === i);
	// A more precise problem inside the combinator's value (an unknown provider name) is named first.
	const inside = (c) => once.some((p) => p !== c && p.pointer.startsWith(`${c.pointer}/`));
	const last = new Set(combinators.filter(inside));
	return [...once.filter((p) => !last.has(p)), ...once.filter((p) => last.has(p))];
}
/** The fields allowed where an unknown one was sent (the validators list them in the problem's params). */
function allowedFields(problem) {
	if (problem.rule !== "additionalProperties") return undefined;
	const allowed = problem.params?.["allowed"];
	return Array.isArray(allowed) ? allowed.map(String) : [];
}
/**
 * A problem the spec names a code for (`x-error-code`) reads as that code's registered message when its
 * template can be filled: from the pointer alone ("/domain: this field cannot be changed after creation."),
 * or with what `templateParams` reads from the problem and the body ("got 2"); the validator's own words
 * otherwise, since they carry the numbers ("must be at most 10000").
 */
function messageOf(problem, body, templateParams) {
	const template = problem.errorCode === undefined ? undefined : errorRegistry.get(problem.errorCode)?.message;
	if (template !== undefined) {
		const params = {
			...templateParams?.(problem, body),
			pointer: problem.pointer
		};
		const needed = [...template.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1] ?? "");
		if (needed.every((name) => name in params)) return formatMessage(template, params);
	}
	return sentence(problem.message);
}
function sentence(message) {
	return /[.!?]$/.test(message) ? message : `${message}.`;
}
//# sourceMappingURL=error-body.js.map
