/** Handlers of tunnel sessions and agent commands (description §4.6), and of credentials (design.md §5). */
import type { ServerContext } from '../context.js';
import { pending } from './pending.js';

export function sessionHandlers(_ctx: ServerContext) {
  return pending(
    'listTunnelSessions', 'getTunnelSession', 'restartTunnelSession', 'stopTunnelSession', 'updateTunnelSession',
    'listCredentials', 'createCredential', 'getCredential', 'updateCredential', 'deleteCredential',
  );
}
