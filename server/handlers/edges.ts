/** Handlers of edges, HTTPS edge routes, their modules (spec/paths/edges_*.yaml), IP policies and certificate authorities. */
import type { ServerContext } from '../context.js';
import { certificateAuthorities } from '../resources/certificate-authorities.js';
import { crudHandlers } from '../resources/crud.js';
import { httpsEdgeRoutes } from '../resources/https-edge-routes.js';
import { httpsEdges } from '../resources/https-edges.js';
import { ipPolicies } from '../resources/ip-policies.js';
import { backendModule } from '../resources/modules/backend.js';
import { ipRestrictionModule } from '../resources/modules/ip-restriction.js';
import { moduleHandlers } from '../resources/modules/module-handlers.js';
import { httpsEdgeRouteHost, tcpEdgeHost, tlsEdgeHost } from '../resources/modules/module-host.js';
import { mutualTlsModule } from '../resources/modules/mutual-tls.js';
import { oauthModule } from '../resources/modules/oauth.js';
import { responseHeadersModule } from '../resources/modules/response-headers.js';
import { samlModule } from '../resources/modules/saml.js';
import { websocketTcpConverterModule } from '../resources/modules/websocket-tcp-converter.js';
import { tcpEdges } from '../resources/tcp-edges.js';
import { tlsEdges } from '../resources/tls-edges.js';

export function edgeHandlers(ctx: ServerContext) {
  const https = crudHandlers(ctx, httpsEdges, 'https_edges');
  const routes = crudHandlers(ctx, httpsEdgeRoutes, 'routes');
  const tcp = crudHandlers(ctx, tcpEdges, 'tcp_edges');
  const tls = crudHandlers(ctx, tlsEdges, 'tls_edges');
  const policies = crudHandlers(ctx, ipPolicies, 'ip_policies');
  const authorities = crudHandlers(ctx, certificateAuthorities, 'certificate_authorities');
  const routeIpRestriction = moduleHandlers(ctx, httpsEdgeRouteHost, ipRestrictionModule);
  const routeSaml = moduleHandlers(ctx, httpsEdgeRouteHost, samlModule);
  const routeOAuth = moduleHandlers(ctx, httpsEdgeRouteHost, oauthModule);
  const routeBackend = moduleHandlers(ctx, httpsEdgeRouteHost, backendModule);
  const routeResponseHeaders = moduleHandlers(ctx, httpsEdgeRouteHost, responseHeadersModule);
  const routeWebsocket = moduleHandlers(ctx, httpsEdgeRouteHost, websocketTcpConverterModule);
  const tcpBackend = moduleHandlers(ctx, tcpEdgeHost, backendModule);
  const tlsMutualTls = moduleHandlers(ctx, tlsEdgeHost, mutualTlsModule);
  return {
    listHttpsEdges: https.list,
    createHttpsEdge: https.create,
    getHttpsEdge: https.get,
    updateHttpsEdge: https.update,
    deleteHttpsEdge: https.delete,
    listHttpsEdgeRoutes: routes.list,
    createHttpsEdgeRoute: routes.create,
    getHttpsEdgeRoute: routes.get,
    updateHttpsEdgeRoute: routes.update,
    deleteHttpsEdgeRoute: routes.delete,
    listTcpEdges: tcp.list,
    createTcpEdge: tcp.create,
    getTcpEdge: tcp.get,
    updateTcpEdge: tcp.update,
    deleteTcpEdge: tcp.delete,
    listTlsEdges: tls.list,
    createTlsEdge: tls.create,
    getTlsEdge: tls.get,
    updateTlsEdge: tls.update,
    deleteTlsEdge: tls.delete,
    listIpPolicies: policies.list,
    createIpPolicy: policies.create,
    getIpPolicy: policies.get,
    updateIpPolicy: policies.update,
    deleteIpPolicy: policies.delete,
    listCertificateAuthorities: authorities.list,
    createCertificateAuthority: authorities.create,
    getCertificateAuthority: authorities.get,
    updateCertificateAuthority: authorities.update,
    deleteCertificateAuthority: authorities.delete,
    getHttpsEdgeRouteIpRestrictionModule: routeIpRestriction.get,
    replaceHttpsEdgeRouteIpRestrictionModule: routeIpRestriction.replace,
    deleteHttpsEdgeRouteIpRestrictionModule: routeIpRestriction.delete,
    getHttpsEdgeRouteSamlModule: routeSaml.get,
    replaceHttpsEdgeRouteSamlModule: routeSaml.replace,
    deleteHttpsEdgeRouteSamlModule: routeSaml.delete,
    getHttpsEdgeRouteOAuthModule: routeOAuth.get,
    replaceHttpsEdgeRouteOAuthModule: routeOAuth.replace,
    deleteHttpsEdgeRouteOAuthModule: routeOAuth.delete,
    getHttpsEdgeRouteBackendModule: routeBackend.get,
    replaceHttpsEdgeRouteBackendModule: routeBackend.replace,
    deleteHttpsEdgeRouteBackendModule: routeBackend.delete,
    getHttpsEdgeRouteResponseHeadersModule: routeResponseHeaders.get,
    replaceHttpsEdgeRouteResponseHeadersModule: routeResponseHeaders.replace,
    deleteHttpsEdgeRouteResponseHeadersModule: routeResponseHeaders.delete,
    getHttpsEdgeRouteWebsocketTcpConverterModule: routeWebsocket.get,
    replaceHttpsEdgeRouteWebsocketTcpConverterModule: routeWebsocket.replace,
    deleteHttpsEdgeRouteWebsocketTcpConverterModule: routeWebsocket.delete,
    getTcpEdgeBackendModule: tcpBackend.get,
    replaceTcpEdgeBackendModule: tcpBackend.replace,
    deleteTcpEdgeBackendModule: tcpBackend.delete,
    getTlsEdgeMutualTlsModule: tlsMutualTls.get,
    replaceTlsEdgeMutualTlsModule: tlsMutualTls.replace,
    deleteTlsEdgeMutualTlsModule: tlsMutualTls.delete,
  };
}
