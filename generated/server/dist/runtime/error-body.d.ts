/**
 * The API's error body, `{ error_code, status_code, msg, details }`, where `details` always carries the
 * request's `operation_id`; and the one error a request body's validation problems make.
 */
import { ApiError } from "./api-error.js";
import { type CodedProblem } from "./problem-codes.js";
export interface ErrorBody {
	error_code: string;
	status_code: number;
	msg: string;
	details: {
		operation_id: string;
		[key: string]: unknown;
	};
}
export declare function errorBody(error: ApiError, operationId: string): ErrorBody;
/**
 * The parameters a registered message template needs beyond `{pointer}` for a problem the spec codes with
 * `x-error-code`, read from the problem and the body; undefined to keep the validator's own words.
 */
export type TemplateParams = (problem: CodedProblem, body: unknown) => Record<string, string> | undefined;
/**
 * Field problems of the body, as one error: the first problem's code and message, all problems listed.
 * `body` is the request body the problems are about (for the values registered messages quote).
 */
export declare function invalidBodyError(problems: readonly CodedProblem[], body?: unknown, templateParams?: TemplateParams): ApiError;
//# sourceMappingURL=error-body.d.ts.map
