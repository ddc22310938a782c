import { operations } from "./operations.gen.js";
/**
 * The resource namespaces, one per tag of the spec, each method a typed call over the hand-written
 * runtime (runtime/client-core.ts). Use `createClient` from the package entry rather than this.
 */
export function createResources(core) {
	return {
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
			list: (query, options) => core.list(operations.listTunnelGroupBackends, { query }, options),
			/**
			 * Create a tunnel group backend
			 *
			 * Create a tunnel group backend. `labels` selects the tunnels: a tunnel matches when its labels include every key-value pair.
			 *
			 * @see POST /backends/tunnel_group (operationId `createTunnelGroupBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createTunnelGroupBackend, { body }, options),
			/**
			 * Get a tunnel group backend
			 *
			 * Get a tunnel group backend by id.
			 *
			 * @param id Identifier of the tunnel group backend. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /backends/tunnel_group/{id} (operationId `getTunnelGroupBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getTunnelGroupBackend, { path: { id } }, options),
			/**
			 * Delete a tunnel group backend
			 *
			 * Delete a tunnel group backend. A backend still used by a weighted backend or a backend module cannot be deleted (409 `RESOURCE_IN_USE`).
			 *
			 * @param id Identifier of the tunnel group backend. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /backends/tunnel_group/{id} (operationId `deleteTunnelGroupBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteTunnelGroupBackend, { path: { id } }, options),
			/**
			 * Update a tunnel group backend
			 *
			 * Update a tunnel group backend. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the tunnel group backend. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /backends/tunnel_group/{id} (operationId `updateTunnelGroupBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateTunnelGroupBackend, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listHttpResponseBackends, { query }, options),
			/**
			 * Create an HTTP response backend
			 *
			 * Create an HTTP response backend. Header names must be HTTP tokens and are lower-cased; values may not contain CR, LF or NUL. `headers` is `null` in
			 * responses when none are set.
			 *
			 * @see POST /backends/http_response (operationId `createHttpResponseBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createHttpResponseBackend, { body }, options),
			/**
			 * Get an HTTP response backend
			 *
			 * Get an HTTP response backend by id.
			 *
			 * @param id Identifier of the HTTP response backend. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /backends/http_response/{id} (operationId `getHttpResponseBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getHttpResponseBackend, { path: { id } }, options),
			/**
			 * Delete an HTTP response backend
			 *
			 * Delete an HTTP response backend. A backend still used by a weighted backend or a backend module cannot be deleted (409 `RESOURCE_IN_USE`).
			 *
			 * @param id Identifier of the HTTP response backend. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /backends/http_response/{id} (operationId `deleteHttpResponseBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteHttpResponseBackend, { path: { id } }, options),
			/**
			 * Update an HTTP response backend
			 *
			 * Update an HTTP response backend. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the HTTP response backend. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /backends/http_response/{id} (operationId `updateHttpResponseBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateHttpResponseBackend, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listWeightedBackends, { query }, options),
			/**
			 * Create a weighted backend
			 *
			 * Create a weighted backend. Every key of `backends` must be the id of an existing backend of this account (400 `BACKEND_REFERENCE_NOT_FOUND` otherwise);
			 * weights range from 0 to 10000 inclusive.
			 *
			 * @see POST /backends/weighted (operationId `createWeightedBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createWeightedBackend, { body }, options),
			/**
			 * Get a weighted backend
			 *
			 * Get a weighted backend by id.
			 *
			 * @param id Identifier of the weighted backend. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /backends/weighted/{id} (operationId `getWeightedBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getWeightedBackend, { path: { id } }, options),
			/**
			 * Delete a weighted backend
			 *
			 * Delete a weighted backend. A backend still used by another weighted backend or a backend module cannot be deleted (409 `RESOURCE_IN_USE`).
			 *
			 * @param id Identifier of the weighted backend. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /backends/weighted/{id} (operationId `deleteWeightedBackend`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteWeightedBackend, { path: { id } }, options),
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
			update: (id, body, options) => core.call(operations.updateWeightedBackend, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listSshCertificateAuthorities, { query }, options),
			/**
			 * Create an SSH certificate authority
			 *
			 * Create an SSH certificate authority. The service generates the key pair: `private_key_type` defaults to `ed25519`; `elliptic_curve` (default `p256`)
			 * applies only to `ecdsa` and `key_size` (default `4096`) only to `rsa` (400 `SSH_KEY_OPTION_MISMATCH` otherwise).
			 *
			 * @see POST /ssh_certificate_authorities (operationId `createSshCertificateAuthority`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createSshCertificateAuthority, { body }, options),
			/**
			 * Get an SSH certificate authority
			 *
			 * Get an SSH certificate authority by id.
			 *
			 * @param id Identifier of the SSH certificate authority. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /ssh_certificate_authorities/{id} (operationId `getSshCertificateAuthority`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getSshCertificateAuthority, { path: { id } }, options),
			/**
			 * Delete an SSH certificate authority
			 *
			 * Delete an SSH certificate authority. An authority that still has user certificates cannot be deleted (409 `SSH_CA_HAS_CERTIFICATES`).
			 *
			 * @param id Identifier of the SSH certificate authority. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /ssh_certificate_authorities/{id} (operationId `deleteSshCertificateAuthority`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteSshCertificateAuthority, { path: { id } }, options),
			/**
			 * Update an SSH certificate authority
			 *
			 * Update an SSH certificate authority. Only description and metadata can change. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the SSH certificate authority. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /ssh_certificate_authorities/{id} (operationId `updateSshCertificateAuthority`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateSshCertificateAuthority, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listSshUserCertificates, { query }, options),
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
			create: (body, options) => core.call(operations.createSshUserCertificate, { body }, options),
			/**
			 * Get an SSH user certificate
			 *
			 * Get an SSH user certificate by id.
			 *
			 * @param id Identifier of the SSH user certificate. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /ssh_user_certificates/{id} (operationId `getSshUserCertificate`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getSshUserCertificate, { path: { id } }, options),
			/**
			 * Delete an SSH user certificate
			 *
			 * Delete an SSH user certificate.
			 *
			 * @param id Identifier of the SSH user certificate. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /ssh_user_certificates/{id} (operationId `deleteSshUserCertificate`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteSshUserCertificate, { path: { id } }, options),
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
			update: (id, body, options) => core.call(operations.updateSshUserCertificate, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listTunnelSessions, { query }, options),
			/**
			 * Get a tunnel session
			 *
			 * Get an online tunnel session by id. A session that has ended answers 404.
			 *
			 * @param id Identifier of the tunnel session. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /tunnel_sessions/{id} (operationId `getTunnelSession`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getTunnelSession, { path: { id } }, options),
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
			restart: (id, body, options) => core.call(operations.restartTunnelSession, {
				path: { id },
				body
			}, options),
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
			stop: (id, body, options) => core.call(operations.stopTunnelSession, {
				path: { id },
				body
			}, options),
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
			update: (id, body, options) => core.call(operations.updateTunnelSession, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listTunnels, { query }, options),
			/**
			 * Get a tunnel
			 *
			 * Get an online tunnel by id, as tunnel group backends link to it in `tunnels[].uri`. A tunnel whose session has ended answers 404.
			 *
			 * @param id Identifier of the tunnel. An unknown id, another account's id, a tunnel whose session has ended or an id of another kind answers 404.
			 * @see GET /tunnels/{id} (operationId `getTunnel`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getTunnel, { path: { id } }, options)
		},
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
			list: (query, options) => core.list(operations.listAgentIngresses, { query }, options),
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
			create: (body, options) => core.call(operations.createAgentIngress, { body }, options),
			/**
			 * Get an agent ingress
			 *
			 * Get an agent ingress by id.
			 *
			 * @param id Identifier of the agent ingress. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /agent_ingresses/{id} (operationId `getAgentIngress`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getAgentIngress, { path: { id } }, options),
			/**
			 * Delete an agent ingress
			 *
			 * Delete an agent ingress.
			 *
			 * @param id Identifier of the agent ingress. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /agent_ingresses/{id} (operationId `deleteAgentIngress`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteAgentIngress, { path: { id } }, options),
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
			update: (id, body, options) => core.call(operations.updateAgentIngress, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listReservedAddrs, { query }, options),
			/**
			 * Create a reserved address
			 *
			 * Reserve a new address. The service assigns a unique `addr` (`hostname:port`) in `region` (default `us`).
			 *
			 * @see POST /reserved_addrs (operationId `createReservedAddr`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createReservedAddr, { body }, options),
			/**
			 * Get a reserved address
			 *
			 * Get a reserved address by id.
			 *
			 * @param id Identifier of the reserved address. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /reserved_addrs/{id} (operationId `getReservedAddr`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getReservedAddr, { path: { id } }, options),
			/**
			 * Delete a reserved address
			 *
			 * Delete a reserved address.
			 *
			 * @param id Identifier of the reserved address. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /reserved_addrs/{id} (operationId `deleteReservedAddr`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteReservedAddr, { path: { id } }, options),
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
			update: (id, body, options) => core.call(operations.updateReservedAddr, {
				path: { id },
				body
			}, options)
		},
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
			create: (body, options) => core.call(operations.createAbuseReport, { body }, options),
			/**
			 * Get an abuse report
			 *
			 * Get an abuse report with the status of each of its hostnames.
			 *
			 * @param id Identifier of the abuse report. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /abuse_reports/{id} (operationId `getAbuseReport`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getAbuseReport, { path: { id } }, options)
		},
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
			list: (query, options) => core.list(operations.listCredentials, { query }, options),
			/**
			 * Create a credential
			 *
			 * Create a credential. The response is the only one that carries the secret `token`; store it.
			 *
			 * @see POST /credentials (operationId `createCredential`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createCredential, { body }, options),
			/**
			 * Get a credential
			 *
			 * Get a credential by id.
			 *
			 * @param id Identifier of the credential. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /credentials/{id} (operationId `getCredential`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getCredential, { path: { id } }, options),
			/**
			 * Delete a credential
			 *
			 * Delete a credential. Agents connected with it are disconnected and their tunnel sessions end.
			 *
			 * @param id Identifier of the credential. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /credentials/{id} (operationId `deleteCredential`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteCredential, { path: { id } }, options),
			/**
			 * Update a credential
			 *
			 * Update a credential. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the credential. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /credentials/{id} (operationId `updateCredential`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateCredential, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listHttpsEdges, { query }, options),
			/**
			 * Create an HTTPS edge
			 *
			 * Create an HTTPS edge.
			 *
			 * @see POST /edges/https (operationId `createHttpsEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createHttpsEdge, { body }, options),
			/**
			 * Get an HTTPS edge
			 *
			 * Get an HTTPS edge by id.
			 *
			 * @param id Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /edges/https/{id} (operationId `getHttpsEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getHttpsEdge, { path: { id } }, options),
			/**
			 * Delete an HTTPS edge
			 *
			 * Delete an HTTPS edge, together with its routes and their modules.
			 *
			 * @param id Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /edges/https/{id} (operationId `deleteHttpsEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteHttpsEdge, { path: { id } }, options),
			/**
			 * Update an HTTPS edge
			 *
			 * Update an HTTPS edge. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /edges/https/{id} (operationId `updateHttpsEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateHttpsEdge, {
				path: { id },
				body
			}, options)
		},
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
			list: (edgeId, query, options) => core.list(operations.listHttpsEdgeRoutes, {
				path: { edge_id: edgeId },
				query
			}, options),
			/**
			 * Create an HTTPS edge route
			 *
			 * Create an HTTPS edge route of the HTTPS edge `edge_id`. An edge has at most 20 routes (400 `HTTPS_EDGE_ROUTE_LIMIT_EXCEEDED`).
			 *
			 * @param edgeId Identifier of the HTTPS edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see POST /edges/https/{edge_id}/routes (operationId `createHttpsEdgeRoute`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (edgeId, body, options) => core.call(operations.createHttpsEdgeRoute, {
				path: { edge_id: edgeId },
				body
			}, options),
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
			get: (edgeId, id, options) => core.call(operations.getHttpsEdgeRoute, { path: {
				edge_id: edgeId,
				id
			} }, options),
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
			delete: (edgeId, id, options) => core.call(operations.deleteHttpsEdgeRoute, { path: {
				edge_id: edgeId,
				id
			} }, options),
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
			update: (edgeId, id, body, options) => core.call(operations.updateHttpsEdgeRoute, {
				path: {
					edge_id: edgeId,
					id
				},
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listTcpEdges, { query }, options),
			/**
			 * Create a TCP edge
			 *
			 * Create a TCP edge.
			 *
			 * @see POST /edges/tcp (operationId `createTcpEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createTcpEdge, { body }, options),
			/**
			 * Get a TCP edge
			 *
			 * Get a TCP edge by id.
			 *
			 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /edges/tcp/{id} (operationId `getTcpEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getTcpEdge, { path: { id } }, options),
			/**
			 * Delete a TCP edge
			 *
			 * Delete a TCP edge.
			 *
			 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /edges/tcp/{id} (operationId `deleteTcpEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteTcpEdge, { path: { id } }, options),
			/**
			 * Update a TCP edge
			 *
			 * Update a TCP edge. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /edges/tcp/{id} (operationId `updateTcpEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateTcpEdge, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listTlsEdges, { query }, options),
			/**
			 * Create a TLS edge
			 *
			 * Create a TLS edge.
			 *
			 * @see POST /edges/tls (operationId `createTlsEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createTlsEdge, { body }, options),
			/**
			 * Get a TLS edge
			 *
			 * Get a TLS edge by id.
			 *
			 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /edges/tls/{id} (operationId `getTlsEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getTlsEdge, { path: { id } }, options),
			/**
			 * Delete a TLS edge
			 *
			 * Delete a TLS edge.
			 *
			 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /edges/tls/{id} (operationId `deleteTlsEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteTlsEdge, { path: { id } }, options),
			/**
			 * Update a TLS edge
			 *
			 * Update a TLS edge. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /edges/tls/{id} (operationId `updateTlsEdge`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateTlsEdge, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listIpPolicies, { query }, options),
			/**
			 * Create an IP policy
			 *
			 * Create an IP policy.
			 *
			 * @see POST /ip_policies (operationId `createIpPolicy`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createIpPolicy, { body }, options),
			/**
			 * Get an IP policy
			 *
			 * Get an IP policy by id.
			 *
			 * @param id Identifier of the IP policy. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /ip_policies/{id} (operationId `getIpPolicy`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getIpPolicy, { path: { id } }, options),
			/**
			 * Delete an IP policy
			 *
			 * Delete an IP policy. A policy still used by an IP restriction module cannot be deleted (409 `RESOURCE_IN_USE`).
			 *
			 * @param id Identifier of the IP policy. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /ip_policies/{id} (operationId `deleteIpPolicy`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteIpPolicy, { path: { id } }, options),
			/**
			 * Update an IP policy
			 *
			 * Update an IP policy. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the IP policy. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /ip_policies/{id} (operationId `updateIpPolicy`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateIpPolicy, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listCertificateAuthorities, { query }, options),
			/**
			 * Create a certificate authority
			 *
			 * Upload a CA certificate. `ca_pem` must be a PEM-encoded X.509 certificate with basicConstraints CA:TRUE (400 `CA_PEM_INVALID`, `CA_PEM_NOT_CA`).
			 *
			 * @see POST /certificate_authorities (operationId `createCertificateAuthority`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createCertificateAuthority, { body }, options),
			/**
			 * Get a certificate authority
			 *
			 * Get a certificate authority by id.
			 *
			 * @param id Identifier of the certificate authority. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /certificate_authorities/{id} (operationId `getCertificateAuthority`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getCertificateAuthority, { path: { id } }, options),
			/**
			 * Delete a certificate authority
			 *
			 * Delete a certificate authority. One still used by a mutual TLS module cannot be deleted (409 `RESOURCE_IN_USE`).
			 *
			 * @param id Identifier of the certificate authority. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /certificate_authorities/{id} (operationId `deleteCertificateAuthority`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteCertificateAuthority, { path: { id } }, options),
			/**
			 * Update a certificate authority
			 *
			 * Update a certificate authority. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the certificate authority. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /certificate_authorities/{id} (operationId `updateCertificateAuthority`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateCertificateAuthority, {
				path: { id },
				body
			}, options)
		},
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
			list: (query, options) => core.list(operations.listEndpointConfigurations, { query }, options),
			/**
			 * Create an endpoint configuration
			 *
			 * Create an endpoint configuration.
			 *
			 * @see POST /endpoint_configurations (operationId `createEndpointConfiguration`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			create: (body, options) => core.call(operations.createEndpointConfiguration, { body }, options),
			/**
			 * Get an endpoint configuration
			 *
			 * Get an endpoint configuration by id.
			 *
			 * @param id Identifier of the endpoint configuration. An unknown id, another account's id or an id of another kind answers 404.
			 * @see GET /endpoint_configurations/{id} (operationId `getEndpointConfiguration`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			get: (id, options) => core.call(operations.getEndpointConfiguration, { path: { id } }, options),
			/**
			 * Delete an endpoint configuration
			 *
			 * Delete an endpoint configuration. One still attached to a reserved address cannot be deleted (409 `RESOURCE_IN_USE`).
			 *
			 * @param id Identifier of the endpoint configuration. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /endpoint_configurations/{id} (operationId `deleteEndpointConfiguration`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteEndpointConfiguration, { path: { id } }, options),
			/**
			 * Update an endpoint configuration
			 *
			 * Update an endpoint configuration. Fields left out are unchanged; `{}` changes nothing.
			 *
			 * @param id Identifier of the endpoint configuration. An unknown id, another account's id or an id of another kind answers 404.
			 * @see PATCH /endpoint_configurations/{id} (operationId `updateEndpointConfiguration`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			update: (id, body, options) => core.call(operations.updateEndpointConfiguration, {
				path: { id },
				body
			}, options)
		},
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
			get: (edgeId, id, options) => core.call(operations.getHttpsEdgeRouteSamlModule, { path: {
				edge_id: edgeId,
				id
			} }, options),
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
			replace: (edgeId, id, body, options) => core.call(operations.replaceHttpsEdgeRouteSamlModule, {
				path: {
					edge_id: edgeId,
					id
				},
				body
			}, options),
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
			delete: (edgeId, id, options) => core.call(operations.deleteHttpsEdgeRouteSamlModule, { path: {
				edge_id: edgeId,
				id
			} }, options)
		},
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
			get: (edgeId, id, options) => core.call(operations.getHttpsEdgeRouteIpRestrictionModule, { path: {
				edge_id: edgeId,
				id
			} }, options),
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
			replace: (edgeId, id, body, options) => core.call(operations.replaceHttpsEdgeRouteIpRestrictionModule, {
				path: {
					edge_id: edgeId,
					id
				},
				body
			}, options),
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
			delete: (edgeId, id, options) => core.call(operations.deleteHttpsEdgeRouteIpRestrictionModule, { path: {
				edge_id: edgeId,
				id
			} }, options)
		},
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
			get: (edgeId, id, options) => core.call(operations.getHttpsEdgeRouteOAuthModule, { path: {
				edge_id: edgeId,
				id
			} }, options),
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
			replace: (edgeId, id, body, options) => core.call(operations.replaceHttpsEdgeRouteOAuthModule, {
				path: {
					edge_id: edgeId,
					id
				},
				body
			}, options),
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
			delete: (edgeId, id, options) => core.call(operations.deleteHttpsEdgeRouteOAuthModule, { path: {
				edge_id: edgeId,
				id
			} }, options)
		},
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
			get: (edgeId, id, options) => core.call(operations.getHttpsEdgeRouteBackendModule, { path: {
				edge_id: edgeId,
				id
			} }, options),
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
			replace: (edgeId, id, body, options) => core.call(operations.replaceHttpsEdgeRouteBackendModule, {
				path: {
					edge_id: edgeId,
					id
				},
				body
			}, options),
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
			delete: (edgeId, id, options) => core.call(operations.deleteHttpsEdgeRouteBackendModule, { path: {
				edge_id: edgeId,
				id
			} }, options)
		},
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
			get: (edgeId, id, options) => core.call(operations.getHttpsEdgeRouteResponseHeadersModule, { path: {
				edge_id: edgeId,
				id
			} }, options),
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
			replace: (edgeId, id, body, options) => core.call(operations.replaceHttpsEdgeRouteResponseHeadersModule, {
				path: {
					edge_id: edgeId,
					id
				},
				body
			}, options),
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
			delete: (edgeId, id, options) => core.call(operations.deleteHttpsEdgeRouteResponseHeadersModule, { path: {
				edge_id: edgeId,
				id
			} }, options)
		},
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
			get: (edgeId, id, options) => core.call(operations.getHttpsEdgeRouteWebsocketTcpConverterModule, { path: {
				edge_id: edgeId,
				id
			} }, options),
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
			replace: (edgeId, id, body, options) => core.call(operations.replaceHttpsEdgeRouteWebsocketTcpConverterModule, {
				path: {
					edge_id: edgeId,
					id
				},
				body
			}, options),
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
			delete: (edgeId, id, options) => core.call(operations.deleteHttpsEdgeRouteWebsocketTcpConverterModule, { path: {
				edge_id: edgeId,
				id
			} }, options)
		},
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
			get: (id, options) => core.call(operations.getTcpEdgeBackendModule, { path: { id } }, options),
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
			replace: (id, body, options) => core.call(operations.replaceTcpEdgeBackendModule, {
				path: { id },
				body
			}, options),
			/**
			 * Delete the backend module of a TCP edge
			 *
			 * Remove the backend module from a TCP edge; traffic is no longer processed by it.
			 *
			 * @param id Identifier of the TCP edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /edges/tcp/{id}/backend (operationId `deleteTcpEdgeBackendModule`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteTcpEdgeBackendModule, { path: { id } }, options)
		},
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
			get: (id, options) => core.call(operations.getTlsEdgeMutualTlsModule, { path: { id } }, options),
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
			replace: (id, body, options) => core.call(operations.replaceTlsEdgeMutualTlsModule, {
				path: { id },
				body
			}, options),
			/**
			 * Delete the mutual TLS module of a TLS edge
			 *
			 * Remove the mutual TLS module from a TLS edge; traffic is no longer processed by it.
			 *
			 * @param id Identifier of the TLS edge. An unknown id, another account's id or an id of another kind answers 404.
			 * @see DELETE /edges/tls/{id}/mutual_tls (operationId `deleteTlsEdgeMutualTlsModule`)
			 * @throws {TunnelApiError} when the service answers with an error status
			 */
			delete: (id, options) => core.call(operations.deleteTlsEdgeMutualTlsModule, { path: { id } }, options)
		}
	};
}
//# sourceMappingURL=sdk.gen.js.map
