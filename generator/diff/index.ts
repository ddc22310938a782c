/**
 * The breaking-change guard: load two versions of a spec into the IR, compare them, locate every change
 * in the source files. Pure apart from loading.
 */
import path from 'node:path';
import { Diagnostics } from '../diagnostics.js';
import { loadIr } from '../index.js';
import type { Change } from './change.js';
import { compareDocuments } from './compare-documents.js';
import { createLocator } from './locate.js';

export type { Change, Severity } from './change.js';
export { formatChanges, type DiffFormat } from './format.js';
export { extractSpecAt, BaseRefError } from './base-spec.js';

export interface DiffResult {
  readonly changes: readonly Change[];
  readonly diagnostics: Diagnostics;
}

/** Undefined `changes` when either version cannot be loaded (see diagnostics). */
export async function diffSpecs(baseRoot: string, headRoot: string): Promise<{ changes: Change[] | undefined; diagnostics: Diagnostics }> {
  const diagnostics = new Diagnostics();
  const base = await loadIr(baseRoot, diagnostics);
  const head = await loadIr(headRoot, diagnostics);
  if (base === undefined || head === undefined || diagnostics.hasErrors) return { changes: undefined, diagnostics };
  const changes = compareDocuments(base, head);
  // Files are shown relative to the spec folder's parent (`spec/paths/…`) on both sides.
  const displayRoot = (root: string) => path.dirname(path.dirname(path.resolve(root)));
  const locate = { base: createLocator(baseRoot, displayRoot(baseRoot)), head: createLocator(headRoot, displayRoot(headRoot)) };
  for (const change of changes) {
    const at = locate[change.side](change.pointer);
    change.file = at?.file;
    change.line = at?.line;
  }
  return { changes, diagnostics };
}
