/**
 * The agent's event log: one line per event on stderr, with the time and the process id, so the
 * lines of a re-executed agent (same stderr, new pid) can be told apart.
 */
export type Log = (event: string) => void;

export function createLog(write: (line: string) => void = (line) => process.stderr.write(line)): Log {
  return (event) => write(`${new Date().toISOString()} agent[${process.pid}] ${event}\n`);
}
