/**
 * Whether `generated/` is what the generator would write now, without running it (it takes seconds):
 * a SHA-256 over the contents of everything generation reads (spec/, templates/, generator/, release/, the
 * lint config, the generate script, the locked tool versions) and of everything it wrote (generated/). The
 * stamp of the last generation lives in node_modules/.cache/, which `npm ci` creates and git ignores:
 * a fresh clone has none, so its first `npm start` generates (writing nothing new) and records one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
// package.json: its `generator` section names the packages (generator/naming/config.ts). release/: the
// packages' versions and changelogs (generator/release/versions.ts), which a person may edit between releases.
const INPUTS = ['spec', 'templates', 'generator', 'release', 'redocly.yaml', 'scripts/generate.ts', 'package.json', 'package-lock.json'];
const OUTPUTS = ['generated'];
const STAMP_FILE = path.join(ROOT, 'node_modules', '.cache', 'tunnel-api', 'generation.sha256');

/** The digest of the inputs and outputs as they are on disk now. */
export function currentDigest(root = ROOT): string {
  const hash = createHash('sha256');
  for (const entry of [...INPUTS, ...OUTPUTS]) hashTree(hash, root, entry);
  return hash.digest('hex');
}

/** True when the last recorded generation saw exactly these inputs and left exactly these outputs. */
export function generationIsCurrent(stampFile = STAMP_FILE, root = ROOT): boolean {
  let recorded: string;
  try {
    recorded = fs.readFileSync(stampFile, 'utf8').trim();
  } catch {
    return false;
  }
  return recorded === currentDigest(root);
}

/** Records the state after a successful generation. */
export function recordGeneration(stampFile = STAMP_FILE, root = ROOT): void {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${currentDigest(root)}\n`);
}

/** Paths and contents, in a fixed order; node_modules (generated packages may hold one) is skipped. */
function hashTree(hash: ReturnType<typeof createHash>, root: string, relative: string): void {
  const full = path.join(root, relative);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    hash.update(`missing ${relative}\0`);
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) {
      if (name === 'node_modules') continue;
      hashTree(hash, root, path.join(relative, name));
    }
    return;
  }
  hash.update(`file ${relative} ${stat.size}\0`);
  hash.update(fs.readFileSync(full));
}
