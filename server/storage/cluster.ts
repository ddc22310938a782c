/**
 * The cluster tables (migrations/002_cluster.sql): instances with their leases, and the online agent
 * sessions each one holds. Times are the database's (`now()`), the one clock every instance shares.
 */
import type { Database, Queryable } from './database.js';

/** Inserts the instance, or renews it when it exists; its lease runs `leaseMs` from now. */
export async function registerInstance(db: Queryable, instanceId: string, leaseMs: number): Promise<void> {
  await db.query(
    `INSERT INTO server_instances (id, lease_expires_at) VALUES ($1, now() + make_interval(secs => $2::float8 / 1000))
     ON CONFLICT (id) DO UPDATE SET lease_expires_at = excluded.lease_expires_at`,
    [instanceId, leaseMs],
  );
}

/**
 * Extends the lease while it runs; false when it lapsed (the instance could not renew for longer than its lease) or
 * the instance is gone (swept as dead). Either way the other instances took it for dead: its sessions were neither
 * listed nor counted against an account's tunnel limit meanwhile, so they are admitted again, not merely revived.
 */
export async function renewInstance(db: Queryable, instanceId: string, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE server_instances SET lease_expires_at = now() + make_interval(secs => $2::float8 / 1000) WHERE id = $1 AND lease_expires_at > now()',
    [instanceId, leaseMs],
  );
  return rowCount > 0;
}

/** Deletes every instance whose lease has expired, and so their sessions (cascade); returns how many. */
export async function sweepExpiredInstances(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM server_instances WHERE lease_expires_at < now()');
  return rowCount;
}

/** A clean shutdown: the instance and its sessions go at once. */
export async function removeInstance(db: Queryable, instanceId: string): Promise<void> {
  await db.query('DELETE FROM server_instances WHERE id = $1', [instanceId]);
}

export interface StoredSession<Record> {
  record: Record;
  instanceId: string;
}

export async function putSession(db: Queryable, instanceId: string, session: { id: string; account_id: string; credential: { id: string } }): Promise<void> {
  await db.query(
    `INSERT INTO agent_sessions (id, account_id, credential_id, instance_id, record) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET instance_id = excluded.instance_id, record = excluded.record`,
    [session.id, session.account_id, session.credential.id, instanceId, JSON.stringify(session)],
  );
}

// Only sessions of instances whose lease runs are online: a dead instance's rows vanish from every
// read the moment its lease expires, before any sweep deletes them.
const LIVE = 'JOIN server_instances i ON i.id = s.instance_id AND i.lease_expires_at > now()';

/**
 * Inserts a new session unless the account's online tunnels and its own would be more than `maxTunnels`
 * (server/agents/tunnel-limit.ts); returns how many the account had online when it refused, undefined when
 * inserted. An agent that serves no tunnel is always inserted. One admission of an account at a time, on every
 * instance: a transaction-scoped advisory lock on the account, taken before the count, so each count (a statement
 * of its own, with its own snapshot) sees every admission before it.
 */
export async function admitSession(
  db: Queryable & Pick<Database, 'transaction'>,
  instanceId: string,
  session: { id: string; account_id: string; credential: { id: string }; tunnels: readonly unknown[] },
  maxTunnels: number,
): Promise<number | undefined> {
  if (session.tunnels.length === 0) {
    await putSession(db, instanceId, session);
    return undefined;
  }
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`agent_sessions.tunnels:${session.account_id}`]);
    const { rows } = await tx.query<{ online: number }>(
      // Its own row left out: a session admitted again (after a lapsed lease) may still have one.
      `SELECT coalesce(sum(jsonb_array_length(s.record->'tunnels')), 0)::int AS online FROM agent_sessions s ${LIVE}
        WHERE s.account_id = $1 AND s.id <> $2`,
      [session.account_id, session.id],
    );
    const online = rows[0]?.online ?? 0;
    if (online + session.tunnels.length > maxTunnels) return online;
    await putSession(tx, instanceId, session);
    return undefined;
  });
}

export async function removeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM agent_sessions WHERE id = $1', [sessionId]);
}

/** The account's online sessions older than `beforeId` (all when undefined), newest first, up to `limit` + whether more exist. */
export async function pageSessions<Record>(
  db: Queryable,
  accountId: string,
  options: { beforeId?: string | undefined; limit: number },
): Promise<{ records: Record[]; hasMore: boolean }> {
  const { rows } = await db.query<{ record: Record }>(
    `SELECT s.record FROM agent_sessions s ${LIVE}
     WHERE s.account_id = $1 AND ($2::text IS NULL OR s.id < $2::text COLLATE "C")
     ORDER BY s.id DESC LIMIT $3`,
    [accountId, options.beforeId ?? null, options.limit + 1],
  );
  return { records: rows.slice(0, options.limit).map((row) => row.record), hasMore: rows.length > options.limit };
}

export async function findSession<Record>(db: Queryable, accountId: string, sessionId: string): Promise<StoredSession<Record> | undefined> {
  const { rows } = await db.query<{ record: Record; instance_id: string }>(
    `SELECT s.record, s.instance_id FROM agent_sessions s ${LIVE} WHERE s.id = $1 AND s.account_id = $2`,
    [sessionId, accountId],
  );
  const row = rows[0];
  return row === undefined ? undefined : { record: row.record, instanceId: row.instance_id };
}

/** Every online session of the account, newest first. */
export async function accountSessions<Record>(db: Queryable, accountId: string): Promise<Record[]> {
  const { rows } = await db.query<{ record: Record }>(`SELECT s.record FROM agent_sessions s ${LIVE} WHERE s.account_id = $1 ORDER BY s.id DESC`, [accountId]);
  return rows.map((row) => row.record);
}
