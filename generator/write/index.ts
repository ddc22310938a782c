/**
 * The write stage, the only stage that touches the output folder: writes files whose content changed
 * (Kubb's write-if-changed: unchanged files keep their mtime, so watchers and builds stay quiet) and
 * removes files a target owned before but no longer emits. A target owns the folders it emits into,
 * so generating the client never deletes the validators' files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EmittedFile } from '../emit/types.js';

export interface WriteResult {
  readonly written: readonly string[];
  readonly unchanged: readonly string[];
  readonly removed: readonly string[];
}

/**
 * @param ownedRoots folders (relative to outDir) the files belong to; stale files under them are removed.
 */
export function writeFiles(outDir: string, files: readonly EmittedFile[], ownedRoots: readonly string[]): WriteResult {
  const written: string[] = [];
  const unchanged: string[] = [];
  const emitted = new Set(files.map((f) => f.path));
  for (const file of files) {
    const target = path.join(outDir, ...file.path.split('/'));
    if (readIfExists(target) === file.contents) {
      unchanged.push(file.path);
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.contents);
    written.push(file.path);
  }
  const removed: string[] = [];
  for (const root of ownedRoots) {
    for (const existing of listFiles(outDir, root)) {
      if (!emitted.has(existing) && !existing.split('/').includes('node_modules')) {
        fs.rmSync(path.join(outDir, ...existing.split('/')));
        removed.push(existing);
      }
    }
  }
  return { written, unchanged, removed };
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Files under outDir/root as POSIX paths relative to outDir, sorted. */
export function listFiles(outDir: string, root: string): string[] {
  const base = path.join(outDir, ...root.split('/'));
  if (!fs.existsSync(base)) return [];
  if (fs.statSync(base).isFile()) return [root];
  return fs
    .readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').includes('node_modules'))
    .sort();
}
