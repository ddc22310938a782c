/**
 * This instance as a member of a cluster of instances sharing one PostgreSQL
 * (docs/decisions/0031-cluster.md): a row in `server_instances` with a lease it renews twice per
 * heartbeat interval, the session directory and command relay its hub uses, and the rate limiter
 * every instance shares (docs/decisions/0054-leased-rate-limit.md). Each renewal also sweeps instances whose lease expired (killed ones), and
 * with them their sessions, so nothing needs a leader.
 *
 * A lease lasts two heartbeat intervals: a killed instance's sessions stop being listed at most that
 * long after its last renewal, the same bound the hub applies to a silent agent.
 */
import { API_KEYS_CREATED_CHANNEL, type ApiKeyCreations, inProcessKeyCreations } from '../accounts/index.js';
import type { CommandRelay } from '../agents/command-relay.js';
import type { RateLimiter } from '../http/rate-limiter.js';
import { newId } from '../ids/index.js';
import { registerInstance, removeInstance, renewInstance, sweepExpiredInstances } from '../storage/cluster.js';
import type { Database } from '../storage/index.js';
import { createDatabaseDirectory, type DatabaseDirectory } from './database-directory.js';
import { LeasedRateLimiter } from './leased-rate-limiter.js';
import { openListener } from './listener.js';
import { createNotifyRelay } from './notify-relay.js';

export interface ClusterNodeOptions {
  db: Database;
  /** The same database, for the dedicated LISTEN connection. */
  databaseUrl: string;
  heartbeatMs: number;
  commandTimeoutMs: number;
  rateLimitPerMinute: number;
  log?: (line: string) => void;
}

export interface ClusterNode {
  readonly instanceId: string;
  readonly directory: DatabaseDirectory;
  readonly relay: CommandRelay;
  readonly rateLimiter: RateLimiter & { stop(): Promise<void> };
  /**
   * Whether this instance takes part in the cluster right now: its lease was renewed within the lease
   * time and its LISTEN connection is up (otherwise commands for its agents cannot reach it).
   */
  healthy(): boolean;
  /** Key creations on any instance (and by the admin command), for the authentication cache. */
  readonly apiKeyCreations: ApiKeyCreations;
  /** Leaves the cluster: the instance row and its sessions are deleted at once. */
  stop(): Promise<void>;
}

export async function startClusterNode(options: ClusterNodeOptions): Promise<ClusterNode> {
  const { db } = options;
  const log = options.log ?? (() => undefined);
  const instanceId = newId('inst');
  const leaseMs = 2 * options.heartbeatMs;
  await registerInstance(db, instanceId, leaseMs);
  await sweepExpiredInstances(db);
  const listener = await openListener(options.databaseUrl, log);
  const directory = createDatabaseDirectory(db, instanceId);
  const relay = createNotifyRelay({ db, listener, instanceId, commandTimeoutMs: options.commandTimeoutMs });
  let keysCreated = 0;
  listener.on(API_KEYS_CREATED_CHANNEL, () => {
    keysCreated += 1;
  });
  // A notification may be lost while the LISTEN connection is down: then no epoch, and a new one after.
  const apiKeyCreations: ApiKeyCreations = {
    epoch: () => (listener.isConnected() ? `${listener.generation()}.${keysCreated}.${inProcessKeyCreations.epoch()}` : undefined),
  };

  let stopped = false;
  let renewing = false;
  let renewedAt = Date.now();
  // Set once the instance's rows are gone, cleared once every session was admitted again: a republish that failed
  // part way (the database away again) is run again by the next renewal, whose lease is by then a fresh one.
  let republishPending = false;
  const renew = async (): Promise<void> => {
    if (renewing || stopped) return;
    renewing = true;
    try {
      if (!(await renewInstance(db, instanceId, leaseMs))) {
        // Taken for dead while it could not renew (the database was away longer than the lease): its rows, swept or
        // lapsed, go, and its sessions are admitted again within their accounts' tunnel limits, which the other
        // instances filled without counting them (docs/decisions/0100-online-tunnels-per-account.md).
        log('cluster: this instance was taken for dead; registering again');
        await removeInstance(db, instanceId);
        republishPending = true;
        await registerInstance(db, instanceId, leaseMs);
      }
      renewedAt = Date.now();
      if (republishPending) {
        // The lease is kept while it runs: one admission of each session, which may outlast a lease.
        await directory.republish(async () => {
          if (Date.now() - renewedAt < leaseMs / 4) return;
          if (!(await renewInstance(db, instanceId, leaseMs))) throw new Error('the lease lapsed while the sessions were admitted again');
          renewedAt = Date.now();
        });
        republishPending = false;
      }
      await sweepExpiredInstances(db);
    } catch {
      // The database is away; the next renewal tries again and /readyz reports it meanwhile.
    } finally {
      renewing = false;
    }
  };
  const timer = setInterval(() => void renew(), Math.max(50, Math.floor(options.heartbeatMs / 2)));
  timer.unref();

  const rateLimiter = new LeasedRateLimiter(db, { limit: options.rateLimitPerMinute });

  return {
    instanceId,
    directory,
    relay,
    rateLimiter,
    healthy: () => listener.isConnected() && Date.now() - renewedAt < leaseMs,
    apiKeyCreations,
    async stop() {
      stopped = true;
      clearInterval(timer);
      // What this instance reserved and did not spend goes back to the other instances.
      await rateLimiter.stop();
      await listener.close();
      await removeInstance(db, instanceId).catch(() => undefined);
    },
  };
}
