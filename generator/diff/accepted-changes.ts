/**
 * Breaking changes made on purpose: `accepted-changes.yaml` beside the root spec file lists each one by
 * the guard's rule, the pointer it reports and the words of the change (the end of its message), with
 * the reason no working client breaks — typically a limit the server always enforced and the spec now
 * states (docs/decisions/0025-breaking-change-guard.md). A matching change stays in the report with its
 * reason, as `risky`: it still moves the packages' minor version (generated validators and types refuse
 * more), but it does not fail the guard. A change of another rule, place or size is not matched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isSeq, parse, parseDocument } from 'yaml';
import type { Change } from './change.js';

export const ACCEPTED_CHANGES_FILE = 'accepted-changes.yaml';

export interface AcceptedChange {
  /** The guard's rule, e.g. `byte-limit-narrowed`. */
  readonly rule: string;
  /** The JSON pointers the guard reports, in the bundled document (one change made in several places). */
  readonly at: readonly string[];
  /** How the change's message ends: `x-max-bytes changed from none to 255`. */
  readonly change: string;
  /** Why no working client breaks; shown in the report and the changelog. */
  readonly reason: string;
}

export class AcceptedChangesError extends Error {}

/** The entries of `accepted-changes.yaml` beside `specRoot`; none when there is no such file. */
export function readAcceptedChanges(specRoot: string): { file: string; entries: AcceptedChange[] } {
  const file = path.join(path.dirname(path.resolve(specRoot)), ACCEPTED_CHANGES_FILE);
  if (!fs.existsSync(file)) return { file, entries: [] };
  let data: unknown;
  try {
    data = parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new AcceptedChangesError(`${file}: not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (data === null || data === undefined) return { file, entries: [] };
  if (!Array.isArray(data)) throw new AcceptedChangesError(`${file}: must be a list of entries`);
  const entries = data.map((entry: unknown, index) => {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
    const missing = ['rule', 'at', 'change', 'reason'].filter(
      (key) => !(text(record[key]) || (key === 'at' && Array.isArray(record[key]) && record[key].length > 0 && record[key].every(text))),
    );
    if (missing.length > 0) throw new AcceptedChangesError(`${file}: entry ${index + 1} needs ${missing.join(', ')} (non-empty text; \`at\` may be a list)`);
    const unknown = Object.keys(record).filter((key) => !['rule', 'at', 'change', 'reason'].includes(key));
    if (unknown.length > 0) throw new AcceptedChangesError(`${file}: entry ${index + 1} has unknown key(s) ${unknown.join(', ')}`);
    return {
      rule: record['rule'],
      at: [record['at']].flat(),
      change: (record['change'] as string).trim(),
      reason: (record['reason'] as string).trim(),
    } as AcceptedChange;
  });
  return { file, entries };
}

export function matches(entry: AcceptedChange, change: Change): boolean {
  return change.rule === entry.rule && entry.at.includes(change.pointer) && change.message.endsWith(entry.change);
}

/** Breaking changes an entry matches become `risky` with the entry's reason; every other change is unchanged. */
export function applyAcceptedChanges(changes: readonly Change[], entries: readonly AcceptedChange[]): Change[] {
  return changes.map((change) => {
    if (change.severity !== 'breaking') return change;
    const entry = entries.find((e) => matches(e, change));
    return entry === undefined ? change : { ...change, severity: 'risky', accepted: entry.reason };
  });
}

/**
 * Drops the entries no change of `changes` (the changes since the last release) matches: once a release
 * carries a change, the guard no longer sees it. The file is cut as text, entry by entry, so comments and
 * the other entries stay exactly as written. Returns how many entries were dropped.
 */
export function pruneAcceptedChanges(specRoot: string, changes: readonly Change[]): number {
  const { file, entries } = readAcceptedChanges(specRoot);
  const stale = new Set(entries.map((entry, index) => (changes.some((change) => matches(entry, change)) ? -1 : index)).filter((index) => index >= 0));
  if (stale.size === 0) return 0;
  const text = fs.readFileSync(file, 'utf8');
  const list = parseDocument(text).contents;
  if (!isSeq(list)) return 0;
  // Each entry runs from the line of its `-` to the line of the next entry's.
  const lineStart = (offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
  const starts = list.items.map((item) => lineStart((item as { range?: [number, number, number] }).range![0]));
  let kept = text.slice(0, starts[0]);
  starts.forEach((from, index) => {
    if (!stale.has(index)) kept += text.slice(from, starts[index + 1] ?? text.length);
  });
  fs.writeFileSync(file, kept);
  return stale.size;
}
