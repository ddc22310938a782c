import type { ModeSchemas } from './build-schema-set.js';
import type { ValidatorMode } from './create-ajv.js';

/** One mode's schemas to compile into standalone modules, on this thread or the compile thread (compile-on-worker.ts). */
export interface CompileJob {
  readonly mode: ValidatorMode;
  readonly set: ModeSchemas;
}
