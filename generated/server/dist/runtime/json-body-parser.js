// Copied by `npm run generate` from generator/runtime/server/json-body-parser.ts. Edit it there.
/**
 * The request bodies the API reads: JSON only (RFC 8259). Three departures from Fastify's defaults:
 * an empty body sent with `Content-Type: application/json` is no body (clients send the header on every
 * call, DELETE included); `text/plain` is not parsed, so a text body is refused with 415 like any other
 * media type instead of reaching the validators as a string; and a body that is not valid UTF-8 (RFC 8259
 * §8.1) is 400 `INVALID_JSON`, where decoding it would silently store U+FFFD in place of the bytes sent.
 */
import { isUtf8 } from "node:buffer";
import { ApiError } from "./api-error.js";
import { firstInvalidByte } from "./utf8.js";
export function registerJsonBodyParser(app) {
	// Fastify's own parser (prototype-poisoning checks included), minus its "empty body" error.
	const parseJson = app.getDefaultJsonParser("error", "error");
	app.removeContentTypeParser(["application/json", "text/plain"]);
	app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
		const bytes = body;
		if (bytes.length === 0) {
			done(null, undefined);
			return;
		}
		if (!isUtf8(bytes)) {
			done(new ApiError("INVALID_JSON", { reason: `the body is not valid UTF-8 (byte ${firstInvalidByte(bytes)})` }), undefined);
			return;
		}
		parseJson(request, bytes.toString("utf8"), done);
	});
}
//# sourceMappingURL=json-body-parser.js.map
