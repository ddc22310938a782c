import type { FastifyRequest } from "fastify";
import type { ApiError } from "./api-error.js";
export interface ErrorFormatOptions {
	/** The body of an error's answer; the API's error body (`errorBody`) when not given. */
	readonly formatError?: (error: ApiError, request: FastifyRequest) => unknown;
	/** The media type of that body; `application/json; charset=utf-8` when not given. */
	readonly errorMediaType?: string;
}
/** RFC 9457 problem details, with the error's code and details as extension members. */
export interface ProblemDetails {
	type: string;
	title: string;
	status: number;
	detail: string;
	code: string;
	[extension: string]: unknown;
}
export declare function problemDetails(error: ApiError): ProblemDetails;
/** The reason phrase of a status (`Not Found`), as RFC 9457 asks of `title` with `type: about:blank`. */
export declare function statusText(status: number): string;
//# sourceMappingURL=error-format.d.ts.map
