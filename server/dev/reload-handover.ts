/**
 * How a running server takes the code of a rebuilt bundle (docs/decisions/0088-dev-reload-in-process.md). The
 * bundle is scripts/start.ts, what `npm start` runs but for the generated packages, which `npm run dev` leaves to
 * Node's loader; imported while a handover is pending, it hands over its own copy of the reloadable parts
 * (server/dev/reloadable-parts.ts) instead of starting a server. ES modules are never unloaded:
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

/**
 * Imports the bundle at `bundle` (a build of scripts/start.ts) as generation `generation` and returns its copy of
 * the reloadable parts. The generation is the URL's query, which scripts/dev-generations.js hands on to the
 * generated packages it imports: a new copy of them too, as saved.
 */
export async function importReloadableParts(bundle: string, generation: number): Promise<ReloadableParts> {
  let parts: ReloadableParts | undefined;
  const global = globalThis as { [HANDOVER]?: Handover };
  global[HANDOVER] = (handed) => {
    parts = handed;
  };
  try {
    await import(`${pathToFileURL(bundle).href}?generation=${generation}`);
  } finally {
    delete global[HANDOVER];
  }
  if (parts === undefined) throw new Error(`${bundle} handed over nothing: it is not a build of scripts/start.ts`);
  return parts;
}
