/** Handlers of agent ingresses, reserved addresses, endpoint configurations and abuse reports (description §4.7). */
import type { ServerContext } from '../context.js';
import { pending } from './pending.js';

export function addressHandlers(_ctx: ServerContext) {
  return pending(
    'listAgentIngresses', 'createAgentIngress', 'getAgentIngress', 'updateAgentIngress', 'deleteAgentIngress',
    'listReservedAddrs', 'createReservedAddr', 'getReservedAddr', 'updateReservedAddr', 'deleteReservedAddr',
    'createAbuseReport', 'getAbuseReport',
    'listEndpointConfigurations', 'createEndpointConfiguration', 'getEndpointConfiguration', 'updateEndpointConfiguration', 'deleteEndpointConfiguration',
  );
}
