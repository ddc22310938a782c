/**
 * Which release an agent may update to: the newest known release newer than the running version
 * within the same major version. An update never crosses a major version; a major upgrade is manual
 * (spec/paths/tunnel_sessions_{id}_update.yaml; docs/decisions/0015-agent-commands.md).
 */
import semver from 'semver';

export function newestReleaseWithinMajor(current: string, releases: readonly string[]): string | undefined {
  const nextMajor = semver.major(current) + 1;
  // `-0` keeps prereleases of the next major out; prereleases are offered only as semver allows
  // (same major.minor.patch as a prerelease in the range), so stable agents get stable releases.
  return semver.maxSatisfying([...releases], `>${current} <${nextMajor}.0.0-0`) ?? undefined;
}

/** The agent-side check of a target the server sent (defence in depth). */
export function isUpdateWithinMajor(current: string, target: string): boolean {
  return semver.gt(target, current) && semver.major(target) === semver.major(current);
}
