/**
 * Whether `generated/` is what the generator would write now, without running it (it takes seconds): a
 * SHA-256 of each thing generation reads (spec/, templates/, generator/, release/, the lint config, the
 * generate script, the locked tool versions) and of what it wrote (generated/), compared with the ones
 * `npm run generate` recorded in `generated/generation-stamp.json` when it last wrote generated/.
 *
 * The stamp is committed with generated/: a fresh clone has the stamp of the very files it checked out,
 * so its first `npm start` compares contents and regenerates nothing (a stamp kept under node_modules/
 * made every first start regenerate, writing no file, for some 17 s). `npm run check` fails when the
 * stamp does not describe the tree, as it fails on drift (docs/decisions/0036-run-precompiled-server.md).
 *
 * JavaScript, not TypeScript, because scripts/launch.js reads it before anything can compile TypeScript;
 * types in generation-stamp.d.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
// package.json: its `generator` section names the packages (generator/naming/config.ts). release/: the
// packages' versions and changelogs (generator/release/versions.ts), which a person may edit between releases.
const INPUTS = ['spec', 'templates', 'generator', 'release', 'redocly.yaml', 'scripts/generate.ts', 'package.json', 'package-lock.json'];
const OUTPUT = 'generated';

/** Where the stamp lives, relative to the repository root: in generated/, committed with it. */
export const STAMP_PATH = 'generated/generation-stamp.json';

/** Each input's and generated/'s digest as they are on disk now: `{ "spec": "…", …, "generated": "…" }`. */
export function currentDigests(root = ROOT) {
  const digests = {};
  for (const entry of [...INPUTS, OUTPUT]) {
    const hash = createHash('sha256');
    hashTree(hash, root, entry);
    digests[entry] = hash.digest('hex');
  }
  return digests;
}

/**
 * What changed since the stamp was written: the names of the inputs and outputs whose digest differs
 * (`['spec']`, `['generated']`, …), every one of them when there is no readable stamp; empty when
 * generated/ is current.
 */
export function changedSinceGeneration(root = ROOT) {
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(path.join(root, STAMP_PATH), 'utf8'));
  } catch {
    recorded = {};
  }
  const current = currentDigests(root);
  return Object.keys(current).filter((entry) => recorded[entry] !== current[entry]);
}

/** True when generated/ is what the recorded generation wrote, from these very inputs. */
export function generationIsCurrent(root = ROOT) {
  return changedSinceGeneration(root).length === 0;
}

/** Records the state after a successful generation (only rewrites the stamp when a digest moved). */
export function recordGeneration(root = ROOT) {
  const text = `${JSON.stringify(currentDigests(root), null, 2)}\n`;
  const file = path.join(root, STAMP_PATH);
  let before;
  try {
    before = fs.readFileSync(file, 'utf8');
  } catch {
    before = undefined;
  }
  if (before === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * "spec/ and generator/ changed" — for `npm start`'s one line. The outputs alone differing means
 * generated/ was edited by hand (or a generation stopped half-way).
 */
export function describeChanges(changed) {
  if (changed.length === 0) return 'nothing changed';
  const inputs = changed.filter((entry) => entry !== OUTPUT).map((entry) => (INPUTS.includes(entry) && !entry.includes('.') ? `${entry}/` : entry));
  if (inputs.length === 0) return 'generated/ differs from what was generated (edited by hand?)';
  const list = inputs.length === 1 ? inputs[0] : `${inputs.slice(0, -1).join(', ')} and ${inputs.at(-1)}`;
  return `${list} changed since generated/ was written`;
}

/** Paths and contents, in a fixed order; node_modules (generated packages may hold one) and the stamp itself are skipped. */
function hashTree(hash, root, relative) {
  const full = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    hash.update(`missing ${relative}\0`);
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) {
      const child = path.posix.join(relative, name);
      if (name === 'node_modules' || child === STAMP_PATH) continue;
      hashTree(hash, root, child);
    }
    return;
  }
  hash.update(`file ${relative} ${stat.size}\0`);
  hash.update(fs.readFileSync(full));
}
