const EDGE_DEFAULTS = [
	{
		code: "ROUTE_NOT_FOUND",
		status: 404,
		message: "No route matches {method} {path}."
	},
	{
		code: "METHOD_NOT_ALLOWED",
		status: 405,
		message: "{method} is not allowed on {path}; allowed: {allowed}."
	},
	{
		code: "NOT_IMPLEMENTED",
		status: 501,
		message: "{operation} is not implemented by this server."
	},
	{
		code: "NOT_FOUND",
		status: 404,
		message: "No {kind} with id {id} exists."
	},
	{
		code: "INVALID_JSON",
		status: 400,
		message: "The request body is not valid JSON: {reason}."
	},
	{
		code: "REQUEST_MALFORMED",
		status: 400,
		message: "The request is not valid HTTP: {reason}."
	},
	{
		code: "UNSUPPORTED_MEDIA_TYPE",
		status: 415,
		message: "Content-Type must be application/json (got {content_type})."
	},
	{
		code: "BODY_TOO_LARGE",
		status: 413,
		message: "The request body exceeds the limit of {limit} bytes."
	},
	{
		code: "INTERNAL_ERROR",
		status: 500,
		message: "An internal error occurred; quote operation id {operation_id} when reporting it."
	},
	{
		code: "UNKNOWN_QUERY_PARAMETER",
		status: 400,
		message: "Unknown query parameter {name}; allowed: {allowed}."
	},
	{
		code: "QUERY_PARAMETER_INVALID",
		status: 400,
		message: "Query parameter {name}: {reason}."
	},
	{
		code: "PATH_PARAMETER_INVALID",
		status: 400,
		message: "Path parameter {name}: {reason}."
	},
	{
		code: "AUTHENTICATION_REQUIRED",
		status: 401,
		message: "The Authorization header is missing; send Authorization: Bearer <API key>."
	},
	{
		code: "API_KEY_INVALID",
		status: 401,
		message: "The API key is not valid."
	},
	{
		code: "SERVICE_VERSION_MISSING",
		status: 400,
		message: "The {header} header is required; send {header}: {expected}."
	},
	{
		code: "SERVICE_VERSION_UNSUPPORTED",
		status: 400,
		message: "{header} {version} is not supported; send {header}: {expected}."
	},
	{
		code: "FIELD_REQUIRED",
		status: 400,
		message: "{pointer}: required field is missing."
	},
	{
		code: "UNKNOWN_FIELD",
		status: 400,
		message: "{pointer}: unknown field; allowed: {allowed}."
	},
	{
		code: "FIELD_TYPE_INVALID",
		status: 400,
		message: "{pointer}: must be {expected}."
	},
	{
		code: "VALUE_OUT_OF_RANGE",
		status: 400,
		message: "{pointer}: must be {comparison} {limit}."
	},
	{
		code: "VALUE_NOT_ALLOWED",
		status: 400,
		message: "{pointer}: must be one of {allowed}."
	},
	{
		code: "FORMAT_INVALID",
		status: 400,
		message: "{pointer}: must be a valid {format}."
	},
	{
		code: "BYTE_LIMIT_EXCEEDED",
		status: 400,
		message: "{pointer}: must be at most {limit} bytes (got {actual})."
	}
];
const registry = new Map(EDGE_DEFAULTS.map((entry) => [entry.code, entry]));
/** The registry: the document's codes and the edge defaults. */
export const errorRegistry = registry;
/** Adds the document's entries (the package's index.ts calls it once, when the package loads). */
export function registerErrorCodes(entries) {
	for (const entry of entries) registry.set(entry.code, entry);
}
/** Fills `{name}` placeholders of a message template; unknown placeholders stay visible. */
export function formatMessage(template, params) {
	return template.replace(/\{([a-z_]+)\}/g, (whole, name) => name in params ? String(params[name]) : whole);
}
//# sourceMappingURL=error-registry.js.map
