/**
 * Validators benchmark (docs/decisions/0028-real-components-in-tests.md: ratios against baselines in the same run):
 *   node --expose-gc --import tsx bench/validators/run.ts [--write]
 * 1. ops/s validating (a) an OAuth module PUT body with a GitHub provider and (b) a list envelope of
 *    100 tunnel-group backends, with: our generated validators; ajv compiled at run time from the
 *    same schemas with the same options; a zod 4 schema; a hand-written check (the ceiling).
 * 2. Cold start, each in fresh node processes: importing @tunnel-api/validators vs loading ajv and
 *    compiling every validator the package holds.
 * --write replaces the "Validators" section of bench/RESULTS.md with the figures.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { operations } from '@tunnel-api/validators';
import { Diagnostics } from '../../generator/diagnostics.js';
import { buildSchemaSet } from '../../generator/emit/validators/build-schema-set.js';
import { collectTargets } from '../../generator/emit/validators/collect-targets.js';
import { createAjv } from '../../generator/emit/validators/create-ajv.js';
import { buildIr } from '../../generator/ir/build.js';
import { createNameResolver } from '../../generator/naming/resolver.js';
import { NAME_CLAIMS } from '../../generator/targets.js';
import { isOAuthModuleReplace, isTunnelGroupBackendList } from './hand-written.js';
import { consumed, median, opsPerSecond } from './measure.js';
import { backendList, backendListInvalid, bundle, oauthBody, oauthBodyInvalid, REPO_ROOT } from './payloads.js';
import { oauthModuleReplace, tunnelGroupBackendList } from './zod-schemas.js';

const ROUNDS = 12;
const ROUND_MS = 150;
const COLD_RUNS = 7;

// ajv at run time: the very schema set and options the package was compiled from.
const diagnostics = new Diagnostics();
const ir = buildIr(bundle, diagnostics);
const set = buildSchemaSet(collectTargets(ir, createNameResolver(ir, {}, diagnostics, NAME_CLAIMS)), diagnostics);
const runtimeAjv = createAjv('body', { standalone: false, uncheckedFormats: set.uncheckedFormats });
for (const schema of set.modes.body.schemas) runtimeAjv.addSchema(schema as object);
const compiledAtRunTime = (target: string): ((v: unknown) => boolean) => {
  const id = set.bindings.get(target)?.id;
  const validate = id === undefined ? undefined : runtimeAjv.getSchema(id);
  if (validate === undefined) throw new Error(`no schema for ${target}`);
  return (v) => validate(v) as boolean;
};

interface Case {
  readonly name: string;
  readonly valid: unknown;
  readonly invalid: unknown;
  readonly contenders: Record<string, (v: unknown) => boolean>;
}

const cases: Case[] = [
  {
    name: 'OAuth module PUT body (GitHub provider)',
    valid: oauthBody,
    invalid: oauthBodyInvalid,
    contenders: {
      'generated (ours)': operations.replaceHttpsEdgeRouteOAuthModule.body.is,
      'ajv, compiled at run time': compiledAtRunTime('ReplaceHttpsEdgeRouteOAuthModuleBody'),
      'zod 4': (v) => oauthModuleReplace.safeParse(v).success,
      'hand-written': isOAuthModuleReplace,
    },
  },
  {
    name: 'list of 100 tunnel-group backends',
    valid: backendList,
    invalid: backendListInvalid,
    contenders: {
      'generated (ours)': operations.listTunnelGroupBackends.responses['200'].is,
      'ajv, compiled at run time': compiledAtRunTime('ListTunnelGroupBackendsResponse200'),
      'zod 4': (v) => tunnelGroupBackendList.safeParse(v).success,
      'hand-written': isTunnelGroupBackendList,
    },
  },
];

// Every contender must accept the valid payload and reject the invalid one, or its speed means nothing.
for (const c of cases) {
  for (const [name, check] of Object.entries(c.contenders)) {
    if (!check(c.valid) || check(c.invalid)) throw new Error(`${name} does not check "${c.name}" correctly`);
  }
}

const throughput = cases.map((c) => {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(c.contenders).map((n) => [n, []]));
  const entries = Object.entries(c.contenders);
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved and rotated, so drift on a shared machine and the garbage one contender leaves
    // behind hit every contender alike; a collection between turns when node runs with --expose-gc.
    for (let turn = 0; turn < entries.length; turn++) {
      const [name, check] = entries[(round + turn) % entries.length]!;
      (globalThis as { gc?: () => void }).gc?.();
      samples[name]?.push(opsPerSecond(() => check(c.valid), ROUND_MS));
    }
  }
  // Ratios are taken round by round (neighbouring measurements) and then their median: steadier
  // than a ratio of medians when the machine's load drifts during the run.
  const baseline = samples['ajv, compiled at run time'] ?? [];
  const ratios = Object.fromEntries(Object.entries(samples).map(([n, s]) => [n, median(s.map((ops, i) => ops / (baseline[i] ?? ops)))]));
  return { name: c.name, ops: Object.fromEntries(Object.entries(samples).map(([n, s]) => [n, median(s)])), ratios };
});

const setFile = path.join(os.tmpdir(), `validators-bench-set-${process.pid}.json`);
fs.writeFileSync(setFile, JSON.stringify({ modes: set.modes, uncheckedFormats: set.uncheckedFormats }));
const coldRun = (args: string[]): { ms: number; functions: number } =>
  JSON.parse(execFileSync(process.execPath, args, { cwd: REPO_ROOT, encoding: 'utf8' })) as { ms: number; functions: number };
const cold = { ours: [] as number[], ajv: [] as number[], oursGuards: 0, ajvFunctions: 0 };
for (let run = 0; run < COLD_RUNS; run++) {
  const ours = coldRun([path.join(REPO_ROOT, 'bench/validators/cold-ours.mjs')]);
  const ajv = coldRun(['--import', 'tsx', path.join(REPO_ROOT, 'bench/validators/cold-ajv.ts'), setFile]);
  cold.ours.push(ours.ms);
  cold.ajv.push(ajv.ms);
  cold.oursGuards = ours.functions;
  cold.ajvFunctions = ajv.functions;
}
fs.rmSync(setFile);

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
const lines: string[] = [
  '## Validators',
  '',
  'Rerun: `node --expose-gc --import tsx bench/validators/run.ts --write` (from the repository root; needs `npm i --prefix bench` once).',
  'The generated functions are the very code ajv compiles at run time (checked function by function in',
  'test/validators/same-code-as-ajv.test.ts), so their throughput is the same by construction and the gap',
  'between those two rows is the noise of a shared machine; what the package saves is the compiling (cold start).',
  '',
  `Last run: node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores, shared; load average ${os.loadavg()[0]?.toFixed(1)}), ${ROUNDS} interleaved rounds of ${ROUND_MS} ms; ratios are medians of per-round ratios.`,
  '',
];
for (const t of throughput) {
  const handWritten = t.ratios['hand-written'] ?? 1;
  lines.push(`### ${t.name}`, '', '| validator | ops/s (median) | vs ajv at run time | vs hand-written |', '| --- | ---: | ---: | ---: |');
  for (const [name, ops] of Object.entries(t.ops)) {
    const vsAjv = t.ratios[name] ?? 0;
    lines.push(`| ${name} | ${fmt(ops)} | ${vsAjv.toFixed(2)}× | ${(vsAjv / handWritten).toFixed(2)}× |`);
  }
  lines.push('', `Generated vs ajv at run time: ${(t.ratios['generated (ours)'] ?? 0).toFixed(2)}× the throughput (median of per-round ratios).`, '');
}
const oursMs = median(cold.ours);
const ajvMs = median(cold.ajv);
lines.push(
  `### Cold start (fresh node process each, median of ${COLD_RUNS})`,
  '',
  '| start-up | ms | |',
  '| --- | ---: | --- |',
  `| import @tunnel-api/validators (${cold.oursGuards} guards, nothing compiled) | ${oursMs.toFixed(1)} | 1.00× |`,
  `| load ajv and compile the same ${cold.ajvFunctions} validators | ${ajvMs.toFixed(1)} | ${ratio(ajvMs, oursMs)} |`,
  '',
  'The ajv process runs under `--import tsx` to load the shared option module (create-ajv.ts); its transform is inside the measured time but small next to compiling.',
  '',
);
const section = lines.join('\n');
console.log(section);
console.error(`(checks consumed: ${consumed()})`);

if (process.argv.includes('--write')) {
  const file = path.join(REPO_ROOT, 'bench/RESULTS.md');
  const existing = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmark results\n\nEach section is written by its benchmark; rerun the command it names.\n';
  const pattern = /^## Validators\n[\s\S]*?(?=^## |(?![\s\S]))/m;
  const next = pattern.test(existing) ? existing.replace(pattern, `${section}\n`) : `${existing.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next.replace(/\n{3,}/g, '\n\n').replace(/\n*$/, '\n'));
  console.error(`updated ${path.relative(REPO_ROOT, file)}`);
}
