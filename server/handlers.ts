/**
 * The hand-written implementation of every operation, composed from one file per resource family.
 * `satisfies Handlers<Account>` is the contract with the generated stubs: a missing operation, an
 * undeclared status or a body of the wrong shape does not compile.
 */
import type { Handlers } from '@tunnel-api/server';
import type { Account } from './accounts/index.js';
import type { ServerContext } from './context.js';
import { backendHandlers } from './handlers/backends.js';
import { pending } from './handlers/pending.js';
import type { TunnelMatcher } from './resources/tunnel-group-backends.js';

export interface HandlerDependencies {
  /** Online tunnels matching labels (from the agent session hub; none until it runs). */
  readonly matchTunnels?: TunnelMatcher;
}

export function createHandlers(ctx: ServerContext, deps: HandlerDependencies): Handlers<Account> {
  return {
    ...backendHandlers(ctx, deps.matchTunnels ?? (() => [])),
    ...pending(
      'listSshCertificateAuthorities', 'createSshCertificateAuthority', 'getSshCertificateAuthority', 'updateSshCertificateAuthority', 'deleteSshCertificateAuthority',
      'listSshUserCertificates', 'createSshUserCertificate', 'getSshUserCertificate', 'updateSshUserCertificate', 'deleteSshUserCertificate',
      'listTunnelSessions', 'getTunnelSession', 'restartTunnelSession', 'stopTunnelSession', 'updateTunnelSession',
    ),
    ...pending(
      'listAgentIngresses', 'createAgentIngress', 'getAgentIngress', 'updateAgentIngress', 'deleteAgentIngress',
      'listReservedAddrs', 'createReservedAddr', 'getReservedAddr', 'updateReservedAddr', 'deleteReservedAddr',
      'createAbuseReport', 'getAbuseReport',
      'listEndpointConfigurations', 'createEndpointConfiguration', 'getEndpointConfiguration', 'updateEndpointConfiguration', 'deleteEndpointConfiguration',
    ),
    ...pending(
      'listCredentials', 'createCredential', 'getCredential', 'updateCredential', 'deleteCredential',
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
    ),
  } satisfies Handlers<Account>;
}
