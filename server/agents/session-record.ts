/**
 * What the hub knows about one online tunnel session (spec/components/schemas/TunnelSession.yaml), plus the state the
 * command rules need. Records handed out are copies: callers cannot change the hub's state.
 */
import type { HelloMessage, Transport, UpdateStatus } from '../../agent-protocol/index.js';
import { newId } from '../ids/index.js';

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

/** Where and when a session starts, beside what its agent said in `hello`. */
export interface SessionOrigin {
  /** The agent's source IP (client-ip.ts). */
  ip: string;
  /** Base of the record's `uri`s (the server's public URL, no trailing `/`). */
  publicUrl: string;
  /** The region of an agent that names none. */
  regionDefault: string;
  startedAt: Date;
}

/** The record of a session that is coming online: new ids for it and its tunnels, the agent's announcements. */
export function newSessionRecord(hello: HelloMessage, identity: { accountId: string; credentialId: string }, origin: SessionOrigin): TunnelSessionRecord {
  const { publicUrl } = origin;
  const id = newId('ts');
  const record: TunnelSessionRecord = {
    id,
    uri: `${publicUrl}/tunnel_sessions/${id}`,
    account_id: identity.accountId,
    credential: { id: identity.credentialId, uri: `${publicUrl}/credentials/${identity.credentialId}` },
    agent_version: hello.agent_version,
    os: hello.os,
    transport: hello.transport,
    region: hello.region ?? origin.regionDefault,
    ip: origin.ip,
    started_at: rfc3339Seconds(origin.startedAt),
    update_checks: hello.update_checks,
    update: hello.update ?? { state: 'idle' },
    tunnels: hello.tunnels.map((tunnel) => {
      const tunnelId = newId('tn');
      return {
        ref: { id: tunnelId, uri: `${publicUrl}/tunnels/${tunnelId}` },
        ...(tunnel.name === undefined ? {} : { name: tunnel.name }),
        labels: { ...tunnel.labels },
        session_id: id,
      };
    }),
  };
  if (hello.metadata !== undefined) record.metadata = hello.metadata;
  return record;
}
