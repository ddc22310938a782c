/** Replaces (or appends) one `## <title>` section of bench/RESULTS.md, leaving every other section as it is. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './processes.js';

export const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'RESULTS.md');

export function writeResultsSection(title: string, body: string): void {
  const text = fs.readFileSync(RESULTS_FILE, 'utf8');
  const heading = `## ${title}\n`;
  const section = `${heading}\n${body.trim()}\n`;
  const start = text.indexOf(heading);
  if (start === -1) {
    fs.writeFileSync(RESULTS_FILE, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + heading.length);
  const end = next === -1 ? text.length : next + 1;
  fs.writeFileSync(RESULTS_FILE, `${text.slice(0, start)}${section}${next === -1 ? '' : '\n'}${text.slice(end)}`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function machine(): string {
  const cpus = os.cpus();
  return `node ${process.version}, ${cpus[0]?.model.trim() ?? 'unknown CPU'} (${cpus.length} cores, shared)`;
}
