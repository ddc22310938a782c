/**
 * The database as the handlers see it, with every statement and transaction timed into the
 * `tunnel_api_db_duration_seconds` histogram. A Proxy rather than a class implementing `Database`:
 * whatever else the storage layer offers passes through untouched, and `this` inside the real
 * methods stays the real database (its transaction scope is keyed on it).
 */
import { performance } from 'node:perf_hooks';
import type { Database, Transaction } from '../storage/index.js';
import type { ServerMetrics } from './metrics.js';

/** Databases already timed: instrumenting one twice would count every statement twice. */
const instrumented = new WeakSet<Database>();

export function instrumentDatabase(db: Database, metrics: ServerMetrics): Database {
  if (instrumented.has(db)) return db;
  const timed = async <T>(kind: 'query' | 'transaction', run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      metrics.databaseDuration.observe({ kind }, (performance.now() - started) / 1000);
    }
  };
  const timedQueries = <Q extends Database | Transaction>(target: Q): Q['query'] =>
    ((sql: string, params?: readonly unknown[]) => timed('query', () => target.query(sql, params))) as Q['query'];

  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === 'query') return timedQueries(target);
      if (property === 'transaction') {
        return <T>(fn: (tx: Transaction) => Promise<T>) => timed('transaction', () => target.transaction((tx) => fn({ ...tx, query: timedQueries(tx) })));
      }
      // The target as receiver: its getters may read private fields, which a Proxy does not have.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  instrumented.add(proxy);
  return proxy;
}
