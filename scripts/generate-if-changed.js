/**
 * `npm start`'s first step: brings generated/ up to date — skipped, in milliseconds, when nothing
 * generation reads or wrote has changed since generated/ was written (generation-stamp.js), said in one
 * line either way. JavaScript, not TypeScript, because scripts/launch.js runs it before anything can
 * compile TypeScript; types in generate-if-changed.d.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { changedSinceGeneration, describeChanges } from './generation-stamp.js';
import { STORED_KINDS_PATH, writeStoredKinds } from './stored-kinds.js';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Regenerates when needed; exits the process with the generator's status when it fails. */
export function generateIfChanged(root = ROOT) {
  const started = performance.now();
  // A resource file added or removed in server/resources/ (scripts/stored-kinds.js): milliseconds, checked every start.
  if (writeStoredKinds(root)) console.log(`${STORED_KINDS_PATH}: rewritten from server/resources/`);
  const changed = changedSinceGeneration(root);
  if (changed.length === 0) {
    console.log(`generated/ is up to date with spec/ (checked in ${Math.round(performance.now() - started)} ms)`);
    return;
  }
  console.log(`${describeChanges(changed)}: regenerating`);
  // A child process: the generator's tools (TypeScript, Redocly) never load into the server's memory.
  // scripts/generate.ts records the new stamp; it runs precompiled, as `npm run generate` runs it (scripts/launch-generator.js).
  const generate = spawnSync(process.execPath, [path.join(root, 'scripts', 'launch-generator.js')], { stdio: 'inherit', cwd: root });
  if (generate.status !== 0) process.exit(generate.status ?? 1);
}
