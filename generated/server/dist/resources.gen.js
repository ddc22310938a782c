/** Every resource of the document, by kind, in the order of its tags. */
export const resources = {
	tunnel_group_backend: {
		kind: "tunnel_group_backend",
		name: "tunnel group backend",
		tag: "tunnel_group_backends",
		idPrefix: "bkdtg",
		collectionPath: "/backends/tunnel_group",
		idParameter: "id",
		listKey: "backends",
		referenceErrorCode: "BACKEND_REFERENCE_NOT_FOUND",
		operations: {
			list: "listTunnelGroupBackends",
			create: "createTunnelGroupBackend",
			get: "getTunnelGroupBackend",
			update: "updateTunnelGroupBackend",
			delete: "deleteTunnelGroupBackend"
		}
	},
	http_response_backend: {
		kind: "http_response_backend",
		name: "HTTP response backend",
		tag: "http_response_backends",
		idPrefix: "bkdhr",
		collectionPath: "/backends/http_response",
		idParameter: "id",
		listKey: "backends",
		referenceErrorCode: "BACKEND_REFERENCE_NOT_FOUND",
		operations: {
			list: "listHttpResponseBackends",
			create: "createHttpResponseBackend",
			get: "getHttpResponseBackend",
			update: "updateHttpResponseBackend",
			delete: "deleteHttpResponseBackend"
		}
	},
	weighted_backend: {
		kind: "weighted_backend",
		name: "weighted backend",
		tag: "weighted_backends",
		idPrefix: "bkdwd",
		collectionPath: "/backends/weighted",
		idParameter: "id",
		listKey: "backends",
		referenceErrorCode: "BACKEND_REFERENCE_NOT_FOUND",
		operations: {
			list: "listWeightedBackends",
			create: "createWeightedBackend",
			get: "getWeightedBackend",
			update: "updateWeightedBackend",
			delete: "deleteWeightedBackend"
		}
	},
	ssh_certificate_authority: {
		kind: "ssh_certificate_authority",
		name: "SSH certificate authority",
		tag: "ssh_certificate_authorities",
		idPrefix: "sshca",
		collectionPath: "/ssh_certificate_authorities",
		idParameter: "id",
		listKey: "ssh_certificate_authorities",
		referenceErrorCode: "SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND",
		operations: {
			list: "listSshCertificateAuthorities",
			create: "createSshCertificateAuthority",
			get: "getSshCertificateAuthority",
			update: "updateSshCertificateAuthority",
			delete: "deleteSshCertificateAuthority"
		}
	},
	ssh_user_certificate: {
		kind: "ssh_user_certificate",
		name: "SSH user certificate",
		tag: "ssh_user_certificates",
		idPrefix: "sucrt",
		collectionPath: "/ssh_user_certificates",
		idParameter: "id",
		listKey: "ssh_user_certificates",
		operations: {
			list: "listSshUserCertificates",
			create: "createSshUserCertificate",
			get: "getSshUserCertificate",
			update: "updateSshUserCertificate",
			delete: "deleteSshUserCertificate"
		}
	},
	tunnel_session: {
		kind: "tunnel_session",
		name: "tunnel session",
		tag: "tunnel_sessions",
		idPrefix: "ts",
		collectionPath: "/tunnel_sessions",
		idParameter: "id",
		listKey: "tunnel_sessions",
		operations: {
			list: "listTunnelSessions",
			get: "getTunnelSession"
		}
	},
	tunnel: {
		kind: "tunnel",
		name: "tunnel",
		tag: "tunnels",
		idPrefix: "tn",
		collectionPath: "/tunnels",
		idParameter: "id",
		listKey: "tunnels",
		operations: {
			list: "listTunnels",
			get: "getTunnel"
		}
	},
	agent_ingress: {
		kind: "agent_ingress",
		name: "agent ingress",
		tag: "agent_ingresses",
		idPrefix: "agin",
		collectionPath: "/agent_ingresses",
		idParameter: "id",
		listKey: "ingresses",
		operations: {
			list: "listAgentIngresses",
			create: "createAgentIngress",
			get: "getAgentIngress",
			update: "updateAgentIngress",
			delete: "deleteAgentIngress"
		}
	},
	reserved_addr: {
		kind: "reserved_addr",
		name: "reserved address",
		tag: "reserved_addrs",
		idPrefix: "ra",
		collectionPath: "/reserved_addrs",
		idParameter: "id",
		listKey: "reserved_addrs",
		operations: {
			list: "listReservedAddrs",
			create: "createReservedAddr",
			get: "getReservedAddr",
			update: "updateReservedAddr",
			delete: "deleteReservedAddr"
		}
	},
	abuse_report: {
		kind: "abuse_report",
		name: "abuse report",
		tag: "abuse_reports",
		idPrefix: "abrp",
		collectionPath: "/abuse_reports",
		idParameter: "id",
		operations: {
			create: "createAbuseReport",
			get: "getAbuseReport"
		}
	},
	credential: {
		kind: "credential",
		name: "credential",
		tag: "credentials",
		idPrefix: "cr",
		collectionPath: "/credentials",
		idParameter: "id",
		listKey: "credentials",
		operations: {
			list: "listCredentials",
			create: "createCredential",
			get: "getCredential",
			update: "updateCredential",
			delete: "deleteCredential"
		}
	},
	https_edge: {
		kind: "https_edge",
		name: "HTTPS edge",
		tag: "https_edges",
		idPrefix: "edghts",
		collectionPath: "/edges/https",
		idParameter: "id",
		listKey: "https_edges",
		operations: {
			list: "listHttpsEdges",
			create: "createHttpsEdge",
			get: "getHttpsEdge",
			update: "updateHttpsEdge",
			delete: "deleteHttpsEdge"
		}
	},
	https_edge_route: {
		kind: "https_edge_route",
		name: "HTTPS edge route",
		tag: "https_edge_routes",
		idPrefix: "edghtsrt",
		collectionPath: "/edges/https/{edge_id}/routes",
		idParameter: "id",
		listKey: "routes",
		parent: {
			kind: "https_edge",
			parameter: "edge_id"
		},
		operations: {
			list: "listHttpsEdgeRoutes",
			create: "createHttpsEdgeRoute",
			get: "getHttpsEdgeRoute",
			update: "updateHttpsEdgeRoute",
			delete: "deleteHttpsEdgeRoute"
		}
	},
	tcp_edge: {
		kind: "tcp_edge",
		name: "TCP edge",
		tag: "tcp_edges",
		idPrefix: "edgtcp",
		collectionPath: "/edges/tcp",
		idParameter: "id",
		listKey: "tcp_edges",
		operations: {
			list: "listTcpEdges",
			create: "createTcpEdge",
			get: "getTcpEdge",
			update: "updateTcpEdge",
			delete: "deleteTcpEdge"
		}
	},
	tls_edge: {
		kind: "tls_edge",
		name: "TLS edge",
		tag: "tls_edges",
		idPrefix: "edgtls",
		collectionPath: "/edges/tls",
		idParameter: "id",
		listKey: "tls_edges",
		operations: {
			list: "listTlsEdges",
			create: "createTlsEdge",
			get: "getTlsEdge",
			update: "updateTlsEdge",
			delete: "deleteTlsEdge"
		}
	},
	ip_policy: {
		kind: "ip_policy",
		name: "IP policy",
		tag: "ip_policies",
		idPrefix: "ipp",
		collectionPath: "/ip_policies",
		idParameter: "id",
		listKey: "ip_policies",
		referenceErrorCode: "IP_POLICY_REFERENCE_NOT_FOUND",
		operations: {
			list: "listIpPolicies",
			create: "createIpPolicy",
			get: "getIpPolicy",
			update: "updateIpPolicy",
			delete: "deleteIpPolicy"
		}
	},
	certificate_authority: {
		kind: "certificate_authority",
		name: "certificate authority",
		tag: "certificate_authorities",
		idPrefix: "ca",
		collectionPath: "/certificate_authorities",
		idParameter: "id",
		listKey: "certificate_authorities",
		referenceErrorCode: "CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND",
		operations: {
			list: "listCertificateAuthorities",
			create: "createCertificateAuthority",
			get: "getCertificateAuthority",
			update: "updateCertificateAuthority",
			delete: "deleteCertificateAuthority"
		}
	},
	endpoint_configuration: {
		kind: "endpoint_configuration",
		name: "endpoint configuration",
		tag: "endpoint_configurations",
		idPrefix: "ec",
		collectionPath: "/endpoint_configurations",
		idParameter: "id",
		listKey: "endpoint_configurations",
		referenceErrorCode: "ENDPOINT_CONFIGURATION_REFERENCE_NOT_FOUND",
		operations: {
			list: "listEndpointConfigurations",
			create: "createEndpointConfiguration",
			get: "getEndpointConfiguration",
			update: "updateEndpointConfiguration",
			delete: "deleteEndpointConfiguration"
		}
	}
};
/** Every singleton of the document, by tag. */
export const singletons = {
	https_edge_route_saml_module: {
		tag: "https_edge_route_saml_module",
		path: "/edges/https/{edge_id}/routes/{id}/saml",
		operations: {
			get: "getHttpsEdgeRouteSamlModule",
			replace: "replaceHttpsEdgeRouteSamlModule",
			delete: "deleteHttpsEdgeRouteSamlModule"
		}
	},
	https_edge_route_ip_restriction_module: {
		tag: "https_edge_route_ip_restriction_module",
		path: "/edges/https/{edge_id}/routes/{id}/ip_restriction",
		operations: {
			get: "getHttpsEdgeRouteIpRestrictionModule",
			replace: "replaceHttpsEdgeRouteIpRestrictionModule",
			delete: "deleteHttpsEdgeRouteIpRestrictionModule"
		}
	},
	https_edge_route_oauth_module: {
		tag: "https_edge_route_oauth_module",
		path: "/edges/https/{edge_id}/routes/{id}/oauth",
		operations: {
			get: "getHttpsEdgeRouteOAuthModule",
			replace: "replaceHttpsEdgeRouteOAuthModule",
			delete: "deleteHttpsEdgeRouteOAuthModule"
		}
	},
	https_edge_route_backend_module: {
		tag: "https_edge_route_backend_module",
		path: "/edges/https/{edge_id}/routes/{id}/backend",
		operations: {
			get: "getHttpsEdgeRouteBackendModule",
			replace: "replaceHttpsEdgeRouteBackendModule",
			delete: "deleteHttpsEdgeRouteBackendModule"
		}
	},
	https_edge_route_response_headers_module: {
		tag: "https_edge_route_response_headers_module",
		path: "/edges/https/{edge_id}/routes/{id}/response_headers",
		operations: {
			get: "getHttpsEdgeRouteResponseHeadersModule",
			replace: "replaceHttpsEdgeRouteResponseHeadersModule",
			delete: "deleteHttpsEdgeRouteResponseHeadersModule"
		}
	},
	https_edge_route_websocket_tcp_converter_module: {
		tag: "https_edge_route_websocket_tcp_converter_module",
		path: "/edges/https/{edge_id}/routes/{id}/websocket_tcp_converter",
		operations: {
			get: "getHttpsEdgeRouteWebsocketTcpConverterModule",
			replace: "replaceHttpsEdgeRouteWebsocketTcpConverterModule",
			delete: "deleteHttpsEdgeRouteWebsocketTcpConverterModule"
		}
	},
	tcp_edge_backend_module: {
		tag: "tcp_edge_backend_module",
		path: "/edges/tcp/{id}/backend",
		operations: {
			get: "getTcpEdgeBackendModule",
			replace: "replaceTcpEdgeBackendModule",
			delete: "deleteTcpEdgeBackendModule"
		}
	},
	tls_edge_mutual_tls_module: {
		tag: "tls_edge_mutual_tls_module",
		path: "/edges/tls/{id}/mutual_tls",
		operations: {
			get: "getTlsEdgeMutualTlsModule",
			replace: "replaceTlsEdgeMutualTlsModule",
			delete: "deleteTlsEdgeMutualTlsModule"
		}
	}
};
//# sourceMappingURL=resources.gen.js.map
