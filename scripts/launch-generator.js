/**
 * `npm run generate`: runs the generator (scripts/generate.ts, the same arguments) precompiled into one
 * JavaScript file by scripts/build-server.ts, rebuilt first whenever a file it was made from changed (their
 * contents are hashed at each run, build-stamp.js): never a stale build. Under tsx every run compiled and
 * loaded ~140 of our modules and ~1,100 dependency files through tsx's loader thread, about a second of CPU
 * (docs/decisions/0064-generator-precompiled.md). JavaScript, because it runs before anything can compile
 * TypeScript. `node --import tsx scripts/generate.ts` still runs the sources directly.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildDir, currentOutput, readStamp } from './build-stamp.js';
import { runWithCodeCache } from './compile-cache.js';
import { GENERATOR_V8_FLAGS } from './generator-flags.js';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The precompiled generator (the `generate` entry of scripts/build-server.ts), built first when it is missing or stale. */
function precompiledGenerator() {
  const stampFile = path.join(buildDir(ROOT), 'generate.json');
  const output = currentOutput(ROOT, stampFile);
  if (output !== undefined) return output;
  console.error(fs.existsSync(stampFile) ? 'Building the generator again: its code changed since the last run' : 'Building the generator for its first run');
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build-server.ts'), 'generate'], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // What was just built, even if a file was saved again meanwhile: the next run rebuilds.
  const stamp = readStamp(stampFile);
  if (stamp === undefined) throw new Error(`scripts/build-server.ts generate left no stamp in ${buildDir(ROOT)}`);
  return path.join(buildDir(ROOT), stamp.output);
}

// The bundle is scripts/generate.ts: it reads process.argv and sets the exit code itself. CommonJS, compiled with
// V8's code cache kept beside it (compile-cache.js; docs/decisions/0076-generator-compile-cache.md);
// TUNNEL_API_CODE_CACHE=off compiles it as a first run does (to measure what the cache saves).
const generator = precompiledGenerator();
// Set before the generator's code runs, so that its functions and its threads' run with them (generator-flags.js).
for (const flag of GENERATOR_V8_FLAGS) v8.setFlagsFromString(flag);
if (process.env.TUNNEL_API_CODE_CACHE === 'off') createRequire(import.meta.url)(generator);
else runWithCodeCache(generator, path.join(buildDir(ROOT), 'code-cache'));
