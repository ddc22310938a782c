/**
 * Loaded with `--import` by the server `npm run dev` spawns (docs/decisions/0088-dev-reload-in-process.md). Its
 * bundle leaves the generated packages to Node's loader, so a save that changed only them needs no new bundle: the
 * server imports the same bundle again as `<bundle>?generation=N`, and this resolve hook gives every module under
 * generated/ that such a module imports, directly or not, the same `?generation=N` — a module URL Node has not
 * loaded yet, so the new copy of our code runs the saved validators, routes and document. Everything else
 * (dependencies, PGlite) resolves as usual and is shared by every generation. JavaScript, not TypeScript:
 * Node loads it before the bundle, with no compiler.
 */
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

/** The generated packages' folder, as file URL prefixes (its real path, where the workspace links lead). */
const generated = pathToFileURL(fs.realpathSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'generated')) + path.sep).href;

/** `parentURL`'s generation, or undefined. */
function generationOf(url) {
  if (url === undefined || !url.startsWith('file:')) return undefined;
  return new URL(url).searchParams.get('generation') ?? undefined;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const generation = generationOf(context.parentURL);
  if (generation === undefined || !resolved.url.startsWith(generated)) return resolved;
  const url = new URL(resolved.url);
  url.searchParams.set('generation', generation);
  return { ...resolved, url: url.href };
}

// Imported with --import on the main thread: register this module as the hooks (Node loads it again on its
// hooks thread, where it only provides them).
if (isMainThread) register(import.meta.url);
