/**
 * The released state of the generated packages: `release/versions.json` (package name → version) and
 * one changelog per package (`release/changelog/<name>.md`, newest first). `npm run release` writes
 * them; the generator reads them into each package's `package.json` and `CHANGELOG.md`. A package the
 * file does not list (another document's) is at 0.1.0 and has no changelog.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EmittedFile } from '../emit/types.js';

export const VERSIONS_FILE = 'release/versions.json';
export const FIRST_VERSION = '0.1.0';

export type Versions = Readonly<Record<string, string>>;

export function readVersions(repoRoot: string): Versions {
  const file = path.join(repoRoot, VERSIONS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Versions) : {};
}

/** The released version of a package; the first version where there is no release state (`releaseRoot` undefined). */
export function packageVersion(releaseRoot: string | undefined, name: string): string {
  return (releaseRoot === undefined ? undefined : readVersions(releaseRoot)[name]) ?? FIRST_VERSION;
}

export function changelogPath(name: string): string {
  return `release/changelog/${name}.md`;
}

/** `<packageDir>/CHANGELOG.md` from the package's changelog, when it has one. */
export function changelogFile(releaseRoot: string | undefined, name: string, packageDir: string): EmittedFile[] {
  if (releaseRoot === undefined) return [];
  const file = path.join(releaseRoot, changelogPath(name));
  if (!fs.existsSync(file)) return [];
  const entries = fs.readFileSync(file, 'utf8').replace(/\r\n?/g, '\n').trim();
  return [{ path: `${packageDir}/CHANGELOG.md`, contents: `# Changelog of ${name}\n\nVersions follow the API's changes: breaking → major (minor below 1.0), additive → minor, anything else → patch.\n\n${entries}\n` }];
}
