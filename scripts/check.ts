/**
 * `npm run check [-- --spec PATH --out DIR]`: fails when DIR (default generated/) differs from what the
 * spec generates — regenerated into a temporary folder and compared file by file — and, for the
 * repository's own spec, when generated/generation-stamp.json does not describe the tree, the server's
 * stored-kinds.gen.ts does not list its resource files (scripts/stored-kinds.js), or `redocly lint`,
 * Biome (the house rules for the hand-written code, docs/decisions/0043-biome.md) or the type checker (`tsgo`,
 * docs/decisions/0099-typecheck-by-native-compiler.md) report problems. Exit 1 on any failure, 2 on
 * bad usage. The three tools run as child processes alongside the in-process steps, their lines printed last.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareOutputs, formatDrift, hasDrift } from '../generator/check/drift.js';
import { parseCliArgs, USAGE, UsageError } from '../generator/cli/args.js';
import { formatDiagnostics } from '../generator/cli/report.js';
import { BaseRefError, diffSpecs, extractSpecAt, formatChanges } from '../generator/diff/index.js';
import { generate, REPO_ROOT } from '../generator/index.js';
import { GENERATED_PACKAGES } from '../generator/release/packages.js';
import { releasePlan, satisfies } from '../generator/release/plan.js';
import { readVersions, VERSIONS_FILE } from '../generator/release/versions.js';
import { changedSinceGeneration, describeChanges, STAMP_PATH } from './generation-stamp.js';
import { STORED_KINDS_PATH, storedKindsAreCurrent } from './stored-kinds.js';

async function main(argv: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(
      `GEN010 error: ${error.message}\n  hint: run \`npm run check -- --help\` for the options\n\n${USAGE.replace('npm run generate', 'npm run check')}`,
    );
    return 2;
  }
  if (options.help) {
    console.log(USAGE.replace('npm run generate', 'npm run check'));
    return 0;
  }
  const failures: string[] = [];
  const isRepoSpec = path.resolve(options.specPath) === path.join(REPO_ROOT, 'spec', 'openapi.yaml');
  // The tools are child processes that read the tree as committed; they start now and run on the other core
  // while this process regenerates and compares (docs/decisions/0044-test-suite-in-minutes.md). Their results
  // are reported below in the fixed order.
  const tools = isRepoSpec
    ? [
        { failure: 'lint: redocly lint failed', result: run('lint', ['redocly', 'lint', '--config', 'redocly.yaml', options.specPath]) },
        { failure: 'lint:ts: biome found problems (npm run lint:ts lists them; npm run format fixes most)', result: biome() },
        // TypeScript's native compiler (docs/decisions/0099-typecheck-by-native-compiler.md): the same checker, 5x faster.
        { failure: 'typecheck: tsgo failed', result: run('typecheck', ['tsgo', '-p', 'tsconfig.json', '--noEmit']) },
      ]
    : [];
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-api-check-'));
  try {
    const result = await generate({ ...options, outDir: fresh });
    const diagnostics = formatDiagnostics(result.diagnostics, options.verbose);
    if (diagnostics !== '') console.error(diagnostics);
    if (result.outputs === undefined) {
      failures.push('generate: the spec has errors');
    } else {
      const drift = compareOutputs(
        options.outDir,
        fresh,
        result.outputs.map((o) => o.target),
      );
      if (hasDrift(drift)) {
        console.error(formatDrift(options.outDir, drift));
        failures.push(`drift: ${drift.changed.length + drift.missing.length + drift.extra.length} file(s)`);
      } else {
        console.log(`drift: none (${result.outputs.map((o) => `${o.target.name} ${o.files.length}`).join(', ')} files)`);
      }
    }
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }

  if (isRepoSpec && path.resolve(options.outDir) === path.join(REPO_ROOT, 'generated')) {
    // The stamp a fresh clone's first `npm start` compares with (scripts/generation-stamp.js): it must
    // describe this very tree, or that start regenerates.
    const changed = changedSinceGeneration(REPO_ROOT);
    if (changed.length > 0) {
      console.error(
        `${STAMP_PATH} is out of date (${describeChanges(changed)})\n  fix: npm run generate (it rewrites only the stamp when generated/ is current), then commit it`,
      );
      failures.push('stamp: generated/generation-stamp.json does not describe the tree');
    } else {
      console.log(`stamp: ${STAMP_PATH} describes the tree`);
    }
    // The server's one derived table (scripts/stored-kinds.js): a resource file added or removed since.
    if (storedKindsAreCurrent(REPO_ROOT)) {
      console.log(`stored kinds: ${STORED_KINDS_PATH} lists every resource file`);
    } else {
      console.error(`${STORED_KINDS_PATH} does not list the stored resource kinds of server/resources/\n  fix: npm run generate, then commit it`);
      failures.push(`stored kinds: ${STORED_KINDS_PATH} is out of date`);
    }
  }
  if (isRepoSpec) {
    if (!(await breakingChangeGuard(options.specPath))) failures.push('diff: breaking changes against the merge base of main');
    if (!(await versionGuard(options.specPath))) failures.push('versions: a package surface changed without the version bump it requires');
  }
  for (const tool of tools) {
    const { ok, report } = await tool.result;
    report();
    if (!ok) failures.push(tool.failure);
  }
  if (failures.length > 0) {
    console.error(`check failed: ${failures.join('; ')}`);
    return 1;
  }
  console.log('check passed');
  return 0;
}

/**
 * The breaking-change guard (docs/decisions/0025-breaking-change-guard.md) against the merge base of `main`,
 * when there is one: on a branch it names what the branch breaks; on main itself the merge base is HEAD, so
 * only uncommitted edits count.
 */
async function breakingChangeGuard(specPath: string): Promise<boolean> {
  const started = performance.now();
  const base = spawnSync('git', ['merge-base', 'main', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (base.status !== 0) {
    console.log('diff: skipped (no main branch to compare with)');
    return true;
  }
  const ref = base.stdout.trim();
  let extracted;
  try {
    extracted = extractSpecAt(ref, REPO_ROOT);
  } catch (error) {
    if (!(error instanceof BaseRefError)) throw error;
    console.log(`diff: skipped (${error.message})`);
    return true;
  }
  try {
    const { changes } = await diffSpecs(extracted.root, specPath);
    const breaking = (changes ?? []).filter((c) => c.severity === 'breaking');
    if (breaking.length > 0) console.error(formatChanges(breaking, 'text', { base: `merge base ${ref.slice(0, 8)}`, head: 'working tree' }));
    console.log(
      `diff: ${breaking.length === 0 ? 'ok' : 'FAILED'}, ${changes?.length ?? 0} change(s) since ${ref.slice(0, 8)} (${Math.round(performance.now() - started)} ms)`,
    );
    return changes !== undefined && breaking.length === 0;
  } finally {
    extracted.dispose();
  }
}

/** A tool's outcome, and what to print for it once the steps before it have printed theirs. */
interface ToolResult {
  readonly ok: boolean;
  readonly report: () => void;
}

interface Finished {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** Starts a tool from node_modules/.bin without waiting for it. */
function start(tool: string, args: readonly string[]): Promise<Finished> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      path.join(REPO_ROOT, 'node_modules', '.bin', tool),
      args,
      { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const status = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ status, stdout, stderr, ms: Math.round(performance.now() - started) });
      },
    );
  });
}

/** Runs a tool from node_modules/.bin, showing its output only when it fails. */
async function run(step: string, [tool = '', ...args]: readonly string[]): Promise<ToolResult> {
  const result = await start(tool, args);
  const ok = result.status === 0;
  return {
    ok,
    report: () => {
      if (!ok) process.stderr.write(`${result.stdout}${result.stderr}`);
      console.log(`${step}: ${ok ? 'ok' : 'FAILED'} (${result.ms} ms)`);
    },
  };
}

/**
 * Biome over the hand-written code (biome.json): lint, format and sorted imports. Any finding fails, an
 * info as much as an error, so the tree stays at none (docs/decisions/0043-biome.md).
 */
async function biome(): Promise<ToolResult> {
  const result = await start('biome', ['ci', '--reporter=json', '--colors=off', '.']);
  let summary: { errors: number; warnings: number; infos: number } | undefined;
  try {
    summary = (JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as { summary: { errors: number; warnings: number; infos: number } }).summary;
  } catch {
    summary = undefined;
  }
  const findings = summary === undefined ? undefined : summary.errors + summary.warnings + summary.infos;
  const ok = result.status === 0 && findings === 0;
  return {
    ok,
    report: () => {
      if (!ok) {
        const shown = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'biome'), ['ci', '.'], { cwd: REPO_ROOT, encoding: 'utf8' });
        process.stderr.write(`${shown.stdout}${shown.stderr}`);
      }
      console.log(`lint:ts: ${ok ? 'ok' : `FAILED, ${findings ?? 'unknown'} finding(s)`} (${result.ms} ms)`);
    },
  };
}

/**
 * Versions tell the truth (generator/release/plan.ts): when the API surface of the packages changed
 * since the last release (a breaking, risky or safe change), each package's version in
 * release/versions.json must have moved at least as far as the change requires. Documentation-only
 * and generator-only changes ask for a patch release but do not fail the check.
 */
async function versionGuard(specPath: string): Promise<boolean> {
  const started = performance.now();
  const plan = await releasePlan(REPO_ROOT, specPath, GENERATED_PACKAGES);
  if (plan === undefined) {
    console.log(`versions: skipped (${VERSIONS_FILE} was never committed)`);
    return true;
  }
  const current = readVersions(REPO_ROOT);
  const surfaceChanged = (p: (typeof plan.packages)[number]) => p.bump === 'major' || p.bump === 'minor';
  const behind = plan.packages.filter((p) => surfaceChanged(p) && !satisfies(p.released, current[p.name] ?? p.released, p.bump));
  for (const p of behind) {
    console.error(
      `versions: ${p.name} is ${current[p.name] ?? p.released}, but its surface changed since ${plan.since.slice(0, 8)} (${p.changes.filter((c) => c.severity !== 'docs').length} change(s)) and needs a ${p.bump} release (≥ ${p.next})`,
    );
  }
  if (behind.length > 0)
    console.error(
      '  hint: `npm run release -- --dry-run` shows the changes; `npm run release` writes the versions and changelogs; commit release/ and generated/',
    );
  console.log(`versions: ${behind.length === 0 ? 'ok' : 'FAILED'} (${Math.round(performance.now() - started)} ms)`);
  return behind.length === 0;
}

process.exitCode = await main(process.argv.slice(2));
