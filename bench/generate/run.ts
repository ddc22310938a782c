/**
 * Generation time, side by side in one run: ours (every target, and the client alone) against
 * openapi-typescript alone and peer client generators, on our spec and on a large public spec.
 * Each run is a fresh `node` process (what a user waits for, start-up included); rounds are
 * interleaved so machine load hits every tool alike; the figure is the median.
 *
 *   node --import tsx bench/generate/run.ts [--rounds N] [--dev-loop N] [--tools a,b] [--write]   (from the repository root)
 *
 * The public document is the largest in ../shared/public-specs. --dev-loop N also times N saves in
 * `npm run dev` (dev-loop.ts); --tools limits the generators run. Needs `npm i --prefix bench` once (peers
 * live only in bench/node_modules). --write replaces the "Generate" section of bench/RESULTS.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureDevLoop } from './dev-loop.js';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: {
  rounds: { type: 'string', default: '3' },
  'dev-loop': { type: 'string' },
  tools: { type: 'string' },
  write: { type: 'boolean', default: false },
} });
const rounds = Number(values.rounds);

const specs = [
  { name: `Tunnel API (ours, ${operationCount(path.join(root, 'generated/openapi.json'))} operations)`, file: path.join(root, 'generated/openapi.json') },
  ...largestPublicSpec(),
].filter((s) => fs.existsSync(s.file) || (console.warn(`skipping ${s.name}: ${s.file} is missing`), false));

/** The goal speaks of the largest public document: whichever that is today. */
function largestPublicSpec(): { name: string; file: string }[] {
  const dir = path.resolve(root, '../shared/public-specs');
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => /\.(ya?ml|json)$/.test(f)).map((f) => ({ file: path.join(dir, f), size: fs.statSync(path.join(dir, f)).size }));
  const largest = files.sort((a, b) => b.size - a.size)[0];
  if (largest === undefined) return [];
  return [{ name: `${path.basename(largest.file)} (the largest public document, ${(largest.size / 1e6).toFixed(2)} MB, ${operationCount(largest.file)} operations)`, file: largest.file }];
}

function operationCount(file: string): number | string {
  if (!file.endsWith('.json') || !fs.existsSync(file)) return (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').match(/^ {4}(get|put|post|delete|patch|options|head|trace):/gm)?.length : undefined) ?? '?';
  const paths = (JSON.parse(fs.readFileSync(file, 'utf8')) as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.values(paths).reduce((n, item) => n + Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(k)).length, 0);
}

const allTools = [
  { id: 'ours-all', label: 'ours, every target (bundle, client, validators, server, docs), cold' },
  { id: 'ours-all-cached', label: 'ours, every target, validators code cached from an earlier run' },
  { id: 'ours-client', label: 'ours, client target' },
  { id: 'openapi-typescript', label: 'openapi-typescript alone (types only)' },
  { id: 'hey-api', label: '@hey-api/openapi-ts 0.94.5 (types + fetch SDK)' },
  { id: 'orval', label: 'orval 7.13.2 (types + fetch client)' },
];
const BASELINE = 'openapi-typescript';
const tools = values.tools === undefined ? allTools : allTools.filter((t) => t.id === BASELINE || values.tools!.split(',').includes(t.id));

// The cached variant reuses the validators' code of an earlier run of the same document: make one.
for (const spec of specs) {
  if (!tools.some((t) => t.id === 'ours-all-cached')) break;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-generate-warm-'));
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate/tools.ts', 'ours-all-cached', spec.file, out], { cwd: root, encoding: 'utf8' });
  fs.rmSync(out, { recursive: true, force: true });
}

const samples = new Map<string, number[]>();
const failures = new Map<string, string>();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-generate-'));
try {
  for (let round = 0; round < rounds; round++) {
    for (const spec of specs) {
      for (const tool of tools) {
        const key = `${spec.name}|${tool.id}`;
        if (failures.has(key)) continue;
        const out = path.join(scratch, `${tool.id}-${round}`);
        const started = performance.now();
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate/tools.ts', tool.id, spec.file, out], { cwd: root, encoding: 'utf8' });
        const ms = performance.now() - started;
        fs.rmSync(out, { recursive: true, force: true });
        if (run.status !== 0) {
          failures.set(key, `${run.stderr}${run.stdout}`.split('\n').find((l) => /error/i.test(l))?.trim() ?? `exit ${run.status}`);
          continue;
        }
        samples.set(key, [...(samples.get(key) ?? []), ms]);
        console.log(`round ${round + 1}/${rounds} ${spec.name} ${tool.id}: ${Math.round(ms)} ms`);
      }
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

// A no-change `npm run generate` (the script, without npm's own start-up): generated/ is current, so it
// stops after the content hash (scripts/generation-stamp.ts). The first run records the stamp if needed.
const unchanged: number[] = [];
spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: root, encoding: 'utf8' });
for (let round = 0; round < Math.max(rounds, 3); round++) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status === 0 && run.stdout.includes('nothing to do')) unchanged.push(ms);
  console.log(`no-change regeneration: ${Math.round(ms)} ms${run.stdout.includes('nothing to do') ? '' : ' (it regenerated)'}`);
}

const devLoop = values['dev-loop'] === undefined ? undefined : await measureDevLoop(Number(values['dev-loop']));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const lines = [
  '## Generate',
  '',
  'Rerun: `node --import tsx bench/generate/run.ts --write` (from the repository root; needs `npm i --prefix bench` once).',
  `Last run: node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores, shared), load average ${os.loadavg()[0]?.toFixed(1)} at the end; median wall time of ${rounds} interleaved rounds, each a fresh process (start-up included), input the bundled spec.`,
  '',
];
for (const spec of specs) {
  const base = median(samples.get(`${spec.name}|${BASELINE}`) ?? []);
  const ours = median(samples.get(`${spec.name}|ours-client`) ?? []);
  lines.push(`### ${spec.name}`, '', '| generator | median | vs openapi-typescript alone | vs ours (client) |', '| --- | ---: | ---: | ---: |');
  for (const tool of tools) {
    const key = `${spec.name}|${tool.id}`;
    const failed = failures.get(key);
    if (failed !== undefined) {
      lines.push(`| ${tool.label} | failed: ${failed.replace(/\|/g, '\\|').slice(0, 120)} | | |`);
      continue;
    }
    const m = median(samples.get(key) ?? []);
    lines.push(`| ${tool.label} | ${(m / 1000).toFixed(2)} s | ${(m / base).toFixed(2)}× | ${(m / ours).toFixed(2)}× |`);
  }
  lines.push('');
}
lines.push(
  `No-change regeneration (\`node --import tsx scripts/generate.ts\`, what \`npm run generate\` runs, with generated/ current): ${unchanged.length === 0 ? 'not measured (it regenerated every time)' : `${(median(unchanged) / 1000).toFixed(2)} s median of ${unchanged.length}`}.`,
  '',
  ...(devLoop === undefined ? [] : [
    `\`npm run dev\`, save → restarted server answering and client rebuilt (\`--dev-loop ${devLoop.samples.length}\`: a description edited in ${'`spec/components/schemas/ReservedAddr.yaml`'} of a scratch copy, bench/generate/dev-loop.ts): ${(median(devLoop.samples) / 1000).toFixed(2)} s median of ${devLoop.samples.length} (${devLoop.samples.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s).`,
    '',
  ]),
  [
    'Where our time goes: see the profile notes below the tables (`node --cpu-prof`, the same commands).',
    'The machine was shared with other jobs: compare ratios within one run, not absolute times.',
  ].join('\n'),
  '',
);
const section = lines.join('\n');
console.log(`\n${section}`);

if (values.write) {
  const file = path.join(root, 'bench/RESULTS.md');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const start = text.indexOf('\n## Generate\n');
  const next = start === -1 ? -1 : text.indexOf('\n## ', start + 1);
  const updated = start === -1 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start + 1)}${section}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
  fs.writeFileSync(file, `${updated.trimEnd()}\n`);
  console.log(`wrote the Generate section of ${path.relative(root, file)}`);
}
