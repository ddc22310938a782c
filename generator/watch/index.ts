/**
 * The API designer's loop (docs/decisions/0030-designer-loop.md): watch `spec/` and `templates/`; on every save
 * — several saves in a burst make one run — regenerate (only the targets whose templates changed, or all
 * of them when the spec did; the write stage writes only files whose content changed), lint and report. The
 * generator stays loaded between runs, and what it builds per file is kept by content
 * (docs/decisions/0035-generation-speed.md); `onWritten` hears of the server's inputs before the docs and
 * the lint report are done. A broken spec
 * writes nothing, so the last good output stays in place.
 */
import path from 'node:path';
import { type Diagnostic, formatDiagnostic } from '../diagnostics.js';
import { generate } from '../index.js';
import type { IrDocument } from '../ir/types.js';
import { TARGETS } from '../targets.js';
import { type ApiChanges, startBaseline } from './api-changes.js';
import { type LintProblem, lintSpec } from './lint.js';
import { Timeline, timingsWanted } from './timeline.js';
import { watchTree } from './watch-tree.js';

export interface WatchOptions {
  readonly specPath: string;
  readonly outDir: string;
  readonly templatesDir: string;
  readonly lintConfigPath: string;
  /** Paths in messages are relative to this folder. */
  readonly displayRoot: string;
  /**
   * Quiet time after the last change before a run starts (default 50 ms: an editor's save is one or two events
   * a few milliseconds apart; every millisecond here is one the designer waits for).
   */
  readonly debounceMs?: number;
  readonly onCycle: (cycle: Cycle) => void | Promise<void>;
  /**
   * Called once the inline targets are written (files written or removed, relative to the output folder) — once
   * per group with `writeFirst` — before the docs and the lint report are done: `npm run dev` restarts the
   * server here, if it must.
   */
  readonly onWritten?: (written: readonly string[], timeline: Timeline) => void | Promise<void>;
  /**
   * Called with the docs page's document (what Redocly renders) as soon as a run that includes the docs target
   * built the IR, before any target emits: `npm run dev` renders it in open pages (generator/watch/live/).
   */
  readonly onDocsDocument?: (document: object) => void;
  /**
   * Targets written, and heard of by `onWritten`, as soon as they are emitted, while the others still emit
   * (`generate`'s `writeFirst`): `npm run dev` names the server's, so the restart runs alongside the client.
   * `onWritten` is then called once per group.
   */
  readonly writeFirst?: readonly string[];
  /** Limit every run to these targets (default: all). */
  readonly targets?: readonly string[];
}

export interface Cycle {
  /** What changed (relative paths); empty for the first run. */
  readonly changed: readonly string[];
  /** False when the spec could not be generated: the previous output is untouched. */
  readonly ok: boolean;
  readonly lint: readonly LintProblem[];
  readonly diagnostics: readonly Diagnostic[];
  /** Files written, relative to the output folder. */
  readonly written: readonly string[];
  readonly targets: readonly string[];
  /**
   * Against the version the session started from (api-changes.ts): the diff guard's breaking changes and the
   * request fields the server would drop. Undefined when the run failed or that version could not be loaded.
   */
  readonly api?: ApiChanges | undefined;
  readonly ms: number;
  /** Where the run's time went, from the save's first file event (timeline.ts). */
  readonly timeline?: Timeline | undefined;
}

export interface Watcher {
  /** Resolves after the first run. */
  readonly ready: Promise<void>;
  close(): void;
}

export function watchSpec(options: WatchOptions): Watcher {
  const specDir = path.dirname(path.resolve(options.specPath));
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  // Loaded with the watcher, not in the first run: the docs document is built before the targets emit.
  const docsTarget = options.onDocsDocument === undefined ? undefined : import('../emit/docs/index.js');
  docsTarget?.catch(() => undefined);
  const baseline = startBaseline(options.specPath, options.displayRoot, options.displayRoot);

  const run = (changed: string[], timeline = new Timeline()) => {
    running = running.then(async () => {
      const started = performance.now();
      timeline.mark('run started');
      const wanted = targetsFor(changed, options);
      const targets = options.targets === undefined ? wanted : (wanted ?? options.targets).filter((t) => options.targets!.includes(t));
      const docs = (targets ?? TARGETS.map((t) => t.name)).includes('docs') ? await docsTarget : undefined;
      // The lint report is not on the way to the restarted server: it runs after the write, alongside the docs.
      // So is the comparison with the session's first version, over the IR this run builds.
      let linting: Promise<LintProblem[]> | undefined;
      let built: IrDocument | undefined;
      const lintNow = () => (linting ??= lintSpec(options.specPath, options.lintConfigPath, options.displayRoot).catch(() => []));
      const result = await generate({
        specPath: options.specPath,
        outDir: options.outDir,
        targets,
        writeFirst: options.writeFirst,
        onIr: (ir, ctx) => {
          timeline.mark('IR built');
          built = ir;
          if (docs !== undefined) options.onDocsDocument?.(docs.pageView(ir, ctx).view.document);
          if (docs !== undefined) timeline.mark('docs document sent to open pages');
        },
        onWritten: async (first) => {
          for (const output of first)
            timeline.mark(
              `${output.target.name}: emitted in ${Math.round(output.ms)} ms, ${output.written.length} file(s) written in ${Math.round(output.writeMs)} ms`,
              output.writtenAt,
            );
          await options.onWritten?.(
            first.flatMap((w) => [...w.written, ...w.removed]),
            timeline,
          );
          // The lint report starts once the last group is written: beside the client's emit it would slow it.
          if (!first.some((w) => options.writeFirst?.includes(w.target.name) === true)) void lintNow();
        },
      });
      timeline.mark('generation done (docs included)');
      const ok = result.outputs !== undefined;
      const api = ok && built !== undefined ? await baseline.compare(built).catch(() => undefined) : undefined;
      timeline.mark('API changes compared');
      const lint = await lintNow();
      timeline.mark('lint done');
      const written = result.written.flatMap((w) => w.written);
      await options.onCycle({
        changed,
        ok,
        lint,
        diagnostics: result.diagnostics,
        written,
        targets: targets ?? TARGETS.map((t) => t.name),
        api,
        ms: performance.now() - started,
        timeline,
      });
    });
    return running;
  };

  let firstEvent: number | undefined;
  const schedule = (file: string) => {
    pending.add(file);
    firstEvent ??= performance.now();
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changed = [...pending].sort();
      pending.clear();
      const timeline = new Timeline(firstEvent);
      firstEvent = undefined;
      timeline.mark('debounce over');
      void run(changed, timeline);
    }, options.debounceMs ?? 50);
  };

  const watchers = [specDir, options.templatesDir].map((dir) =>
    watchTree(dir, (file) => {
      // Only the files a spec or template is made of: editors' and sed's temporary files are not.
      const name = path.relative(dir, file);
      if (!/\.(ya?ml|json|hbs)$/.test(name) || /(^|[\\/])\./.test(name)) return;
      schedule(path.relative(options.displayRoot, file).split(path.sep).join('/'));
    }),
  );

  return {
    ready: run([]),
    close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      void running.finally(() => baseline.dispose());
    },
  };
}

/** Only the targets whose templates changed; every target when anything else (the spec) did. */
function targetsFor(changed: readonly string[], options: WatchOptions): string[] | undefined {
  if (changed.length === 0) return undefined;
  const templates = path.relative(options.displayRoot, options.templatesDir);
  const names = new Set<string>();
  for (const file of changed) {
    const match = file.startsWith(`${templates}/`) ? /^([^/]+)\//.exec(file.slice(templates.length + 1)) : null;
    if (match === null) return undefined;
    names.add(match[1]!);
  }
  return TARGETS.filter((t) => names.has(t.name)).map((t) => t.name);
}

export function formatCycle(cycle: Cycle): string {
  const lines: string[] = [];
  const when = new Date().toTimeString().slice(0, 8);
  lines.push(
    `[${when}] ${cycle.changed.length === 0 ? 'initial run' : `changed: ${cycle.changed.slice(0, 5).join(', ')}${cycle.changed.length > 5 ? ` (+${cycle.changed.length - 5})` : ''}`}`,
  );
  const errors = cycle.lint.filter((p) => p.severity === 'error').length;
  lines.push(`  lint: ${cycle.lint.length === 0 ? 'no problems' : `${errors} error(s), ${cycle.lint.length - errors} warning(s)`}`);
  for (const p of cycle.lint.slice(0, 10)) lines.push(`    ${p.where ?? '(spec)'} ${p.severity === 'warn' ? 'warning' : 'error'} ${p.rule}: ${p.message}`);
  if (cycle.lint.length > 10) lines.push(`    … ${cycle.lint.length - 10} more (npm run lint)`);
  if (!cycle.ok) {
    lines.push('  generate: FAILED — the last good output is still in place');
    for (const d of cycle.diagnostics.filter((x) => x.severity === 'error').slice(0, 8)) lines.push(`    ${formatDiagnostic(d).replace(/\n/g, '\n    ')}`);
  } else {
    const shown = cycle.written.slice(0, 6).join(', ');
    lines.push(
      `  generate (${cycle.targets.join(', ')}): ${cycle.written.length === 0 ? 'nothing changed' : `${cycle.written.length} file(s) written: ${shown}${cycle.written.length > 6 ? ', …' : ''}`}`,
    );
  }
  lines.push(...apiLines(cycle.api));
  lines.push(`  took ${(cycle.ms / 1000).toFixed(1)} s`);
  if (timingsWanted()) lines.push('  timeline (from the first file event):', ...(cycle.timeline?.lines() ?? []));
  return lines.join('\n');
}

/**
 * The diff guard's verdict and the dropped request fields, one line each with where to look (a few; the rest
 * counted): what `npm run check` would refuse, told at the save that caused it.
 */
function apiLines(api: ApiChanges | undefined): string[] {
  if (api === undefined) return [];
  const where = (file: string | undefined, line: number | undefined, pointer: string) =>
    file === undefined ? pointer : `${file}${line === undefined ? '' : `:${line}`}`;
  const lines = api.breaking.slice(0, 8).map((c) => `  breaking: ${c.message} (${c.rule}) at ${where(c.file, c.line, c.pointer)}`);
  if (api.breaking.length > 8) lines.push(`  … ${api.breaking.length - 8} more breaking change(s) (npm run diff -- --base HEAD)`);
  for (const f of api.unstored.slice(0, 8)) {
    const into = f.resourceSchema === undefined ? 'the answer' : f.resourceSchema;
    lines.push(
      `  not stored: ${f.method.toUpperCase()} ${f.path} accepts \`${f.field}\`${f.requestSchema === undefined ? '' : ` (${f.requestSchema})`} but ${into} has no such field, so the server drops it — add it to ${into} or mark it writeOnly, at ${where(f.file, f.line, f.pointer)}`,
    );
  }
  if (api.unstored.length > 8) lines.push(`  … ${api.unstored.length - 8} more request field(s) not stored`);
  return lines;
}
