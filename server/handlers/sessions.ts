/** Handlers of tunnel sessions and agent commands (spec/paths/tunnel_sessions*.yaml), tunnels (spec/paths/tunnels*.yaml), and of credentials (docs/decisions/0010-referenced-resources.md). */
import { resources } from '@tunnel-api/server';
import type { Account } from '../accounts/index.js';
import type { SessionHub } from '../agents/index.js';
import type { ServerContext } from '../context.js';
import { dropSessionsOfDeletedCredentials } from '../resources/credential-revocation.js';
import { credentialKind } from '../resources/credentials.js';
import { crudHandlers } from '../resources/crud.js';
import { tunnelSessionHandlers } from '../resources/tunnel-sessions.js';
import { tunnelHandlers } from '../resources/tunnels.js';
import { byOperationId } from './by-operation-id.js';

export interface SessionDependencies {
  readonly hub: SessionHub;
  /** The hub's command timeout, named in AGENT_COMMAND_TIMEOUT messages. */
  readonly commandTimeoutMs: number;
}

export function sessionHandlers(ctx: ServerContext, deps: SessionDependencies) {
  const sessions = tunnelSessionHandlers(ctx, deps.hub, deps.commandTimeoutMs);
  const tunnels = tunnelHandlers(ctx, deps.hub);
  const credentials = credentialKind();
  const crud = crudHandlers(ctx, credentials.kind);
  // The other half of deleteCredential's drop below (a token checked just before the delete).
  dropSessionsOfDeletedCredentials(deps.hub, ctx.db);
  return {
    ...byOperationId(resources.tunnel_session, sessions),
    // Commands are not roles of the shared CRUD: each is wired by its own operationId.
    restartTunnelSession: sessions.restart,
    stopTunnelSession: sessions.stop,
    updateTunnelSession: sessions.update,

    ...byOperationId(resources.tunnel, tunnels),

    ...byOperationId(resources.credential, {
      ...crud,
      async create(input: Parameters<typeof crud.create>[0] & { readonly body: object }) {
        const created = await crud.create(input);
        return { status: created.status, body: { ...created.body, token: credentials.takeIssuedToken(input.body) } };
      },
      async update(input: Parameters<typeof crud.update>[0] & { readonly params: { id: string } }) {
        const updated = await crud.update(input);
        // After the commit: sessions bound to labels the new ACL no longer allows are closed. The update stands
        // whatever happens there (a database gone away meanwhile): the sessions are refused at their next connect.
        if ((input.body as { acl?: unknown }).acl !== undefined) await deps.hub.recheckCredential(input.params.id).catch(() => undefined);
        return updated;
      },
      async delete(input: { readonly params: { id: string }; readonly query: unknown; readonly body: unknown; readonly account: Account }) {
        const deleted = await crud.delete(input);
        // After the commit: an agent authenticated with the token must not outlive its credential.
        deps.hub.disconnectCredential(input.params.id);
        return deleted;
      },
    }),
  };
}
