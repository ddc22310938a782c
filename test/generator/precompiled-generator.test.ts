// `npm run generate` runs the generator precompiled (scripts/launch-generator.js, the `generate` entry of
// scripts/build-server.ts; docs/decisions/0064-generator-precompiled.md): it writes what the sources write —
// generated/ as committed — with the validators compiled on the precompiled thread module, and it answers the
// command line as scripts/generate.ts does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-precompiled-generator-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

function launch(args: readonly string[]) {
  return spawnSync(process.execPath, [path.join(REPO, 'scripts/launch-generator.js'), ...args], {
    cwd: REPO,
    encoding: 'utf8',
    // The thread even for our spec's count of schemas, and nothing from earlier runs' caches.
    env: { ...process.env, TUNNEL_API_GENERATOR_WORKERS: 'always', TUNNEL_API_GENERATOR_CACHE: 'off' },
  });
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

it('writes the validators package exactly as committed, compiled on its thread', () => {
  const run = launch(['--out', out, '--target', 'validators']);
  expect(run.stderr).not.toMatch(/error/i);
  expect(run.status).toBe(0);
  const written = path.join(out, 'validators');
  const committed = path.join(REPO, 'generated/validators');
  expect(filesUnder(written)).toEqual(filesUnder(committed));
  for (const file of filesUnder(committed))
    expect(fs.readFileSync(path.join(written, file), 'utf8'), file).toBe(fs.readFileSync(path.join(committed, file), 'utf8'));
}, 180_000);

it('answers bad usage as the sources do: exit 2 and the usage', () => {
  const run = launch(['--target', 'nonsense']);
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/GEN010 error: .*nonsense/);
});
