/**
 * The output targets, in the order they run. Each is `generator/emit/<name>/index.ts` exporting
 * `emit(ir, ctx)`, and owns the paths it emits into (stale files there are removed on write).
 * Targets written by other teams are loaded when their entry exists, so the pipeline stays green
 * while they are being built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EmitFunction } from './emit/types.js';

export interface Target {
  readonly name: string;
  /** Paths relative to the output folder that this target owns. */
  readonly owns: readonly string[];
  readonly load: () => Promise<EmitFunction | undefined>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Imports emit/<name>/index.ts if it exists and exports `emit`. */
function optional(name: string): () => Promise<EmitFunction | undefined> {
  return async () => {
    const entry = ['index.ts', 'index.js'].map((f) => path.join(here, 'emit', name, f)).find((f) => fs.existsSync(f));
    if (entry === undefined) return undefined;
    // An absolute URL of the file found: works under tsx and under vitest (vite refuses `./emit/${name}`).
    const module = (await import(pathToFileURL(entry).href)) as { emit?: unknown };
    return typeof module.emit === 'function' ? (module.emit as EmitFunction) : undefined;
  };
}

export const TARGETS: readonly Target[] = [
  { name: 'bundle', owns: ['openapi.json', 'openapi.yaml'], load: async () => (await import('./emit/bundle/index.js')).emit },
  { name: 'client', owns: ['client'], load: async () => (await import('./emit/client/index.js')).emit },
  { name: 'validators', owns: ['validators'], load: optional('validators') },
  { name: 'server', owns: ['server'], load: optional('server') },
  { name: 'docs', owns: ['docs'], load: optional('docs') },
];
