/** Handlers of the three backend kinds (spec/paths/backends_*.yaml). */
import type { ServerContext } from '../context.js';
import { httpResponseBackends } from '../resources/http-response-backends.js';
import { type TunnelMatcher, tunnelGroupBackends } from '../resources/tunnel-group-backends.js';
import { weightedBackends } from '../resources/weighted-backends.js';
import { crudOperations } from './by-operation-id.js';

export function backendHandlers(ctx: ServerContext, matchTunnels: TunnelMatcher) {
  return {
    ...crudOperations(ctx, tunnelGroupBackends(matchTunnels)),
    ...crudOperations(ctx, httpResponseBackends),
    ...crudOperations(ctx, weightedBackends),
  };
}
