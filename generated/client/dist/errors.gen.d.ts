import type { ErrorDetails } from './models.gen.js';
declare module './runtime/errors.js' {
    /** Every error code of Tunnel Infrastructure Management API, with the `details` its errors carry. */
    interface TunnelErrorRegistry {
        /** 403: This account may not create abuse reports; ask the operator for access. */
        ABUSE_REPORTS_NOT_PERMITTED: ErrorDetails;
        /** 400: {pointer}: {url} is not an absolute http or https URL with a hostname. */
        ABUSE_REPORT_URL_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 504: The agent of tunnel session {id} did not acknowledge the {command} command within {timeout_seconds} seconds. */
        AGENT_COMMAND_TIMEOUT: ErrorDetails;
        /** 400: {pointer}: {domain} is not a valid domain name. */
        AGENT_INGRESS_DOMAIN_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 409: The domain {domain} is already used by an agent ingress. */
        AGENT_INGRESS_DOMAIN_TAKEN: ErrorDetails;
        /** 409: The agent of tunnel session {id} runs on {os}, which does not support restart. */
        AGENT_RESTART_UNSUPPORTED_OS: ErrorDetails;
        /** 409: Tunnel session {id} uses the ssh transport, which has no agent to restart. */
        AGENT_RESTART_UNSUPPORTED_TRANSPORT: ErrorDetails;
        /** 409: The agent of tunnel session {id} has installed an update and must be restarted first. */
        AGENT_UPDATE_AWAITING_RESTART: ErrorDetails;
        /** 409: Update checks are disabled in the configuration of the agent of tunnel session {id}. */
        AGENT_UPDATE_CHECKS_DISABLED: ErrorDetails;
        /** 409: The agent of tunnel session {id} is already updating. */
        AGENT_UPDATE_IN_PROGRESS: ErrorDetails;
        /** 409: No newer release than {version} exists within major version {major}. */
        AGENT_UPDATE_UNAVAILABLE: ErrorDetails;
        /** 401: The API key is not valid. */
        API_KEY_INVALID: ErrorDetails;
        /** 429: Too many requests with an invalid API key from this address ({limit} per {window} seconds); retry after {retry_after} seconds. */
        AUTHENTICATION_RATE_LIMITED: ErrorDetails;
        /** 401: The Authorization header is missing; send Authorization: Bearer <API key>. */
        AUTHENTICATION_REQUIRED: ErrorDetails;
        /** 400: {pointer}: no backend with id {id} exists in this account. */
        BACKEND_REFERENCE_NOT_FOUND: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: {value} is not the id in the path ({path_id}). */
        BODY_ID_MISMATCH: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 413: The request body exceeds the limit of {limit} bytes. */
        BODY_TOO_LARGE: ErrorDetails;
        /** 400: {pointer}: must be at most {limit} bytes (got {actual}). */
        BYTE_LIMIT_EXCEEDED: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: /ca_pem: {reason}. */
        CA_PEM_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: /ca_pem: the certificate is not a CA certificate (basicConstraints CA:TRUE is required). */
        CA_PEM_NOT_CA: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: no certificate authority with id {id} exists in this account. */
        CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 503: The service's database is temporarily unavailable; retry after {retry_after} seconds. */
        DATABASE_UNAVAILABLE: ErrorDetails;
        /** 400: {pointer}: no endpoint configuration with id {id} exists in this account. */
        ENDPOINT_CONFIGURATION_REFERENCE_NOT_FOUND: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: required field is missing. */
        FIELD_REQUIRED: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: must be {expected}. */
        FIELD_TYPE_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: must be a valid {format}. */
        FORMAT_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: {name} is not a valid HTTP header name. */
        HEADER_NAME_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: header values may not contain CR, LF or NUL characters. */
        HEADER_VALUE_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: {value} is not a valid hostname:port. */
        HOSTPORT_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: HTTPS edge {edge_id} already has {limit} routes, the most an edge may have. */
        HTTPS_EDGE_ROUTE_LIMIT_EXCEEDED: ErrorDetails;
        /** 400: {pointer}: {value} is not a valid {kind} id. */
        ID_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: this field cannot be changed after creation. */
        IMMUTABLE_FIELD: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 500: An internal error occurred; quote operation id {operation_id} when reporting it. */
        INTERNAL_ERROR: ErrorDetails;
        /** 400: The request body is not valid JSON: {reason}. */
        INVALID_JSON: ErrorDetails;
        /** 400: {pointer}: no IP policy with id {id} exists in this account. */
        IP_POLICY_REFERENCE_NOT_FOUND: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 405: {method} is not allowed on {path}; allowed: {allowed}. */
        METHOD_NOT_ALLOWED: ErrorDetails & {
            readonly allowed: NonNullable<ErrorDetails['allowed']>;
        };
        /** 404: The {module} module is not configured on {id}. */
        MODULE_NOT_CONFIGURED: ErrorDetails;
        /** 404: No {kind} with id {id} exists. */
        NOT_FOUND: ErrorDetails;
        /** 501: {operation} is not implemented by this server. */
        NOT_IMPLEMENTED: ErrorDetails;
        /** 400: {pointer}: client_id is required when client_secret is set. */
        OAUTH_CLIENT_ID_REQUIRED: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: client_secret is required when client_id is set. */
        OAUTH_CLIENT_SECRET_REQUIRED: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: /provider: exactly one identity provider must be set (got {count}). */
        OAUTH_PROVIDER_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: scopes may be set only with your own client_id and client_secret. */
        OAUTH_SCOPES_REQUIRE_CLIENT: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: Query parameter {name}: {reason}. */
        QUERY_PARAMETER_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 429: Rate limit of {limit} requests per {window} seconds exceeded; retry after {retry_after} seconds. */
        RATE_LIMITED: ErrorDetails;
        /** 431: The request line and headers exceed the limit of {limit} bytes. */
        REQUEST_HEADERS_TOO_LARGE: ErrorDetails;
        /** 400: The request is not valid HTTP: {reason}. */
        REQUEST_MALFORMED: ErrorDetails;
        /**
         * 408: The request was not received in time; its headers must arrive within {headers_timeout_ms} ms and the whole request within {request_timeout_ms} ms.
         */
        REQUEST_TIMEOUT: ErrorDetails;
        /** 409: {id} is still referenced by {referrers} and cannot be deleted. */
        RESOURCE_IN_USE: ErrorDetails & {
            readonly referrers: NonNullable<ErrorDetails['referrers']>;
        };
        /** 404: No route matches {method} {path}. */
        ROUTE_NOT_FOUND: ErrorDetails;
        /** 400: /idp_metadata: {reason}. */
        SAML_IDP_METADATA_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 503: The server holds its maximum of {limit} open connections; retry after {retry_after} seconds. */
        SERVER_CONNECTIONS_EXHAUSTED: ErrorDetails;
        /** 400: The Service-Version header is required; send Service-Version: 2. */
        SERVICE_VERSION_MISSING: ErrorDetails;
        /** 400: Service-Version {version} is not supported; send Service-Version: 2. */
        SERVICE_VERSION_UNSUPPORTED: ErrorDetails;
        /** 409: SSH certificate authority {id} has issued {count} certificate(s); delete them first. */
        SSH_CA_HAS_CERTIFICATES: ErrorDetails & {
            readonly count: NonNullable<ErrorDetails['count']>;
        };
        /** 400: {pointer}: no SSH certificate authority with id {id} exists in this account. */
        SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: {reason}. */
        SSH_CRITICAL_OPTION_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: unknown critical option; allowed: force-command, source-address. */
        SSH_CRITICAL_OPTION_UNKNOWN: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: {reason}. */
        SSH_EXTENSION_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: {field} applies only to {key_type} keys. */
        SSH_KEY_OPTION_MISMATCH: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: /public_key: key type {key_type} is not supported; use rsa, ecdsa or ed25519. */
        SSH_KEY_TYPE_UNSUPPORTED: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: /public_key: {reason}. */
        SSH_PUBLIC_KEY_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: /valid_until: must be after valid_after ({valid_after}). */
        SSH_VALIDITY_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: must be an HTTP status code between 100 and 599 (got {value}). */
        STATUS_CODE_INVALID: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 503: The service's storage is full; nothing was stored. Retry after {retry_after} seconds. */
        STORAGE_FULL: ErrorDetails;
        /** 400: Text may not contain the NUL character (U+0000) or unpaired UTF-16 surrogates. */
        TEXT_NOT_STORABLE: ErrorDetails;
        /** 429: This address already holds {limit} open connections; retry after {retry_after} seconds. */
        TOO_MANY_CONNECTIONS: ErrorDetails;
        /** 400: {pointer}: unknown field; allowed: {allowed}. */
        UNKNOWN_FIELD: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
            readonly allowed: NonNullable<ErrorDetails['allowed']>;
        };
        /** 400: Unknown query parameter {name}; allowed: {allowed}. */
        UNKNOWN_QUERY_PARAMETER: ErrorDetails & {
            readonly allowed: NonNullable<ErrorDetails['allowed']>;
        };
        /** 415: Content-Type must be application/json (got {content_type}). */
        UNSUPPORTED_MEDIA_TYPE: ErrorDetails;
        /** 400: {pointer}: must be one of {allowed}. */
        VALUE_NOT_ALLOWED: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: must be {comparison} {limit}. */
        VALUE_OUT_OF_RANGE: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: backend {id} would make weighted backend {parent} contain itself. */
        WEIGHTED_BACKEND_CYCLE: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
        /** 400: {pointer}: weight must be between 0 and 10000 (got {value}). */
        WEIGHT_OUT_OF_RANGE: ErrorDetails & {
            readonly problems: NonNullable<ErrorDetails['problems']>;
        };
    }
}
export {};
//# sourceMappingURL=errors.gen.d.ts.map
