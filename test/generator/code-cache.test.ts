// The content-addressed cache of slow generated code (generator/cache/code-cache.ts): a hit returns what was
// computed for the same inputs and salt, anything else computes again; disk entries survive the process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cachedCode, forgetInProcess } from '../../generator/cache/code-cache.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let computed = 0;
const compute = (text: string) => () => {
  computed++;
  return new Map([
    ['A', `export const a = ${JSON.stringify(text)};\n`],
    ['B', 'é\u{1F600}\n'],
    ['Empty', ''],
  ]);
};

it('computes once per inputs and salt, in this process and from disk', () => {
  const options = { dir, salt: 'v1' };
  const first = cachedCode(options, { schema: 1 }, compute('one'));
  expect(computed).toBe(1);
  expect(cachedCode(options, { schema: 1 }, compute('ignored'))).toBe(first);
  forgetInProcess();
  const fromDisk = cachedCode(options, { schema: 1 }, compute('ignored'));
  expect(computed).toBe(1);
  expect([...fromDisk]).toEqual([...first]);
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.code'))).toHaveLength(1);
});

it('other inputs or another salt (changed generator code) compute again', () => {
  cachedCode({ dir, salt: 'v1' }, { schema: 2 }, compute('two'));
  expect(computed).toBe(2);
  const other = cachedCode({ dir, salt: 'v2' }, { schema: 1 }, compute('three'));
  expect(computed).toBe(3);
  expect(other.get('A')).toBe('export const a = "three";\n');
});

it('a damaged entry is a miss, not wrong output', () => {
  forgetInProcess();
  for (const f of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, f), '[["A",5]]\nabc');
  const again = cachedCode({ dir, salt: 'v1' }, { schema: 1 }, compute('four'));
  expect(computed).toBe(4);
  expect(again.get('A')).toBe('export const a = "four";\n');
});

it("keeps a few entries in this process per namespace: another namespace's entries never push them out", () => {
  forgetInProcess();
  const validators = { dir: fs.mkdtempSync(path.join(dir, 'validators-')), salt: 'v1' };
  const docs = { dir: fs.mkdtempSync(path.join(dir, 'docs-')), salt: 'v1' };
  const kept = cachedCode(validators, { mode: 'request' }, compute('request'));
  for (let page = 0; page < 6; page++) cachedCode(docs, { page }, compute(`page ${page}`));
  const before = computed;
  // Gone from disk: only this process can still answer.
  fs.rmSync(validators.dir, { recursive: true });
  expect(cachedCode(validators, { mode: 'request' }, compute('ignored'))).toBe(kept);
  expect(computed).toBe(before);
  // Within a namespace the oldest go: docs' first page is computed again, its last is not.
  fs.rmSync(docs.dir, { recursive: true });
  cachedCode(docs, { page: 5 }, compute('ignored'));
  expect(computed).toBe(before);
  cachedCode(docs, { page: 0 }, compute('page 0 again'));
  expect(computed).toBe(before + 1);
});

it('a folder that cannot be written costs the computing only: the output is returned, the next lookup computes again', () => {
  forgetInProcess();
  // A file where the namespace's folder should be: mkdir and every write under it fail (ENOTDIR), as on a read-only disk.
  const blocked = path.join(dir, 'not-a-folder');
  fs.writeFileSync(blocked, '');
  const options = { dir: path.join(blocked, 'docs'), salt: 'v1' };
  const before = computed;
  expect(cachedCode(options, { page: 'index' }, compute('unwritable')).get('A')).toBe('export const a = "unwritable";\n');
  forgetInProcess();
  expect(cachedCode(options, { page: 'index' }, compute('unwritable')).get('A')).toBe('export const a = "unwritable";\n');
  expect(computed).toBe(before + 2);
});

it('is off on disk with TUNNEL_API_GENERATOR_CACHE=off', () => {
  const off = fs.mkdtempSync(path.join(dir, 'off-'));
  process.env['TUNNEL_API_GENERATOR_CACHE'] = 'off';
  try {
    cachedCode({ dir: off, salt: 'v1' }, { schema: 9 }, compute('five'));
  } finally {
    delete process.env['TUNNEL_API_GENERATOR_CACHE'];
  }
  expect(fs.readdirSync(off)).toEqual([]);
});
