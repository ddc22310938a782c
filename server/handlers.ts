/**
 * The hand-written implementation of every operation: first the shared CRUD of every stored resource kind
 * (server/handlers/stored-kinds.gen.ts, written from server/resources/), then what differs, one file per
 * family (server/handlers/), spread after it so that an override wins. `satisfies Handlers<Account>` is the
 * contract with the generated stubs: a missing operation, an undeclared status or a body of the wrong shape does
 * not compile (a new resource file not yet in stored-kinds.gen.ts: run `npm run generate`).
 */
import type { Handlers } from '@tunnel-api/server';
import type { Account } from './accounts/index.js';
import type { ServerContext } from './context.js';
import { addressHandlers } from './handlers/addresses.js';
import { backendHandlers } from './handlers/backends.js';
import { edgeModuleHandlers } from './handlers/edges.js';
import { type SessionDependencies, sessionHandlers } from './handlers/sessions.js';
import { sshHandlers } from './handlers/ssh.js';
import { storedKindHandlers } from './handlers/stored-kinds.gen.js';

/** The live agent sessions (server/agents): tunnel sessions, commands and tunnel-group matching. */
export type HandlerDependencies = SessionDependencies;

export function createHandlers(ctx: ServerContext, deps: HandlerDependencies): Handlers<Account> {
  return {
    ...storedKindHandlers(ctx),
    ...backendHandlers(ctx, (accountId) => deps.hub.onlineTunnels(accountId)),
    ...sshHandlers(ctx),
    ...sessionHandlers(ctx, deps),
    ...addressHandlers(ctx),
    ...edgeModuleHandlers(ctx),
  } satisfies Handlers<Account>;
}
