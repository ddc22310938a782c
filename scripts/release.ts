/**
 * `npm run release [-- --dry-run]`: the next version of each generated package from the changes since
 * the last release (generator/release/plan.ts), each with a changelog entry listing the changes and
 * their spec file:line. Without --dry-run it writes release/versions.json and the changelogs, drops the
 * entries of spec/accepted-changes.yaml that match no change since the last release, then regenerates,
 * so that package.json and CHANGELOG.md of every package follow; commit the result.
 * The tarballs it would publish are the folders under generated/ (`npm pack` in each).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pruneAcceptedChanges } from '../generator/diff/accepted-changes.js';
import { generate, REPO_ROOT } from '../generator/index.js';
import { changelogEntry } from '../generator/release/changelog.js';
import { syncLockedWorkspaces } from '../generator/release/lockfile.js';
import { clearReleaseNotes } from '../generator/release/notes.js';
import { GENERATED_PACKAGES } from '../generator/release/packages.js';
import { releasePlan } from '../generator/release/plan.js';
import { changelogPath, VERSIONS_FILE } from '../generator/release/versions.js';
import { recordGeneration } from './generation-stamp.js';

const USAGE = 'usage: npm run release [-- --dry-run]';

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } }));
  } catch (error) {
    console.error(`release: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const specPath = path.join(REPO_ROOT, 'spec', 'openapi.yaml');
  const plan = await releasePlan(REPO_ROOT, specPath, GENERATED_PACKAGES);
  if (plan === undefined) {
    console.error(`release: no release yet (${VERSIONS_FILE} was never committed)`);
    return 1;
  }
  const moving = plan.packages.filter((p) => p.bump !== undefined);
  console.log(`release: changes since ${plan.since.slice(0, 8)} (the last commit of ${VERSIONS_FILE})`);
  for (const p of plan.packages) {
    console.log(`  ${p.name.padEnd(26)} ${p.released} → ${p.next}${p.bump === undefined ? ' (unchanged)' : ` (${p.bump})`}`);
  }
  for (const p of moving) console.log(`\n${p.name}: CHANGELOG.md gets\n${changelogEntry(p)}`);
  if (moving.length === 0) {
    console.log('release: nothing to release');
    return 0;
  }
  if (values['dry-run']) {
    console.log(`release: dry run; would publish ${moving.map((p) => `${p.name}@${p.next} (generated/${p.dir})`).join(', ')}`);
    return 0;
  }
  const versionsFile = path.join(REPO_ROOT, VERSIONS_FILE);
  const versions = JSON.parse(fs.readFileSync(versionsFile, 'utf8')) as Record<string, string>;
  for (const p of moving) {
    versions[p.name] = p.next;
    const file = path.join(REPO_ROOT, changelogPath(p.name));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    fs.writeFileSync(file, `${changelogEntry(p)}\n${previous}`.replace(/\n+$/, '\n'));
    clearReleaseNotes(REPO_ROOT, p.dir);
  }
  fs.writeFileSync(versionsFile, `${JSON.stringify(versions, null, 2)}\n`);
  // Accepted breaking changes (spec/accepted-changes.yaml) already released are no longer listed.
  const pruned = pruneAcceptedChanges(specPath, plan.packages[0]?.changes ?? []);
  if (pruned > 0) console.log(`release: dropped ${pruned} accepted change(s) of earlier releases from spec/accepted-changes.yaml`);
  const result = await generate({ specPath, outDir: path.join(REPO_ROOT, 'generated') });
  if (result.outputs === undefined) return 1;
  // The lock's entries of the workspaces follow their new manifests (generator/release/lockfile.ts).
  const lockFile = path.join(REPO_ROOT, 'package-lock.json');
  const manifests = Object.fromEntries(
    Object.values(GENERATED_PACKAGES).map((dir) => [
      `generated/${dir}`,
      JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'generated', dir, 'package.json'), 'utf8')),
    ]),
  );
  fs.writeFileSync(lockFile, syncLockedWorkspaces(fs.readFileSync(lockFile, 'utf8'), manifests));
  // generated/ is current again: the stamp a fresh clone's `npm start` compares with (scripts/generation-stamp.js).
  recordGeneration();
  console.log(`release: wrote ${VERSIONS_FILE}, the changelogs, generated/ and package-lock.json; commit them, then \`npm publish\` in each package folder`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
