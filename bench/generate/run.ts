/**
 * Generation time, side by side in one run: ours (every target, and the client alone) against
 * openapi-typescript alone and peer client generators, on our spec and on the largest public specs. Each
 * tool runs from its own command line (what a user runs: start-up included), openapi-typescript's and the
 * peers' from a folder outside the repository (so that openapi-typescript does not load our redocly.yaml);
 * rounds are interleaved so machine load hits every tool alike; the figures are medians of the wall time and
 * of the CPU time (user + system, threads and child processes included, from /usr/bin/time).
 *
 *   node --import tsx bench/generate/run.ts [--rounds N] [--dev-loop N] [--tools a,b] [--specs N] [--before DIR] [--write]   (from the repository root)
 *
 * Ours runs as `npm run generate` runs it: precompiled (scripts/launch-generator.js; the build is made once, before
 * the rounds, as a first run after a change of the generator makes it). --before DIR adds every target, cold, of
 * another checkout (a `git archive` of the tree before a change, its node_modules linked), run as that tree runs it
 * (`node --import tsx scripts/generate.ts` when it has no scripts/launch-generator.js): before and after in one run.
 * The public documents are the --specs N (default 2) largest in ../shared/public-specs. --dev-loop N also
 * times N saves of each edit in `npm run dev` (dev-loop.ts); --tools limits the generators run. Needs
 * `npm i --prefix bench` once (peers live only in bench/node_modules). --write puts the run at the top of the "Generate" section
 * of bench/RESULTS.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DevLoopResult, measureDevLoop } from './dev-loop.js';
import { withLatestRun } from './results-section.js';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    'dev-loop': { type: 'string' },
    tools: { type: 'string' },
    specs: { type: 'string', default: '2' },
    before: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);

const specs = [
  { name: `Tunnel API (ours, ${operationCount(path.join(root, 'generated/openapi.json'))} operations)`, file: path.join(root, 'generated/openapi.json') },
  ...largestPublicSpecs(Number(values.specs)),
].filter((s) => {
  if (fs.existsSync(s.file)) return true;
  console.warn(`skipping ${s.name}: ${s.file} is missing`);
  return false;
});

/** The goal speaks of the largest public documents: whichever those are today (read in place, never copied). */
function largestPublicSpecs(count: number): { name: string; file: string }[] {
  const dir = path.resolve(root, '../shared/public-specs');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .map((f) => ({ file: path.join(dir, f), size: fs.statSync(path.join(dir, f)).size }));
  return files
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map((f, i) => ({
      name: `${path.basename(f.file)} (${i === 0 ? 'the largest public document' : 'public'}, ${(f.size / 1e6).toFixed(2)} MB, ${operationCount(f.file)} operations)`,
      file: f.file,
    }));
}

function operationCount(file: string): number | string {
  if (!file.endsWith('.json') || !fs.existsSync(file))
    return (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').match(/^ {4}(get|put|post|delete|patch|options|head|trace):/gm)?.length : undefined) ?? '?';
  const paths = (JSON.parse(fs.readFileSync(file, 'utf8')) as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.values(paths).reduce(
    (n, item) => n + Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(k)).length,
    0,
  );
}

const bin = (dir: string, name: string) => path.join(root, dir, 'node_modules/.bin', name);
/** Our command line in a checkout: the generator as `npm run generate -- --spec … --out …` runs it there. */
const oursIn =
  (checkout: string, extra: readonly string[] = []) =>
  (spec: string, out: string) => [
    process.execPath,
    ...(fs.existsSync(path.join(checkout, 'scripts/launch-generator.js'))
      ? [path.join(checkout, 'scripts/launch-generator.js')]
      : ['--import', 'tsx', path.join(checkout, 'scripts/generate.ts')]),
    '--spec',
    spec,
    '--out',
    out,
    ...extra,
  ];
const ours = (extra: readonly string[]) => oursIn(root, extra);
const before = values.before === undefined ? undefined : path.resolve(values.before);

interface Tool {
  readonly id: string;
  readonly label: string;
  readonly command: (spec: string, out: string) => string[];
  /** Run from the repository (ours) or from a scratch folder outside it (the others). */
  readonly inRepo: boolean;
  /** The folder it runs in, when not this checkout or the scratch folder. */
  readonly cwd?: string;
  readonly env?: Record<string, string>;
}

const allTools: Tool[] = [
  {
    id: 'ours-all',
    label: 'ours, every target (bundle, client, validators, server, docs), cold',
    command: ours([]),
    inRepo: true,
    env: { TUNNEL_API_GENERATOR_CACHE: 'off' },
  },
  ...(before === undefined
    ? []
    : [
        {
          id: 'before-all',
          label: `before: every target, cold (${path.basename(before)})`,
          command: oursIn(before),
          inRepo: true,
          cwd: before,
          env: { TUNNEL_API_GENERATOR_CACHE: 'off' },
        },
      ]),
  { id: 'ours-all-cached', label: 'ours, every target, validators code cached from an earlier run', command: ours([]), inRepo: true },
  { id: 'ours-client', label: 'ours, client target', command: ours(['--target', 'client']), inRepo: true, env: { TUNNEL_API_GENERATOR_CACHE: 'off' } },
  {
    id: 'openapi-typescript',
    label: 'openapi-typescript 7.9.1 alone (types only)',
    command: (spec, out) => [bin('.', 'openapi-typescript'), spec, '-o', path.join(out, 'schema.ts')],
    inRepo: false,
  },
  {
    id: 'hey-api',
    label: '@hey-api/openapi-ts 0.94.5 (types + fetch SDK)',
    command: (spec, out) => [
      bin('bench', 'openapi-ts'),
      '-i',
      spec,
      '-o',
      out,
      '-p',
      '@hey-api/client-fetch',
      '@hey-api/typescript',
      '@hey-api/sdk',
      '-s',
      '--no-log-file',
    ],
    inRepo: false,
  },
  {
    id: 'orval',
    label: 'orval 7.13.2 (types + fetch client)',
    command: (spec, out) => [bin('bench', 'orval'), '--input', spec, '--output', path.join(out, 'client.ts'), '--client', 'fetch', '--mode', 'single'],
    inRepo: false,
  },
];
const BASELINE = 'openapi-typescript';
const tools =
  values.tools === undefined ? allTools : allTools.filter((t) => t.id === BASELINE || t.id === 'before-all' || values.tools!.split(',').includes(t.id));

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-generate-'));
const outside = path.join(scratch, 'cwd');
fs.mkdirSync(outside);

interface Sample {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/** One run of a tool, timed by /usr/bin/time (wall, and user + system of the process and its children). */
function runTool(tool: Tool, spec: string, out: string): Sample | { readonly error: string } {
  const timeFile = path.join(scratch, 'time.txt');
  const [command = '', ...args] = tool.command(spec, out);
  const run = spawnSync('/usr/bin/time', ['-f', '%e %U %S', '-o', timeFile, command, ...args], {
    cwd: tool.cwd ?? (tool.inRepo ? root : outside),
    encoding: 'utf8',
    env: { ...process.env, ...tool.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0)
    return {
      error:
        `${run.stderr}${run.stdout}`
          .split('\n')
          .find((l) => /error/i.test(l))
          ?.trim() ?? `exit ${run.status}`,
    };
  const [wall = 0, user = 0, system = 0] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  return { wallMs: wall * 1000, cpuMs: (user + system) * 1000 };
}

// Ours runs precompiled: made here once (what the first run after a change of the generator does), not in a round.
for (const checkout of [root, ...(before === undefined ? [] : [before])]) {
  if (!fs.existsSync(path.join(checkout, 'scripts/launch-generator.js'))) continue;
  spawnSync(process.execPath, [path.join(checkout, 'scripts/launch-generator.js'), '--help'], { cwd: checkout, encoding: 'utf8' });
}

// The cached variant reuses the validators' code of an earlier run of the same document: make one.
for (const spec of specs) {
  const cached = tools.find((t) => t.id === 'ours-all-cached');
  if (cached === undefined) break;
  runTool(cached, spec.file, path.join(scratch, 'warm'));
  fs.rmSync(path.join(scratch, 'warm'), { recursive: true, force: true });
}

const samples = new Map<string, Sample[]>();
const failures = new Map<string, string>();
try {
  for (let round = 0; round < rounds; round++) {
    for (const spec of specs) {
      for (const tool of tools) {
        const key = `${spec.name}|${tool.id}`;
        if (failures.has(key)) continue;
        const out = path.join(scratch, `${tool.id}-${round}`);
        const sample = runTool(tool, spec.file, out);
        fs.rmSync(out, { recursive: true, force: true });
        if ('error' in sample) {
          failures.set(key, sample.error);
          continue;
        }
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        console.log(
          `round ${round + 1}/${rounds} ${spec.name} ${tool.id}: ${Math.round(sample.wallMs)} ms wall, ${Math.round(sample.cpuMs)} ms CPU (load ${os.loadavg()[0]?.toFixed(1)})`,
        );
      }
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

// A no-change `npm run generate` (the script, without npm's own start-up): generated/ is current, so it
// stops after the content hash (scripts/generation-stamp.ts). The first run records the stamp if needed.
const unchanged: number[] = [];
spawnSync(process.execPath, ['scripts/launch-generator.js'], { cwd: root, encoding: 'utf8' });
for (let round = 0; round < Math.max(rounds, 3); round++) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['scripts/launch-generator.js'], { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status === 0 && run.stdout.includes('nothing to do')) unchanged.push(ms);
  console.log(`no-change regeneration: ${Math.round(ms)} ms${run.stdout.includes('nothing to do') ? '' : ' (it regenerated)'}`);
}

const devLoops: Array<{ readonly edit: 'description' | 'property'; readonly result: DevLoopResult }> = [];
if (values['dev-loop'] !== undefined) {
  for (const edit of ['description', 'property'] as const) devLoops.push({ edit, result: await measureDevLoop(Number(values['dev-loop']), edit) });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const lines = [
  `Rerun: \`node --import tsx bench/generate/run.ts --rounds ${rounds}${values['dev-loop'] === undefined ? '' : ` --dev-loop ${values['dev-loop']}`} --write\` (from the repository root; needs \`npm i --prefix bench\` once).`,
  `Last run: node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores, shared), load average ${os.loadavg()[0]?.toFixed(1)} at the end; medians of ${rounds} interleaved rounds, each tool started from its own command line (ours: \`node scripts/launch-generator.js --spec … --out …\`, what \`npm run generate\` runs, precompiled, cache off unless said; the others from a folder outside the repository). CPU is user + system time of the process, its threads and its children (ours: the docs' \`build-docs\` child and the validators' compile thread).`,
  '',
];
for (const spec of specs) {
  const base = samples.get(`${spec.name}|${BASELINE}`) ?? [];
  const baseWall = median(base.map((s) => s.wallMs));
  const baseCpu = median(base.map((s) => s.cpuMs));
  lines.push(
    `### ${spec.name}`,
    '',
    '| generator | wall (median) | vs openapi-typescript | CPU (median) | vs openapi-typescript |',
    '| --- | ---: | ---: | ---: | ---: |',
  );
  for (const tool of tools) {
    const key = `${spec.name}|${tool.id}`;
    const failed = failures.get(key);
    if (failed !== undefined) {
      lines.push(`| ${tool.label} | failed: ${failed.replace(/\|/g, '\\|').slice(0, 120)} | | | |`);
      continue;
    }
    const wall = median((samples.get(key) ?? []).map((s) => s.wallMs));
    const cpu = median((samples.get(key) ?? []).map((s) => s.cpuMs));
    lines.push(
      `| ${tool.label} | ${(wall / 1000).toFixed(2)} s | ${(wall / baseWall).toFixed(2)}× | ${(cpu / 1000).toFixed(2)} s | ${(cpu / baseCpu).toFixed(2)}× |`,
    );
  }
  lines.push('');
}
lines.push(
  `No-change regeneration (\`node scripts/launch-generator.js\`, what \`npm run generate\` runs, with generated/ current): ${unchanged.length === 0 ? 'not measured (it regenerated every time)' : `${(median(unchanged) / 1000).toFixed(2)} s median of ${unchanged.length}`}.`,
  '',
  ...devLoops.flatMap(({ edit, result }) => [
    `\`npm run dev\`, save → restarted server answering with the change and client types rebuilt, ${edit === 'description' ? 'a description edited' : 'a new property added'} in \`spec/components/schemas/ReservedAddr.yaml\` of a scratch copy (bench/generate/dev-loop.ts): ${(median(result.samples) / 1000).toFixed(2)} s median of ${result.samples.length} (${result.samples.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s).`,
    '',
  ]),
  'The machine was shared with other jobs: compare ratios within one run, not absolute times.',
  '',
);
const section = lines.join('\n');
console.log(`\n${section}`);

if (values.write) {
  const file = path.join(root, 'bench/RESULTS.md');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  fs.writeFileSync(file, withLatestRun(text, section));
  console.log(`wrote the latest run into the Generate section of ${path.relative(root, file)}`);
}
