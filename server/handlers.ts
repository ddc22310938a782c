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
import { type SessionDependencies, sessionHandlers } from './handlers/sessions.js';
import { sshHandlers } from './handlers/ssh.js';

/** The live agent sessions (server/agents): tunnel sessions, commands and tunnel-group matching. */
export type HandlerDependencies = SessionDependencies;

export function createHandlers(ctx: ServerContext, deps: HandlerDependencies): Handlers<Account> {
  return {
    ...backendHandlers(ctx, async (accountId, labels) => (await deps.hub.matchTunnels(accountId, labels)).map((tunnel) => tunnel.ref)),
    ...sshHandlers(ctx),
    ...sessionHandlers(ctx, deps),
    ...addressHandlers(ctx),
    ...edgeHandlers(ctx),
  } satisfies Handlers<Account>;
}
