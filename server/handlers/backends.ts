/** Handlers of the three backend kinds (spec/paths/backends_*.yaml). */
import type { ServerContext } from '../context.js';
import { crudHandlers } from '../resources/crud.js';
import { httpResponseBackends } from '../resources/http-response-backends.js';
import { tunnelGroupBackends, type TunnelMatcher } from '../resources/tunnel-group-backends.js';
import { weightedBackends } from '../resources/weighted-backends.js';

export function backendHandlers(ctx: ServerContext, matchTunnels: TunnelMatcher) {
  const tunnelGroup = crudHandlers(ctx, tunnelGroupBackends(matchTunnels), 'backends');
  const httpResponse = crudHandlers(ctx, httpResponseBackends, 'backends');
  const weighted = crudHandlers(ctx, weightedBackends, 'backends');
  return {
    createTunnelGroupBackend: tunnelGroup.create,
    getTunnelGroupBackend: tunnelGroup.get,
    listTunnelGroupBackends: tunnelGroup.list,
    updateTunnelGroupBackend: tunnelGroup.update,
    deleteTunnelGroupBackend: tunnelGroup.delete,
    createHttpResponseBackend: httpResponse.create,
    getHttpResponseBackend: httpResponse.get,
    listHttpResponseBackends: httpResponse.list,
    updateHttpResponseBackend: httpResponse.update,
    deleteHttpResponseBackend: httpResponse.delete,
    createWeightedBackend: weighted.create,
    getWeightedBackend: weighted.get,
    listWeightedBackends: weighted.list,
    updateWeightedBackend: weighted.update,
    deleteWeightedBackend: weighted.delete,
  };
}
