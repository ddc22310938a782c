/**
 * The checks the API makes of every request's headers before routing to a handler
 * (the reference server's order): the bearer API key (401), then the version header (400).
 * Each is a function so the reference server, which also limits key guessing and rates between them,
 * runs the very same checks.
 */
import type { IncomingHttpHeaders } from "node:http";
import { ApiError } from "./api-error.js";
/**
 * The key of an `Authorization: Bearer <key>` header: 401 `AUTHENTICATION_REQUIRED` without the header,
 * undefined when it is not a bearer key (the caller answers `API_KEY_INVALID`, as for an unknown key).
 */
export declare function bearerKey(headers: IncomingHttpHeaders): string | undefined;
/** 401 `API_KEY_INVALID`, with the challenge RFC 6750 §3 asks for. */
export declare function invalidApiKey(): ApiError;
/** A required request header with one accepted value, such as `Service-Version: 2`. */
export interface VersionHeader {
	readonly header: string;
	readonly value: string;
}
/** 400 `SERVICE_VERSION_MISSING` without the header, `SERVICE_VERSION_UNSUPPORTED` for another value. */
export declare function checkVersion(headers: IncomingHttpHeaders, version: VersionHeader): void;
//# sourceMappingURL=request-checks.d.ts.map
