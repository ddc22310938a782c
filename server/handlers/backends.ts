/**
 * Handlers of tunnel-group backends (spec/paths/backends_tunnel_group*.yaml), which need the live sessions to
 * answer their tunnels. HTTP-response and weighted backends are stored resource kinds, served by the shared CRUD
 * (stored-kinds.gen.ts).
 */
import type { ServerContext } from '../context.js';
import { type OnlineTunnels, tunnelGroupBackends } from '../resources/tunnel-group-backends.js';
import { crudOperations } from './by-operation-id.js';

export function backendHandlers(ctx: ServerContext, onlineTunnels: OnlineTunnels) {
  return crudOperations(ctx, tunnelGroupBackends(onlineTunnels));
}
