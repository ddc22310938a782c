/**
 * Whether this instance should receive traffic (`GET /readyz`): its database answers, every
 * migration this code ships is applied, it takes part in its cluster (when it shares PostgreSQL),
 * and it is not draining for a shutdown. Each check is
 * reported by name, so an operator reading the 503 sees which one failed.
 */
import { loadMigrations, type Queryable } from '../storage/index.js';

export type CheckResult = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  /** `cluster` only for an instance sharing PostgreSQL (server/cluster/cluster-node.ts `healthy`). */
  checks: { database: CheckResult; migrations: CheckResult; cluster?: CheckResult; draining: boolean };
}

/** A database that does not answer within this long counts as unreachable (a probe must not hang). */
const DATABASE_TIMEOUT_MS = 2000;

export function readinessCheck(db: Queryable, isDraining: () => boolean, clusterHealthy?: () => boolean): () => Promise<Readiness> {
  const shipped = loadMigrations().map((migration) => migration.version);
  return async () => {
    let database: CheckResult = 'ok';
    let migrations: CheckResult = 'failed';
    try {
      const { rows } = await withTimeout(
        db.query<{ applied: number }>('SELECT count(*)::int AS applied FROM schema_migrations WHERE version = ANY($1::int[])', [shipped]),
        DATABASE_TIMEOUT_MS,
      );
      if (rows[0]?.applied === shipped.length) migrations = 'ok';
    } catch {
      database = 'failed';
    }
    const draining = isDraining();
    const cluster: CheckResult | undefined = clusterHealthy === undefined ? undefined : clusterHealthy() ? 'ok' : 'failed';
    return {
      ready: database === 'ok' && migrations === 'ok' && cluster !== 'failed' && !draining,
      checks: { database, migrations, ...(cluster === undefined ? {} : { cluster }), draining },
    };
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
