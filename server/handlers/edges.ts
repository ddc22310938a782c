/** Handlers of edges, HTTPS edge routes, their modules (description §4.8), IP policies and certificate authorities. */
import type { ServerContext } from '../context.js';
import { pending } from './pending.js';

export function edgeHandlers(_ctx: ServerContext) {
  return pending(
    'listHttpsEdges', 'createHttpsEdge', 'getHttpsEdge', 'updateHttpsEdge', 'deleteHttpsEdge',
    'listHttpsEdgeRoutes', 'createHttpsEdgeRoute', 'getHttpsEdgeRoute', 'updateHttpsEdgeRoute', 'deleteHttpsEdgeRoute',
    'listTcpEdges', 'createTcpEdge', 'getTcpEdge', 'updateTcpEdge', 'deleteTcpEdge',
    'listTlsEdges', 'createTlsEdge', 'getTlsEdge', 'updateTlsEdge', 'deleteTlsEdge',
    'listIpPolicies', 'createIpPolicy', 'getIpPolicy', 'updateIpPolicy', 'deleteIpPolicy',
    'listCertificateAuthorities', 'createCertificateAuthority', 'getCertificateAuthority', 'updateCertificateAuthority', 'deleteCertificateAuthority',
    'getHttpsEdgeRouteSamlModule', 'replaceHttpsEdgeRouteSamlModule', 'deleteHttpsEdgeRouteSamlModule',
    'getHttpsEdgeRouteIpRestrictionModule', 'replaceHttpsEdgeRouteIpRestrictionModule', 'deleteHttpsEdgeRouteIpRestrictionModule',
    'getHttpsEdgeRouteOAuthModule', 'replaceHttpsEdgeRouteOAuthModule', 'deleteHttpsEdgeRouteOAuthModule',
    'getHttpsEdgeRouteBackendModule', 'replaceHttpsEdgeRouteBackendModule', 'deleteHttpsEdgeRouteBackendModule',
    'getHttpsEdgeRouteResponseHeadersModule', 'replaceHttpsEdgeRouteResponseHeadersModule', 'deleteHttpsEdgeRouteResponseHeadersModule',
    'getHttpsEdgeRouteWebsocketTcpConverterModule', 'replaceHttpsEdgeRouteWebsocketTcpConverterModule', 'deleteHttpsEdgeRouteWebsocketTcpConverterModule',
    'getTcpEdgeBackendModule', 'replaceTcpEdgeBackendModule', 'deleteTcpEdgeBackendModule',
    'getTlsEdgeMutualTlsModule', 'replaceTlsEdgeMutualTlsModule', 'deleteTlsEdgeMutualTlsModule',
  );
}
