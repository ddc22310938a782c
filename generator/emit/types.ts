/**
 * The contract every output target implements: `generator/emit/<target>/target.ts` declares what the target
 * is (`Target`: its name, the paths it owns, the package it makes, the names it claims), and `generator/emit/<target>/index.ts`
 * exports `emit(ir, ctx)`, a function from the IR to files. Emitters are pure: they never touch the disk
 * (the write stage does), never read the spec (the IR carries everything) and get what else they need
 * read already (`ctx.release`; the package step gets the runtime sources). The docs target is the one
 * exception: it runs Redocly's CLI in a child process (`ctx.repoRoot`).
 */
import type { Diagnostics } from '../diagnostics.js';
import type { IrDocument } from '../ir/types.js';
import type { NameClaim, NameResolver } from '../naming/resolver.js';
import type { PackageDeclaration } from '../package/declaration.js';
import type { ReleaseState } from '../release/versions.js';

/** What a target is (like a Kubb plugin's or hey-api plugin's definition); the pipeline runs it from this alone. */
export interface Target {
  readonly name: string;
  /** Paths relative to the output folder that this target owns: stale files there are removed on write. */
  readonly owns: readonly string[];
  /** Imports `emit/<name>/index.ts` when the target first runs, so a run of one target loads only its tools. */
  readonly load: () => Promise<EmitFunction | undefined>;
  /**
   * Its emit mostly waits for another process (docs: Redocly's `build-docs`): the pipeline starts it before
   * the others and collects it last, so that process runs alongside them (docs/decisions/0035-generation-speed.md).
   */
  readonly alongside?: boolean;
  /**
   * Its emit hands its longest part to a thread of its own (validators: ajv's compile, 0057): the pipeline starts
   * it before the other targets that run in this process, so that the thread starts as early as it can and runs
   * alongside their work rather than after it (docs/decisions/0089-generation-threads-start-first.md).
   */
  readonly threaded?: boolean;
  /** The package the target's files belong to: the package step adds the rest (package/index.ts). */
  readonly package?: PackageDeclaration;
  /** The names it exports from its package (`emit/<name>/names.ts`), claimed before any target emits (naming/resolver.ts). */
  readonly names?: NameClaim<unknown>;
}

export interface EmittedFile {
  /**
   * POSIX path relative to the output folder (`generated/`), starting with the target's folder:
   * `client/src/sdk.gen.ts`, `validators/…`. The bundle target writes `openapi.json`/`openapi.yaml`.
   */
  readonly path: string;
  /** Deterministic contents (no timestamps); line endings, the final newline and the banner are finished by write/finish.ts. */
  readonly contents: string;
  /**
   * The generator's source file this one was copied from (the package step's runtime copy), which its banner names
   * instead of the document (write/banner.ts).
   */
  readonly copiedFrom?: string;
}

export interface EmitContext {
  readonly diagnostics: Diagnostics;
  /** Renders `templates/<name>.hbs` (strict, knownHelpersOnly) with a view model. */
  readonly render: (template: string, view: object) => string;
  /** Every name a target exports or refers to (naming/resolver.ts); targets never build names themselves. */
  readonly names: NameResolver;
  /** Absolute path of the repository root: where the docs target finds Redocly's CLI and its page template. */
  readonly repoRoot: string;
  /**
   * The released state of the packages (`release/versions.json`, `release/changelog/`), read once by the
   * pipeline: only this repository's own document has one (`NO_RELEASE` otherwise), so another document's
   * packages are at the first version with no changelog and its output never depends on this repository's releases.
   */
  readonly release: ReleaseState;
}

export type EmitFunction = (ir: IrDocument, ctx: EmitContext) => readonly EmittedFile[] | Promise<readonly EmittedFile[]>;
