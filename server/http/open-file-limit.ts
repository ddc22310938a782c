/**
 * The total connection cap (`MAX_CONNECTIONS`) kept within the process's open-file limit
 * (docs/decisions/0084-connections-within-the-file-limit.md). Each connection is a file descriptor, and so
 * is each of the database's files and sockets, the log, the DNS server's sockets: a cap at or over the limit
 * lets connections use up the descriptors, and the connections past them are then closed without an answer
 * (the kernel's accept fails) while the database may fail to open a file. The default cap (1,000) is over
 * what a limit of 1,024 leaves, so the cap is lowered to the limit less a reserve, and the start says so.
 */
import fs from 'node:fs';

/** Descriptors kept for everything but client connections: the embedded database alone held ~95 at idle. */
export const RESERVED_DESCRIPTORS = 256;

/** The process's soft limit on open files (Linux: /proc/self/limits), or undefined when it cannot be read or is unlimited. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(limitsFile, 'utf8');
  } catch {
    return undefined;
  }
  const soft = /^Max open files\s+(\S+)/m.exec(text)?.[1];
  return soft === undefined || !/^\d+$/.test(soft) ? undefined : Number(soft);
}

export interface CapWithinLimit {
  readonly maxConnections: number;
  /** Set when the cap was lowered: the line the start prints. */
  readonly warning?: string;
}

/** `maxConnections`, or the open-file limit less the reserve when that is lower (at least 1). */
export function capWithinFileLimit(maxConnections: number, limit: number | undefined): CapWithinLimit {
  if (limit === undefined || maxConnections <= limit - RESERVED_DESCRIPTORS) return { maxConnections };
  const lowered = Math.max(1, limit - RESERVED_DESCRIPTORS);
  return {
    maxConnections: lowered,
    warning:
      `MAX_CONNECTIONS=${maxConnections} lowered to ${lowered}: the open-file limit is ${limit} and ${RESERVED_DESCRIPTORS} ` +
      `descriptors are kept for the database, the log and the DNS server; raise the limit (ulimit -n) to allow more`,
  };
}
