/**
 * The API view of a session record: exactly the fields of spec/components/schemas/TunnelSession.yaml, with
 * `metadata` present only when set. Internal state (account, tunnels, update state) stays out.
 */
import type { Transport } from '../../agent-protocol/index.js';
import type { Ref, TunnelSessionRecord } from './session-record.js';

export interface TunnelSessionResource {
  id: string;
  uri: string;
  agent_version: string;
  credential: Ref;
  ip: string;
  metadata?: string;
  os: string;
  region: string;
  started_at: string;
  transport: Transport;
}

export function toTunnelSessionResource(record: TunnelSessionRecord): TunnelSessionResource {
  const resource: TunnelSessionResource = {
    id: record.id,
    uri: record.uri,
    agent_version: record.agent_version,
    credential: { ...record.credential },
    ip: record.ip,
    os: record.os,
    region: record.region,
    started_at: record.started_at,
    transport: record.transport,
  };
  if (record.metadata !== undefined) resource.metadata = record.metadata;
  return resource;
}
