/**
 * What the hub knows about one online tunnel session (spec/components/schemas/TunnelSession.yaml), plus the state the
 * command rules need. Records handed out are copies: callers cannot change the hub's state.
 */
import type { Transport, UpdateStatus } from './protocol.js';

/** `{ id, uri }`: a resource identifier and a URI locating it (spec/components/schemas/Ref.yaml). */
export interface Ref {
  id: string;
  uri: string;
}

export interface TunnelRecord {
  /** The tunnel's own Ref (`tn_…`), as tunnel-group backends list it (spec/components/schemas/TunnelGroupBackend.yaml `tunnels`). */
  ref: Ref;
  name?: string;
  labels: Readonly<Record<string, string>>;
  session_id: string;
}

export interface TunnelSessionRecord {
  id: string;
  uri: string;
  account_id: string;
  credential: Ref;
  agent_version: string;
  os: string;
  transport: Transport;
  /** Present only when the agent set it (spec/components/schemas/TunnelSession.yaml). */
  metadata?: string;
  region: string;
  ip: string;
  /** RFC 3339, UTC, second precision (docs/decisions/0011-timestamps.md). */
  started_at: string;
  update_checks: boolean;
  update: UpdateStatus;
  tunnels: TunnelRecord[];
}

export function copyRecord(record: TunnelSessionRecord): TunnelSessionRecord {
  return {
    ...record,
    credential: { ...record.credential },
    update: { ...record.update },
    tunnels: record.tunnels.map(copyTunnel),
  };
}

export function copyTunnel(tunnel: TunnelRecord): TunnelRecord {
  return { ...tunnel, ref: { ...tunnel.ref }, labels: { ...tunnel.labels } };
}

/** RFC 3339 UTC with second precision: `2026-11-21T05:49:19Z`. */
export function rfc3339Seconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
