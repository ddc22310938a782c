/**
 * The generator pipeline: load → IR → emit per target → package → finish → write
 * (docs/decisions/0001-spec-first.md, docs/decisions/0042-one-package-step.md). `generate` runs all of it;
 * `emitAll` stops before writing so `check` can compare against what is on disk. What generation reads
 * besides the spec — the runtime sources, the release state — is read here, once, and handed on.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Diagnostic, Diagnostics } from './diagnostics.js';
import type { EmitContext, EmitFunction, EmittedFile } from './emit/types.js';
import { buildIr } from './ir/build.js';
import type { IrDocument } from './ir/types.js';
import { loadSpec } from './load/index.js';
import { createLocator, type LoadedSources } from './load/locate.js';
import { loadRuntimeSources } from './load/runtime-sources.js';
import { configDirectory, readNamingConfig } from './naming/config.js';
import { type NamingConfig, NamingConfigError } from './naming/project-names.js';
import { createNameResolver, type NameResolver } from './naming/resolver.js';
import { type PackageInputs, packageBuild, packageSources } from './package/index.js';
import { precompiledRuntimeBuilds } from './package/runtime-builds.js';
import { NO_RELEASE, type ReleaseState, readReleaseState } from './release/versions.js';
import { createTemplateRenderer } from './render/handlebars.js';
import { NAME_CLAIMS, TARGETS, type Target } from './targets.js';
import { OWN_PROVENANCE, type Provenance, provenanceOf } from './write/banner.js';
import { finishContents, inPathOrder } from './write/finish.js';
import { type WriteResult, writeFiles } from './write/index.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface GenerateOptions {
  readonly specPath: string;
  readonly outDir: string;
  /** Target names to run; all available targets when omitted. */
  readonly targets?: readonly string[] | undefined;
  /** `--name`: the project name packages and identifiers derive from (naming/project-names.ts). */
  readonly name?: string | undefined;
  /** `--config`: a JSON or YAML file with a `generator` section; else the nearest package.json's (naming/config.ts). */
  readonly configPath?: string | undefined;
  /** The naming configuration itself, instead of --name/--config/package.json (tests, tools). */
  readonly naming?: NamingConfig | undefined;
  /**
   * Hears of the IR once it is built without errors, before any target emits: `npm run dev` renders the docs
   * page's document from it in open pages while the targets run (docs/decisions/0030-designer-loop.md).
   */
  readonly onIr?: ((ir: IrDocument, ctx: EmitContext) => void) | undefined;
  /**
   * With `onWritten` (generate): these targets are written, and `onWritten` hears of them, as soon as they are
   * emitted; the other inline targets emit meanwhile and are written after (`npm run dev`: the server's targets
   * first, so its restart runs alongside the client's emit). Default: all inline targets together.
   */
  readonly writeFirst?: readonly string[] | undefined;
}

export interface TargetOutput {
  readonly target: Target;
  readonly files: readonly EmittedFile[];
  readonly ms: number;
}

export interface EmitResult {
  readonly diagnostics: readonly Diagnostic[];
  /** Undefined when the input had errors. */
  readonly outputs: readonly TargetOutput[] | undefined;
  readonly loadMs: number;
}

/** `writtenAt`: when its files were written (`performance.now()`). */
export type WrittenOutput = TargetOutput & WriteResult & { readonly writeMs: number; readonly writtenAt: number };

export interface GenerateResult extends EmitResult {
  readonly written: readonly WrittenOutput[];
}

/** Loads, builds the IR and runs the targets in memory. */
export async function emitAll(options: Omit<GenerateOptions, 'outDir'>): Promise<EmitResult> {
  const staged = await emitStaged(options);
  const later = await staged.later;
  const outputs = staged.outputs === undefined || staged.diagnostics.hasErrors ? undefined : inTargetOrder([...staged.outputs, ...later]);
  return { diagnostics: located(staged.diagnostics.all, options.specPath, staged.sources), outputs, loadMs: staged.loadMs };
}

interface StagedEmit {
  readonly diagnostics: Diagnostics;
  readonly loadMs: number;
  /** The files the load stage read and parsed, for locating the problems found later without reading them again. */
  readonly sources: LoadedSources | undefined;
  /** The targets run in this process, in order; undefined when the input had errors. */
  readonly outputs: readonly TargetOutput[] | undefined;
  /** The targets that run alongside (their work is another process's), still running. */
  readonly later: Promise<readonly TargetOutput[]>;
}

/**
 * Targets that mostly wait for another process (`alongside`) start first — or once `startLater` resolves —
 * and are collected last; the others run one after another, in order, so their diagnostics come in a fixed
 * order.
 */
async function emitStaged(options: Omit<GenerateOptions, 'outDir'>, startLater: Promise<unknown> = Promise.resolve(), early?: EarlyWrite): Promise<StagedEmit> {
  const diagnostics = new Diagnostics();
  const started = performance.now();
  const loaded = await loadSpec(options.specPath, diagnostics);
  const ir = loaded === undefined ? undefined : buildIr(loaded.bundle, diagnostics);
  const loadMs = performance.now() - started;
  const sources = loaded?.sources;
  const failed = { diagnostics, loadMs, sources, outputs: undefined, later: Promise.resolve([]) };
  if (ir === undefined || diagnostics.hasErrors) return failed;

  const names = resolveNames(ir, options, diagnostics);
  if (names === undefined) return failed;
  const provenance = provenanceFor(options);
  const selected = selectTargets(options.targets);
  const release = isOwnSpec(options.specPath) ? readReleaseState(REPO_ROOT, packagesOf(TARGETS, names)) : NO_RELEASE;
  const ctx = emitContext(diagnostics, names, release);
  if (!diagnostics.hasErrors) options.onIr?.(ir, ctx);
  const inputs: PackageInputs = {
    names,
    release,
    runtime: loadRuntimeSources(REPO_ROOT, runtimesOf(selected)),
    repoRoot: REPO_ROOT,
    runtimeBuilds: precompiledRuntimeBuilds(),
  };
  const emits = await Promise.all(selected.map(async (target) => ({ target, emit: await target.load() })));
  const run = async (target: Target, emit: EmitFunction, context: EmitContext = ctx): Promise<TargetOutput> => {
    const t0 = performance.now();
    const files = packaged(target, await emit(ir, context), inputs, provenance);
    return { target, files, ms: performance.now() - t0 };
  };
  const later = startLater.then(() =>
    Promise.all(emits.flatMap(({ target, emit }) => (target.alongside === true && emit !== undefined ? [run(target, emit)] : []))),
  );
  later.catch(() => undefined); // may fail before it is awaited: not an unhandled rejection
  // Started in order and awaited together: a target that hands its work to another thread (the validators'
  // compile) runs alongside the next ones (docs/decisions/0057-generation-on-a-worker.md). Each reports into its own
  // list, added in target order, so the diagnostics keep a fixed order however the work interleaves.
  const inline = emits.flatMap(({ target, emit }) => (target.alongside !== true && emit !== undefined ? [{ target, emit, own: new Diagnostics() }] : []));
  const runAll = async (group: typeof inline): Promise<TargetOutput[]> => {
    // A target whose emit is mostly synchronous (the client's: openapi-typescript, the SDK) runs to its end once
    // started, so a threaded one is started first: its thread then works while the others emit (docs/decisions/0089-generation-threads-start-first.md).
    const started = [...group.filter(({ target }) => target.threaded === true), ...group.filter(({ target }) => target.threaded !== true)];
    const settled = await Promise.allSettled(started.map(({ target, emit, own }) => run(target, emit, { ...ctx, diagnostics: own })));
    return group.map((entry) => {
      const result = settled[started.indexOf(entry)];
      if (result === undefined) throw new Error(`no result for the ${entry.target.name} target (a generator bug)`);
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
  };
  // `early.targets` first, handed over as soon as they are emitted, then the others (see EarlyWrite).
  const first = early === undefined ? [] : inline.filter(({ target }) => early.targets.includes(target.name));
  const firstOutputs = await runAll(first);
  if (first.length > 0 && !first.some(({ own }) => own.hasErrors)) early?.emitted(firstOutputs);
  const restOutputs = await runAll(inline.filter((entry) => !first.includes(entry)));
  // Diagnostics in target order, however the work interleaved.
  for (const { own } of inline) for (const d of own.all) diagnostics.report(d);
  const outputs = inTargetOrder([...firstOutputs, ...restOutputs]);
  return { diagnostics, loadMs, sources, outputs: diagnostics.hasErrors ? undefined : outputs, later };
}

/**
 * Targets written as soon as they are emitted, before the other inline targets emit: `npm run dev` restarts the
 * server on the targets it loads while the client is still being emitted (docs/decisions/0077-dev-loop-in-place.md).
 * Emitters report warnings only (generator/diagnostic-codes.ts: errors come from loading, the IR and the
 * configuration, before any target runs), so a run that got this far writes the rest too.
 */
interface EarlyWrite {
  readonly targets: readonly string[];
  emitted(outputs: readonly TargetOutput[]): void;
}

function inTargetOrder<T extends { readonly target: Target }>(outputs: readonly T[]): T[] {
  return [...outputs].sort((a, b) => TARGETS.indexOf(a.target) - TARGETS.indexOf(b.target));
}

/**
 * A target's output: what it emits, the package step's files around it (package/index.ts) and the finishing
 * pass (write/finish.ts: banners, newlines, order), in this order — dist/ is built from the finished sources, as
 * they are written.
 */
function packaged(target: Target, emitted: readonly EmittedFile[], inputs: PackageInputs, provenance: Provenance): EmittedFile[] {
  const declaration = target.package;
  if (declaration === undefined) return inPathOrder(finishContents(emitted, provenance));
  const sources = finishContents([...emitted, ...packageSources(declaration, inputs)], provenance);
  return inPathOrder([...sources, ...packageBuild(declaration, sources, inputs)]);
}

function emitContext(diagnostics: Diagnostics, names: NameResolver, release: ReleaseState): EmitContext {
  return { diagnostics, names, render: createTemplateRenderer(path.join(REPO_ROOT, 'templates')), repoRoot: REPO_ROOT, release };
}

/** The npm names of the packages the targets make. */
function packagesOf(targets: readonly Target[], names: NameResolver): string[] {
  return targets.flatMap((t) => (t.package === undefined ? [] : [names.packageName(t.package.kind)]));
}

function runtimesOf(targets: readonly Target[]): string[] {
  return targets.flatMap((t) => (t.package === undefined ? [] : [t.package.runtime]));
}

/** An emit context outside the pipeline (tests, benchmarks): this document's names under `naming` (no config file is read), no release history. */
export function createEmitContext(ir: IrDocument, diagnostics: Diagnostics, naming: NamingConfig = {}): EmitContext {
  return emitContext(diagnostics, createNameResolver(ir, naming, diagnostics, NAME_CLAIMS), NO_RELEASE);
}

/**
 * One target run as the pipeline runs it — emitted, packaged, finished — outside the pipeline (tests, benchmarks);
 * its banners name `provenance`, this repository's own by default.
 */
export async function runTarget(name: string, ir: IrDocument, ctx: EmitContext, provenance: Provenance = OWN_PROVENANCE): Promise<EmittedFile[]> {
  const target = TARGETS.find((t) => t.name === name);
  const emit = await target?.load();
  if (target === undefined || emit === undefined) throw new Error(`no target "${name}"`);
  const inputs: PackageInputs = { names: ctx.names, release: ctx.release, runtime: loadRuntimeSources(REPO_ROOT, runtimesOf([target])), repoRoot: REPO_ROOT };
  return packaged(target, await emit(ir, ctx), inputs, provenance);
}

/** This repository's own document, the only one whose packages have a release history here. */
function isOwnSpec(specPath: string): boolean {
  return path.resolve(REPO_ROOT, specPath) === path.join(REPO_ROOT, 'spec', 'openapi.yaml');
}

/** The name resolver for a document and its configuration; undefined (and a GEN012 error) when the configuration is invalid. */
export function resolveNames(
  ir: IrDocument,
  options: Pick<GenerateOptions, 'specPath' | 'name' | 'configPath' | 'naming'>,
  diagnostics: Diagnostics,
): NameResolver | undefined {
  try {
    const config: NamingConfig = options.naming ?? readNamingConfig(options);
    return createNameResolver(ir, config, diagnostics, NAME_CLAIMS);
  } catch (error) {
    if (!(error instanceof NamingConfigError)) throw error;
    diagnostics.report({ code: 'GEN012', message: error.message });
    return undefined;
  }
}

/**
 * What the generated files' banners name (write/banner.ts): the document's path from the configuration's folder and
 * the configured command. Given `naming` (tests, tools), no configuration file is read: the document's file name.
 */
function provenanceFor(options: Pick<GenerateOptions, 'specPath' | 'name' | 'configPath' | 'naming'>): Provenance {
  const config = options.naming ?? readNamingConfig(options);
  return provenanceOf(options.specPath, options.naming === undefined ? configDirectory(options) : undefined, config.command);
}

/** Problems found after bundling carry only a pointer; add the spec file and line where possible. */
function located(diagnostics: readonly Diagnostic[], specPath: string, sources: LoadedSources | undefined): readonly Diagnostic[] {
  if (!diagnostics.some((d) => d.file === undefined && d.pointer !== undefined)) return diagnostics;
  const locate = createLocator(specPath, sources);
  return diagnostics.map((d) => {
    if (d.file !== undefined || d.pointer === undefined) return d;
    const where = locate(d.pointer);
    return where === undefined ? d : { ...d, file: where.file, line: where.line, column: where.column };
  });
}

/**
 * Generates and writes. The targets run in this process are written together once all of them emitted
 * without errors (a broken spec writes nothing). With `onWritten`, it hears of them then, and the targets
 * that run alongside (docs) start only after it returned — `npm run dev` restarts the server there, and on a
 * busy machine the server's start-up should not share the cores with the docs build.
 */
export async function generate(
  options: GenerateOptions & { readonly onWritten?: (written: readonly WrittenOutput[]) => void | Promise<void> },
): Promise<GenerateResult> {
  let release = (): void => undefined;
  const gate =
    options.onWritten === undefined
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          release = resolve;
        });
  const write = (output: TargetOutput): WrittenOutput => {
    const t0 = performance.now();
    const result = writeFiles(options.outDir, output.files, output.target.owns);
    const writtenAt = performance.now();
    return { ...output, ...result, writeMs: writtenAt - t0, writtenAt };
  };
  // Written and heard of early (writeFirst), while the other inline targets emit; awaited before the rest is heard of.
  let early: { readonly written: readonly WrittenOutput[]; readonly heard: Promise<void> } | undefined;
  const earlyWrite: EarlyWrite | undefined =
    options.onWritten === undefined || options.writeFirst === undefined
      ? undefined
      : {
          targets: options.writeFirst,
          emitted: (outputs) => {
            const written = outputs.map(write);
            const heard = Promise.resolve().then(() => options.onWritten?.(written));
            heard.catch(() => undefined); // awaited below
            early = { written, heard };
          },
        };
  const staged = await emitStaged(options, gate, earlyWrite);
  if (staged.outputs === undefined) {
    await early?.heard.catch(() => undefined);
    release();
    await staged.later.catch(() => undefined);
    return { diagnostics: located(staged.diagnostics.all, options.specPath, staged.sources), outputs: undefined, loadMs: staged.loadMs, written: [] };
  }
  const earlyDone = early;
  const first = staged.outputs.map((output) => earlyDone?.written.find((w) => w.target === output.target) ?? write(output));
  try {
    if (earlyDone !== undefined) await earlyDone.heard;
    const rest = first.filter((w) => !earlyDone?.written.includes(w));
    if (earlyDone === undefined || rest.length > 0) await options.onWritten?.(earlyDone === undefined ? first : rest);
  } finally {
    release();
  }
  const later = await staged.later;
  const written = inTargetOrder([...first, ...later.map(write)]);
  return {
    diagnostics: located(staged.diagnostics.all, options.specPath, staged.sources),
    outputs: inTargetOrder([...staged.outputs, ...later]),
    loadMs: staged.loadMs,
    written,
  };
}

export function selectTargets(names: readonly string[] | undefined): Target[] {
  if (names === undefined) return [...TARGETS];
  return TARGETS.filter((t) => names.includes(t.name));
}

export const TARGET_NAMES: readonly string[] = TARGETS.map((t) => t.name);
