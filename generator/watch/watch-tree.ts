/**
 * Watches a folder tree for every way an editor or git saves a file: written in place, renamed over
 * (an editor's safe write, `sed -i`, `git checkout`, `mv`), deleted and re-created, and new files in new
 * folders. Each folder is watched on its own (inotify on Linux, FSEvents/ReadDirectoryChanges elsewhere):
 * a folder's watch reports every name that changes inside it, whatever happened to the file's inode, which
 * a watch on the file itself — and Node's recursive `fs.watch` on Linux, which follows files — loses once
 * the file is replaced. Folders that appear are watched from then on, with the files already in them
 * reported (a folder moved or checked out in one step); folders that disappear are dropped.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface TreeWatcher {
  close(): void;
}

/** Calls `onChange` with the absolute path of every file that may have changed under `root`. */
export function watchTree(root: string, onChange: (file: string) => void): TreeWatcher {
  const watchers = new Map<string, fs.FSWatcher>();

  const watchFolder = (dir: string, reportFiles: boolean): void => {
    if (watchers.has(dir)) return;
    let entries: fs.Dirent[];
    try {
      const watcher = fs.watch(dir, (_event, name) => {
        if (name !== null) changed(path.join(dir, name.toString()));
      });
      watcher.on('error', () => forget(dir));
      watchers.set(dir, watcher);
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      // The folder went away between the event and now: its parent's watch reports it.
      forget(dir);
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) watchFolder(full, reportFiles);
      else if (reportFiles) onChange(full);
    }
  };

  const changed = (full: string): void => {
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(full);
    } catch {
      stat = undefined;
    }
    if (stat?.isDirectory() === true) {
      watchFolder(full, true);
      return;
    }
    if (stat === undefined) forgetTree(full);
    onChange(full);
  };

  const forget = (dir: string): void => {
    watchers.get(dir)?.close();
    watchers.delete(dir);
  };
  const forgetTree = (dir: string): void => {
    for (const watched of [...watchers.keys()]) if (watched === dir || watched.startsWith(`${dir}${path.sep}`)) forget(watched);
  };

  watchFolder(path.resolve(root), false);
  return {
    close() {
      for (const dir of [...watchers.keys()]) forget(dir);
    },
  };
}
