/**
 * The root package-lock.json holds an entry per workspace (`generated/<dir>`) with the version and dependency
 * ranges of that package's manifest. A release rewrites the manifests (generated/<dir>/package.json), so it
 * rewrites those entries too: `npm ci` accepts a lock whose workspace versions lag behind, but a reader of the lock,
 * or `npm install`, sees the old versions. Done here instead of `npm install --package-lock-only`, which would
 * resolve the whole tree again from the registry.
 */

export interface WorkspaceManifest {
  readonly version: string;
  readonly dependencies?: Readonly<Record<string, string>> | undefined;
}

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
}

/** The lock's text with each `generated/<dir>` entry's version and dependency ranges taken from its manifest. */
export function syncLockedWorkspaces(lockText: string, manifests: Readonly<Record<string, WorkspaceManifest>>): string {
  const lock = JSON.parse(lockText) as { packages?: Record<string, LockEntry> };
  for (const [key, manifest] of Object.entries(manifests)) {
    const entry = lock.packages?.[key];
    if (entry === undefined) continue;
    entry.version = manifest.version;
    if (entry.dependencies !== undefined && manifest.dependencies !== undefined)
      for (const name of Object.keys(entry.dependencies)) {
        const range = manifest.dependencies[name];
        if (range !== undefined) entry.dependencies[name] = range;
      }
  }
  return `${JSON.stringify(lock, null, 2)}\n`;
}

/** The `generated/<dir>` entries whose version differs from the manifest's, as `key: locked → manifest`. */
export function lockedWorkspaceDrift(lockText: string, manifests: Readonly<Record<string, WorkspaceManifest>>): string[] {
  const lock = JSON.parse(lockText) as { packages?: Record<string, LockEntry> };
  return Object.entries(manifests)
    .filter(([key, manifest]) => lock.packages?.[key] !== undefined && lock.packages[key].version !== manifest.version)
    .map(([key, manifest]) => `${key}: ${lock.packages?.[key]?.version} → ${manifest.version}`);
}
