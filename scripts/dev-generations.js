/**
 * Loaded with `--import` by the server `npm run dev` spawns (docs/decisions/0088-dev-reload-in-process.md). Its
 * bundle leaves the generated packages to Node's loader, so a save that changed only them needs no new bundle of
 * our code: `npm run dev` bundles the saved packages alone, one file each, into `generationDir(root, pid, N)`
 * (scripts/build-generation.ts), and the server imports its own bundle again as
 * `<bundle>?generation=N`. This resolve hook sends that copy's imports of a generated package, and the packages'
 * imports of each other, to generation N's files: modules Node has not loaded yet, so the new copy of our code
 * runs the saved validators, routes and errors. Everything else (dependencies, PGlite) resolves as usual and is
 * shared by every generation; the first start (no generation) loads the packages from generated/.
 * JavaScript, not TypeScript: Node loads it before the bundle, with no compiler.
 */
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { buildDir } from './build-stamp.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** This process's generations' folder, as a URL (`generationDir` of scripts/build-generation.ts); the real path, as Node names modules. */
let generations;

/** The folder URL of the generation a module belongs to: its URL's `?generation=N`, or the folder it lies in; undefined for none. */
function generationOf(parentURL) {
  if (parentURL === undefined || !parentURL.startsWith('file:')) return undefined;
  generations ??= `${pathToFileURL(fs.realpathSync(buildDir(root))).href}/dev-generations/${process.pid}/`;
  const generation = new URL(parentURL).searchParams.get('generation');
  if (generation !== null) return `${generations}${generation}/`;
  if (!parentURL.startsWith(generations)) return undefined;
  return parentURL.slice(0, parentURL.indexOf('/', generations.length) + 1);
}

export async function resolve(specifier, context, nextResolve) {
  const generation = generationOf(context.parentURL);
  if (generation !== undefined && /^@[^./][^/]*\/[^/]+$/.test(specifier)) {
    const url = `${generation}${specifier}.mjs`;
    if (fs.existsSync(fileURLToPath(url))) return { url, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

// Imported with --import on the main thread: register this module as the hooks (Node loads it again on its
// hooks thread, where it only provides them).
if (isMainThread) register(import.meta.url);
