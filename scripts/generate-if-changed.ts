/**
 * `npm start`'s first step: bring generated/ up to date — skipped, in milliseconds, when nothing
 * generation reads or wrote has changed since the last run (generation-stamp.ts), said in one line.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generationIsCurrent, recordGeneration } from './generation-stamp.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Regenerates when needed; exits the process with the generator's status when it fails. */
export function generateIfChanged(): void {
  const started = performance.now();
  if (generationIsCurrent()) {
    console.log(`generated/ is up to date with spec/, templates/ and generator/ (content hash, ${Math.round(performance.now() - started)} ms): not regenerating`);
    return;
  }
  console.log('spec/, templates/, generator/ or generated/ changed since the last generation: regenerating');
  // A child process: the generator's tools (TypeScript, Redocly) never load into the server's memory.
  const generate = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'generate.ts')], { stdio: 'inherit', cwd: ROOT });
  if (generate.status !== 0) process.exit(generate.status ?? 1);
  recordGeneration();
}
