/**
 * `npm start`: brings generated/ up to date (scripts/generate-if-changed.js, with `--generate`: a content
 * hash compared with the stamp committed in generated/, regenerating only when they differ), then serves
 * the reference API and docs (scripts/start.ts), precompiled into one JavaScript file (scripts/build-server.ts)
 * and rebuilt first whenever a file it was made from changed (their contents are hashed at each start,
 * build-stamp.js): never a stale build. This file and the two it runs first are JavaScript because they run
 * before anything can compile TypeScript; loading the server through tsx instead cost about a second of
 * CPU and tens of MiB at every start (docs/decisions/0036-run-precompiled-server.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { buildDir, currentOutput, readStamp } from './build-stamp.js';
import { generateIfChanged } from './generate-if-changed.js';
import { SERVER_V8_FLAGS } from './server-flags.js';

// The server's V8 flags (why each: server-flags.js), set before anything of the server is loaded.
for (const flag of SERVER_V8_FLAGS) v8.setFlagsFromString(flag);

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Imports the precompiled server (the `start` entry of scripts/build-server.ts), building it first when it is missing or stale. */
async function importPrecompiledServer() {
  const stampFile = path.join(buildDir(ROOT), 'start.json');
  let output = currentOutput(ROOT, stampFile);
  if (output === undefined) {
    console.log(
      fs.existsSync(stampFile)
        ? 'Building the server again: its code changed since the last start (a few seconds)'
        : 'Building the server for its first start (a few seconds)',
    );
    const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build-server.ts'), 'start'], { stdio: 'inherit', cwd: ROOT });
    if (build.status !== 0) process.exit(build.status ?? 1);
    // What was just built, even if a file was saved again meanwhile: the next start rebuilds.
    const stamp = readStamp(stampFile);
    if (stamp === undefined) throw new Error(`scripts/build-server.ts start left no stamp in ${buildDir(ROOT)}`);
    output = path.join(buildDir(ROOT), stamp.output);
  }
  return import(pathToFileURL(output).href);
}

if (process.argv.includes('--generate')) {
  generateIfChanged(ROOT);
  process.argv = process.argv.filter((arg) => arg !== '--generate');
}
// The live channel's URL is npm run dev's (server/docs/dev-reload.ts): a page npm start serves never loads it.
delete process.env.DOCS_LIVE_URL;
// Only now: the server's build holds the generated packages, which the step above may have rewritten.
await importPrecompiledServer();
