/**
 * Whether a precompiled script (scripts/build-server.ts) is still what its sources would make: the
 * build records the files it was made from; this digest of their paths and contents must match the
 * one recorded. JavaScript, not TypeScript, because scripts/launch.js reads it before anything can
 * compile TypeScript (docs/decisions/0036-run-precompiled-server.md); types in build-stamp.d.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where builds and their stamps live: beside the generation stamp and the database template, ignored by git, made by `npm ci`. */
export function buildDir(root) {
  return path.join(root, 'node_modules', '.cache', 'tunnel-api', 'build');
}

/** Bumped when the build's own recipe changes in a way the input files do not show. */
const RECIPE = 'tunnel-api build 1';

/**
 * SHA-256 over the checkout's place, Node's version and each input's path and contents (a missing one
 * counts as missing). Files under node_modules/ count by size and modification time instead: npm writes
 * them (and package-lock.json, an input, with them), and reading their ~5 MB was most of the check's time
 * at each start.
 */
export function buildDigest(root, inputs) {
  const hash = createHash('sha256');
  hash.update(`${RECIPE}\0${root}\0${process.version}\0`);
  for (const input of inputs) {
    if (input.startsWith('node_modules/')) {
      let stat;
      try {
        stat = fs.statSync(path.join(root, input));
      } catch {
        hash.update(`missing ${input}\0`);
        continue;
      }
      hash.update(`installed ${input} ${stat.size} ${stat.mtimeMs}\0`);
      continue;
    }
    let contents;
    try {
      contents = fs.readFileSync(path.join(root, input));
    } catch {
      hash.update(`missing ${input}\0`);
      continue;
    }
    hash.update(`file ${input} ${contents.length}\0`);
    hash.update(contents);
  }
  return hash.digest('hex');
}

/** The stamp a build wrote beside its output, or undefined when there is none (never built, or unreadable). */
export function readStamp(stampFile) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    if (typeof stamp.digest === 'string' && typeof stamp.output === 'string' && Array.isArray(stamp.inputs)) return stamp;
  } catch {
    // no stamp: not built yet
  }
  return undefined;
}

/** The output file to run when the stamp's inputs are unchanged and the output is there; undefined when it must be rebuilt. */
export function currentOutput(root, stampFile) {
  const stamp = readStamp(stampFile);
  if (stamp === undefined) return undefined;
  const output = path.join(path.dirname(stampFile), stamp.output);
  if (!fs.existsSync(output) || buildDigest(root, stamp.inputs) !== stamp.digest) return undefined;
  return output;
}
