/** What an operation does to its resource, read from its method and path. */
export type ResourceRole = "list" | "create" | "get" | "update" | "replace" | "delete";
/** The operationIds of a resource's operations, by role. */
export type ResourceOperations = { readonly [role in ResourceRole]?: string };
/**
 * A resource of the document: a tag with `x-resource`. Its kind, name and reference-error code are the
 * extension's; the rest is read from the paths and schemas of its operations.
 */
export interface Resource {
	/** The storage kind, `x-resource.kind`. */
	readonly kind: string;
	/** What messages call it, `x-resource.name`: "No {name} with id … exists." */
	readonly name: string;
	/** The tag of its operations. */
	readonly tag: string;
	/** The `x-id-prefix` of its ids' schema: ids are `<idPrefix>_…`. */
	readonly idPrefix?: string;
	/** The path of its list and create operations; it may hold its parent's id (`{edge_id}`). */
	readonly collectionPath: string;
	/** The path parameter of its item path, `<collectionPath>/{<idParameter>}`. */
	readonly idParameter: string;
	/** The property of its list's body that holds the items. */
	readonly listKey?: string;
	/** The resource whose item path its collection path extends, and the parameter naming it there. */
	readonly parent?: {
		readonly kind: string;
		readonly parameter: string;
	};
	/** `x-resource.reference-error-code`: the code answered when a request body names an id of no such resource. */
	readonly referenceErrorCode?: string;
	readonly operations: ResourceOperations;
}
/** A part of a resource read and written as a whole at its own path (a tag whose operations share one path). */
export interface Singleton {
	readonly tag: string;
	readonly path: string;
	readonly operations: ResourceOperations;
}
/** Every resource of the document, by kind, in the order of its tags. */
export declare const resources: {
	readonly tunnel_group_backend: {
		readonly kind: "tunnel_group_backend";
		readonly name: "tunnel group backend";
		readonly tag: "tunnel_group_backends";
		readonly idPrefix: "bkdtg";
		readonly collectionPath: "/backends/tunnel_group";
		readonly idParameter: "id";
		readonly listKey: "backends";
		readonly referenceErrorCode: "BACKEND_REFERENCE_NOT_FOUND";
		readonly operations: {
			readonly list: "listTunnelGroupBackends";
			readonly create: "createTunnelGroupBackend";
			readonly get: "getTunnelGroupBackend";
			readonly update: "updateTunnelGroupBackend";
			readonly delete: "deleteTunnelGroupBackend";
		};
	};
	readonly http_response_backend: {
		readonly kind: "http_response_backend";
		readonly name: "HTTP response backend";
		readonly tag: "http_response_backends";
		readonly idPrefix: "bkdhr";
		readonly collectionPath: "/backends/http_response";
		readonly idParameter: "id";
		readonly listKey: "backends";
		readonly referenceErrorCode: "BACKEND_REFERENCE_NOT_FOUND";
		readonly operations: {
			readonly list: "listHttpResponseBackends";
			readonly create: "createHttpResponseBackend";
			readonly get: "getHttpResponseBackend";
			readonly update: "updateHttpResponseBackend";
			readonly delete: "deleteHttpResponseBackend";
		};
	};
	readonly weighted_backend: {
		readonly kind: "weighted_backend";
		readonly name: "weighted backend";
		readonly tag: "weighted_backends";
		readonly idPrefix: "bkdwd";
		readonly collectionPath: "/backends/weighted";
		readonly idParameter: "id";
		readonly listKey: "backends";
		readonly referenceErrorCode: "BACKEND_REFERENCE_NOT_FOUND";
		readonly operations: {
			readonly list: "listWeightedBackends";
			readonly create: "createWeightedBackend";
			readonly get: "getWeightedBackend";
			readonly update: "updateWeightedBackend";
			readonly delete: "deleteWeightedBackend";
		};
	};
	readonly ssh_certificate_authority: {
		readonly kind: "ssh_certificate_authority";
		readonly name: "SSH certificate authority";
		readonly tag: "ssh_certificate_authorities";
		readonly idPrefix: "sshca";
		readonly collectionPath: "/ssh_certificate_authorities";
		readonly idParameter: "id";
		readonly listKey: "ssh_certificate_authorities";
		readonly referenceErrorCode: "SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND";
		readonly operations: {
			readonly list: "listSshCertificateAuthorities";
			readonly create: "createSshCertificateAuthority";
			readonly get: "getSshCertificateAuthority";
			readonly update: "updateSshCertificateAuthority";
			readonly delete: "deleteSshCertificateAuthority";
		};
	};
	readonly ssh_user_certificate: {
		readonly kind: "ssh_user_certificate";
		readonly name: "SSH user certificate";
		readonly tag: "ssh_user_certificates";
		readonly idPrefix: "sucrt";
		readonly collectionPath: "/ssh_user_certificates";
		readonly idParameter: "id";
		readonly listKey: "ssh_user_certificates";
		readonly operations: {
			readonly list: "listSshUserCertificates";
			readonly create: "createSshUserCertificate";
			readonly get: "getSshUserCertificate";
			readonly update: "updateSshUserCertificate";
			readonly delete: "deleteSshUserCertificate";
		};
	};
	readonly tunnel_session: {
		readonly kind: "tunnel_session";
		readonly name: "tunnel session";
		readonly tag: "tunnel_sessions";
		readonly idPrefix: "ts";
		readonly collectionPath: "/tunnel_sessions";
		readonly idParameter: "id";
		readonly listKey: "tunnel_sessions";
		readonly operations: {
			readonly list: "listTunnelSessions";
			readonly get: "getTunnelSession";
		};
	};
	readonly tunnel: {
		readonly kind: "tunnel";
		readonly name: "tunnel";
		readonly tag: "tunnels";
		readonly idPrefix: "tn";
		readonly collectionPath: "/tunnels";
		readonly idParameter: "id";
		readonly listKey: "tunnels";
		readonly operations: {
			readonly list: "listTunnels";
			readonly get: "getTunnel";
		};
	};
	readonly agent_ingress: {
		readonly kind: "agent_ingress";
		readonly name: "agent ingress";
		readonly tag: "agent_ingresses";
		readonly idPrefix: "agin";
		readonly collectionPath: "/agent_ingresses";
		readonly idParameter: "id";
		readonly listKey: "ingresses";
		readonly operations: {
			readonly list: "listAgentIngresses";
			readonly create: "createAgentIngress";
			readonly get: "getAgentIngress";
			readonly update: "updateAgentIngress";
			readonly delete: "deleteAgentIngress";
		};
	};
	readonly reserved_addr: {
		readonly kind: "reserved_addr";
		readonly name: "reserved address";
		readonly tag: "reserved_addrs";
		readonly idPrefix: "ra";
		readonly collectionPath: "/reserved_addrs";
		readonly idParameter: "id";
		readonly listKey: "reserved_addrs";
		readonly operations: {
			readonly list: "listReservedAddrs";
			readonly create: "createReservedAddr";
			readonly get: "getReservedAddr";
			readonly update: "updateReservedAddr";
			readonly delete: "deleteReservedAddr";
		};
	};
	readonly abuse_report: {
		readonly kind: "abuse_report";
		readonly name: "abuse report";
		readonly tag: "abuse_reports";
		readonly idPrefix: "abrp";
		readonly collectionPath: "/abuse_reports";
		readonly idParameter: "id";
		readonly operations: {
			readonly create: "createAbuseReport";
			readonly get: "getAbuseReport";
		};
	};
	readonly credential: {
		readonly kind: "credential";
		readonly name: "credential";
		readonly tag: "credentials";
		readonly idPrefix: "cr";
		readonly collectionPath: "/credentials";
		readonly idParameter: "id";
		readonly listKey: "credentials";
		readonly operations: {
			readonly list: "listCredentials";
			readonly create: "createCredential";
			readonly get: "getCredential";
			readonly update: "updateCredential";
			readonly delete: "deleteCredential";
		};
	};
	readonly https_edge: {
		readonly kind: "https_edge";
		readonly name: "HTTPS edge";
		readonly tag: "https_edges";
		readonly idPrefix: "edghts";
		readonly collectionPath: "/edges/https";
		readonly idParameter: "id";
		readonly listKey: "https_edges";
		readonly operations: {
			readonly list: "listHttpsEdges";
			readonly create: "createHttpsEdge";
			readonly get: "getHttpsEdge";
			readonly update: "updateHttpsEdge";
			readonly delete: "deleteHttpsEdge";
		};
	};
	readonly https_edge_route: {
		readonly kind: "https_edge_route";
		readonly name: "HTTPS edge route";
		readonly tag: "https_edge_routes";
		readonly idPrefix: "edghtsrt";
		readonly collectionPath: "/edges/https/{edge_id}/routes";
		readonly idParameter: "id";
		readonly listKey: "routes";
		readonly parent: {
			readonly kind: "https_edge";
			readonly parameter: "edge_id";
		};
		readonly operations: {
			readonly list: "listHttpsEdgeRoutes";
			readonly create: "createHttpsEdgeRoute";
			readonly get: "getHttpsEdgeRoute";
			readonly update: "updateHttpsEdgeRoute";
			readonly delete: "deleteHttpsEdgeRoute";
		};
	};
	readonly tcp_edge: {
		readonly kind: "tcp_edge";
		readonly name: "TCP edge";
		readonly tag: "tcp_edges";
		readonly idPrefix: "edgtcp";
		readonly collectionPath: "/edges/tcp";
		readonly idParameter: "id";
		readonly listKey: "tcp_edges";
		readonly operations: {
			readonly list: "listTcpEdges";
			readonly create: "createTcpEdge";
			readonly get: "getTcpEdge";
			readonly update: "updateTcpEdge";
			readonly delete: "deleteTcpEdge";
		};
	};
	readonly tls_edge: {
		readonly kind: "tls_edge";
		readonly name: "TLS edge";
		readonly tag: "tls_edges";
		readonly idPrefix: "edgtls";
		readonly collectionPath: "/edges/tls";
		readonly idParameter: "id";
		readonly listKey: "tls_edges";
		readonly operations: {
			readonly list: "listTlsEdges";
			readonly create: "createTlsEdge";
			readonly get: "getTlsEdge";
			readonly update: "updateTlsEdge";
			readonly delete: "deleteTlsEdge";
		};
	};
	readonly ip_policy: {
		readonly kind: "ip_policy";
		readonly name: "IP policy";
		readonly tag: "ip_policies";
		readonly idPrefix: "ipp";
		readonly collectionPath: "/ip_policies";
		readonly idParameter: "id";
		readonly listKey: "ip_policies";
		readonly referenceErrorCode: "IP_POLICY_REFERENCE_NOT_FOUND";
		readonly operations: {
			readonly list: "listIpPolicies";
			readonly create: "createIpPolicy";
			readonly get: "getIpPolicy";
			readonly update: "updateIpPolicy";
			readonly delete: "deleteIpPolicy";
		};
	};
	readonly certificate_authority: {
		readonly kind: "certificate_authority";
		readonly name: "certificate authority";
		readonly tag: "certificate_authorities";
		readonly idPrefix: "ca";
		readonly collectionPath: "/certificate_authorities";
		readonly idParameter: "id";
		readonly listKey: "certificate_authorities";
		readonly referenceErrorCode: "CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND";
		readonly operations: {
			readonly list: "listCertificateAuthorities";
			readonly create: "createCertificateAuthority";
			readonly get: "getCertificateAuthority";
			readonly update: "updateCertificateAuthority";
			readonly delete: "deleteCertificateAuthority";
		};
	};
	readonly endpoint_configuration: {
		readonly kind: "endpoint_configuration";
		readonly name: "endpoint configuration";
		readonly tag: "endpoint_configurations";
		readonly idPrefix: "ec";
		readonly collectionPath: "/endpoint_configurations";
		readonly idParameter: "id";
		readonly listKey: "endpoint_configurations";
		readonly referenceErrorCode: "ENDPOINT_CONFIGURATION_REFERENCE_NOT_FOUND";
		readonly operations: {
			readonly list: "listEndpointConfigurations";
			readonly create: "createEndpointConfiguration";
			readonly get: "getEndpointConfiguration";
			readonly update: "updateEndpointConfiguration";
			readonly delete: "deleteEndpointConfiguration";
		};
	};
};
/** Every singleton of the document, by tag. */
export declare const singletons: {
	readonly https_edge_route_saml_module: {
		readonly tag: "https_edge_route_saml_module";
		readonly path: "/edges/https/{edge_id}/routes/{id}/saml";
		readonly operations: {
			readonly get: "getHttpsEdgeRouteSamlModule";
			readonly replace: "replaceHttpsEdgeRouteSamlModule";
			readonly delete: "deleteHttpsEdgeRouteSamlModule";
		};
	};
	readonly https_edge_route_ip_restriction_module: {
		readonly tag: "https_edge_route_ip_restriction_module";
		readonly path: "/edges/https/{edge_id}/routes/{id}/ip_restriction";
		readonly operations: {
			readonly get: "getHttpsEdgeRouteIpRestrictionModule";
			readonly replace: "replaceHttpsEdgeRouteIpRestrictionModule";
			readonly delete: "deleteHttpsEdgeRouteIpRestrictionModule";
		};
	};
	readonly https_edge_route_oauth_module: {
		readonly tag: "https_edge_route_oauth_module";
		readonly path: "/edges/https/{edge_id}/routes/{id}/oauth";
		readonly operations: {
			readonly get: "getHttpsEdgeRouteOAuthModule";
			readonly replace: "replaceHttpsEdgeRouteOAuthModule";
			readonly delete: "deleteHttpsEdgeRouteOAuthModule";
		};
	};
	readonly https_edge_route_backend_module: {
		readonly tag: "https_edge_route_backend_module";
		readonly path: "/edges/https/{edge_id}/routes/{id}/backend";
		readonly operations: {
			readonly get: "getHttpsEdgeRouteBackendModule";
			readonly replace: "replaceHttpsEdgeRouteBackendModule";
			readonly delete: "deleteHttpsEdgeRouteBackendModule";
		};
	};
	readonly https_edge_route_response_headers_module: {
		readonly tag: "https_edge_route_response_headers_module";
		readonly path: "/edges/https/{edge_id}/routes/{id}/response_headers";
		readonly operations: {
			readonly get: "getHttpsEdgeRouteResponseHeadersModule";
			readonly replace: "replaceHttpsEdgeRouteResponseHeadersModule";
			readonly delete: "deleteHttpsEdgeRouteResponseHeadersModule";
		};
	};
	readonly https_edge_route_websocket_tcp_converter_module: {
		readonly tag: "https_edge_route_websocket_tcp_converter_module";
		readonly path: "/edges/https/{edge_id}/routes/{id}/websocket_tcp_converter";
		readonly operations: {
			readonly get: "getHttpsEdgeRouteWebsocketTcpConverterModule";
			readonly replace: "replaceHttpsEdgeRouteWebsocketTcpConverterModule";
			readonly delete: "deleteHttpsEdgeRouteWebsocketTcpConverterModule";
		};
	};
	readonly tcp_edge_backend_module: {
		readonly tag: "tcp_edge_backend_module";
		readonly path: "/edges/tcp/{id}/backend";
		readonly operations: {
			readonly get: "getTcpEdgeBackendModule";
			readonly replace: "replaceTcpEdgeBackendModule";
			readonly delete: "deleteTcpEdgeBackendModule";
		};
	};
	readonly tls_edge_mutual_tls_module: {
		readonly tag: "tls_edge_mutual_tls_module";
		readonly path: "/edges/tls/{id}/mutual_tls";
		readonly operations: {
			readonly get: "getTlsEdgeMutualTlsModule";
			readonly replace: "replaceTlsEdgeMutualTlsModule";
			readonly delete: "deleteTlsEdgeMutualTlsModule";
		};
	};
};
/** The kind of a resource of the document. */
export type ResourceKindName = keyof typeof resources;
//# sourceMappingURL=resources.gen.d.ts.map
