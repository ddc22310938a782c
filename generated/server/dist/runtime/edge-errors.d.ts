/**
 * What the API answers for a request that never reaches a handler, or whose handler is missing: the
 * route plugin's validation errors, Fastify's own refusals (bad JSON, a wrong media type, a body over the
 * limit), unknown routes (404) and known paths with another method (405 with `Allow`, RFC 9110 §15.5.6),
 * unimplemented operations (501). One mapping for the reference server and every server built on the
 * package.
 */
import type { FastifyRequest } from "fastify";
import type { AllowedMethods } from "./allowed-methods.js";
import { ApiError } from "./api-error.js";
import { type TemplateParams } from "./error-body.js";
import type { ErrorFormatOptions } from "./error-format.js";
import type { NotUtf8ParameterOf } from "./not-utf8-parameter.js";
export interface EdgeErrorOptions extends ErrorFormatOptions {
	readonly allowedMethods: AllowedMethods;
	/** What messages call the resource a path parameter names (`order line`); `resource` by default. */
	readonly kindOfPath?: (template: string, param: string) => string | undefined;
	/** The request's operation id, quoted by INTERNAL_ERROR (Fastify's request id by default). */
	readonly operationId?: (request: FastifyRequest) => string;
	/** Template parameters for body problems the spec codes with `x-error-code` (error-body.ts). */
	readonly templateParams?: TemplateParams;
	/**
	 * Finds a path parameter whose percent-encoded bytes are not UTF-8 (`notUtf8ParameterOf(routes)`), which
	 * Fastify's router refuses before routing: with it such a path is 400 `REQUEST_MALFORMED` naming the parameter
	 * and the byte; without it, 404 like any path that is not percent-encoding. Fastify hands the edge that refusal
	 * only through its `frameworkErrors` option.
	 */
	readonly notUtf8Parameter?: NotUtf8ParameterOf;
}
/** 405 with `Allow` on a path the API has, 404 elsewhere. */
export declare function routeNotFound(request: FastifyRequest, allowedMethods: AllowedMethods): ApiError;
/** The API's error for anything thrown while serving a request; INTERNAL_ERROR (leaking nothing) for the unknown. */
export declare function edgeError(error: unknown, request: FastifyRequest, options: EdgeErrorOptions): ApiError;
//# sourceMappingURL=edge-errors.d.ts.map
