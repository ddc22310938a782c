/**
 * The contract every output target implements: `generator/emit/<target>/index.ts` exports
 * `emit(ir, ctx)`, a function from the IR to files. Emitters are pure: they never touch the disk
 * (the write stage does) and never read the spec (the IR carries everything).
 */
import type { Diagnostics } from '../diagnostics.js';
import type { IrDocument } from '../ir/types.js';
import type { NameResolver } from '../naming/resolver.js';

export interface EmittedFile {
  /**
   * POSIX path relative to the output folder (`generated/`), starting with the target's folder:
   * `client/src/sdk.gen.ts`, `validators/…`. The bundle target writes `openapi.json`/`openapi.yaml`.
   */
  readonly path: string;
  /** Final contents: LF line endings, ending in a newline, deterministic (no timestamps). */
  readonly contents: string;
}

export interface EmitContext {
  readonly diagnostics: Diagnostics;
  /** Renders `templates/<name>.hbs` (strict, knownHelpersOnly) with a view model. */
  readonly render: (template: string, view: object) => string;
  /** Every name a target exports or refers to (naming/resolver.ts); targets never build names themselves. */
  readonly names: NameResolver;
  /** Absolute path of the repository root (for targets that copy hand-written runtime files). */
  readonly repoRoot: string;
  /**
   * Where the released state of the packages lives (`release/versions.json`, `release/changelog/`), or
   * undefined: only this repository's own document has one. Any other document's packages are at the
   * first version with no changelog, so its output never depends on this repository's releases.
   */
  readonly releaseRoot: string | undefined;
}

export type EmitFunction = (ir: IrDocument, ctx: EmitContext) => readonly EmittedFile[] | Promise<readonly EmittedFile[]>;
