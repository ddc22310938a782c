// Written by `npm run generate` (scripts/stored-kinds.js) from the `export const <name>: ResourceKind<…>` of each
// file in server/resources/. Do not edit it by hand: add or remove a resource file and regenerate.
import type { ServerContext } from '../context.js';
import { abuseReports } from '../resources/abuse-reports.js';
import { agentIngresses } from '../resources/agent-ingresses.js';
import { certificateAuthorities } from '../resources/certificate-authorities.js';
import { endpointConfigurations } from '../resources/endpoint-configurations.js';
import { httpResponseBackends } from '../resources/http-response-backends.js';
import { httpsEdgeRoutes } from '../resources/https-edge-routes.js';
import { httpsEdges } from '../resources/https-edges.js';
import { ipPolicies } from '../resources/ip-policies.js';
import { sshCertificateAuthorities } from '../resources/ssh-certificate-authorities.js';
import { sshUserCertificates } from '../resources/ssh-user-certificates.js';
import { tcpEdges } from '../resources/tcp-edges.js';
import { tlsEdges } from '../resources/tls-edges.js';
import { weightedBackends } from '../resources/weighted-backends.js';
import { crudOperations } from './by-operation-id.js';

/** The shared create, get, list, update and delete of every stored resource kind, under its operations' ids. */
export function storedKindHandlers(ctx: ServerContext) {
  return {
    ...crudOperations(ctx, abuseReports),
    ...crudOperations(ctx, agentIngresses),
    ...crudOperations(ctx, certificateAuthorities),
    ...crudOperations(ctx, endpointConfigurations),
    ...crudOperations(ctx, httpResponseBackends),
    ...crudOperations(ctx, httpsEdgeRoutes),
    ...crudOperations(ctx, httpsEdges),
    ...crudOperations(ctx, ipPolicies),
    ...crudOperations(ctx, sshCertificateAuthorities),
    ...crudOperations(ctx, sshUserCertificates),
    ...crudOperations(ctx, tcpEdges),
    ...crudOperations(ctx, tlsEdges),
    ...crudOperations(ctx, weightedBackends),
  };
}
