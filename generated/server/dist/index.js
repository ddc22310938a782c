import { errorCodes } from "./errors.gen.js";
import { resources } from "./resources.gen.js";
import { routes } from "./routes.gen.js";
import { allowedMethodsOf } from "./runtime/allowed-methods.js";
import { registerEdge } from "./runtime/edge.js";
import { registerErrorCodes } from "./runtime/error-registry.js";
import { notUtf8ParameterOf } from "./runtime/not-utf8-parameter.js";
import { registerRoutes } from "./runtime/register-routes.js";
export { errorCodes } from "./errors.gen.js";
export * from "./handlers.gen.js";
export * from "./resources.gen.js";
export { routes } from "./routes.gen.js";
export * from "./runtime/index.js";
// Here, in the module every import of the package runs, not as a side effect of errors.gen.ts: the package
// says `"sideEffects": false`, so a bundler drops a module imported for its effect alone.
registerErrorCodes(errorCodes);
/** Registers every route of the spec on `app`; operations without a handler answer 501. */
export function registerTunnelApiRoutes(app, options) {
	registerRoutes(app, {
		routes,
		handlers: options.handlers,
		account: options.account,
		validateResponses: options.validateResponses ?? false
	});
}
/** The methods the spec defines for a path (for 405 answers and the `Allow` header). */
export const allowedMethods = allowedMethodsOf(routes);
/** The header every request must send with one value, as the spec requires it. */
export const versionHeader = {
	header: "Service-Version",
	value: "2"
};
/** The path parameter of a request whose percent-encoded bytes are not UTF-8, for `edge.frameworkErrors`. */
const notUtf8Parameter = notUtf8ParameterOf(routes);
/** What messages call the resource a path parameter names: the resource whose collection path precedes it. */
export function kindOfPath(template, param) {
	const collection = template.slice(0, template.indexOf(`/{${param}}`));
	return Object.values(resources).find((r) => r.collectionPath === collection)?.name;
}
/**
 * The API's edge behaviour on `app`, as the reference server answers: the API's error body for invalid
 * requests, bad JSON, unknown routes (404), known paths with another method (405 with `Allow`) and
 * operations without a handler (501); 404 for a malformed id where the operation declares a 404. With
 * `authenticate` (your key lookup), every request needs a bearer key, then `Service-Version: 2`
 * (`version: false` turns that check off, `version: true` turns it on without `authenticate`). Call it
 * before registerTunnelApiRoutes and pass `account: edge.account` there; give Fastify `edge.frameworkErrors` (see `Edge`) for
 * what its router refuses before any route, a path parameter that is not UTF-8 among them.
 */
export function registerTunnelApiEdge(app, options = {}) {
	const wanted = options.version ?? options.authenticate !== undefined;
	const version = wanted === true ? versionHeader ?? false : wanted;
	return registerEdge(app, {
		allowedMethods,
		kindOfPath,
		notUtf8Parameter,
		...options,
		version
	});
}
//# sourceMappingURL=index.js.map
