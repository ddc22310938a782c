/**
 * Handlers of the modules of HTTPS edge routes, TCP edges and TLS edges (spec/paths/edges_*.yaml). The edges,
 * routes, IP policies and certificate authorities themselves are stored resource kinds, served by the shared CRUD
 * (stored-kinds.gen.ts).
 */
import { singletons } from '@tunnel-api/server';
import type { ServerContext } from '../context.js';
import { backendModule } from '../resources/modules/backend.js';
import { ipRestrictionModule } from '../resources/modules/ip-restriction.js';
import { moduleHandlers } from '../resources/modules/module-handlers.js';
import { httpsEdgeRouteHost, tcpEdgeHost, tlsEdgeHost } from '../resources/modules/module-host.js';
import { mutualTlsModule } from '../resources/modules/mutual-tls.js';
import { oauthModule } from '../resources/modules/oauth.js';
import { responseHeadersModule } from '../resources/modules/response-headers.js';
import { samlModule } from '../resources/modules/saml.js';
import { websocketTcpConverterModule } from '../resources/modules/websocket-tcp-converter.js';
import { byOperationId } from './by-operation-id.js';

export function edgeModuleHandlers(ctx: ServerContext) {
  return {
    ...byOperationId(singletons.https_edge_route_ip_restriction_module, moduleHandlers(ctx, httpsEdgeRouteHost, ipRestrictionModule)),
    ...byOperationId(singletons.https_edge_route_saml_module, moduleHandlers(ctx, httpsEdgeRouteHost, samlModule)),
    ...byOperationId(singletons.https_edge_route_oauth_module, moduleHandlers(ctx, httpsEdgeRouteHost, oauthModule)),
    ...byOperationId(singletons.https_edge_route_backend_module, moduleHandlers(ctx, httpsEdgeRouteHost, backendModule)),
    ...byOperationId(singletons.https_edge_route_response_headers_module, moduleHandlers(ctx, httpsEdgeRouteHost, responseHeadersModule)),
    ...byOperationId(singletons.https_edge_route_websocket_tcp_converter_module, moduleHandlers(ctx, httpsEdgeRouteHost, websocketTcpConverterModule)),
    ...byOperationId(singletons.tcp_edge_backend_module, moduleHandlers(ctx, tcpEdgeHost, backendModule)),
    ...byOperationId(singletons.tls_edge_mutual_tls_module, moduleHandlers(ctx, tlsEdgeHost, mutualTlsModule)),
  };
}
