/**
 * Where the hub publishes its online sessions and where every read of sessions comes from. One
 * interface, two places: in memory for a single process (the embedded database), and in PostgreSQL
 * for instances that share it (server/cluster/database-directory.ts), so that any instance lists,
 * gets and finds the owner of any session (docs/decisions/0014-agent-sessions.md).
 */
import { copyRecord, type TunnelSessionRecord } from './session-record.js';

export interface SessionPage {
  records: TunnelSessionRecord[];
  /** Older sessions exist beyond this page. */
  hasMore: boolean;
}

export interface DirectoryEntry {
  record: TunnelSessionRecord;
  /** The instance holding the agent's socket: commands go there. */
  owner: string;
}

/** A session the directory stopped publishing on its own, because its account no longer had room for its tunnels. */
export type DroppedListener = (sessionId: string, refusal: { online: number; maxTunnels: number }) => void;

/** Whether a new session was published, and when not, how many tunnels the account had online. */
export type Admission = { admitted: true } | { admitted: false; online: number };

export interface SessionDirectory {
  /** This instance's id (the owner of the sessions it adds). */
  readonly instanceId: string;
  /**
   * Publishes a new session of this instance unless its tunnels would take the account's online tunnels over
   * `maxTunnels` (tunnel-limit.ts); resolves once every instance can read it, or with the refusal. Two admissions
   * of one account never both pass on a count that misses the other, on any instance.
   */
  admit(record: TunnelSessionRecord, maxTunnels: number): Promise<Admission>;
  /** Publishes a session of this instance again (its state changed); resolves once every instance can read it. */
  add(record: TunnelSessionRecord): Promise<void>;
  /**
   * Calls `listener` for every session of this instance the directory stops publishing on its own: on PostgreSQL one
   * admitted again over its account's tunnel limit after this instance's lease lapsed (cluster-node.ts). The hub
   * closes its agent. The in-memory directory never does.
   */
  onDropped?(listener: DroppedListener): void;
  remove(sessionId: string): Promise<void>;
  /** The account's online sessions older than `beforeId`, newest first (ids are time-sortable, server/ids). */
  page(accountId: string, options: { beforeId?: string | undefined; limit: number }): Promise<SessionPage>;
  find(accountId: string, sessionId: string): Promise<DirectoryEntry | undefined>;
  /** Every online session of the account, newest first. */
  ofAccount(accountId: string): Promise<TunnelSessionRecord[]>;
}

/**
 * The directory of a single process: its own sessions are all there is. It keeps the hub's live
 * records (copied on the way out), so a read sees a state change the moment it happens.
 */
export function createMemoryDirectory(instanceId = 'local'): SessionDirectory {
  const sessions = new Map<string, TunnelSessionRecord>();
  const newestFirst = (accountId: string) =>
    [...sessions.values()].filter((record) => record.account_id === accountId).sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return {
    instanceId,
    async admit(record, maxTunnels) {
      // Counted and added in one turn of this thread: no other admission runs in between.
      if (record.tunnels.length > 0) {
        let online = 0;
        for (const other of sessions.values()) if (other.account_id === record.account_id) online += other.tunnels.length;
        if (online + record.tunnels.length > maxTunnels) return { admitted: false, online };
      }
      sessions.set(record.id, record);
      return { admitted: true };
    },
    async add(record) {
      sessions.set(record.id, record);
    },
    async remove(sessionId) {
      sessions.delete(sessionId);
    },
    async page(accountId, { beforeId, limit }) {
      const older = newestFirst(accountId).filter((record) => beforeId === undefined || record.id < beforeId);
      return { records: older.slice(0, limit).map(copyRecord), hasMore: older.length > limit };
    },
    async find(accountId, sessionId) {
      const record = sessions.get(sessionId);
      return record?.account_id === accountId ? { record: copyRecord(record), owner: instanceId } : undefined;
    },
    async ofAccount(accountId) {
      return newestFirst(accountId).map(copyRecord);
    },
  };
}
