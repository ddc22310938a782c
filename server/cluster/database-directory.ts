/**
 * The session directory of instances that share one PostgreSQL (server/agents/session-directory.ts):
 * rows in `agent_sessions`, owned by this instance, visible to all while the owner's lease runs.
 * It remembers what it published and the tunnel limit each session was admitted under, so that an instance whose
 * lease lapsed (its rows neither listed nor counted meanwhile, perhaps swept) admits its sessions again once it is
 * back (cluster-node.ts), and drops those its account has no room for any more.
 */
import type { DroppedListener, SessionDirectory } from '../agents/session-directory.js';
import type { TunnelSessionRecord } from '../agents/session-record.js';
import { accountSessions, admitSession, findSession, pageSessions, putSession, removeSession } from '../storage/cluster.js';
import type { Database, Queryable } from '../storage/index.js';

export interface DatabaseDirectory extends SessionDirectory {
  /**
   * Admits every session this instance holds again, oldest first, after its lease lapsed and its rows were removed
   * (cluster-node.ts): other instances may have admitted tunnels into the places they held. One its account no longer
   * has room for is dropped (`onDropped`), and its agent closed by the hub. Running it again is harmless (an admission
   * does not count the session's own row), so one that failed part way is simply run again. `between` runs after each
   * admission (the caller keeps its lease).
   */
  republish(between?: () => Promise<void>): Promise<void>;
}

export function createDatabaseDirectory(db: Queryable & Pick<Database, 'transaction'>, instanceId: string): DatabaseDirectory {
  const published = new Map<string, { record: TunnelSessionRecord; maxTunnels: number }>();
  const dropped = new Set<DroppedListener>();
  // A list of 100 tunnel-group backends asks for the account's tunnels 100 times at once (one per
  // item): callers that ask while the same account's query runs share its answer (single flight).
  const inFlight = new Map<string, Promise<TunnelSessionRecord[]>>();
  return {
    instanceId,
    async admit(record, maxTunnels) {
      const online = await admitSession(db, instanceId, record, maxTunnels);
      if (online !== undefined) return { admitted: false, online };
      published.set(record.id, { record, maxTunnels });
      return { admitted: true };
    },
    async add(record) {
      // A change of a session it publishes; one dropped (or never admitted) is not brought back.
      const entry = published.get(record.id);
      if (entry === undefined) return;
      entry.record = record;
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
    async republish(between) {
      for (const [sessionId, entry] of [...published]) {
        // Ended (or dropped) since the loop began: nothing to admit.
        if (published.get(sessionId) !== entry) continue;
        const { record, maxTunnels } = entry;
        const online = await admitSession(db, instanceId, record, maxTunnels);
        // These writes do not go through the hub's queue of the session's writes: what happened to it meanwhile wins.
        // Removed while it was admitted (its agent went): its removal found no row, so the row written here goes.
        if (published.get(sessionId) !== entry) {
          if (online === undefined) await removeSession(db, sessionId);
        } else if (online !== undefined) {
          published.delete(sessionId);
          for (const listener of dropped) listener(sessionId, { online, maxTunnels });
        } else if (entry.record !== record) {
          // Changed while it was admitted (its update state): the older record written here gives way to the newer.
          await putSession(db, instanceId, entry.record);
        }
        await between?.();
      }
    },
    onDropped(listener) {
      dropped.add(listener);
    },
  };
}
