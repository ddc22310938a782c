/**
 * The CPU time of the PostgreSQL backends serving one database: on the bench machine they share the cores with
 * the server, so a request's cost on PostgreSQL is the server's CPU plus theirs (a statement that writes 100
 * items costs the backend more than the server). Read from /proc for the backends `pg_stat_activity` lists for
 * the database; a backend that exits during the measured span loses its time (the pool keeps its connections
 * open between rounds, so few do).
 */
import pg from 'pg';
import { cpuMicrosOf } from './processes.js';

export interface DatabaseCpu {
  /** CPU µs of the database's backends so far, by backend process. */
  sample(): Promise<Map<number, number>>;
  close(): Promise<void>;
}

/** Watches the backends of the database at `databaseUrl` (through a connection of its own, not counted). */
export async function watchDatabaseCpu(databaseUrl: string): Promise<DatabaseCpu> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    sample: async () => {
      const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      const cpu = new Map<number, number>();
      for (const { pid } of rows) {
        try {
          cpu.set(pid, cpuMicrosOf(pid));
        } catch {
          // The backend exited between the query and the read.
        }
      }
      return cpu;
    },
    close: () => client.end(),
  };
}

/** CPU µs the backends used between two samples (a backend new since the first counts from zero). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}
