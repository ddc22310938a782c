/**
 * The session directory of instances that share one PostgreSQL (server/agents/session-directory.ts):
 * rows in `agent_sessions`, owned by this instance, visible to all while the owner's lease runs.
 * It remembers what it published, so that an instance whose lease was lost (and whose rows were
 * swept) can publish its sessions again once it is back (cluster-node.ts).
 */
import type { SessionDirectory } from '../agents/session-directory.js';
import type { TunnelSessionRecord } from '../agents/session-record.js';
import { accountSessions, admitSession, findSession, pageSessions, putSession, removeSession } from '../storage/cluster.js';
import type { Database, Queryable } from '../storage/index.js';

export interface DatabaseDirectory extends SessionDirectory {
  /** Writes every session this instance holds again. */
  republish(): Promise<void>;
}

export function createDatabaseDirectory(db: Queryable & Pick<Database, 'transaction'>, instanceId: string): DatabaseDirectory {
  const published = new Map<string, TunnelSessionRecord>();
  // A list of 100 tunnel-group backends asks for the account's tunnels 100 times at once (one per
  // item): callers that ask while the same account's query runs share its answer (single flight).
  const inFlight = new Map<string, Promise<TunnelSessionRecord[]>>();
  return {
    instanceId,
    async admit(record, maxTunnels) {
      const online = await admitSession(db, instanceId, record, maxTunnels);
      if (online !== undefined) return { admitted: false, online };
      published.set(record.id, record);
      return { admitted: true };
    },
    async add(record) {
      published.set(record.id, record);
      await putSession(db, instanceId, record);
    },
    async remove(sessionId) {
      published.delete(sessionId);
      await removeSession(db, sessionId);
    },
    page: (accountId, options) => pageSessions<TunnelSessionRecord>(db, accountId, options),
    async find(accountId, sessionId) {
      const found = await findSession<TunnelSessionRecord>(db, accountId, sessionId);
      return found === undefined ? undefined : { record: found.record, owner: found.instanceId };
    },
    ofAccount(accountId) {
      const running = inFlight.get(accountId);
      if (running !== undefined) return running;
      const query = accountSessions<TunnelSessionRecord>(db, accountId).finally(() => inFlight.delete(accountId));
      inFlight.set(accountId, query);
      return query;
    },
    async republish() {
      for (const record of [...published.values()]) await putSession(db, instanceId, record);
    },
  };
}
