/**
 * What a save changes for the API's users, told in the loop (docs/decisions/0056-dev-loop-verdicts.md): the
 * breaking-change guard's verdict (generator/diff, what `npm run diff` and `npm run check` say) and the request
 * fields the reference server would drop (unstored-fields.ts), both against the version the session started
 * from — the spec at git's HEAD, or, outside a git checkout, the spec as it was when the loop started. That
 * version is loaded once; each save compares the IR the run built anyway.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Diagnostics } from '../diagnostics.js';
import { BaseRefError, type Change, compareVersions, extractSpecAt } from '../diff/index.js';
import { createLocator } from '../diff/locate.js';
import type { IrDocument } from '../ir/types.js';
import { loadIr } from '../load/load-ir.js';
import { type UnstoredField, unstoredRequestFields } from './unstored-fields.js';

export interface ApiChanges {
  /** Breaking changes (accepted ones are `risky` and not listed), located in the spec's files. */
  readonly breaking: readonly Change[];
  /** Request fields the answer lacks that the base version did not have. */
  readonly unstored: ReadonlyArray<UnstoredField & { readonly file: string | undefined; readonly line: number | undefined }>;
}

export interface Baseline {
  /** What the spec's new IR changes against the base; undefined when the base could not be loaded. */
  compare(head: IrDocument): Promise<ApiChanges | undefined>;
  dispose(): void;
}

/** `repoRoot`: where git is asked for HEAD's spec; `displayRoot`: what files are shown relative to. */
export function startBaseline(specPath: string, repoRoot: string, displayRoot: string): Baseline {
  const root = path.resolve(specPath);
  const base = extractBase(root, repoRoot);
  const loaded = loadIr(base.root, new Diagnostics()).catch(() => undefined);
  return {
    async compare(head) {
      const baseIr = await loaded;
      if (baseIr === undefined) return undefined;
      const changes = compareVersions({ ir: baseIr, root: base.root }, { ir: head, root }, new Diagnostics());
      if (changes === undefined) return undefined;
      const before = new Set(unstoredRequestFields(baseIr).map(key));
      const locate = createLocator(root, displayRoot);
      const unstored = unstoredRequestFields(head)
        .filter((f) => !before.has(key(f)))
        .map((f) => {
          const at = locate(f.pointer);
          return { ...f, file: at?.file, line: at?.line };
        });
      return { breaking: changes.filter((c) => c.severity === 'breaking'), unstored };
    },
    dispose: base.dispose,
  };
}

function key(field: UnstoredField): string {
  return `${field.method} ${field.path} ${field.field}`;
}

/** HEAD's spec folder when git tracks it; else a copy of the spec folder as it is now. */
function extractBase(root: string, repoRoot: string): { root: string; dispose: () => void } {
  const specDir = path.relative(repoRoot, path.dirname(root));
  if (!specDir.startsWith('..') && !path.isAbsolute(specDir) && fs.existsSync(path.join(repoRoot, '.git'))) {
    try {
      const extracted = extractSpecAt('HEAD', repoRoot, specDir.split(path.sep).join('/'));
      return { root: path.join(path.dirname(extracted.root), path.basename(root)), dispose: extracted.dispose };
    } catch (error) {
      if (!(error instanceof BaseRefError)) throw error;
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-api-dev-base-'));
  const copy = path.join(dir, path.basename(path.dirname(root)));
  fs.cpSync(path.dirname(root), copy, { recursive: true });
  return { root: path.join(copy, path.basename(root)), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
