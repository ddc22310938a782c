/**
 * Tunnel sessions (spec/components/schemas/TunnelSession.yaml; docs/decisions/0014-agent-sessions.md):
 * read from the session hub, which sees every online session of the service whichever instance holds
 * its agent — only online sessions exist. Lists page exactly as stored resources do
 * (docs/decisions/0007-pagination.md), newest first; commands answer 204 only after the agent acknowledged.
 */
import type { TunnelSession } from '@tunnel-api/validators';
import type { Account } from '../accounts/index.js';
import { AgentCommandError, type CommandName, type SessionHub, toTunnelSessionResource } from '../agents/index.js';
import type { ServerContext } from '../context.js';
import { envelope, type PageQuery, pageOptions } from './pagination.js';
import { commandApiError, tunnelSessionNotFound } from './tunnel-session-errors.js';

const LIST_PATH = '/tunnel_sessions';

interface Input<Params, Query> {
  readonly params: Params;
  readonly query: Query;
  readonly account: Account;
}

export function tunnelSessionHandlers(ctx: ServerContext, hub: SessionHub, commandTimeoutMs: number) {
  async function command({ params, account }: Input<{ id: string }, unknown>, name: CommandName): Promise<{ status: 204 }> {
    const record = await hub.get(account.id, params.id);
    if (record === undefined) throw tunnelSessionNotFound(params.id);
    try {
      await hub.command(account.id, record.id, name);
    } catch (error) {
      if (error instanceof AgentCommandError) throw commandApiError(error, record, name, commandTimeoutMs);
      throw error;
    }
    return { status: 204 };
  }

  return {
    async list({
      query,
      account,
    }: Input<unknown, PageQuery>): Promise<{ status: 200; body: { tunnel_sessions: TunnelSession[]; uri: string; next_page_uri: string | null } }> {
      const { beforeId, limit } = pageOptions(query);
      // Ids are time-sortable (server/ids): "older than before_id" is "sorts before it", as in storage.
      const page = await hub.page(account.id, { beforeId, limit });
      const links = envelope(ctx, LIST_PATH, { lastId: page.records.at(-1)?.id, hasMore: page.hasMore, limit });
      return { status: 200, body: { tunnel_sessions: page.records.map(toTunnelSessionResource), ...links } };
    },

    async get({ params, account }: Input<{ id: string }, unknown>): Promise<{ status: 200; body: TunnelSession }> {
      const record = await hub.get(account.id, params.id);
      if (record === undefined) throw tunnelSessionNotFound(params.id);
      return { status: 200, body: toTunnelSessionResource(record) };
    },

    restart: (input: Input<{ id: string }, unknown>) => command(input, 'restart'),
    stop: (input: Input<{ id: string }, unknown>) => command(input, 'stop'),
    update: (input: Input<{ id: string }, unknown>) => command(input, 'update'),
  };
}
