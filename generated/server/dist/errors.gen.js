/** The API's registered error codes, with their statuses and message templates. */
export const errorCodes = [
	{
		code: "SERVICE_VERSION_MISSING",
		status: 400,
		message: "The Service-Version header is required; send Service-Version: 2."
	},
	{
		code: "SERVICE_VERSION_UNSUPPORTED",
		status: 400,
		message: "Service-Version {version} is not supported; send Service-Version: 2."
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
		code: "ABUSE_REPORTS_NOT_PERMITTED",
		status: 403,
		message: "This account may not create abuse reports; ask the operator for access."
	},
	{
		code: "NOT_FOUND",
		status: 404,
		message: "No {kind} with id {id} exists."
	},
	{
		code: "MODULE_NOT_CONFIGURED",
		status: 404,
		message: "The {module} module is not configured on {id}."
	},
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
		code: "BODY_TOO_LARGE",
		status: 413,
		message: "The request body exceeds the limit of {limit} bytes."
	},
	{
		code: "UNSUPPORTED_MEDIA_TYPE",
		status: 415,
		message: "Content-Type must be application/json (got {content_type})."
	},
	{
		code: "REQUEST_HEADERS_TOO_LARGE",
		status: 431,
		message: "The request line and headers exceed the limit of {limit} bytes."
	},
	{
		code: "REQUEST_MALFORMED",
		status: 400,
		message: "The request is not valid HTTP: {reason}."
	},
	{
		code: "RATE_LIMITED",
		status: 429,
		message: "Rate limit of {limit} requests per {window} seconds exceeded; retry after {retry_after} seconds."
	},
	{
		code: "AUTHENTICATION_RATE_LIMITED",
		status: 429,
		message: "This address sent too many requests with an unknown API key ({limit} per {window} seconds), so its requests are refused without checking their key; retry after {retry_after} seconds."
	},
	{
		code: "REQUEST_TIMEOUT",
		status: 408,
		message: "The request was not received in time; its headers must arrive within {headers_timeout_ms} ms and the whole request within {request_timeout_ms} ms."
	},
	{
		code: "TOO_MANY_CONNECTIONS",
		status: 429,
		message: "This address already holds {limit} open connections; retry after {retry_after} seconds."
	},
	{
		code: "SERVER_CONNECTIONS_EXHAUSTED",
		status: 503,
		message: "The server holds its maximum of {limit} open connections; retry after {retry_after} seconds."
	},
	{
		code: "DATABASE_UNAVAILABLE",
		status: 503,
		message: "The service's database is temporarily unavailable; retry after {retry_after} seconds."
	},
	{
		code: "STORAGE_FULL",
		status: 503,
		message: "The service's storage is full; nothing was stored. Retry after {retry_after} seconds."
	},
	{
		code: "INTERNAL_ERROR",
		status: 500,
		message: "An internal error occurred; quote operation id {operation_id} when reporting it."
	},
	{
		code: "NOT_IMPLEMENTED",
		status: 501,
		message: "{operation} is not implemented by this server."
	},
	{
		code: "TEXT_NOT_STORABLE",
		status: 400,
		message: "Text may not contain the NUL character (U+0000) or unpaired UTF-16 surrogates."
	},
	{
		code: "INVALID_JSON",
		status: 400,
		message: "The request body is not valid JSON: {reason}."
	},
	{
		code: "UNKNOWN_FIELD",
		status: 400,
		message: "{pointer}: unknown field; allowed: {allowed}."
	},
	{
		code: "FIELD_REQUIRED",
		status: 400,
		message: "{pointer}: required field is missing."
	},
	{
		code: "FIELD_TYPE_INVALID",
		status: 400,
		message: "{pointer}: must be {expected}."
	},
	{
		code: "BYTE_LIMIT_EXCEEDED",
		status: 400,
		message: "{pointer}: must be at most {limit} bytes (got {actual})."
	},
	{
		code: "VALUE_OUT_OF_RANGE",
		status: 400,
		message: "{pointer}: must be {comparison} {limit}."
	},
	{
		code: "WEIGHT_OUT_OF_RANGE",
		status: 400,
		message: "{pointer}: weight must be between 0 and 10000 (got {value})."
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
		code: "ID_INVALID",
		status: 400,
		message: "{pointer}: {value} is not a valid {kind} id."
	},
	{
		code: "BODY_ID_MISMATCH",
		status: 400,
		message: "{pointer}: {value} is not the id in the path ({path_id})."
	},
	{
		code: "HTTPS_EDGE_ROUTE_LIMIT_EXCEEDED",
		status: 400,
		message: "HTTPS edge {edge_id} already has {limit} routes, the most an edge may have."
	},
	{
		code: "IMMUTABLE_FIELD",
		status: 400,
		message: "{pointer}: this field cannot be changed after creation."
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
		code: "BACKEND_REFERENCE_NOT_FOUND",
		status: 400,
		message: "{pointer}: no backend with id {id} exists in this account."
	},
	{
		code: "WEIGHTED_BACKEND_CYCLE",
		status: 400,
		message: "{pointer}: backend {id} would make weighted backend {parent} contain itself."
	},
	{
		code: "IP_POLICY_REFERENCE_NOT_FOUND",
		status: 400,
		message: "{pointer}: no IP policy with id {id} exists in this account."
	},
	{
		code: "CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND",
		status: 400,
		message: "{pointer}: no certificate authority with id {id} exists in this account."
	},
	{
		code: "ENDPOINT_CONFIGURATION_REFERENCE_NOT_FOUND",
		status: 400,
		message: "{pointer}: no endpoint configuration with id {id} exists in this account."
	},
	{
		code: "SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND",
		status: 400,
		message: "{pointer}: no SSH certificate authority with id {id} exists in this account."
	},
	{
		code: "RESOURCE_IN_USE",
		status: 409,
		message: "{id} is still referenced by {referrers} and cannot be deleted."
	},
	{
		code: "HEADER_NAME_INVALID",
		status: 400,
		message: "{pointer}: {name} is not a valid HTTP header name."
	},
	{
		code: "HEADER_VALUE_INVALID",
		status: 400,
		message: "{pointer}: header values may not contain CR, LF or NUL characters."
	},
	{
		code: "STATUS_CODE_INVALID",
		status: 400,
		message: "{pointer}: must be an HTTP status code between 100 and 599 (got {value})."
	},
	{
		code: "AGENT_INGRESS_DOMAIN_INVALID",
		status: 400,
		message: "{pointer}: {domain} is not a valid domain name."
	},
	{
		code: "AGENT_INGRESS_DOMAIN_TAKEN",
		status: 409,
		message: "The domain {domain} is already used by an agent ingress."
	},
	{
		code: "ABUSE_REPORT_URL_INVALID",
		status: 400,
		message: "{pointer}: {url} is not an absolute http or https URL with a hostname."
	},
	{
		code: "OAUTH_PROVIDER_INVALID",
		status: 400,
		message: "/provider: exactly one identity provider must be set (got {count})."
	},
	{
		code: "OAUTH_CLIENT_SECRET_REQUIRED",
		status: 400,
		message: "{pointer}: client_secret is required when client_id is set."
	},
	{
		code: "OAUTH_CLIENT_ID_REQUIRED",
		status: 400,
		message: "{pointer}: client_id is required when client_secret is set."
	},
	{
		code: "OAUTH_SCOPES_REQUIRE_CLIENT",
		status: 400,
		message: "{pointer}: scopes may be set only with your own client_id and client_secret."
	},
	{
		code: "SAML_IDP_METADATA_INVALID",
		status: 400,
		message: "/idp_metadata: {reason}."
	},
	{
		code: "CA_PEM_INVALID",
		status: 400,
		message: "/ca_pem: {reason}."
	},
	{
		code: "CA_PEM_NOT_CA",
		status: 400,
		message: "/ca_pem: the certificate is not a CA certificate (basicConstraints CA:TRUE is required)."
	},
	{
		code: "HOSTPORT_INVALID",
		status: 400,
		message: "{pointer}: {value} is not a valid hostname:port."
	},
	{
		code: "SSH_KEY_OPTION_MISMATCH",
		status: 400,
		message: "{pointer}: {field} applies only to {key_type} keys."
	},
	{
		code: "SSH_PUBLIC_KEY_INVALID",
		status: 400,
		message: "/public_key: {reason}."
	},
	{
		code: "SSH_KEY_TYPE_UNSUPPORTED",
		status: 400,
		message: "/public_key: key type {key_type} is not supported; use rsa, ecdsa or ed25519."
	},
	{
		code: "SSH_CRITICAL_OPTION_UNKNOWN",
		status: 400,
		message: "{pointer}: unknown critical option; allowed: force-command, source-address."
	},
	{
		code: "SSH_CRITICAL_OPTION_INVALID",
		status: 400,
		message: "{pointer}: {reason}."
	},
	{
		code: "SSH_EXTENSION_INVALID",
		status: 400,
		message: "{pointer}: {reason}."
	},
	{
		code: "SSH_VALIDITY_INVALID",
		status: 400,
		message: "/valid_until: must be after valid_after ({valid_after})."
	},
	{
		code: "SSH_CA_HAS_CERTIFICATES",
		status: 409,
		message: "SSH certificate authority {id} has issued {count} certificate(s); delete them first."
	},
	{
		code: "AGENT_RESTART_UNSUPPORTED_OS",
		status: 409,
		message: "The agent of tunnel session {id} runs on {os}, which does not support restart."
	},
	{
		code: "AGENT_RESTART_UNSUPPORTED_TRANSPORT",
		status: 409,
		message: "Tunnel session {id} uses the ssh transport, which has no agent to restart."
	},
	{
		code: "AGENT_UPDATE_UNAVAILABLE",
		status: 409,
		message: "No newer release than {version} exists within major version {major}."
	},
	{
		code: "AGENT_UPDATE_CHECKS_DISABLED",
		status: 409,
		message: "Update checks are disabled in the configuration of the agent of tunnel session {id}."
	},
	{
		code: "AGENT_UPDATE_IN_PROGRESS",
		status: 409,
		message: "The agent of tunnel session {id} is already updating."
	},
	{
		code: "AGENT_UPDATE_AWAITING_RESTART",
		status: 409,
		message: "The agent of tunnel session {id} has installed an update and must be restarted first."
	},
	{
		code: "AGENT_COMMAND_TIMEOUT",
		status: 504,
		message: "The agent of tunnel session {id} did not acknowledge the {command} command within {timeout_seconds} seconds."
	}
];
//# sourceMappingURL=errors.gen.js.map
