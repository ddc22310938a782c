/** What the runtime needs to send each operation, keyed by operationId. */
export declare const operations: {
	readonly listTunnelGroupBackends: {
		readonly operationId: "listTunnelGroupBackends";
		readonly method: "GET";
		readonly path: "/backends/tunnel_group";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "backends";
			readonly next: "next_page_uri";
		};
	};
	readonly createTunnelGroupBackend: {
		readonly operationId: "createTunnelGroupBackend";
		readonly method: "POST";
		readonly path: "/backends/tunnel_group";
		readonly bodyMediaType: "application/json";
	};
	readonly getTunnelGroupBackend: {
		readonly operationId: "getTunnelGroupBackend";
		readonly method: "GET";
		readonly path: "/backends/tunnel_group/{id}";
	};
	readonly deleteTunnelGroupBackend: {
		readonly operationId: "deleteTunnelGroupBackend";
		readonly method: "DELETE";
		readonly path: "/backends/tunnel_group/{id}";
	};
	readonly updateTunnelGroupBackend: {
		readonly operationId: "updateTunnelGroupBackend";
		readonly method: "PATCH";
		readonly path: "/backends/tunnel_group/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listHttpResponseBackends: {
		readonly operationId: "listHttpResponseBackends";
		readonly method: "GET";
		readonly path: "/backends/http_response";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "backends";
			readonly next: "next_page_uri";
		};
	};
	readonly createHttpResponseBackend: {
		readonly operationId: "createHttpResponseBackend";
		readonly method: "POST";
		readonly path: "/backends/http_response";
		readonly bodyMediaType: "application/json";
	};
	readonly getHttpResponseBackend: {
		readonly operationId: "getHttpResponseBackend";
		readonly method: "GET";
		readonly path: "/backends/http_response/{id}";
	};
	readonly deleteHttpResponseBackend: {
		readonly operationId: "deleteHttpResponseBackend";
		readonly method: "DELETE";
		readonly path: "/backends/http_response/{id}";
	};
	readonly updateHttpResponseBackend: {
		readonly operationId: "updateHttpResponseBackend";
		readonly method: "PATCH";
		readonly path: "/backends/http_response/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listWeightedBackends: {
		readonly operationId: "listWeightedBackends";
		readonly method: "GET";
		readonly path: "/backends/weighted";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "backends";
			readonly next: "next_page_uri";
		};
	};
	readonly createWeightedBackend: {
		readonly operationId: "createWeightedBackend";
		readonly method: "POST";
		readonly path: "/backends/weighted";
		readonly bodyMediaType: "application/json";
	};
	readonly getWeightedBackend: {
		readonly operationId: "getWeightedBackend";
		readonly method: "GET";
		readonly path: "/backends/weighted/{id}";
	};
	readonly deleteWeightedBackend: {
		readonly operationId: "deleteWeightedBackend";
		readonly method: "DELETE";
		readonly path: "/backends/weighted/{id}";
	};
	readonly updateWeightedBackend: {
		readonly operationId: "updateWeightedBackend";
		readonly method: "PATCH";
		readonly path: "/backends/weighted/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listSshCertificateAuthorities: {
		readonly operationId: "listSshCertificateAuthorities";
		readonly method: "GET";
		readonly path: "/ssh_certificate_authorities";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "ssh_certificate_authorities";
			readonly next: "next_page_uri";
		};
	};
	readonly createSshCertificateAuthority: {
		readonly operationId: "createSshCertificateAuthority";
		readonly method: "POST";
		readonly path: "/ssh_certificate_authorities";
		readonly bodyMediaType: "application/json";
	};
	readonly getSshCertificateAuthority: {
		readonly operationId: "getSshCertificateAuthority";
		readonly method: "GET";
		readonly path: "/ssh_certificate_authorities/{id}";
	};
	readonly deleteSshCertificateAuthority: {
		readonly operationId: "deleteSshCertificateAuthority";
		readonly method: "DELETE";
		readonly path: "/ssh_certificate_authorities/{id}";
	};
	readonly updateSshCertificateAuthority: {
		readonly operationId: "updateSshCertificateAuthority";
		readonly method: "PATCH";
		readonly path: "/ssh_certificate_authorities/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listSshUserCertificates: {
		readonly operationId: "listSshUserCertificates";
		readonly method: "GET";
		readonly path: "/ssh_user_certificates";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "ssh_user_certificates";
			readonly next: "next_page_uri";
		};
	};
	readonly createSshUserCertificate: {
		readonly operationId: "createSshUserCertificate";
		readonly method: "POST";
		readonly path: "/ssh_user_certificates";
		readonly bodyMediaType: "application/json";
	};
	readonly getSshUserCertificate: {
		readonly operationId: "getSshUserCertificate";
		readonly method: "GET";
		readonly path: "/ssh_user_certificates/{id}";
	};
	readonly deleteSshUserCertificate: {
		readonly operationId: "deleteSshUserCertificate";
		readonly method: "DELETE";
		readonly path: "/ssh_user_certificates/{id}";
	};
	readonly updateSshUserCertificate: {
		readonly operationId: "updateSshUserCertificate";
		readonly method: "PATCH";
		readonly path: "/ssh_user_certificates/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listAgentIngresses: {
		readonly operationId: "listAgentIngresses";
		readonly method: "GET";
		readonly path: "/agent_ingresses";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "ingresses";
			readonly next: "next_page_uri";
		};
	};
	readonly createAgentIngress: {
		readonly operationId: "createAgentIngress";
		readonly method: "POST";
		readonly path: "/agent_ingresses";
		readonly bodyMediaType: "application/json";
	};
	readonly getAgentIngress: {
		readonly operationId: "getAgentIngress";
		readonly method: "GET";
		readonly path: "/agent_ingresses/{id}";
	};
	readonly deleteAgentIngress: {
		readonly operationId: "deleteAgentIngress";
		readonly method: "DELETE";
		readonly path: "/agent_ingresses/{id}";
	};
	readonly updateAgentIngress: {
		readonly operationId: "updateAgentIngress";
		readonly method: "PATCH";
		readonly path: "/agent_ingresses/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listReservedAddrs: {
		readonly operationId: "listReservedAddrs";
		readonly method: "GET";
		readonly path: "/reserved_addrs";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "reserved_addrs";
			readonly next: "next_page_uri";
		};
	};
	readonly createReservedAddr: {
		readonly operationId: "createReservedAddr";
		readonly method: "POST";
		readonly path: "/reserved_addrs";
		readonly bodyMediaType: "application/json";
	};
	readonly getReservedAddr: {
		readonly operationId: "getReservedAddr";
		readonly method: "GET";
		readonly path: "/reserved_addrs/{id}";
	};
	readonly deleteReservedAddr: {
		readonly operationId: "deleteReservedAddr";
		readonly method: "DELETE";
		readonly path: "/reserved_addrs/{id}";
	};
	readonly updateReservedAddr: {
		readonly operationId: "updateReservedAddr";
		readonly method: "PATCH";
		readonly path: "/reserved_addrs/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly createAbuseReport: {
		readonly operationId: "createAbuseReport";
		readonly method: "POST";
		readonly path: "/abuse_reports";
		readonly bodyMediaType: "application/json";
	};
	readonly getAbuseReport: {
		readonly operationId: "getAbuseReport";
		readonly method: "GET";
		readonly path: "/abuse_reports/{id}";
	};
	readonly listCredentials: {
		readonly operationId: "listCredentials";
		readonly method: "GET";
		readonly path: "/credentials";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "credentials";
			readonly next: "next_page_uri";
		};
	};
	readonly createCredential: {
		readonly operationId: "createCredential";
		readonly method: "POST";
		readonly path: "/credentials";
		readonly bodyMediaType: "application/json";
	};
	readonly getCredential: {
		readonly operationId: "getCredential";
		readonly method: "GET";
		readonly path: "/credentials/{id}";
	};
	readonly deleteCredential: {
		readonly operationId: "deleteCredential";
		readonly method: "DELETE";
		readonly path: "/credentials/{id}";
	};
	readonly updateCredential: {
		readonly operationId: "updateCredential";
		readonly method: "PATCH";
		readonly path: "/credentials/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listHttpsEdges: {
		readonly operationId: "listHttpsEdges";
		readonly method: "GET";
		readonly path: "/edges/https";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "https_edges";
			readonly next: "next_page_uri";
		};
	};
	readonly createHttpsEdge: {
		readonly operationId: "createHttpsEdge";
		readonly method: "POST";
		readonly path: "/edges/https";
		readonly bodyMediaType: "application/json";
	};
	readonly getHttpsEdge: {
		readonly operationId: "getHttpsEdge";
		readonly method: "GET";
		readonly path: "/edges/https/{id}";
	};
	readonly deleteHttpsEdge: {
		readonly operationId: "deleteHttpsEdge";
		readonly method: "DELETE";
		readonly path: "/edges/https/{id}";
	};
	readonly updateHttpsEdge: {
		readonly operationId: "updateHttpsEdge";
		readonly method: "PATCH";
		readonly path: "/edges/https/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listHttpsEdgeRoutes: {
		readonly operationId: "listHttpsEdgeRoutes";
		readonly method: "GET";
		readonly path: "/edges/https/{edge_id}/routes";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "routes";
			readonly next: "next_page_uri";
		};
	};
	readonly createHttpsEdgeRoute: {
		readonly operationId: "createHttpsEdgeRoute";
		readonly method: "POST";
		readonly path: "/edges/https/{edge_id}/routes";
		readonly bodyMediaType: "application/json";
	};
	readonly getHttpsEdgeRoute: {
		readonly operationId: "getHttpsEdgeRoute";
		readonly method: "GET";
		readonly path: "/edges/https/{edge_id}/routes/{id}";
	};
	readonly deleteHttpsEdgeRoute: {
		readonly operationId: "deleteHttpsEdgeRoute";
		readonly method: "DELETE";
		readonly path: "/edges/https/{edge_id}/routes/{id}";
	};
	readonly updateHttpsEdgeRoute: {
		readonly operationId: "updateHttpsEdgeRoute";
		readonly method: "PATCH";
		readonly path: "/edges/https/{edge_id}/routes/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listTcpEdges: {
		readonly operationId: "listTcpEdges";
		readonly method: "GET";
		readonly path: "/edges/tcp";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "tcp_edges";
			readonly next: "next_page_uri";
		};
	};
	readonly createTcpEdge: {
		readonly operationId: "createTcpEdge";
		readonly method: "POST";
		readonly path: "/edges/tcp";
		readonly bodyMediaType: "application/json";
	};
	readonly getTcpEdge: {
		readonly operationId: "getTcpEdge";
		readonly method: "GET";
		readonly path: "/edges/tcp/{id}";
	};
	readonly deleteTcpEdge: {
		readonly operationId: "deleteTcpEdge";
		readonly method: "DELETE";
		readonly path: "/edges/tcp/{id}";
	};
	readonly updateTcpEdge: {
		readonly operationId: "updateTcpEdge";
		readonly method: "PATCH";
		readonly path: "/edges/tcp/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listTlsEdges: {
		readonly operationId: "listTlsEdges";
		readonly method: "GET";
		readonly path: "/edges/tls";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "tls_edges";
			readonly next: "next_page_uri";
		};
	};
	readonly createTlsEdge: {
		readonly operationId: "createTlsEdge";
		readonly method: "POST";
		readonly path: "/edges/tls";
		readonly bodyMediaType: "application/json";
	};
	readonly getTlsEdge: {
		readonly operationId: "getTlsEdge";
		readonly method: "GET";
		readonly path: "/edges/tls/{id}";
	};
	readonly deleteTlsEdge: {
		readonly operationId: "deleteTlsEdge";
		readonly method: "DELETE";
		readonly path: "/edges/tls/{id}";
	};
	readonly updateTlsEdge: {
		readonly operationId: "updateTlsEdge";
		readonly method: "PATCH";
		readonly path: "/edges/tls/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listIpPolicies: {
		readonly operationId: "listIpPolicies";
		readonly method: "GET";
		readonly path: "/ip_policies";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "ip_policies";
			readonly next: "next_page_uri";
		};
	};
	readonly createIpPolicy: {
		readonly operationId: "createIpPolicy";
		readonly method: "POST";
		readonly path: "/ip_policies";
		readonly bodyMediaType: "application/json";
	};
	readonly getIpPolicy: {
		readonly operationId: "getIpPolicy";
		readonly method: "GET";
		readonly path: "/ip_policies/{id}";
	};
	readonly deleteIpPolicy: {
		readonly operationId: "deleteIpPolicy";
		readonly method: "DELETE";
		readonly path: "/ip_policies/{id}";
	};
	readonly updateIpPolicy: {
		readonly operationId: "updateIpPolicy";
		readonly method: "PATCH";
		readonly path: "/ip_policies/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listCertificateAuthorities: {
		readonly operationId: "listCertificateAuthorities";
		readonly method: "GET";
		readonly path: "/certificate_authorities";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "certificate_authorities";
			readonly next: "next_page_uri";
		};
	};
	readonly createCertificateAuthority: {
		readonly operationId: "createCertificateAuthority";
		readonly method: "POST";
		readonly path: "/certificate_authorities";
		readonly bodyMediaType: "application/json";
	};
	readonly getCertificateAuthority: {
		readonly operationId: "getCertificateAuthority";
		readonly method: "GET";
		readonly path: "/certificate_authorities/{id}";
	};
	readonly deleteCertificateAuthority: {
		readonly operationId: "deleteCertificateAuthority";
		readonly method: "DELETE";
		readonly path: "/certificate_authorities/{id}";
	};
	readonly updateCertificateAuthority: {
		readonly operationId: "updateCertificateAuthority";
		readonly method: "PATCH";
		readonly path: "/certificate_authorities/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listEndpointConfigurations: {
		readonly operationId: "listEndpointConfigurations";
		readonly method: "GET";
		readonly path: "/endpoint_configurations";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "endpoint_configurations";
			readonly next: "next_page_uri";
		};
	};
	readonly createEndpointConfiguration: {
		readonly operationId: "createEndpointConfiguration";
		readonly method: "POST";
		readonly path: "/endpoint_configurations";
		readonly bodyMediaType: "application/json";
	};
	readonly getEndpointConfiguration: {
		readonly operationId: "getEndpointConfiguration";
		readonly method: "GET";
		readonly path: "/endpoint_configurations/{id}";
	};
	readonly deleteEndpointConfiguration: {
		readonly operationId: "deleteEndpointConfiguration";
		readonly method: "DELETE";
		readonly path: "/endpoint_configurations/{id}";
	};
	readonly updateEndpointConfiguration: {
		readonly operationId: "updateEndpointConfiguration";
		readonly method: "PATCH";
		readonly path: "/endpoint_configurations/{id}";
		readonly bodyMediaType: "application/json";
	};
	readonly listTunnelSessions: {
		readonly operationId: "listTunnelSessions";
		readonly method: "GET";
		readonly path: "/tunnel_sessions";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "tunnel_sessions";
			readonly next: "next_page_uri";
		};
	};
	readonly getTunnelSession: {
		readonly operationId: "getTunnelSession";
		readonly method: "GET";
		readonly path: "/tunnel_sessions/{id}";
	};
	readonly restartTunnelSession: {
		readonly operationId: "restartTunnelSession";
		readonly method: "POST";
		readonly path: "/tunnel_sessions/{id}/restart";
		readonly bodyMediaType: "application/json";
	};
	readonly stopTunnelSession: {
		readonly operationId: "stopTunnelSession";
		readonly method: "POST";
		readonly path: "/tunnel_sessions/{id}/stop";
		readonly bodyMediaType: "application/json";
	};
	readonly updateTunnelSession: {
		readonly operationId: "updateTunnelSession";
		readonly method: "POST";
		readonly path: "/tunnel_sessions/{id}/update";
		readonly bodyMediaType: "application/json";
	};
	readonly listTunnels: {
		readonly operationId: "listTunnels";
		readonly method: "GET";
		readonly path: "/tunnels";
		readonly pagination: {
			readonly style: "next-url";
			readonly items: "tunnels";
			readonly next: "next_page_uri";
		};
	};
	readonly getTunnel: {
		readonly operationId: "getTunnel";
		readonly method: "GET";
		readonly path: "/tunnels/{id}";
	};
	readonly getHttpsEdgeRouteSamlModule: {
		readonly operationId: "getHttpsEdgeRouteSamlModule";
		readonly method: "GET";
		readonly path: "/edges/https/{edge_id}/routes/{id}/saml";
	};
	readonly replaceHttpsEdgeRouteSamlModule: {
		readonly operationId: "replaceHttpsEdgeRouteSamlModule";
		readonly method: "PUT";
		readonly path: "/edges/https/{edge_id}/routes/{id}/saml";
		readonly bodyMediaType: "application/json";
	};
	readonly deleteHttpsEdgeRouteSamlModule: {
		readonly operationId: "deleteHttpsEdgeRouteSamlModule";
		readonly method: "DELETE";
		readonly path: "/edges/https/{edge_id}/routes/{id}/saml";
	};
	readonly getHttpsEdgeRouteIpRestrictionModule: {
		readonly operationId: "getHttpsEdgeRouteIpRestrictionModule";
		readonly method: "GET";
		readonly path: "/edges/https/{edge_id}/routes/{id}/ip_restriction";
	};
	readonly replaceHttpsEdgeRouteIpRestrictionModule: {
		readonly operationId: "replaceHttpsEdgeRouteIpRestrictionModule";
		readonly method: "PUT";
		readonly path: "/edges/https/{edge_id}/routes/{id}/ip_restriction";
		readonly bodyMediaType: "application/json";
	};
	readonly deleteHttpsEdgeRouteIpRestrictionModule: {
		readonly operationId: "deleteHttpsEdgeRouteIpRestrictionModule";
		readonly method: "DELETE";
		readonly path: "/edges/https/{edge_id}/routes/{id}/ip_restriction";
	};
	readonly getHttpsEdgeRouteOAuthModule: {
		readonly operationId: "getHttpsEdgeRouteOAuthModule";
		readonly method: "GET";
		readonly path: "/edges/https/{edge_id}/routes/{id}/oauth";
	};
	readonly replaceHttpsEdgeRouteOAuthModule: {
		readonly operationId: "replaceHttpsEdgeRouteOAuthModule";
		readonly method: "PUT";
		readonly path: "/edges/https/{edge_id}/routes/{id}/oauth";
		readonly bodyMediaType: "application/json";
	};
	readonly deleteHttpsEdgeRouteOAuthModule: {
		readonly operationId: "deleteHttpsEdgeRouteOAuthModule";
		readonly method: "DELETE";
		readonly path: "/edges/https/{edge_id}/routes/{id}/oauth";
	};
	readonly getHttpsEdgeRouteBackendModule: {
		readonly operationId: "getHttpsEdgeRouteBackendModule";
		readonly method: "GET";
		readonly path: "/edges/https/{edge_id}/routes/{id}/backend";
	};
	readonly replaceHttpsEdgeRouteBackendModule: {
		readonly operationId: "replaceHttpsEdgeRouteBackendModule";
		readonly method: "PUT";
		readonly path: "/edges/https/{edge_id}/routes/{id}/backend";
		readonly bodyMediaType: "application/json";
	};
	readonly deleteHttpsEdgeRouteBackendModule: {
		readonly operationId: "deleteHttpsEdgeRouteBackendModule";
		readonly method: "DELETE";
		readonly path: "/edges/https/{edge_id}/routes/{id}/backend";
	};
	readonly getHttpsEdgeRouteResponseHeadersModule: {
		readonly operationId: "getHttpsEdgeRouteResponseHeadersModule";
		readonly method: "GET";
		readonly path: "/edges/https/{edge_id}/routes/{id}/response_headers";
	};
	readonly replaceHttpsEdgeRouteResponseHeadersModule: {
		readonly operationId: "replaceHttpsEdgeRouteResponseHeadersModule";
		readonly method: "PUT";
		readonly path: "/edges/https/{edge_id}/routes/{id}/response_headers";
		readonly bodyMediaType: "application/json";
	};
	readonly deleteHttpsEdgeRouteResponseHeadersModule: {
		readonly operationId: "deleteHttpsEdgeRouteResponseHeadersModule";
		readonly method: "DELETE";
		readonly path: "/edges/https/{edge_id}/routes/{id}/response_headers";
	};
	readonly getHttpsEdgeRouteWebsocketTcpConverterModule: {
		readonly operationId: "getHttpsEdgeRouteWebsocketTcpConverterModule";
		readonly method: "GET";
		readonly path: "/edges/https/{edge_id}/routes/{id}/websocket_tcp_converter";
	};
	readonly replaceHttpsEdgeRouteWebsocketTcpConverterModule: {
		readonly operationId: "replaceHttpsEdgeRouteWebsocketTcpConverterModule";
		readonly method: "PUT";
		readonly path: "/edges/https/{edge_id}/routes/{id}/websocket_tcp_converter";
		readonly bodyMediaType: "application/json";
	};
	readonly deleteHttpsEdgeRouteWebsocketTcpConverterModule: {
		readonly operationId: "deleteHttpsEdgeRouteWebsocketTcpConverterModule";
		readonly method: "DELETE";
		readonly path: "/edges/https/{edge_id}/routes/{id}/websocket_tcp_converter";
	};
	readonly getTcpEdgeBackendModule: {
		readonly operationId: "getTcpEdgeBackendModule";
		readonly method: "GET";
		readonly path: "/edges/tcp/{id}/backend";
	};
	readonly replaceTcpEdgeBackendModule: {
		readonly operationId: "replaceTcpEdgeBackendModule";
		readonly method: "PUT";
		readonly path: "/edges/tcp/{id}/backend";
		readonly bodyMediaType: "application/json";
	};
	readonly deleteTcpEdgeBackendModule: {
		readonly operationId: "deleteTcpEdgeBackendModule";
		readonly method: "DELETE";
		readonly path: "/edges/tcp/{id}/backend";
	};
	readonly getTlsEdgeMutualTlsModule: {
		readonly operationId: "getTlsEdgeMutualTlsModule";
		readonly method: "GET";
		readonly path: "/edges/tls/{id}/mutual_tls";
	};
	readonly replaceTlsEdgeMutualTlsModule: {
		readonly operationId: "replaceTlsEdgeMutualTlsModule";
		readonly method: "PUT";
		readonly path: "/edges/tls/{id}/mutual_tls";
		readonly bodyMediaType: "application/json";
	};
	readonly deleteTlsEdgeMutualTlsModule: {
		readonly operationId: "deleteTlsEdgeMutualTlsModule";
		readonly method: "DELETE";
		readonly path: "/edges/tls/{id}/mutual_tls";
	};
};
//# sourceMappingURL=operations.gen.d.ts.map
