// The watch loop of `npm run dev`, driven for real: a temporary copy of the spec is edited on disk and
// the test waits for the regenerated output (docs/decisions/0030-designer-loop.md).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Cycle, formatCycle, type Watcher, watchSpec } from '../../generator/watch/index.js';

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'watch-'));
const out = join(dir, 'out');
const cycles: Cycle[] = [];
let watcher: Watcher;

async function nextCycle(after: number): Promise<Cycle> {
  for (let i = 0; i < 600; i++) {
    if (cycles.length > after) return cycles[after]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no cycle within 60 s');
}

beforeAll(async () => {
  cpSync(join(root, 'spec'), join(dir, 'spec'), { recursive: true });
  watcher = watchSpec({
    specPath: join(dir, 'spec/openapi.yaml'),
    outDir: out,
    templatesDir: join(root, 'templates'),
    lintConfigPath: join(root, 'redocly.yaml'),
    displayRoot: dir,
    debounceMs: 300,
    targets: ['bundle', 'client'],
    onCycle: (cycle) => {
      cycles.push(cycle);
    },
  });
  await watcher.ready;
}, 120_000);

afterAll(() => {
  watcher.close();
  rmSync(dir, { recursive: true, force: true });
});

const schemaFile = () => join(dir, 'spec/components/schemas/ReservedAddr.yaml');
const clientTypes = () => readFileSync(join(out, 'client/src/schema.gen.ts'), 'utf8');

it('generates everything on the first run', () => {
  expect(cycles).toHaveLength(1);
  expect(cycles[0]!.ok).toBe(true);
  expect(cycles[0]!.written).toContain('client/src/schema.gen.ts');
  expect(cycles[0]!.lint).toEqual([]);
  expect(formatCycle(cycles[0]!)).toContain('lint: no problems');
});

it('a burst of saves makes one run that regenerates the changed types', async () => {
  const before = cycles.length;
  const text = readFileSync(schemaFile(), 'utf8');
  writeFileSync(schemaFile(), text.replace(/( {2}addr:\n {4}type: )string/, '$1integer'));
  const other = join(dir, 'spec/components/schemas/ReservedAddrCreate.yaml');
  writeFileSync(other, readFileSync(other, 'utf8').replace('What the address is used for.', 'What the address serves.'));
  const cycle = await nextCycle(before);
  await new Promise((r) => setTimeout(r, 1000));
  expect(cycles.length).toBe(before + 1);
  expect(cycle.ok).toBe(true);
  expect(cycle.changed).toEqual(['spec/components/schemas/ReservedAddr.yaml', 'spec/components/schemas/ReservedAddrCreate.yaml']);
  expect(cycle.written).toContain('client/src/schema.gen.ts');
  expect(cycle.written).not.toContain('client/package.json');
  expect(clientTypes()).toMatch(/addr: number;/);
  // A field's type changed under the clients: the diff guard's verdict, with where, in the loop.
  const breaking = cycle.api?.breaking.find((c) => c.file === 'spec/components/schemas/ReservedAddr.yaml');
  expect(breaking?.line).toBeGreaterThan(0);
  expect(formatCycle(cycle)).toContain(`  breaking: ${breaking?.message} (${breaking?.rule}) at spec/components/schemas/ReservedAddr.yaml:${breaking?.line}`);
  expect(cycles[0]!.api).toEqual({ breaking: [], unstored: [] });
}, 90_000);

it('a request field the answered resource lacks is reported as not stored', async () => {
  const before = cycles.length;
  const file = join(dir, 'spec/components/schemas/ReservedAddrCreate.yaml');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/^properties:\n/m, 'properties:\n  owner:\n    type: string\n    description: Who owns the address.\n'));
  const cycle = await nextCycle(before);
  expect(cycle.ok).toBe(true);
  expect(cycle.api?.unstored.map((f) => [f.method, f.path, f.field, f.requestSchema, f.resourceSchema, f.file, f.line])).toEqual([
    [
      'post',
      '/reserved_addrs',
      'owner',
      'ReservedAddrCreate',
      'ReservedAddr',
      'spec/components/schemas/ReservedAddrCreate.yaml',
      text.split('\n').indexOf('properties:') + 2,
    ],
  ]);
  expect(formatCycle(cycle)).toMatch(
    / {2}not stored: POST \/reserved_addrs accepts `owner` \(ReservedAddrCreate\) but ReservedAddr has no such field, so the server drops it .* at spec\/components\/schemas\/ReservedAddrCreate\.yaml:\d+/,
  );
  writeFileSync(file, text);
  expect((await nextCycle(before + 1)).api?.unstored).toEqual([]);
}, 90_000);

it('a broken spec keeps the last good output and says what is wrong', async () => {
  const before = cycles.length;
  const good = clientTypes();
  const file = join(dir, 'spec/paths/reserved_addrs.yaml');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, `${text}\n  bad: [unclosed\n`);
  const cycle = await nextCycle(before);
  expect(cycle.ok).toBe(false);
  expect(cycle.written).toEqual([]);
  expect(cycle.diagnostics.some((d) => d.severity === 'error' && d.file?.includes('reserved_addrs.yaml'))).toBe(true);
  expect(formatCycle(cycle)).toContain('generate: FAILED — the last good output is still in place');
  expect(clientTypes()).toBe(good);

  writeFileSync(file, text);
  const fixed = await nextCycle(before + 1);
  expect(fixed.ok).toBe(true);
}, 90_000);

it('lint problems are reported with file and line', async () => {
  const before = cycles.length;
  const file = join(dir, 'spec/paths/ip_policies.yaml');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace('operationId: createIpPolicy', 'operationId: create_ip_policy'));
  const cycle = await nextCycle(before);
  const problem = cycle.lint.find((p) => p.rule === 'rule/operation-id-camel-case');
  expect(problem?.where).toMatch(/^spec\/paths\/ip_policies\.yaml:\d+:\d+$/);
  writeFileSync(file, text);
  await nextCycle(before + 1);
}, 90_000);
