/**
 * How a running server takes the code of a rebuilt bundle (docs/decisions/0088-dev-reload-in-process.md). The
 * bundle is scripts/start.ts, what `npm start` runs; imported while a handover is pending, it hands over its own
 * copy of the reloadable parts (server/dev/reloadable-parts.ts) instead of starting a server. The bundle's file
 * name holds its digest, so each rebuild is a module Node has not loaded yet. ES modules are never unloaded:
 * every reload keeps its copy in memory, which `npm run dev` bounds by restarting after `RELOADS_PER_PROCESS`.
 */
import { pathToFileURL } from 'node:url';
import type * as Parts from './reloadable-parts.js';

export type ReloadableParts = typeof Parts;

/** Reloads one process takes before `npm run dev` restarts it instead, freeing every copy it holds. */
export const RELOADS_PER_PROCESS = 20;

const HANDOVER = Symbol.for('tunnel-api.dev-reload.handover');

type Handover = (parts: ReloadableParts) => void;

/** In a bundle being imported for a reload, where to hand its parts; undefined when it runs as a program. */
export function pendingHandover(): Handover | undefined {
  return (globalThis as { [HANDOVER]?: Handover })[HANDOVER];
}

/** Imports the bundle at `bundle` (a build of scripts/start.ts) and returns its copy of the reloadable parts. */
export async function importReloadableParts(bundle: string): Promise<ReloadableParts> {
  let parts: ReloadableParts | undefined;
  const global = globalThis as { [HANDOVER]?: Handover };
  global[HANDOVER] = (handed) => {
    parts = handed;
  };
  try {
    await import(pathToFileURL(bundle).href);
  } finally {
    delete global[HANDOVER];
  }
  if (parts === undefined) throw new Error(`${bundle} handed over nothing: it is not a build of scripts/start.ts`);
  return parts;
}
