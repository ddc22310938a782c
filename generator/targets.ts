/**
 * The output targets, in the order they run. Each is `generator/emit/<name>/index.ts` exporting
 * `emit(ir, ctx)`, and owns the paths it emits into (stale files there are removed on write). Each is
 * imported when it first runs, so a run of one target loads only that target's tools.
 */
import type { EmitFunction } from './emit/types.js';

export interface Target {
  readonly name: string;
  /** Paths relative to the output folder that this target owns. */
  readonly owns: readonly string[];
  readonly load: () => Promise<EmitFunction | undefined>;
  /**
   * Its emit mostly waits for another process (docs: Redocly's `build-docs`): the pipeline starts it before
   * the others and collects it last, so that process runs alongside them (docs/decisions/0035-generation-speed.md).
   */
  readonly alongside?: boolean;
}

export const TARGETS: readonly Target[] = [
  { name: 'bundle', owns: ['openapi.json', 'openapi.yaml'], load: async () => (await import('./emit/bundle/index.js')).emit },
  { name: 'client', owns: ['client'], load: async () => (await import('./emit/client/index.js')).emit },
  { name: 'validators', owns: ['validators'], load: async () => (await import('./emit/validators/index.js')).emit },
  { name: 'server', owns: ['server'], load: async () => (await import('./emit/server/index.js')).emit },
  { name: 'docs', owns: ['docs'], load: async () => (await import('./emit/docs/index.js')).emit, alongside: true },
];
