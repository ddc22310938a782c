/**
 * The breaking-change guard: load two versions of a spec into the IR, compare them, locate every change
 * in the source files. Pure apart from loading.
 */
import path from 'node:path';
import { Diagnostics } from '../diagnostics.js';
import type { IrDocument } from '../ir/types.js';
import { loadIr } from '../load/load-ir.js';
import { readNamingConfig } from '../naming/config.js';
import { type NamingConfig, NamingConfigError } from '../naming/project-names.js';
import { createNameResolver } from '../naming/resolver.js';
import { NAME_CLAIMS } from '../targets.js';
import { AcceptedChangesError, applyAcceptedChanges, readAcceptedChanges } from './accepted-changes.js';
import type { Change } from './change.js';
import { compareDocuments } from './compare-documents.js';
import { compareDocumentation } from './documentation-diff.js';
import { createLocator } from './locate.js';
import { compareSurfaces, publicSurface } from './surface.js';

export { ACCEPTED_CHANGES_FILE } from './accepted-changes.js';
export { BaseRefError, extractSpecAt } from './base-spec.js';
export type { Change, Severity } from './change.js';
export { type DiffFormat, formatChanges } from './format.js';

export interface DiffResult {
  readonly changes: readonly Change[];
  readonly diagnostics: Diagnostics;
}

/**
 * Undefined `changes` when either version cannot be loaded (see diagnostics). Breaking changes the head's
 * `accepted-changes.yaml` lists are reported as `risky`, with their reason (accepted-changes.ts).
 */
export async function diffSpecs(baseRoot: string, headRoot: string): Promise<{ changes: Change[] | undefined; diagnostics: Diagnostics }> {
  const diagnostics = new Diagnostics();
  const base = await loadIr(baseRoot, diagnostics);
  const head = await loadIr(headRoot, diagnostics);
  if (base === undefined || head === undefined || diagnostics.hasErrors) return { changes: undefined, diagnostics };
  return { changes: compareVersions({ ir: base, root: baseRoot }, { ir: head, root: headRoot }, diagnostics), diagnostics };
}

/** A version of the spec already loaded: its IR and the root file it was loaded from (for locating changes). */
export interface LoadedVersion {
  readonly ir: IrDocument;
  readonly root: string;
}

/**
 * The changes between two loaded versions, located in their files (`npm run dev` compares each save's IR with
 * the version it started from, generator/watch/api-changes.ts). Undefined, with a diagnostic, when the head's
 * naming configuration or accepted changes cannot be read.
 */
export function compareVersions(base: LoadedVersion, head: LoadedVersion, diagnostics: Diagnostics): Change[] | undefined {
  let config: NamingConfig;
  try {
    config = readNamingConfig({ specPath: head.root });
  } catch (error) {
    if (!(error instanceof NamingConfigError)) throw error;
    diagnostics.report({ code: 'GEN012', message: error.message });
    return undefined;
  }
  let accepted;
  try {
    accepted = readAcceptedChanges(head.root);
  } catch (error) {
    if (!(error instanceof AcceptedChangesError)) throw error;
    diagnostics.report({ code: 'GEN013', message: error.message });
    return undefined;
  }
  const changes = applyAcceptedChanges(
    [...compareDocuments(base.ir, head.ir), ...surfaceChanges(base.ir, head.ir, config), ...compareDocumentation(base.ir, head.ir)],
    accepted.entries,
  );
  // Files are shown relative to the spec folder's parent (`spec/paths/…`) on both sides.
  const displayRoot = (root: string) => path.dirname(path.dirname(path.resolve(root)));
  const locate = { base: createLocator(base.root, displayRoot(base.root)), head: createLocator(head.root, displayRoot(head.root)) };
  for (const change of changes) {
    const at = locate[change.side](change.pointer);
    change.file = at?.file;
    change.line = at?.line;
  }
  return changes;
}

/** Names the generated packages lose between the versions (generator/diff/surface.ts), both named with the head's configuration. */
function surfaceChanges(base: IrDocument, head: IrDocument, config: NamingConfig): Change[] {
  // Naming warnings were reported when each version was generated; they are not this comparison's.
  const quiet = new Diagnostics();
  const surface = (ir: IrDocument) => publicSurface(ir, createNameResolver(ir, config, quiet, NAME_CLAIMS));
  return compareSurfaces(surface(base), surface(head), new Map(head.operations.map((op) => [op.operationId, op.pointer])));
}
