/**
 * The released state of the generated packages: `release/versions.json` (package name → version) and
 * one changelog per package (`release/changelog/<name>.md`, newest first). `npm run release` writes
 * them; the pipeline reads them once (`readReleaseState`) and hands them to the targets and the package
 * step (package/index.ts), which put them into each package's `package.json` and `CHANGELOG.md`. A
 * package the file does not list (another document's) is at 0.1.0 and has no changelog.
 */
import fs from 'node:fs';
import path from 'node:path';

export const VERSIONS_FILE = 'release/versions.json';
export const FIRST_VERSION = '0.1.0';

export type Versions = Readonly<Record<string, string>>;

/** What generation reads of the release history: versions, and the changelog entries by package name. */
export interface ReleaseState {
  readonly versions: Versions;
  /** The entries of each package's changelog (newest first, as written), for the packages that have one. */
  readonly changelogs: ReadonlyMap<string, string>;
}

/** Any document but this repository's own: no release yet. */
export const NO_RELEASE: ReleaseState = { versions: {}, changelogs: new Map() };

export function readVersions(repoRoot: string): Versions {
  const file = path.join(repoRoot, VERSIONS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Versions) : {};
}

/** The release state under `root` of the packages named `packages` (npm names). */
export function readReleaseState(root: string, packages: readonly string[]): ReleaseState {
  const changelogs = new Map<string, string>();
  for (const name of packages) {
    const file = path.join(root, changelogPath(name));
    if (fs.existsSync(file)) changelogs.set(name, fs.readFileSync(file, 'utf8'));
  }
  return { versions: readVersions(root), changelogs };
}

/** The released version of a package; the first version when it has none. */
export function packageVersion(release: ReleaseState, name: string): string {
  return release.versions[name] ?? FIRST_VERSION;
}

export function changelogPath(name: string): string {
  return `release/changelog/${name}.md`;
}
