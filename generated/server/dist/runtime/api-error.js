// Copied by `npm run generate` from generator/runtime/server/api-error.ts. Edit it there.
/**
 * An error the API answers with: a registered code (error-registry.ts), the parameters of its message
 * template and any extra details and headers. Handlers and hooks throw it; the edge's error handler
 * (edge.ts) sends it as the API's error body. A code the registry lacks fails where it is written, not
 * as a wrong answer.
 */
import { errorRegistry, formatMessage } from "./error-registry.js";
export class ApiError extends Error {
	name = "ApiError";
	code;
	status;
	params;
	details;
	headers;
	constructor(code, params = {}, details = {}, headers = {}) {
		const entry = errorRegistry.get(code);
		if (entry === undefined) throw new Error(`ApiError: ${code} is not in the API's error registry`);
		super(formatMessage(entry.message, params));
		this.code = code;
		this.status = entry.status;
		this.params = params;
		this.details = details;
		this.headers = headers;
	}
	/** The same error with a message worded for the case at hand (e.g. a validator's own message). */
	withMessage(message) {
		const copy = new ApiError(this.code, this.params, this.details, this.headers);
		copy.message = message;
		return copy;
	}
}
//# sourceMappingURL=api-error.js.map
