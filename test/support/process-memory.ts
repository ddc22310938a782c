import fs from 'node:fs';

/**
 * A process's resident memory in bytes, from /proc (Linux): `VmRSS` now, or `VmHWM`, its peak since it started or
 * since the last reset (writing 5 to /proc/<pid>/clear_refs). `pid` 'self' is this process.
 */
export function residentBytes(pid: number | 'self', field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
  if (kb === undefined) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kb) * 1024;
}
