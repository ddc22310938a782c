import { edgeError, routeNotFound } from "./edge-errors.js";
import { errorBody } from "./error-body.js";
import { registerJsonBodyParser } from "./json-body-parser.js";
import { bearerKey, checkVersion, invalidApiKey } from "./request-checks.js";
export function registerEdge(app, options) {
	const accounts = new WeakMap();
	registerJsonBodyParser(app);
	registerErrorAnswers(app, options);
	const { authenticate, version } = options;
	if (authenticate !== undefined || version !== undefined && version !== false) {
		app.addHook("onRequest", async (request) => {
			// A public route needs no key; nor does a request no route matches: it is answered 404 (or 405 with `Allow`)
			// whoever sends it, as the API says of unknown paths, not 401 for a mistyped path.
			if (isPublic(request) || request.is404) return;
			if (authenticate !== undefined) {
				const key = bearerKey(request.headers);
				const account = key === undefined ? undefined : await authenticate(key, request);
				if (account === undefined) throw invalidApiKey();
				accounts.set(request, account);
			}
			if (version !== undefined && version !== false) checkVersion(request.headers, version);
		});
	}
	return {
		account: (request) => {
			if (!accounts.has(request)) throw new Error("no account for this request: registerEdge was given no authenticate function, or the route is public");
			return accounts.get(request);
		},
		frameworkErrors: (error, request, reply) => {
			void sendError(reply, request, answerFor(error, request, options), options);
		}
	};
}
/** The API's error for `error`: the application's own mapping first, then the edge's; a 5xx is told to `onServerError`. */
function answerFor(error, request, options) {
	const answered = options.mapError?.(error, request) ?? edgeError(error, request, options);
	if (answered.status >= 500) options.onServerError?.(error, request, answered);
	return answered;
}
/** The error handler and the not-found handler, answering with the API's error body (or `formatError`'s). */
export function registerErrorAnswers(app, options) {
	app.setErrorHandler(async (error, request, reply) => sendError(reply, request, answerFor(error, request, options), options));
	app.setNotFoundHandler(async (request, reply) => sendError(reply, request, routeNotFound(request, options.allowedMethods), options));
}
/**
 * Sends `error` with its headers (`Allow`, `Retry-After`, `WWW-Authenticate`), in the body `formatError` makes — the
 * API's error body when not given (error-format.ts).
 */
export function sendError(reply, request, error, options = {}) {
	reply.code(error.status).headers(error.headers).type(options.errorMediaType ?? "application/json; charset=utf-8");
	return reply.send(options.formatError === undefined ? errorBody(error, options.operationId?.(request) ?? request.id) : options.formatError(error, request));
}
/** Routes the application marks `config: { public: true }` (its docs, say) need no key. */
function isPublic(request) {
	return request.routeOptions.config?.public === true;
}
//# sourceMappingURL=edge.js.map
