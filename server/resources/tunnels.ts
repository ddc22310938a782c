/**
 * Tunnels (spec/components/schemas/Tunnel.yaml): read-only, the tunnels the account's online sessions
 * announced, read from the session hub like the sessions themselves (docs/decisions/0014-agent-sessions.md),
 * so every `tunnels[].uri` a tunnel group backend lists resolves. Lists page as stored resources do
 * (docs/decisions/0007-pagination.md): newest first by id, `before_id` exclusive.
 */
import { resources } from '@tunnel-api/server';
import type { Tunnel } from '@tunnel-api/validators';
import type { Account } from '../accounts/index.js';
import type { SessionHub, TunnelRecord, TunnelSessionRecord } from '../agents/index.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../errors/api-error.js';
import { envelope, type PageQuery, pageOptions } from './pagination.js';

const LIST_PATH = '/tunnels';

interface Input<Params, Query> {
  readonly params: Params;
  readonly query: Query;
  readonly account: Account;
}

export function tunnelHandlers(ctx: ServerContext, hub: SessionHub) {
  /** Every online tunnel of the account, newest first (ids sort as bytes, as in storage). */
  async function online(accountId: string): Promise<Tunnel[]> {
    const sessions = await hub.list(accountId);
    return sessions.flatMap((session) => session.tunnels.map((tunnel) => toTunnel(tunnel, session))).sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }

  return {
    async list({
      query,
      account,
    }: Input<unknown, PageQuery>): Promise<{ status: 200; body: { tunnels: Tunnel[]; uri: string; next_page_uri: string | null } }> {
      const { beforeId, limit } = pageOptions(query);
      const older = (await online(account.id)).filter((tunnel) => beforeId === undefined || tunnel.id < beforeId);
      const page = older.slice(0, limit);
      const links = envelope(ctx, LIST_PATH, { lastId: page.at(-1)?.id, hasMore: older.length > limit, limit });
      return { status: 200, body: { tunnels: page, ...links } };
    },

    async get({ params, account }: Input<{ id: string }, unknown>): Promise<{ status: 200; body: Tunnel }> {
      const tunnel = (await online(account.id)).find((candidate) => candidate.id === params.id);
      if (tunnel === undefined) throw new ApiError('NOT_FOUND', { kind: resources.tunnel.name, id: params.id });
      return { status: 200, body: tunnel };
    },
  };
}

function toTunnel(tunnel: TunnelRecord, session: TunnelSessionRecord): Tunnel {
  return {
    id: tunnel.ref.id,
    uri: tunnel.ref.uri,
    ...(tunnel.name === undefined ? {} : { name: tunnel.name }),
    labels: { ...tunnel.labels },
    region: session.region,
    started_at: session.started_at,
    tunnel_session: { id: session.id, uri: session.uri },
  };
}
