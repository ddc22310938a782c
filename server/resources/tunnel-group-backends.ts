/**
 * Tunnel group backends (spec/components/schemas/TunnelGroupBackend.yaml): labels select the online tunnels
 * that serve traffic; `tunnels` lists those currently matching, computed from the live agent sessions at read
 * time.
 */
import { resources } from '@tunnel-api/server';
import type { TunnelGroupBackend, TunnelGroupBackendCreate, TunnelGroupBackendUpdate } from '@tunnel-api/validators';
import { describedBy, describedPatch, patched, type ResourceKind, resourceHead } from './crud.js';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  labels: Record<string, string>;
}

/** The online tunnels of an account whose labels include all of `labels` (the session hub provides them, docs/decisions/0014-agent-sessions.md). */
export type TunnelMatcher = (accountId: string, labels: Readonly<Record<string, string>>) => Promise<Array<{ id: string; uri: string }>>;

export function tunnelGroupBackends(
  matchTunnels: TunnelMatcher,
): ResourceKind<'tunnel_group_backend', TunnelGroupBackend, TunnelGroupBackendCreate, TunnelGroupBackendUpdate, Stored> {
  return {
    resource: resources.tunnel_group_backend,
    create: ({ body }) => ({ body: { ...describedBy(body), labels: body.labels ?? {} } }),
    update: ({ body, current }) => ({
      body: { ...describedPatch(body, current.body), labels: body.labels === null ? {} : patched(body.labels, current.body.labels) },
    }),
    toApi: async (record, uri) =>
      Object.assign(resourceHead(record, uri), {
        labels: record.body.labels,
        tunnels: await matchTunnels(record.accountId, record.body.labels),
      }),
  };
}
