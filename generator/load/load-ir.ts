/**
 * A document loaded and its IR built, nothing emitted: what the diff guard (generator/diff) and the dev loop's
 * breaking-change check (generator/watch/api-changes.ts) need of the pipeline. A module of its own, so that they
 * load Redocly's bundler and the IR without the targets' emitters and TypeScript's compiler, which the pipeline
 * (generator/index.ts) imports: `npm run diff` spent about a second of CPU loading them for nothing.
 */
import type { Diagnostics } from '../diagnostics.js';
import { buildIr } from '../ir/build.js';
import type { IrDocument } from '../ir/types.js';
import { loadSpec } from './index.js';

export async function loadIr(specPath: string, diagnostics: Diagnostics): Promise<IrDocument | undefined> {
  const loaded = await loadSpec(specPath, diagnostics);
  return loaded === undefined ? undefined : buildIr(loaded.bundle, diagnostics);
}
