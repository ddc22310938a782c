/**
 * What the next release of each generated package must be, from the breaking-change guard's
 * classification of every change since the last release (the commit that last changed
 * release/versions.json): breaking → major (minor below 1.0), risky or safe (additive) → minor,
 * documentation only or any other change to the package's files → patch
 * (docs/decisions/0034-published-packages.md).
 */

import { execFileSync } from 'node:child_process';
import semver from 'semver';
import type { Change } from '../diff/change.js';
import { diffSpecs, extractSpecAt } from '../diff/index.js';
import { releaseNotes } from './notes.js';
import { VERSIONS_FILE, type Versions } from './versions.js';

export type Bump = 'major' | 'minor' | 'patch';

export interface PackagePlan {
  readonly name: string;
  /** The package's folder under generated/. */
  readonly dir: string;
  readonly released: string;
  /** Undefined when nothing changed. */
  readonly bump: Bump | undefined;
  readonly next: string;
  readonly changes: readonly Change[];
  /** Files of the package that differ from the release although the spec did not change them (generator, runtime). */
  readonly otherChanges: boolean;
  /** What changed besides the API, as written in `changes/<dir>.md` (notes.ts). */
  readonly notes: readonly string[];
}

export interface ReleasePlan {
  readonly since: string;
  readonly packages: readonly PackagePlan[];
}

export function bumpFor(changes: readonly Change[], otherChanges: boolean, version: string, notes: readonly string[] = []): Bump | undefined {
  if (changes.some((c) => c.severity === 'breaking')) return semver.major(version) === 0 ? 'minor' : 'major';
  if (changes.some((c) => c.severity === 'risky' || c.severity === 'safe') || notes.length > 0) return 'minor';
  return changes.length > 0 || otherChanges ? 'patch' : undefined;
}

/** True when `actual` is at least the bump `required` asks of `released`. */
export function satisfies(released: string, actual: string, required: Bump | undefined): boolean {
  if (required === undefined) return semver.gte(actual, released);
  const minimum = semver.inc(released, required);
  return minimum !== null && semver.gte(actual, minimum);
}

/** The commit of the last release, or undefined before the first. */
export function lastReleaseCommit(repoRoot: string): string | undefined {
  const out = execFileSync('git', ['log', '-1', '--format=%H', '--', VERSIONS_FILE], { cwd: repoRoot, encoding: 'utf8' }).trim();
  return out === '' ? undefined : out;
}

export function releasedVersions(repoRoot: string, commit: string): Versions {
  return JSON.parse(execFileSync('git', ['show', `${commit}:${VERSIONS_FILE}`], { cwd: repoRoot, encoding: 'utf8' })) as Versions;
}

/** Whether any file of `generated/<dir>` differs between `commit` and the working tree. */
function packageFilesChanged(repoRoot: string, commit: string, dir: string): boolean {
  try {
    execFileSync('git', ['diff', '--quiet', commit, '--', `generated/${dir}`, `:(exclude)generated/${dir}/CHANGELOG.md`], { cwd: repoRoot, stdio: 'ignore' });
    return false;
  } catch {
    return true;
  }
}

/** `packages`: name → folder under generated/. */
export async function releasePlan(repoRoot: string, specPath: string, packages: Readonly<Record<string, string>>): Promise<ReleasePlan | undefined> {
  const commit = lastReleaseCommit(repoRoot);
  if (commit === undefined) return undefined;
  const released = releasedVersions(repoRoot, commit);
  const base = extractSpecAt(commit, repoRoot);
  let changes: Change[];
  try {
    const result = await diffSpecs(base.root, specPath);
    if (result.changes === undefined) throw new Error(`release: the spec at ${commit.slice(0, 8)} or the working tree's does not load`);
    changes = result.changes;
  } finally {
    base.dispose();
  }
  return {
    since: commit,
    packages: Object.entries(packages).map(([name, dir]) => {
      const version = released[name] ?? '0.1.0';
      const otherChanges = packageFilesChanged(repoRoot, commit, dir);
      const notes = releaseNotes(repoRoot, dir);
      const bump = bumpFor(changes, otherChanges, version, notes);
      return { name, dir, released: version, bump, next: bump === undefined ? version : (semver.inc(version, bump) ?? version), changes, otherChanges, notes };
    }),
  };
}
