/**
 * The hand-written implementation of every operation, composed from one file per resource family
 * (server/handlers/). `satisfies Handlers<Account>` is the contract with the generated stubs: a
 * missing operation, an undeclared status or a body of the wrong shape does not compile.
 */
import type { Handlers } from '@tunnel-api/server';
import type { Account } from './accounts/index.js';
import type { ServerContext } from './context.js';
import { addressHandlers } from './handlers/addresses.js';
import { backendHandlers } from './handlers/backends.js';
import { edgeHandlers } from './handlers/edges.js';
import { sessionHandlers } from './handlers/sessions.js';
import { sshHandlers } from './handlers/ssh.js';
import type { TunnelMatcher } from './resources/tunnel-group-backends.js';

export interface HandlerDependencies {
  /** Online tunnels matching labels (from the agent session hub; none until it runs). */
  readonly matchTunnels?: TunnelMatcher;
}

export function createHandlers(ctx: ServerContext, deps: HandlerDependencies): Handlers<Account> {
  return {
    ...backendHandlers(ctx, deps.matchTunnels ?? (() => [])),
    ...sshHandlers(ctx),
    ...sessionHandlers(ctx),
    ...addressHandlers(ctx),
    ...edgeHandlers(ctx),
  } satisfies Handlers<Account>;
}
