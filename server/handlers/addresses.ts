/** Handlers of agent ingresses, reserved addresses, endpoint configurations and abuse reports (spec/paths/agent_ingresses*.yaml, reserved_addrs*.yaml, endpoint_configurations*.yaml, abuse_reports*.yaml). */
import type { ServerContext } from '../context.js';
import { abuseReportHandlers } from '../resources/abuse-reports.js';
import { agentIngresses } from '../resources/agent-ingresses.js';
import { crudHandlers } from '../resources/crud.js';
import { endpointConfigurations } from '../resources/endpoint-configurations.js';
import { reservedAddrHandlers } from '../resources/reserved-addrs.js';

export function addressHandlers(ctx: ServerContext) {
  const ingresses = crudHandlers(ctx, agentIngresses, 'ingresses');
  const reserved = reservedAddrHandlers(ctx);
  const configurations = crudHandlers(ctx, endpointConfigurations, 'endpoint_configurations');
  const reports = abuseReportHandlers(ctx);
  return {
    createAgentIngress: ingresses.create,
    getAgentIngress: ingresses.get,
    listAgentIngresses: ingresses.list,
    updateAgentIngress: ingresses.update,
    deleteAgentIngress: ingresses.delete,
    createReservedAddr: reserved.create,
    getReservedAddr: reserved.get,
    listReservedAddrs: reserved.list,
    updateReservedAddr: reserved.update,
    deleteReservedAddr: reserved.delete,
    createEndpointConfiguration: configurations.create,
    getEndpointConfiguration: configurations.get,
    listEndpointConfigurations: configurations.list,
    updateEndpointConfiguration: configurations.update,
    deleteEndpointConfiguration: configurations.delete,
    createAbuseReport: reports.create,
    getAbuseReport: reports.get,
  };
}
