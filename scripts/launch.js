/**
 * `npm start`: brings generated/ up to date (scripts/generate-if-changed.ts, with `--generate`), then
 * serves the reference API and docs (scripts/start.ts), both precompiled into one JavaScript file each
 * (scripts/build-server.ts) and rebuilt first whenever a file they were made from changed (their
 * contents are hashed at each start, build-stamp.js): never a stale build. This one file is
 * JavaScript because it runs before anything can compile TypeScript; loading the server through tsx
 * instead cost about a second of CPU and tens of MiB at every start
 * (docs/decisions/0036-run-precompiled-server.md).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { buildDir, currentOutput, readStamp } from './build-stamp.js';
import { SERVER_V8_FLAGS } from './server-flags.js';

// The server's V8 flags (why each: server-flags.js), set before anything of the server is loaded.
for (const flag of SERVER_V8_FLAGS) v8.setFlagsFromString(flag);

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Imports the precompiled `name` (an entry of scripts/build-server.ts), building it first when it is missing or stale. */
async function importPrecompiled(name) {
  const stampFile = path.join(buildDir(ROOT), `${name}.json`);
  let output = currentOutput(ROOT, stampFile);
  if (output === undefined) {
    console.log(`precompiling ${name} (a file it is made from changed since the last build, or it was never built)`);
    const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build-server.ts'), name], { stdio: 'inherit', cwd: ROOT });
    if (build.status !== 0) process.exit(build.status ?? 1);
    // What was just built, even if a file was saved again meanwhile: the next start rebuilds.
    const stamp = readStamp(stampFile);
    if (stamp === undefined) throw new Error(`scripts/build-server.ts ${name} left no stamp in ${buildDir(ROOT)}`);
    output = path.join(buildDir(ROOT), stamp.output);
  }
  return import(pathToFileURL(output).href);
}

if (process.argv.includes('--generate')) {
  const { generateIfChanged } = await importPrecompiled('generate-if-changed');
  generateIfChanged();
  process.argv = process.argv.filter((arg) => arg !== '--generate');
}
// Only now: the server's build holds the generated packages, which the step above may have rewritten.
await importPrecompiled('start');
