// Copied by `npm run generate` from generator/runtime/server/error-format.ts. Edit it there.
/**
 * How the edge words an error in its answer's body: the
 * API's error body (error-body.ts) unless a `formatError` is given — the generated package gives the document's own
 * error shape, a team its own. `problemDetails` is RFC 9457's body, for a document that declares no error body.
 */
import { STATUS_CODES } from "node:http";
export function problemDetails(error) {
	return {
		...error.details,
		type: "about:blank",
		title: statusText(error.status),
		status: error.status,
		detail: error.message,
		code: error.code
	};
}
/** The reason phrase of a status (`Not Found`), as RFC 9457 asks of `title` with `type: about:blank`. */
export function statusText(status) {
	return STATUS_CODES[status] ?? "Error";
}
//# sourceMappingURL=error-format.js.map
