import { ApiError } from "./api-error.js";
const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;
/**
 * The key of an `Authorization: Bearer <key>` header: 401 `AUTHENTICATION_REQUIRED` without the header,
 * undefined when it is not a bearer key (the caller answers `API_KEY_INVALID`, as for an unknown key).
 */
export function bearerKey(headers) {
	const header = headers.authorization;
	if (header === undefined || header === "") throw new ApiError("AUTHENTICATION_REQUIRED", {}, {}, { "www-authenticate": "Bearer" });
	return BEARER.exec(header)?.[1];
}
/** 401 `API_KEY_INVALID`, with the challenge RFC 6750 §3 asks for. */
export function invalidApiKey() {
	return new ApiError("API_KEY_INVALID", {}, {}, { "www-authenticate": "Bearer error=\"invalid_token\"" });
}
/** 400 `SERVICE_VERSION_MISSING` without the header, `SERVICE_VERSION_UNSUPPORTED` for another value. */
export function checkVersion(headers, version) {
	const sent = headers[version.header.toLowerCase()];
	const params = {
		header: version.header,
		expected: version.value
	};
	if (sent === undefined) throw new ApiError("SERVICE_VERSION_MISSING", params);
	if (sent !== version.value) throw new ApiError("SERVICE_VERSION_UNSUPPORTED", {
		...params,
		version: JSON.stringify(String(sent))
	});
}
//# sourceMappingURL=request-checks.js.map
