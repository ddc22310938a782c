import type { CreateAbuseReportBody, CreateAbuseReportResponse, CreateAgentIngressBody, CreateAgentIngressResponse, CreateCertificateAuthorityBody, CreateCertificateAuthorityResponse, CreateCredentialBody, CreateCredentialResponse, CreateEndpointConfigurationBody, CreateEndpointConfigurationResponse, CreateHttpResponseBackendBody, CreateHttpResponseBackendResponse, CreateHttpsEdgeBody, CreateHttpsEdgeResponse, CreateHttpsEdgeRouteBody, CreateHttpsEdgeRoutePath, CreateHttpsEdgeRouteResponse, CreateIpPolicyBody, CreateIpPolicyResponse, CreateReservedAddrBody, CreateReservedAddrResponse, CreateSshCertificateAuthorityBody, CreateSshCertificateAuthorityResponse, CreateSshUserCertificateBody, CreateSshUserCertificateResponse, CreateTcpEdgeBody, CreateTcpEdgeResponse, CreateTlsEdgeBody, CreateTlsEdgeResponse, CreateTunnelGroupBackendBody, CreateTunnelGroupBackendResponse, CreateWeightedBackendBody, CreateWeightedBackendResponse, DeleteAgentIngressPath, DeleteAgentIngressResponse, DeleteCertificateAuthorityPath, DeleteCertificateAuthorityResponse, DeleteCredentialPath, DeleteCredentialResponse, DeleteEndpointConfigurationPath, DeleteEndpointConfigurationResponse, DeleteHttpResponseBackendPath, DeleteHttpResponseBackendResponse, DeleteHttpsEdgePath, DeleteHttpsEdgeResponse, DeleteHttpsEdgeRouteBackendModulePath, DeleteHttpsEdgeRouteBackendModuleResponse, DeleteHttpsEdgeRouteIpRestrictionModulePath, DeleteHttpsEdgeRouteIpRestrictionModuleResponse, DeleteHttpsEdgeRouteOAuthModulePath, DeleteHttpsEdgeRouteOAuthModuleResponse, DeleteHttpsEdgeRoutePath, DeleteHttpsEdgeRouteResponse, DeleteHttpsEdgeRouteResponseHeadersModulePath, DeleteHttpsEdgeRouteResponseHeadersModuleResponse, DeleteHttpsEdgeRouteSamlModulePath, DeleteHttpsEdgeRouteSamlModuleResponse, DeleteHttpsEdgeRouteWebsocketTcpConverterModulePath, DeleteHttpsEdgeRouteWebsocketTcpConverterModuleResponse, DeleteIpPolicyPath, DeleteIpPolicyResponse, DeleteReservedAddrPath, DeleteReservedAddrResponse, DeleteSshCertificateAuthorityPath, DeleteSshCertificateAuthorityResponse, DeleteSshUserCertificatePath, DeleteSshUserCertificateResponse, DeleteTcpEdgeBackendModulePath, DeleteTcpEdgeBackendModuleResponse, DeleteTcpEdgePath, DeleteTcpEdgeResponse, DeleteTlsEdgeMutualTlsModulePath, DeleteTlsEdgeMutualTlsModuleResponse, DeleteTlsEdgePath, DeleteTlsEdgeResponse, DeleteTunnelGroupBackendPath, DeleteTunnelGroupBackendResponse, DeleteWeightedBackendPath, DeleteWeightedBackendResponse, GetAbuseReportPath, GetAbuseReportResponse, GetAgentIngressPath, GetAgentIngressResponse, GetCertificateAuthorityPath, GetCertificateAuthorityResponse, GetCredentialPath, GetCredentialResponse, GetEndpointConfigurationPath, GetEndpointConfigurationResponse, GetHttpResponseBackendPath, GetHttpResponseBackendResponse, GetHttpsEdgePath, GetHttpsEdgeResponse, GetHttpsEdgeRouteBackendModulePath, GetHttpsEdgeRouteBackendModuleResponse, GetHttpsEdgeRouteIpRestrictionModulePath, GetHttpsEdgeRouteIpRestrictionModuleResponse, GetHttpsEdgeRouteOAuthModulePath, GetHttpsEdgeRouteOAuthModuleResponse, GetHttpsEdgeRoutePath, GetHttpsEdgeRouteResponse, GetHttpsEdgeRouteResponseHeadersModulePath, GetHttpsEdgeRouteResponseHeadersModuleResponse, GetHttpsEdgeRouteSamlModulePath, GetHttpsEdgeRouteSamlModuleResponse, GetHttpsEdgeRouteWebsocketTcpConverterModulePath, GetHttpsEdgeRouteWebsocketTcpConverterModuleResponse, GetIpPolicyPath, GetIpPolicyResponse, GetReservedAddrPath, GetReservedAddrResponse, GetSshCertificateAuthorityPath, GetSshCertificateAuthorityResponse, GetSshUserCertificatePath, GetSshUserCertificateResponse, GetTcpEdgeBackendModulePath, GetTcpEdgeBackendModuleResponse, GetTcpEdgePath, GetTcpEdgeResponse, GetTlsEdgeMutualTlsModulePath, GetTlsEdgeMutualTlsModuleResponse, GetTlsEdgePath, GetTlsEdgeResponse, GetTunnelGroupBackendPath, GetTunnelGroupBackendResponse, GetTunnelPath, GetTunnelResponse, GetTunnelSessionPath, GetTunnelSessionResponse, GetWeightedBackendPath, GetWeightedBackendResponse, ListAgentIngressesItem, ListAgentIngressesQuery, ListAgentIngressesResponse, ListCertificateAuthoritiesItem, ListCertificateAuthoritiesQuery, ListCertificateAuthoritiesResponse, ListCredentialsItem, ListCredentialsQuery, ListCredentialsResponse, ListEndpointConfigurationsItem, ListEndpointConfigurationsQuery, ListEndpointConfigurationsResponse, ListHttpResponseBackendsItem, ListHttpResponseBackendsQuery, ListHttpResponseBackendsResponse, ListHttpsEdgeRoutesItem, ListHttpsEdgeRoutesPath, ListHttpsEdgeRoutesQuery, ListHttpsEdgeRoutesResponse, ListHttpsEdgesItem, ListHttpsEdgesQuery, ListHttpsEdgesResponse, ListIpPoliciesItem, ListIpPoliciesQuery, ListIpPoliciesResponse, ListReservedAddrsItem, ListReservedAddrsQuery, ListReservedAddrsResponse, ListSshCertificateAuthoritiesItem, ListSshCertificateAuthoritiesQuery, ListSshCertificateAuthoritiesResponse, ListSshUserCertificatesItem, ListSshUserCertificatesQuery, ListSshUserCertificatesResponse, ListTcpEdgesItem, ListTcpEdgesQuery, ListTcpEdgesResponse, ListTlsEdgesItem, ListTlsEdgesQuery, ListTlsEdgesResponse, ListTunnelGroupBackendsItem, ListTunnelGroupBackendsQuery, ListTunnelGroupBackendsResponse, ListTunnelSessionsItem, ListTunnelSessionsQuery, ListTunnelSessionsResponse, ListTunnelsItem, ListTunnelsQuery, ListTunnelsResponse, ListWeightedBackendsItem, ListWeightedBackendsQuery, ListWeightedBackendsResponse, ReplaceHttpsEdgeRouteBackendModuleBody, ReplaceHttpsEdgeRouteBackendModulePath, ReplaceHttpsEdgeRouteBackendModuleResponse, ReplaceHttpsEdgeRouteIpRestrictionModuleBody, ReplaceHttpsEdgeRouteIpRestrictionModulePath, ReplaceHttpsEdgeRouteIpRestrictionModuleResponse, ReplaceHttpsEdgeRouteOAuthModuleBody, ReplaceHttpsEdgeRouteOAuthModulePath, ReplaceHttpsEdgeRouteOAuthModuleResponse, ReplaceHttpsEdgeRouteResponseHeadersModuleBody, ReplaceHttpsEdgeRouteResponseHeadersModulePath, ReplaceHttpsEdgeRouteResponseHeadersModuleResponse, ReplaceHttpsEdgeRouteSamlModuleBody, ReplaceHttpsEdgeRouteSamlModulePath, ReplaceHttpsEdgeRouteSamlModuleResponse, ReplaceHttpsEdgeRouteWebsocketTcpConverterModuleBody, ReplaceHttpsEdgeRouteWebsocketTcpConverterModulePath, ReplaceHttpsEdgeRouteWebsocketTcpConverterModuleResponse, ReplaceTcpEdgeBackendModuleBody, ReplaceTcpEdgeBackendModulePath, ReplaceTcpEdgeBackendModuleResponse, ReplaceTlsEdgeMutualTlsModuleBody, ReplaceTlsEdgeMutualTlsModulePath, ReplaceTlsEdgeMutualTlsModuleResponse, RestartTunnelSessionBody, RestartTunnelSessionPath, RestartTunnelSessionResponse, StopTunnelSessionBody, StopTunnelSessionPath, StopTunnelSessionResponse, UpdateAgentIngressBody, UpdateAgentIngressPath, UpdateAgentIngressResponse, UpdateCertificateAuthorityBody, UpdateCertificateAuthorityPath, UpdateCertificateAuthorityResponse, UpdateCredentialBody, UpdateCredentialPath, UpdateCredentialResponse, UpdateEndpointConfigurationBody, UpdateEndpointConfigurationPath, UpdateEndpointConfigurationResponse, UpdateHttpResponseBackendBody, UpdateHttpResponseBackendPath, UpdateHttpResponseBackendResponse, UpdateHttpsEdgeBody, UpdateHttpsEdgePath, UpdateHttpsEdgeResponse, UpdateHttpsEdgeRouteBody, UpdateHttpsEdgeRoutePath, UpdateHttpsEdgeRouteResponse, UpdateIpPolicyBody, UpdateIpPolicyPath, UpdateIpPolicyResponse, UpdateReservedAddrBody, UpdateReservedAddrPath, UpdateReservedAddrResponse, UpdateSshCertificateAuthorityBody, UpdateSshCertificateAuthorityPath, UpdateSshCertificateAuthorityResponse, UpdateSshUserCertificateBody, UpdateSshUserCertificatePath, UpdateSshUserCertificateResponse, UpdateTcpEdgeBody, UpdateTcpEdgePath, UpdateTcpEdgeResponse, UpdateTlsEdgeBody, UpdateTlsEdgePath, UpdateTlsEdgeResponse, UpdateTunnelGroupBackendBody, UpdateTunnelGroupBackendPath, UpdateTunnelGroupBackendResponse, UpdateTunnelSessionBody, UpdateTunnelSessionPath, UpdateTunnelSessionResponse, UpdateWeightedBackendBody, UpdateWeightedBackendPath, UpdateWeightedBackendResponse } from "./operation-types.gen.js";
import type { CallOptions, ClientCore, PageIterator } from "./runtime/index.js";
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export declare function createResources(core: ClientCore): {
	/**
	 * Tunnel Group Backends
	 *
	 * A tunnel group backend forwards traffic to the online tunnels whose labels include all of the backend's labels. `tunnels` lists the matching tunnels and
	 * follows agents as they come and go.
	 */
	tunnelGroupBackends: {
		/**
		 * List tunnel group backends
		 *
		 * List the tunnel group backends of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /backends/tunnel_group (operationId `listTunnelGroupBackends`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListTunnelGroupBackendsQuery, options?: CallOptions) => PageIterator<ListTunnelGroupBackendsItem, ListTunnelGroupBackendsResponse>;
		/**
		 * Create a tunnel group backend
		 *
		 * Create a tunnel group backend. `labels` selects the tunnels: a tunnel matches when its labels include every key-value pair.
		 *
		 * @see POST /backends/tunnel_group (operationId `createTunnelGroupBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateTunnelGroupBackendBody, options?: CallOptions) => Promise<CreateTunnelGroupBackendResponse>;
		/**
		 * Get a tunnel group backend
		 *
		 * Get a tunnel group backend by id.
		 *
		 * @param id Identifier of the tunnel group backend. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /backends/tunnel_group/{id} (operationId `getTunnelGroupBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetTunnelGroupBackendPath["id"], options?: CallOptions) => Promise<GetTunnelGroupBackendResponse>;
		/**
		 * Delete a tunnel group backend
		 *
		 * Delete a tunnel group backend. A backend still used by a weighted backend or a backend module cannot be deleted (409 `RESOURCE_IN_USE`).
		 *
		 * @param id Identifier of the tunnel group backend. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /backends/tunnel_group/{id} (operationId `deleteTunnelGroupBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteTunnelGroupBackendPath["id"], options?: CallOptions) => Promise<DeleteTunnelGroupBackendResponse>;
		/**
		 * Update a tunnel group backend
		 *
		 * Update a tunnel group backend. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the tunnel group backend. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /backends/tunnel_group/{id} (operationId `updateTunnelGroupBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateTunnelGroupBackendPath["id"], body: UpdateTunnelGroupBackendBody, options?: CallOptions) => Promise<UpdateTunnelGroupBackendResponse>;
	};
	/**
	 * HTTP Response Backends
	 *
	 * An HTTP response backend answers every request with a fixed status code, headers and body. Header names are stored and returned in lower case.
	 */
	httpResponseBackends: {
		/**
		 * List HTTP response backends
		 *
		 * List the HTTP response backends of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /backends/http_response (operationId `listHttpResponseBackends`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListHttpResponseBackendsQuery, options?: CallOptions) => PageIterator<ListHttpResponseBackendsItem, ListHttpResponseBackendsResponse>;
		/**
		 * Create an HTTP response backend
		 *
		 * Create an HTTP response backend. Header names must be HTTP tokens and are lower-cased; values may not contain CR, LF or NUL. `headers` is `null` in
		 * responses when none are set.
		 *
		 * @see POST /backends/http_response (operationId `createHttpResponseBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateHttpResponseBackendBody, options?: CallOptions) => Promise<CreateHttpResponseBackendResponse>;
		/**
		 * Get an HTTP response backend
		 *
		 * Get an HTTP response backend by id.
		 *
		 * @param id Identifier of the HTTP response backend. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /backends/http_response/{id} (operationId `getHttpResponseBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetHttpResponseBackendPath["id"], options?: CallOptions) => Promise<GetHttpResponseBackendResponse>;
		/**
		 * Delete an HTTP response backend
		 *
		 * Delete an HTTP response backend. A backend still used by a weighted backend or a backend module cannot be deleted (409 `RESOURCE_IN_USE`).
		 *
		 * @param id Identifier of the HTTP response backend. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /backends/http_response/{id} (operationId `deleteHttpResponseBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteHttpResponseBackendPath["id"], options?: CallOptions) => Promise<DeleteHttpResponseBackendResponse>;
		/**
		 * Update an HTTP response backend
		 *
		 * Update an HTTP response backend. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the HTTP response backend. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /backends/http_response/{id} (operationId `updateHttpResponseBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateHttpResponseBackendPath["id"], body: UpdateHttpResponseBackendBody, options?: CallOptions) => Promise<UpdateHttpResponseBackendResponse>;
	};
	/**
	 * Weighted Backends
	 *
	 * A weighted backend balances traffic between child backends in proportion to their weights (0 to 10000 inclusive). Children are backends of any kind in
	 * the same account.
	 */
	weightedBackends: {
		/**
		 * List weighted backends
		 *
		 * List the weighted backends of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /backends/weighted (operationId `listWeightedBackends`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListWeightedBackendsQuery, options?: CallOptions) => PageIterator<ListWeightedBackendsItem, ListWeightedBackendsResponse>;
		/**
		 * Create a weighted backend
		 *
		 * Create a weighted backend. Every key of `backends` must be the id of an existing backend of this account (400 `BACKEND_REFERENCE_NOT_FOUND` otherwise);
		 * weights range from 0 to 10000 inclusive.
		 *
		 * @see POST /backends/weighted (operationId `createWeightedBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateWeightedBackendBody, options?: CallOptions) => Promise<CreateWeightedBackendResponse>;
		/**
		 * Get a weighted backend
		 *
		 * Get a weighted backend by id.
		 *
		 * @param id Identifier of the weighted backend. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /backends/weighted/{id} (operationId `getWeightedBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetWeightedBackendPath["id"], options?: CallOptions) => Promise<GetWeightedBackendResponse>;
		/**
		 * Delete a weighted backend
		 *
		 * Delete a weighted backend. A backend still used by another weighted backend or a backend module cannot be deleted (409 `RESOURCE_IN_USE`).
		 *
		 * @param id Identifier of the weighted backend. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /backends/weighted/{id} (operationId `deleteWeightedBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteWeightedBackendPath["id"], options?: CallOptions) => Promise<DeleteWeightedBackendResponse>;
		/**
		 * Update a weighted backend
		 *
		 * Update a weighted backend. A new `backends` map replaces the old one; the same reference rules as on create apply, and a weighted backend may not
		 * contain itself, directly or through its children (400 `WEIGHTED_BACKEND_CYCLE`). Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the weighted backend. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /backends/weighted/{id} (operationId `updateWeightedBackend`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateWeightedBackendPath["id"], body: UpdateWeightedBackendBody, options?: CallOptions) => Promise<UpdateWeightedBackendResponse>;
	};
	/**
	 * SSH Certificate Authorities
	 *
	 * An SSH certificate authority signs SSH user certificates. The service generates its key pair at creation (ed25519 by default; ecdsa on P-256, P-384 or
	 * P-521; rsa 2048 or 4096 bits) and never returns the private key. Put `public_key` in sshd's `TrustedUserCAKeys` to accept certificates it signs.
	 */
	sshCertificateAuthorities: {
		/**
		 * List SSH certificate authorities
		 *
		 * List the SSH certificate authorities of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /ssh_certificate_authorities (operationId `listSshCertificateAuthorities`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListSshCertificateAuthoritiesQuery, options?: CallOptions) => PageIterator<ListSshCertificateAuthoritiesItem, ListSshCertificateAuthoritiesResponse>;
		/**
		 * Create an SSH certificate authority
		 *
		 * Create an SSH certificate authority. The service generates the key pair: `private_key_type` defaults to `ed25519`; `elliptic_curve` (default `p256`)
		 * applies only to `ecdsa` and `key_size` (default `4096`) only to `rsa` (400 `SSH_KEY_OPTION_MISMATCH` otherwise).
		 *
		 * @see POST /ssh_certificate_authorities (operationId `createSshCertificateAuthority`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateSshCertificateAuthorityBody, options?: CallOptions) => Promise<CreateSshCertificateAuthorityResponse>;
		/**
		 * Get an SSH certificate authority
		 *
		 * Get an SSH certificate authority by id.
		 *
		 * @param id Identifier of the SSH certificate authority. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /ssh_certificate_authorities/{id} (operationId `getSshCertificateAuthority`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetSshCertificateAuthorityPath["id"], options?: CallOptions) => Promise<GetSshCertificateAuthorityResponse>;
		/**
		 * Delete an SSH certificate authority
		 *
		 * Delete an SSH certificate authority. An authority that still has user certificates cannot be deleted (409 `SSH_CA_HAS_CERTIFICATES`).
		 *
		 * @param id Identifier of the SSH certificate authority. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /ssh_certificate_authorities/{id} (operationId `deleteSshCertificateAuthority`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteSshCertificateAuthorityPath["id"], options?: CallOptions) => Promise<DeleteSshCertificateAuthorityResponse>;
		/**
		 * Update an SSH certificate authority
		 *
		 * Update an SSH certificate authority. Only description and metadata can change. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the SSH certificate authority. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /ssh_certificate_authorities/{id} (operationId `updateSshCertificateAuthority`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateSshCertificateAuthorityPath["id"], body: UpdateSshCertificateAuthorityBody, options?: CallOptions) => Promise<UpdateSshCertificateAuthorityResponse>;
	};
	/**
	 * SSH User Certificates
	 *
	 * An SSH user certificate is an OpenSSH certificate (PROTOCOL.certkeys) for a user's public key, signed by an SSH certificate authority of the account. Its
	 * key id is the certificate's id.
	 */
	sshUserCertificates: {
		/**
		 * List SSH user certificates
		 *
		 * List the SSH user certificates of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /ssh_user_certificates (operationId `listSshUserCertificates`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListSshUserCertificatesQuery, options?: CallOptions) => PageIterator<ListSshUserCertificatesItem, ListSshUserCertificatesResponse>;
		/**
		 * Create an SSH user certificate
		 *
		 * Issue an SSH user certificate. `public_key` is an authorized-keys line (rsa, ecdsa or ed25519). When unspecified: `principals` is empty (any user),
		 * `valid_after` is now, `valid_until` is 24 hours after creation, `extensions` is `permit-pty` and `permit-user-rc`. Only the `force-command` and
		 * `source-address` critical options exist. RSA authorities sign with rsa-sha2-512. Beyond the schema: the authority must exist in this account (400
		 * `SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND`), the key must parse (`SSH_PUBLIC_KEY_INVALID`, `SSH_KEY_TYPE_UNSUPPORTED`), option values must be
		 * valid (`SSH_CRITICAL_OPTION_INVALID`, `SSH_EXTENSION_INVALID`: a flag takes an empty value), and `valid_until` must be after `valid_after`
		 * (`SSH_VALIDITY_INVALID`).
		 *
		 * @see POST /ssh_user_certificates (operationId `createSshUserCertificate`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateSshUserCertificateBody, options?: CallOptions) => Promise<CreateSshUserCertificateResponse>;
		/**
		 * Get an SSH user certificate
		 *
		 * Get an SSH user certificate by id.
		 *
		 * @param id Identifier of the SSH user certificate. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /ssh_user_certificates/{id} (operationId `getSshUserCertificate`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetSshUserCertificatePath["id"], options?: CallOptions) => Promise<GetSshUserCertificateResponse>;
		/**
		 * Delete an SSH user certificate
		 *
		 * Delete an SSH user certificate.
		 *
		 * @param id Identifier of the SSH user certificate. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /ssh_user_certificates/{id} (operationId `deleteSshUserCertificate`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteSshUserCertificatePath["id"], options?: CallOptions) => Promise<DeleteSshUserCertificateResponse>;
		/**
		 * Update an SSH user certificate
		 *
		 * Update an SSH user certificate. Only description and metadata can change; the signed content is fixed at creation. Fields left out are unchanged; `{}`
		 * changes nothing.
		 *
		 * @param id Identifier of the SSH user certificate. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /ssh_user_certificates/{id} (operationId `updateSshUserCertificate`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateSshUserCertificatePath["id"], body: UpdateSshUserCertificateBody, options?: CallOptions) => Promise<UpdateSshUserCertificateResponse>;
	};
	/**
	 * Tunnel Sessions
	 *
	 * Online tunnel sessions, one per connected agent, and the commands (restart, stop, update) sent to the agent that owns a session. Only online sessions are
	 * listed; a command answers 204 once the agent acknowledged it.
	 */
	tunnelSessions: {
		/**
		 * List online tunnel sessions
		 *
		 * List the online tunnel sessions of the account, newest first. Only online sessions are listed: a session disappears within seconds of its agent
		 * disconnecting.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /tunnel_sessions (operationId `listTunnelSessions`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListTunnelSessionsQuery, options?: CallOptions) => PageIterator<ListTunnelSessionsItem, ListTunnelSessionsResponse>;
		/**
		 * Get a tunnel session
		 *
		 * Get an online tunnel session by id. A session that has ended answers 404.
		 *
		 * @param id Identifier of the tunnel session. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /tunnel_sessions/{id} (operationId `getTunnelSession`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetTunnelSessionPath["id"], options?: CallOptions) => Promise<GetTunnelSessionResponse>;
		/**
		 * Restart the agent of a tunnel session
		 *
		 * Instruct the agent that started the session to restart: it calls exec on itself and reconnects with a new tunnel session id. Windows agents cannot
		 * restart (409 `AGENT_RESTART_UNSUPPORTED_OS`), nor can sessions of the `ssh` transport (409 `AGENT_RESTART_UNSUPPORTED_TRANSPORT`). Answers 204 once the
		 * agent acknowledged the command; 504 `AGENT_COMMAND_TIMEOUT` when it did not answer in time.
		 *
		 * @param id Identifier of the tunnel session. An unknown id, another account's id or an id of another kind answers 404.
		 * @see POST /tunnel_sessions/{id}/restart (operationId `restartTunnelSession`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		restart: (id: RestartTunnelSessionPath["id"], body?: RestartTunnelSessionBody, options?: CallOptions) => Promise<RestartTunnelSessionResponse>;
		/**
		 * Stop the agent of a tunnel session
		 *
		 * Instruct the agent that started the session to exit; the session ends. Answers 204 once the agent acknowledged the command; 504 `AGENT_COMMAND_TIMEOUT`
		 * when it did not answer in time.
		 *
		 * @param id Identifier of the tunnel session. An unknown id, another account's id or an id of another kind answers 404.
		 * @see POST /tunnel_sessions/{id}/stop (operationId `stopTunnelSession`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		stop: (id: StopTunnelSessionPath["id"], body?: StopTunnelSessionBody, options?: CallOptions) => Promise<StopTunnelSessionResponse>;
		/**
		 * Update the agent of a tunnel session
		 *
		 * Instruct the agent to update to the newest release within its major version (an update never crosses a major version). Refused with 409 when no newer
		 * release exists (`AGENT_UPDATE_UNAVAILABLE`), when update checks are disabled in the agent's configuration (`AGENT_UPDATE_CHECKS_DISABLED`), while an
		 * update is in progress (`AGENT_UPDATE_IN_PROGRESS`) and when a completed update awaits a restart (`AGENT_UPDATE_AWAITING_RESTART`). Wait at least 10
		 * seconds before calling restart so that the new version is used.
		 *
		 * @param id Identifier of the tunnel session. An unknown id, another account's id or an id of another kind answers 404.
		 * @see POST /tunnel_sessions/{id}/update (operationId `updateTunnelSession`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateTunnelSessionPath["id"], body?: UpdateTunnelSessionBody, options?: CallOptions) => Promise<UpdateTunnelSessionResponse>;
	};
	/**
	 * Tunnels
	 *
	 * The tunnels of the online tunnel sessions, read-only. Each tunnel is one an agent announced with its labels; tunnel group backends link to the tunnels
	 * whose labels match.
	 */
	tunnels: {
		/**
		 * List online tunnels
		 *
		 * List the tunnels of the account's online tunnel sessions, newest first. A tunnel disappears with its session, within seconds of its agent
		 * disconnecting.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /tunnels (operationId `listTunnels`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListTunnelsQuery, options?: CallOptions) => PageIterator<ListTunnelsItem, ListTunnelsResponse>;
		/**
		 * Get a tunnel
		 *
		 * Get an online tunnel by id, as tunnel group backends link to it in `tunnels[].uri`. A tunnel whose session has ended answers 404.
		 *
		 * @param id Identifier of the tunnel. An unknown id, another account's id, a tunnel whose session has ended or an id of another kind answers 404.
		 * @see GET /tunnels/{id} (operationId `getTunnel`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetTunnelPath["id"], options?: CallOptions) => Promise<GetTunnelResponse>;
	};
	/**
	 * Agent Ingresses
	 *
	 * An agent ingress is a customer-owned base domain for agent connections. Point the domain's NS records at `ns_targets`; agents then connect through the
	 * regional domains in `region_domains`. Certificates for them can be managed automatically.
	 */
	agentIngresses: {
		/**
		 * List agent ingresses
		 *
		 * List the agent ingresses of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /agent_ingresses (operationId `listAgentIngresses`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListAgentIngressesQuery, options?: CallOptions) => PageIterator<ListAgentIngressesItem, ListAgentIngressesResponse>;
		/**
		 * Create an agent ingress
		 *
		 * Create an agent ingress on a domain you own. The domain is unique across all accounts (409 `AGENT_INGRESS_DOMAIN_TAKEN`). The service assigns
		 * `ns_targets` and one regional domain per region. Setting `certificate_management_policy` enables automatic certificates (`letsencrypt`, `rsa` keys by
		 * default).
		 *
		 * @see POST /agent_ingresses (operationId `createAgentIngress`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateAgentIngressBody, options?: CallOptions) => Promise<CreateAgentIngressResponse>;
		/**
		 * Get an agent ingress
		 *
		 * Get an agent ingress by id.
		 *
		 * @param id Identifier of the agent ingress. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /agent_ingresses/{id} (operationId `getAgentIngress`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetAgentIngressPath["id"], options?: CallOptions) => Promise<GetAgentIngressResponse>;
		/**
		 * Delete an agent ingress
		 *
		 * Delete an agent ingress.
		 *
		 * @param id Identifier of the agent ingress. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /agent_ingresses/{id} (operationId `deleteAgentIngress`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteAgentIngressPath["id"], options?: CallOptions) => Promise<DeleteAgentIngressResponse>;
		/**
		 * Update an agent ingress
		 *
		 * Update an agent ingress. The domain cannot change (400 `IMMUTABLE_FIELD`); `certificate_management_policy: null` disables automatic certificate
		 * management. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the agent ingress. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /agent_ingresses/{id} (operationId `updateAgentIngress`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateAgentIngressPath["id"], body: UpdateAgentIngressBody, options?: CallOptions) => Promise<UpdateAgentIngressResponse>;
	};
	/**
	 * Reserved Addresses
	 *
	 * A reserved address is a `hostname:port` assigned to the account in a region, for TCP endpoints. An endpoint configuration can be attached to it.
	 */
	reservedAddrs: {
		/**
		 * List reserved addresses
		 *
		 * List the reserved addresses of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /reserved_addrs (operationId `listReservedAddrs`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListReservedAddrsQuery, options?: CallOptions) => PageIterator<ListReservedAddrsItem, ListReservedAddrsResponse>;
		/**
		 * Create a reserved address
		 *
		 * Reserve a new address. The service assigns a unique `addr` (`hostname:port`) in `region` (default `us`).
		 *
		 * @see POST /reserved_addrs (operationId `createReservedAddr`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateReservedAddrBody, options?: CallOptions) => Promise<CreateReservedAddrResponse>;
		/**
		 * Get a reserved address
		 *
		 * Get a reserved address by id.
		 *
		 * @param id Identifier of the reserved address. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /reserved_addrs/{id} (operationId `getReservedAddr`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetReservedAddrPath["id"], options?: CallOptions) => Promise<GetReservedAddrResponse>;
		/**
		 * Delete a reserved address
		 *
		 * Delete a reserved address.
		 *
		 * @param id Identifier of the reserved address. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /reserved_addrs/{id} (operationId `deleteReservedAddr`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteReservedAddrPath["id"], options?: CallOptions) => Promise<DeleteReservedAddrResponse>;
		/**
		 * Update a reserved address
		 *
		 * Update a reserved address. `endpoint_configuration_id` attaches an endpoint configuration of the account (reflected in `endpoint_configuration`; `null`
		 * detaches it; 400 `ENDPOINT_CONFIGURATION_REFERENCE_NOT_FOUND` when there is none with that id). `addr` and `region` cannot change. Fields left out are
		 * unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the reserved address. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /reserved_addrs/{id} (operationId `updateReservedAddr`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateReservedAddrPath["id"], body: UpdateReservedAddrBody, options?: CallOptions) => Promise<UpdateReservedAddrResponse>;
	};
	/**
	 * Abuse Reports
	 *
	 * Abuse reports submit URLs suspected of hosting abusive content for review. Creating them is available only to accounts authorized for it; access is
	 * requested from the operator.
	 */
	abuseReports: {
		/**
		 * Create an abuse report
		 *
		 * Report URLs suspected of hosting abusive content. The hostnames are parsed out of the URLs, each with its own status. Only accounts authorized for
		 * abuse reports may create them (403 `ABUSE_REPORTS_NOT_PERMITTED`).
		 *
		 * @see POST /abuse_reports (operationId `createAbuseReport`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateAbuseReportBody, options?: CallOptions) => Promise<CreateAbuseReportResponse>;
		/**
		 * Get an abuse report
		 *
		 * Get an abuse report with the status of each of its hostnames.
		 *
		 * @param id Identifier of the abuse report. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /abuse_reports/{id} (operationId `getAbuseReport`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetAbuseReportPath["id"], options?: CallOptions) => Promise<GetAbuseReportResponse>;
	};
	/**
	 * Credentials
	 *
	 * A credential (authtoken) lets an agent connect and start tunnel sessions. The secret `token` is returned only once, in the response to create. Deleting a
	 * credential disconnects its agents.
	 */
	credentials: {
		/**
		 * List credentials
		 *
		 * List the credentials of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /credentials (operationId `listCredentials`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListCredentialsQuery, options?: CallOptions) => PageIterator<ListCredentialsItem, ListCredentialsResponse>;
		/**
		 * Create a credential
		 *
		 * Create a credential. The response is the only one that carries the secret `token`; store it.
		 *
		 * @see POST /credentials (operationId `createCredential`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateCredentialBody, options?: CallOptions) => Promise<CreateCredentialResponse>;
		/**
		 * Get a credential
		 *
		 * Get a credential by id.
		 *
		 * @param id Identifier of the credential. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /credentials/{id} (operationId `getCredential`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetCredentialPath["id"], options?: CallOptions) => Promise<GetCredentialResponse>;
		/**
		 * Delete a credential
		 *
		 * Delete a credential. Agents connected with it are disconnected and their tunnel sessions end.
		 *
		 * @param id Identifier of the credential. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /credentials/{id} (operationId `deleteCredential`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteCredentialPath["id"], options?: CallOptions) => Promise<DeleteCredentialResponse>;
		/**
		 * Update a credential
		 *
		 * Update a credential. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the credential. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /credentials/{id} (operationId `updateCredential`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateCredentialPath["id"], body: UpdateCredentialBody, options?: CallOptions) => Promise<UpdateCredentialResponse>;
	};
	/**
	 * HTTPS Edges
	 *
	 * An HTTPS edge receives HTTPS traffic on its `hostports`; its routes match request paths and carry modules.
	 */
	httpsEdges: {
		/**
		 * List HTTPS edges
		 *
		 * List the HTTPS edges of the account, newest first, one page at a time, each with its routes. A page holds at most 10 edges whatever `limit` asks, so
		 * that a page of edges with their routes stays within 8 MiB. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /edges/https (operationId `listHttpsEdges`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListHttpsEdgesQuery, options?: CallOptions) => PageIterator<ListHttpsEdgesItem, ListHttpsEdgesResponse>;
		/**
		 * Create an HTTPS edge
		 *
		 * Create an HTTPS edge.
		 *
		 * @see POST /edges/https (operationId `createHttpsEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateHttpsEdgeBody, options?: CallOptions) => Promise<CreateHttpsEdgeResponse>;
		/**
		 * Get an HTTPS edge
		 *
		 * Get an HTTPS edge by id.
		 *
		 * @param id Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/https/{id} (operationId `getHttpsEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetHttpsEdgePath["id"], options?: CallOptions) => Promise<GetHttpsEdgeResponse>;
		/**
		 * Delete an HTTPS edge
		 *
		 * Delete an HTTPS edge, together with its routes and their modules.
		 *
		 * @param id Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/https/{id} (operationId `deleteHttpsEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteHttpsEdgePath["id"], options?: CallOptions) => Promise<DeleteHttpsEdgeResponse>;
		/**
		 * Update an HTTPS edge
		 *
		 * Update an HTTPS edge. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /edges/https/{id} (operationId `updateHttpsEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateHttpsEdgePath["id"], body: UpdateHttpsEdgeBody, options?: CallOptions) => Promise<UpdateHttpsEdgeResponse>;
	};
	/**
	 * HTTPS Edge Routes
	 *
	 * A route of an HTTPS edge matches request paths (`exact_path` or `path_prefix`); its modules (SAML, OAuth, IP restriction, backend, response headers,
	 * websocket-to-TCP) apply to the requests it matches.
	 */
	httpsEdgeRoutes: {
		/**
		 * List HTTPS edge routes
		 *
		 * List the HTTPS edge routes of the HTTPS edge `edge_id` of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/https/{edge_id}/routes (operationId `listHttpsEdgeRoutes`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (edgeId: ListHttpsEdgeRoutesPath["edge_id"], query?: ListHttpsEdgeRoutesQuery, options?: CallOptions) => PageIterator<ListHttpsEdgeRoutesItem, ListHttpsEdgeRoutesResponse>;
		/**
		 * Create an HTTPS edge route
		 *
		 * Create an HTTPS edge route of the HTTPS edge `edge_id`. An edge has at most 20 routes (400 `HTTPS_EDGE_ROUTE_LIMIT_EXCEEDED`).
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see POST /edges/https/{edge_id}/routes (operationId `createHttpsEdgeRoute`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (edgeId: CreateHttpsEdgeRoutePath["edge_id"], body: CreateHttpsEdgeRouteBody, options?: CallOptions) => Promise<CreateHttpsEdgeRouteResponse>;
		/**
		 * Get an HTTPS edge route
		 *
		 * Get an HTTPS edge route by id.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/https/{edge_id}/routes/{id} (operationId `getHttpsEdgeRoute`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (edgeId: GetHttpsEdgeRoutePath["edge_id"], id: GetHttpsEdgeRoutePath["id"], options?: CallOptions) => Promise<GetHttpsEdgeRouteResponse>;
		/**
		 * Delete an HTTPS edge route
		 *
		 * Delete a route of an HTTPS edge, together with its modules.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/https/{edge_id}/routes/{id} (operationId `deleteHttpsEdgeRoute`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (edgeId: DeleteHttpsEdgeRoutePath["edge_id"], id: DeleteHttpsEdgeRoutePath["id"], options?: CallOptions) => Promise<DeleteHttpsEdgeRouteResponse>;
		/**
		 * Update an HTTPS edge route
		 *
		 * Update an HTTPS edge route. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /edges/https/{edge_id}/routes/{id} (operationId `updateHttpsEdgeRoute`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (edgeId: UpdateHttpsEdgeRoutePath["edge_id"], id: UpdateHttpsEdgeRoutePath["id"], body: UpdateHttpsEdgeRouteBody, options?: CallOptions) => Promise<UpdateHttpsEdgeRouteResponse>;
	};
	/**
	 * TCP Edges
	 *
	 * A TCP edge receives TCP connections on its `hostports`; its backend module says where they go.
	 */
	tcpEdges: {
		/**
		 * List TCP edges
		 *
		 * List the TCP edges of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /edges/tcp (operationId `listTcpEdges`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListTcpEdgesQuery, options?: CallOptions) => PageIterator<ListTcpEdgesItem, ListTcpEdgesResponse>;
		/**
		 * Create a TCP edge
		 *
		 * Create a TCP edge.
		 *
		 * @see POST /edges/tcp (operationId `createTcpEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateTcpEdgeBody, options?: CallOptions) => Promise<CreateTcpEdgeResponse>;
		/**
		 * Get a TCP edge
		 *
		 * Get a TCP edge by id.
		 *
		 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/tcp/{id} (operationId `getTcpEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetTcpEdgePath["id"], options?: CallOptions) => Promise<GetTcpEdgeResponse>;
		/**
		 * Delete a TCP edge
		 *
		 * Delete a TCP edge.
		 *
		 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/tcp/{id} (operationId `deleteTcpEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteTcpEdgePath["id"], options?: CallOptions) => Promise<DeleteTcpEdgeResponse>;
		/**
		 * Update a TCP edge
		 *
		 * Update a TCP edge. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /edges/tcp/{id} (operationId `updateTcpEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateTcpEdgePath["id"], body: UpdateTcpEdgeBody, options?: CallOptions) => Promise<UpdateTcpEdgeResponse>;
	};
	/**
	 * TLS Edges
	 *
	 * A TLS edge receives TLS connections on its `hostports`; its mutual TLS module can require client certificates.
	 */
	tlsEdges: {
		/**
		 * List TLS edges
		 *
		 * List the TLS edges of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /edges/tls (operationId `listTlsEdges`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListTlsEdgesQuery, options?: CallOptions) => PageIterator<ListTlsEdgesItem, ListTlsEdgesResponse>;
		/**
		 * Create a TLS edge
		 *
		 * Create a TLS edge.
		 *
		 * @see POST /edges/tls (operationId `createTlsEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateTlsEdgeBody, options?: CallOptions) => Promise<CreateTlsEdgeResponse>;
		/**
		 * Get a TLS edge
		 *
		 * Get a TLS edge by id.
		 *
		 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/tls/{id} (operationId `getTlsEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetTlsEdgePath["id"], options?: CallOptions) => Promise<GetTlsEdgeResponse>;
		/**
		 * Delete a TLS edge
		 *
		 * Delete a TLS edge.
		 *
		 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/tls/{id} (operationId `deleteTlsEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteTlsEdgePath["id"], options?: CallOptions) => Promise<DeleteTlsEdgeResponse>;
		/**
		 * Update a TLS edge
		 *
		 * Update a TLS edge. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /edges/tls/{id} (operationId `updateTlsEdge`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateTlsEdgePath["id"], body: UpdateTlsEdgeBody, options?: CallOptions) => Promise<UpdateTlsEdgeResponse>;
	};
	/**
	 * IP Policies
	 *
	 * An IP policy is referenced by IP restriction modules to decide which source IPs may access an endpoint.
	 */
	ipPolicies: {
		/**
		 * List IP policies
		 *
		 * List the IP policies of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /ip_policies (operationId `listIpPolicies`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListIpPoliciesQuery, options?: CallOptions) => PageIterator<ListIpPoliciesItem, ListIpPoliciesResponse>;
		/**
		 * Create an IP policy
		 *
		 * Create an IP policy.
		 *
		 * @see POST /ip_policies (operationId `createIpPolicy`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateIpPolicyBody, options?: CallOptions) => Promise<CreateIpPolicyResponse>;
		/**
		 * Get an IP policy
		 *
		 * Get an IP policy by id.
		 *
		 * @param id Identifier of the IP policy. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /ip_policies/{id} (operationId `getIpPolicy`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetIpPolicyPath["id"], options?: CallOptions) => Promise<GetIpPolicyResponse>;
		/**
		 * Delete an IP policy
		 *
		 * Delete an IP policy. A policy still used by an IP restriction module cannot be deleted (409 `RESOURCE_IN_USE`).
		 *
		 * @param id Identifier of the IP policy. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /ip_policies/{id} (operationId `deleteIpPolicy`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteIpPolicyPath["id"], options?: CallOptions) => Promise<DeleteIpPolicyResponse>;
		/**
		 * Update an IP policy
		 *
		 * Update an IP policy. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the IP policy. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /ip_policies/{id} (operationId `updateIpPolicy`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateIpPolicyPath["id"], body: UpdateIpPolicyBody, options?: CallOptions) => Promise<UpdateIpPolicyResponse>;
	};
	/**
	 * Certificate Authorities
	 *
	 * An X.509 certificate authority, referenced by mutual TLS modules to validate client certificates. The certificate is parsed at creation and must be a CA
	 * certificate.
	 */
	certificateAuthorities: {
		/**
		 * List certificate authorities
		 *
		 * List the certificate authorities of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /certificate_authorities (operationId `listCertificateAuthorities`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListCertificateAuthoritiesQuery, options?: CallOptions) => PageIterator<ListCertificateAuthoritiesItem, ListCertificateAuthoritiesResponse>;
		/**
		 * Create a certificate authority
		 *
		 * Upload a CA certificate. `ca_pem` must be a PEM-encoded X.509 certificate with basicConstraints CA:TRUE (400 `CA_PEM_INVALID`, `CA_PEM_NOT_CA`).
		 *
		 * @see POST /certificate_authorities (operationId `createCertificateAuthority`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateCertificateAuthorityBody, options?: CallOptions) => Promise<CreateCertificateAuthorityResponse>;
		/**
		 * Get a certificate authority
		 *
		 * Get a certificate authority by id.
		 *
		 * @param id Identifier of the certificate authority. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /certificate_authorities/{id} (operationId `getCertificateAuthority`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetCertificateAuthorityPath["id"], options?: CallOptions) => Promise<GetCertificateAuthorityResponse>;
		/**
		 * Delete a certificate authority
		 *
		 * Delete a certificate authority. One still used by a mutual TLS module cannot be deleted (409 `RESOURCE_IN_USE`).
		 *
		 * @param id Identifier of the certificate authority. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /certificate_authorities/{id} (operationId `deleteCertificateAuthority`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteCertificateAuthorityPath["id"], options?: CallOptions) => Promise<DeleteCertificateAuthorityResponse>;
		/**
		 * Update a certificate authority
		 *
		 * Update a certificate authority. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the certificate authority. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /certificate_authorities/{id} (operationId `updateCertificateAuthority`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateCertificateAuthorityPath["id"], body: UpdateCertificateAuthorityBody, options?: CallOptions) => Promise<UpdateCertificateAuthorityResponse>;
	};
	/**
	 * Endpoint Configurations
	 *
	 * An endpoint configuration can be attached to reserved addresses.
	 */
	endpointConfigurations: {
		/**
		 * List endpoint configurations
		 *
		 * List the endpoint configurations of the account, newest first, one page at a time. Follow `next_page_uri` until it is `null`.
		 *
		 * Iterate the result for every item of every page (following the next-page URL), or call `.firstPage()` for one page.
		 *
		 * @see GET /endpoint_configurations (operationId `listEndpointConfigurations`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		list: (query?: ListEndpointConfigurationsQuery, options?: CallOptions) => PageIterator<ListEndpointConfigurationsItem, ListEndpointConfigurationsResponse>;
		/**
		 * Create an endpoint configuration
		 *
		 * Create an endpoint configuration.
		 *
		 * @see POST /endpoint_configurations (operationId `createEndpointConfiguration`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		create: (body: CreateEndpointConfigurationBody, options?: CallOptions) => Promise<CreateEndpointConfigurationResponse>;
		/**
		 * Get an endpoint configuration
		 *
		 * Get an endpoint configuration by id.
		 *
		 * @param id Identifier of the endpoint configuration. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /endpoint_configurations/{id} (operationId `getEndpointConfiguration`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetEndpointConfigurationPath["id"], options?: CallOptions) => Promise<GetEndpointConfigurationResponse>;
		/**
		 * Delete an endpoint configuration
		 *
		 * Delete an endpoint configuration. One still attached to a reserved address cannot be deleted (409 `RESOURCE_IN_USE`).
		 *
		 * @param id Identifier of the endpoint configuration. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /endpoint_configurations/{id} (operationId `deleteEndpointConfiguration`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteEndpointConfigurationPath["id"], options?: CallOptions) => Promise<DeleteEndpointConfigurationResponse>;
		/**
		 * Update an endpoint configuration
		 *
		 * Update an endpoint configuration. Fields left out are unchanged; `{}` changes nothing.
		 *
		 * @param id Identifier of the endpoint configuration. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PATCH /endpoint_configurations/{id} (operationId `updateEndpointConfiguration`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		update: (id: UpdateEndpointConfigurationPath["id"], body: UpdateEndpointConfigurationBody, options?: CallOptions) => Promise<UpdateEndpointConfigurationResponse>;
	};
	/**
	 * HTTPS Edge Route SAML Module
	 *
	 * SAML single sign-on for the requests of an HTTPS edge route. The response adds the service-provider values the IdP needs (`entity_id`,
	 * `assertion_consumer_service_url`, optionally `single_logout_url`) and the certificate that signs SAML requests.
	 */
	httpsEdgeRouteSamlModule: {
		/**
		 * Get the SAML module of an HTTPS edge route
		 *
		 * Get the SAML module of an HTTPS edge route. 404 `MODULE_NOT_CONFIGURED` when it was never configured or was deleted.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/https/{edge_id}/routes/{id}/saml (operationId `getHttpsEdgeRouteSamlModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (edgeId: GetHttpsEdgeRouteSamlModulePath["edge_id"], id: GetHttpsEdgeRouteSamlModulePath["id"], options?: CallOptions) => Promise<GetHttpsEdgeRouteSamlModuleResponse>;
		/**
		 * Replace the SAML module of an HTTPS edge route
		 *
		 * SAML single sign-on for the requests of an HTTPS edge route. The response adds the service-provider values the IdP needs (`entity_id`,
		 * `assertion_consumer_service_url`, optionally `single_logout_url`) and the certificate that signs SAML requests. Replace overwrites the whole module
		 * configuration; fields left out take their defaults. `idp_metadata` must be a well-formed SAML EntityDescriptor (400 `SAML_IDP_METADATA_INVALID`), which
		 * no schema can check.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PUT /edges/https/{edge_id}/routes/{id}/saml (operationId `replaceHttpsEdgeRouteSamlModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		replace: (edgeId: ReplaceHttpsEdgeRouteSamlModulePath["edge_id"], id: ReplaceHttpsEdgeRouteSamlModulePath["id"], body: ReplaceHttpsEdgeRouteSamlModuleBody, options?: CallOptions) => Promise<ReplaceHttpsEdgeRouteSamlModuleResponse>;
		/**
		 * Delete the SAML module of an HTTPS edge route
		 *
		 * Remove the SAML module from an HTTPS edge route; traffic is no longer processed by it.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/https/{edge_id}/routes/{id}/saml (operationId `deleteHttpsEdgeRouteSamlModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (edgeId: DeleteHttpsEdgeRouteSamlModulePath["edge_id"], id: DeleteHttpsEdgeRouteSamlModulePath["id"], options?: CallOptions) => Promise<DeleteHttpsEdgeRouteSamlModuleResponse>;
	};
	/**
	 * HTTPS Edge Route IP Restriction Module
	 *
	 * Restricts the source IPs that may reach an HTTPS edge route to those allowed by the listed IP policies. Every id must name an IP policy of the account
	 * (400 `IP_POLICY_REFERENCE_NOT_FOUND`).
	 */
	httpsEdgeRouteIpRestrictionModule: {
		/**
		 * Get the IP restriction module of an HTTPS edge route
		 *
		 * Get the IP restriction module of an HTTPS edge route. 404 `MODULE_NOT_CONFIGURED` when it was never configured or was deleted.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/https/{edge_id}/routes/{id}/ip_restriction (operationId `getHttpsEdgeRouteIpRestrictionModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (edgeId: GetHttpsEdgeRouteIpRestrictionModulePath["edge_id"], id: GetHttpsEdgeRouteIpRestrictionModulePath["id"], options?: CallOptions) => Promise<GetHttpsEdgeRouteIpRestrictionModuleResponse>;
		/**
		 * Replace the IP restriction module of an HTTPS edge route
		 *
		 * Restricts the source IPs that may reach an HTTPS edge route to those allowed by the listed IP policies. Every id must name an IP policy of the account
		 * (400 `IP_POLICY_REFERENCE_NOT_FOUND`). Replace overwrites the whole module configuration; fields left out take their defaults.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PUT /edges/https/{edge_id}/routes/{id}/ip_restriction (operationId `replaceHttpsEdgeRouteIpRestrictionModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		replace: (edgeId: ReplaceHttpsEdgeRouteIpRestrictionModulePath["edge_id"], id: ReplaceHttpsEdgeRouteIpRestrictionModulePath["id"], body: ReplaceHttpsEdgeRouteIpRestrictionModuleBody, options?: CallOptions) => Promise<ReplaceHttpsEdgeRouteIpRestrictionModuleResponse>;
		/**
		 * Delete the IP restriction module of an HTTPS edge route
		 *
		 * Remove the IP restriction module from an HTTPS edge route; traffic is no longer processed by it.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/https/{edge_id}/routes/{id}/ip_restriction (operationId `deleteHttpsEdgeRouteIpRestrictionModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (edgeId: DeleteHttpsEdgeRouteIpRestrictionModulePath["edge_id"], id: DeleteHttpsEdgeRouteIpRestrictionModulePath["id"], options?: CallOptions) => Promise<DeleteHttpsEdgeRouteIpRestrictionModuleResponse>;
	};
	/**
	 * HTTPS Edge Route OAuth Module
	 *
	 * OAuth login with an identity provider (GitHub, Facebook, Microsoft, Google, LinkedIn, GitLab, Twitch or Amazon) in front of an HTTPS edge route. Rules:
	 * without `client_id` and `client_secret` the service's managed OAuth application is used; `client_id` requires `client_secret` (400
	 * `OAUTH_CLIENT_SECRET_REQUIRED`) and `client_secret` requires `client_id` (400 `OAUTH_CLIENT_ID_REQUIRED`); `scopes` require your own `client_id` and
	 * `client_secret` (400 `OAUTH_SCOPES_REQUIRE_CLIENT`). Exactly one provider must be set.
	 */
	httpsEdgeRouteOauthModule: {
		/**
		 * Get the OAuth module of an HTTPS edge route
		 *
		 * Get the OAuth module of an HTTPS edge route. 404 `MODULE_NOT_CONFIGURED` when it was never configured or was deleted.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/https/{edge_id}/routes/{id}/oauth (operationId `getHttpsEdgeRouteOAuthModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (edgeId: GetHttpsEdgeRouteOAuthModulePath["edge_id"], id: GetHttpsEdgeRouteOAuthModulePath["id"], options?: CallOptions) => Promise<GetHttpsEdgeRouteOAuthModuleResponse>;
		/**
		 * Replace the OAuth module of an HTTPS edge route
		 *
		 * OAuth login with an identity provider (GitHub, Facebook, Microsoft, Google, LinkedIn, GitLab, Twitch or Amazon) in front of an HTTPS edge route. Rules:
		 * without `client_id` and `client_secret` the service's managed OAuth application is used; `client_id` requires `client_secret` (400
		 * `OAUTH_CLIENT_SECRET_REQUIRED`) and `client_secret` requires `client_id` (400 `OAUTH_CLIENT_ID_REQUIRED`); `scopes` require your own `client_id` and
		 * `client_secret` (400 `OAUTH_SCOPES_REQUIRE_CLIENT`). Exactly one provider must be set. Replace overwrites the whole module configuration; fields left
		 * out take their defaults.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PUT /edges/https/{edge_id}/routes/{id}/oauth (operationId `replaceHttpsEdgeRouteOAuthModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		replace: (edgeId: ReplaceHttpsEdgeRouteOAuthModulePath["edge_id"], id: ReplaceHttpsEdgeRouteOAuthModulePath["id"], body: ReplaceHttpsEdgeRouteOAuthModuleBody, options?: CallOptions) => Promise<ReplaceHttpsEdgeRouteOAuthModuleResponse>;
		/**
		 * Delete the OAuth module of an HTTPS edge route
		 *
		 * Remove the OAuth module from an HTTPS edge route; traffic is no longer processed by it.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/https/{edge_id}/routes/{id}/oauth (operationId `deleteHttpsEdgeRouteOAuthModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (edgeId: DeleteHttpsEdgeRouteOAuthModulePath["edge_id"], id: DeleteHttpsEdgeRouteOAuthModulePath["id"], options?: CallOptions) => Promise<DeleteHttpsEdgeRouteOAuthModuleResponse>;
	};
	/**
	 * HTTPS Edge Route Backend Module
	 *
	 * The backend that serves the requests of an HTTPS edge route. `backend_id` must name a backend of the account (400 `BACKEND_REFERENCE_NOT_FOUND`).
	 */
	httpsEdgeRouteBackendModule: {
		/**
		 * Get the backend module of an HTTPS edge route
		 *
		 * Get the backend module of an HTTPS edge route. 404 `MODULE_NOT_CONFIGURED` when it was never configured or was deleted.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/https/{edge_id}/routes/{id}/backend (operationId `getHttpsEdgeRouteBackendModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (edgeId: GetHttpsEdgeRouteBackendModulePath["edge_id"], id: GetHttpsEdgeRouteBackendModulePath["id"], options?: CallOptions) => Promise<GetHttpsEdgeRouteBackendModuleResponse>;
		/**
		 * Replace the backend module of an HTTPS edge route
		 *
		 * The backend that serves the requests of an HTTPS edge route. `backend_id` must name a backend of the account (400 `BACKEND_REFERENCE_NOT_FOUND`).
		 * Replace overwrites the whole module configuration; fields left out take their defaults.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PUT /edges/https/{edge_id}/routes/{id}/backend (operationId `replaceHttpsEdgeRouteBackendModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		replace: (edgeId: ReplaceHttpsEdgeRouteBackendModulePath["edge_id"], id: ReplaceHttpsEdgeRouteBackendModulePath["id"], body: ReplaceHttpsEdgeRouteBackendModuleBody, options?: CallOptions) => Promise<ReplaceHttpsEdgeRouteBackendModuleResponse>;
		/**
		 * Delete the backend module of an HTTPS edge route
		 *
		 * Remove the backend module from an HTTPS edge route; traffic is no longer processed by it.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/https/{edge_id}/routes/{id}/backend (operationId `deleteHttpsEdgeRouteBackendModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (edgeId: DeleteHttpsEdgeRouteBackendModulePath["edge_id"], id: DeleteHttpsEdgeRouteBackendModulePath["id"], options?: CallOptions) => Promise<DeleteHttpsEdgeRouteBackendModuleResponse>;
	};
	/**
	 * HTTPS Edge Route Response Headers Module
	 *
	 * Adds headers to and removes headers from the responses of an HTTPS edge route. Header names are returned in lower case; values may not contain CR, LF or
	 * NUL; `remove` is returned as an empty list when unset.
	 */
	httpsEdgeRouteResponseHeadersModule: {
		/**
		 * Get the response headers module of an HTTPS edge route
		 *
		 * Get the response headers module of an HTTPS edge route. 404 `MODULE_NOT_CONFIGURED` when it was never configured or was deleted.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/https/{edge_id}/routes/{id}/response_headers (operationId `getHttpsEdgeRouteResponseHeadersModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (edgeId: GetHttpsEdgeRouteResponseHeadersModulePath["edge_id"], id: GetHttpsEdgeRouteResponseHeadersModulePath["id"], options?: CallOptions) => Promise<GetHttpsEdgeRouteResponseHeadersModuleResponse>;
		/**
		 * Replace the response headers module of an HTTPS edge route
		 *
		 * Adds headers to and removes headers from the responses of an HTTPS edge route. Header names are returned in lower case; values may not contain CR, LF
		 * or NUL; `remove` is returned as an empty list when unset. Replace overwrites the whole module configuration; fields left out take their defaults.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PUT /edges/https/{edge_id}/routes/{id}/response_headers (operationId `replaceHttpsEdgeRouteResponseHeadersModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		replace: (edgeId: ReplaceHttpsEdgeRouteResponseHeadersModulePath["edge_id"], id: ReplaceHttpsEdgeRouteResponseHeadersModulePath["id"], body: ReplaceHttpsEdgeRouteResponseHeadersModuleBody, options?: CallOptions) => Promise<ReplaceHttpsEdgeRouteResponseHeadersModuleResponse>;
		/**
		 * Delete the response headers module of an HTTPS edge route
		 *
		 * Remove the response headers module from an HTTPS edge route; traffic is no longer processed by it.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/https/{edge_id}/routes/{id}/response_headers (operationId `deleteHttpsEdgeRouteResponseHeadersModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (edgeId: DeleteHttpsEdgeRouteResponseHeadersModulePath["edge_id"], id: DeleteHttpsEdgeRouteResponseHeadersModulePath["id"], options?: CallOptions) => Promise<DeleteHttpsEdgeRouteResponseHeadersModuleResponse>;
	};
	/**
	 * HTTPS Edge Route Websocket TCP Converter Module
	 *
	 * Converts websocket connections to an HTTPS edge route into TCP streams to the backend.
	 */
	httpsEdgeRouteWebsocketTcpConverterModule: {
		/**
		 * Get the websocket TCP converter module of an HTTPS edge route
		 *
		 * Get the websocket TCP converter module of an HTTPS edge route. 404 `MODULE_NOT_CONFIGURED` when it was never configured or was deleted.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/https/{edge_id}/routes/{id}/websocket_tcp_converter (operationId `getHttpsEdgeRouteWebsocketTcpConverterModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (edgeId: GetHttpsEdgeRouteWebsocketTcpConverterModulePath["edge_id"], id: GetHttpsEdgeRouteWebsocketTcpConverterModulePath["id"], options?: CallOptions) => Promise<GetHttpsEdgeRouteWebsocketTcpConverterModuleResponse>;
		/**
		 * Replace the websocket TCP converter module of an HTTPS edge route
		 *
		 * Converts websocket connections to an HTTPS edge route into TCP streams to the backend. Replace overwrites the whole module configuration; fields left
		 * out take their defaults.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PUT /edges/https/{edge_id}/routes/{id}/websocket_tcp_converter (operationId `replaceHttpsEdgeRouteWebsocketTcpConverterModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		replace: (edgeId: ReplaceHttpsEdgeRouteWebsocketTcpConverterModulePath["edge_id"], id: ReplaceHttpsEdgeRouteWebsocketTcpConverterModulePath["id"], body: ReplaceHttpsEdgeRouteWebsocketTcpConverterModuleBody, options?: CallOptions) => Promise<ReplaceHttpsEdgeRouteWebsocketTcpConverterModuleResponse>;
		/**
		 * Delete the websocket TCP converter module of an HTTPS edge route
		 *
		 * Remove the websocket TCP converter module from an HTTPS edge route; traffic is no longer processed by it.
		 *
		 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @param id Identifier of the HTTPS edge route. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/https/{edge_id}/routes/{id}/websocket_tcp_converter (operationId `deleteHttpsEdgeRouteWebsocketTcpConverterModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (edgeId: DeleteHttpsEdgeRouteWebsocketTcpConverterModulePath["edge_id"], id: DeleteHttpsEdgeRouteWebsocketTcpConverterModulePath["id"], options?: CallOptions) => Promise<DeleteHttpsEdgeRouteWebsocketTcpConverterModuleResponse>;
	};
	/**
	 * TCP Edge Backend Module
	 *
	 * The backend that serves the connections of a TCP edge. `backend_id` must name a backend of the account (400 `BACKEND_REFERENCE_NOT_FOUND`).
	 */
	tcpEdgeBackendModule: {
		/**
		 * Get the backend module of a TCP edge
		 *
		 * Get the backend module of a TCP edge. 404 `MODULE_NOT_CONFIGURED` when it was never configured or was deleted.
		 *
		 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/tcp/{id}/backend (operationId `getTcpEdgeBackendModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetTcpEdgeBackendModulePath["id"], options?: CallOptions) => Promise<GetTcpEdgeBackendModuleResponse>;
		/**
		 * Replace the backend module of a TCP edge
		 *
		 * The backend that serves the connections of a TCP edge. `backend_id` must name a backend of the account (400 `BACKEND_REFERENCE_NOT_FOUND`). Replace
		 * overwrites the whole module configuration; fields left out take their defaults.
		 *
		 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PUT /edges/tcp/{id}/backend (operationId `replaceTcpEdgeBackendModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		replace: (id: ReplaceTcpEdgeBackendModulePath["id"], body: ReplaceTcpEdgeBackendModuleBody, options?: CallOptions) => Promise<ReplaceTcpEdgeBackendModuleResponse>;
		/**
		 * Delete the backend module of a TCP edge
		 *
		 * Remove the backend module from a TCP edge; traffic is no longer processed by it.
		 *
		 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/tcp/{id}/backend (operationId `deleteTcpEdgeBackendModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteTcpEdgeBackendModulePath["id"], options?: CallOptions) => Promise<DeleteTcpEdgeBackendModuleResponse>;
	};
	/**
	 * TLS Edge Mutual TLS Module
	 *
	 * Requires clients of a TLS edge to present a certificate signed by one of the listed certificate authorities. Every id must name a certificate authority
	 * of the account (400 `CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND`).
	 */
	tlsEdgeMutualTlsModule: {
		/**
		 * Get the mutual TLS module of a TLS edge
		 *
		 * Get the mutual TLS module of a TLS edge. 404 `MODULE_NOT_CONFIGURED` when it was never configured or was deleted.
		 *
		 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see GET /edges/tls/{id}/mutual_tls (operationId `getTlsEdgeMutualTlsModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		get: (id: GetTlsEdgeMutualTlsModulePath["id"], options?: CallOptions) => Promise<GetTlsEdgeMutualTlsModuleResponse>;
		/**
		 * Replace the mutual TLS module of a TLS edge
		 *
		 * Requires clients of a TLS edge to present a certificate signed by one of the listed certificate authorities. Every id must name a certificate authority
		 * of the account (400 `CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND`). Replace overwrites the whole module configuration; fields left out take their
		 * defaults.
		 *
		 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see PUT /edges/tls/{id}/mutual_tls (operationId `replaceTlsEdgeMutualTlsModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		replace: (id: ReplaceTlsEdgeMutualTlsModulePath["id"], body: ReplaceTlsEdgeMutualTlsModuleBody, options?: CallOptions) => Promise<ReplaceTlsEdgeMutualTlsModuleResponse>;
		/**
		 * Delete the mutual TLS module of a TLS edge
		 *
		 * Remove the mutual TLS module from a TLS edge; traffic is no longer processed by it.
		 *
		 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
		 * @see DELETE /edges/tls/{id}/mutual_tls (operationId `deleteTlsEdgeMutualTlsModule`)
		 * @throws {TunnelApiError} when the service answers with an error status
		 */
		delete: (id: DeleteTlsEdgeMutualTlsModulePath["id"], options?: CallOptions) => Promise<DeleteTlsEdgeMutualTlsModuleResponse>;
	};
};
/** The type of the resource namespaces (`ApiClient` without `raw`). */
export type Resources = ReturnType<typeof createResources>;
//# sourceMappingURL=sdk.gen.d.ts.map
