import { coerceQuery } from "./coerce-query.js";
import { NotImplementedError } from "./not-implemented-error.js";
import { RequestValidationError, ResponseValidationError } from "./request-validation-error.js";
const NO_PROBLEMS = [];
export function registerRoutes(app, options) {
	const handlers = options.handlers;
	const known = new Set(options.routes.map((r) => r.operationId));
	// A misspelt operation or a non-function would otherwise answer 501 silently.
	const unknown = Object.keys(handlers).filter((key) => !known.has(key));
	if (unknown.length > 0) throw new Error(`registerRoutes: no operation named ${unknown.join(", ")} (handlers are keyed by operationId)`);
	const notFunctions = Object.entries(handlers).filter(([, h]) => h !== undefined && typeof h !== "function").map(([key]) => key);
	if (notFunctions.length > 0) throw new Error(`registerRoutes: the handler for ${notFunctions.join(", ")} is not a function`);
	for (const route of options.routes) {
		const handler = handlers[route.operationId];
		if (handler === undefined) {
			app.route({
				method: route.method,
				url: route.url,
				config: { operationId: route.operationId },
				handler: async () => {
					throw new NotImplementedError(route.operationId);
				}
			});
			continue;
		}
		app.route({
			method: route.method,
			url: route.url,
			config: { operationId: route.operationId },
			handler: async (request, reply) => {
				const params = documentParams(request.params ?? {}, route);
				throwIfInvalid("path", route.validators.path?.check(params) ?? NO_PROBLEMS, route);
				const query = coerceQuery(request.query ?? {}, route.queryTypes);
				throwIfInvalid("query", route.validators.query.check(query), route);
				const body = readBody(request, route);
				const result = await handler({
					params,
					query,
					body,
					account: options.account(request),
					request
				});
				if (options.validateResponses) checkResponse(route, result);
				reply.code(result.status);
				if (result.headers) reply.headers(result.headers);
				return result.body === undefined ? reply.send() : reply.send(result.body);
			}
		});
	}
}
/** The path parameters under the document's names (OperationRoute.pathParamNames). */
function documentParams(params, route) {
	const names = route.pathParamNames;
	if (names === undefined) return params;
	return Object.fromEntries(Object.entries(params).map(([name, value]) => [names[name] ?? name, value]));
}
function readBody(request, route) {
	// Fastify leaves `body` undefined when nothing was sent (and rejects non-JSON content types and empty
	// JSON bodies itself); a JSON `null` is a body, which the validator refuses as not an object.
	const body = request.body;
	if (route.body === "none") return undefined;
	if (body === undefined) {
		if (route.body === "required") {
			throw new RequestValidationError("body", [{
				pointer: "",
				rule: "required",
				message: "a JSON request body is required"
			}], route);
		}
		return undefined;
	}
	throwIfInvalid("body", route.validators.body?.check(body) ?? NO_PROBLEMS, route);
	return body;
}
function throwIfInvalid(part, problems, route) {
	if (problems.length > 0) throw new RequestValidationError(part, problems, route);
}
function checkResponse(route, result) {
	if (route.anyStatus === true) return;
	const status = String(result.status);
	const declared = status in route.validators.responses || status === String(route.successStatus) || isDeclaredWithoutBody(route, status);
	if (!declared) throw new ResponseValidationError(route.operationId, result.status, [{
		pointer: "",
		rule: "status",
		message: `status ${status} is not declared`
	}]);
	const validator = route.validators.responses[status];
	if (validator === undefined) {
		if (result.body !== undefined) throw new ResponseValidationError(route.operationId, result.status, [{
			pointer: "",
			rule: "body",
			message: "this response has no body"
		}]);
		return;
	}
	const problems = validator.check(result.body);
	if (problems.length > 0) throw new ResponseValidationError(route.operationId, result.status, problems);
}
function isDeclaredWithoutBody(route, status) {
	return route.statusesWithoutBody.includes(status);
}
//# sourceMappingURL=register-routes.js.map
