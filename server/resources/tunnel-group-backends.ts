/**
 * Tunnel group backends (spec/components/schemas/TunnelGroupBackend.yaml): labels select the online tunnels
 * that serve traffic; `tunnels` lists those currently matching, computed from the live agent sessions at read
 * time. The rest of the answer is stored (docs/decisions/0087-stored-answers.md): a read writes `tunnels` before
 * its closing brace (crud.ts `readMembers`), so a page of them is their stored text, as an HTTP response backend's is
 * (docs/decisions/0086-worst-case-list-memory.md): `[]` for all while the account has no online tunnel, else what the
 * labels select from the online ones, where the page is read (server/storage/selection.ts). A read asks for the
 * account's online tunnels once: every backend of a page matches the same snapshot of them.
 */
import { resources } from '@tunnel-api/server';
import type { TunnelGroupBackend, TunnelGroupBackendCreate, TunnelGroupBackendUpdate } from '@tunnel-api/validators';
import { labelsMatch } from '../agents/label-match.js';
import { describedBy, describedPatch, headAndBody, patched, type ResourceKind } from './crud.js';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  labels: Record<string, string>;
}

/** An online tunnel: its labels, and the reference a backend lists it by. */
export interface OnlineTunnel {
  readonly labels: Readonly<Record<string, string>>;
  readonly ref: { readonly id: string; readonly uri: string };
}

/** The account's online tunnels (the session hub provides them, docs/decisions/0014-agent-sessions.md). */
export type OnlineTunnels = (accountId: string) => Promise<readonly OnlineTunnel[]>;

/** The references of the tunnels whose labels include all of `labels`. */
function matching(online: readonly OnlineTunnel[], labels: Readonly<Record<string, string>>): OnlineTunnel['ref'][] {
  return online.filter((tunnel) => labelsMatch(tunnel.labels, labels)).map((tunnel) => tunnel.ref);
}

/** `tunnels` of every backend of an account with no online tunnel. */
const NO_TUNNELS = ',"tunnels":[]';

type Kind = ResourceKind<'tunnel_group_backend', TunnelGroupBackend, TunnelGroupBackendCreate, TunnelGroupBackendUpdate, Stored>;

/** What does not need the live sessions; its stored body is its API JSON but for `tunnels`. */
export const tunnelGroupBackendWrites = {
  resource: resources.tunnel_group_backend,
  create: ({ body }) => ({ body: { ...describedBy(body), labels: body.labels ?? {} } }),
  update: ({ body, current }) => ({
    body: { ...describedPatch(body, current.body), labels: body.labels === null ? {} : patched(body.labels, current.body.labels) },
  }),
  storedBodyIsApi: true,
} satisfies Pick<Kind, 'resource' | 'create' | 'update' | 'storedBodyIsApi'>;

export function tunnelGroupBackends(onlineTunnels: OnlineTunnels): Kind {
  return {
    ...tunnelGroupBackendWrites,
    readMembers: async (accountId) => {
      const online = await onlineTunnels(accountId);
      if (online.length === 0) return NO_TUNNELS;
      const candidates = online.map((tunnel) => ({ labels: tunnel.labels, json: JSON.stringify(tunnel.ref) }));
      // A tunnel's labels are fixed when its agent says hello, and its id is new then: the ids identify the candidates.
      return { member: 'tunnels', selector: 'labels', candidates, key: `${accountId} ${online.map((tunnel) => tunnel.ref.id).join(' ')}` };
    },
    toApi: async (record, uri) =>
      Object.assign(headAndBody<Omit<TunnelGroupBackend, 'tunnels'>>(record, uri), {
        tunnels: matching(await onlineTunnels(record.accountId), record.body.labels),
      }),
  };
}
