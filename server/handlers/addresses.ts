/** Handlers of agent ingresses, reserved addresses, endpoint configurations and abuse reports (spec/paths/agent_ingresses*.yaml, reserved_addrs*.yaml, endpoint_configurations*.yaml, abuse_reports*.yaml). */
import { resources } from '@tunnel-api/server';
import type { ServerContext } from '../context.js';
import { abuseReportHandlers } from '../resources/abuse-reports.js';
import { agentIngresses } from '../resources/agent-ingresses.js';
import { endpointConfigurations } from '../resources/endpoint-configurations.js';
import { reservedAddrHandlers } from '../resources/reserved-addrs.js';
import { byOperationId, crudOperations } from './by-operation-id.js';

export function addressHandlers(ctx: ServerContext) {
  return {
    ...crudOperations(ctx, agentIngresses),
    ...byOperationId(resources.reserved_addr, reservedAddrHandlers(ctx)),
    ...crudOperations(ctx, endpointConfigurations),
    ...byOperationId(resources.abuse_report, abuseReportHandlers(ctx)),
  };
}
