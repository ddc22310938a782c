// The validators' compile thread (generator/emit/validators/compile-on-worker.ts) gives exactly the modules the
// main thread compiles, for both modes of our spec, and fails a request with what went wrong.
import path from 'node:path';
import { expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { buildSchemaSet } from '../../generator/emit/validators/build-schema-set.js';
import { collectTargets } from '../../generator/emit/validators/collect-targets.js';
import { compileOnWorker } from '../../generator/emit/validators/compile-on-worker.js';
import { compileModules } from '../../generator/emit/validators/standalone-module.js';
import { createEmitContext, REPO_ROOT } from '../../generator/index.js';
import { loadIr } from '../../generator/load/load-ir.js';

it('compiles on its thread what the main thread compiles', async () => {
  const diagnostics = new Diagnostics();
  const ir = await loadIr(path.join(REPO_ROOT, 'spec/openapi.yaml'), diagnostics);
  if (ir === undefined) throw new Error('the spec did not load');
  const set = buildSchemaSet(collectTargets(ir, createEmitContext(ir, diagnostics).names), diagnostics);
  const jobs = (['body', 'parameters'] as const).map((mode) => ({ mode, set: set.modes[mode] }));
  const [onWorker, again] = await Promise.all([compileOnWorker(jobs, set.uncheckedFormats), compileOnWorker(jobs.slice(1), set.uncheckedFormats)]);
  const inline = jobs.map((job) => compileModules(job.mode, job.set, set.uncheckedFormats));
  expect(onWorker.map((modules) => [...modules])).toEqual(inline.map((modules) => [...modules]));
  expect(again.map((modules) => [...modules])).toEqual(inline.slice(1).map((modules) => [...modules]));
}, 120_000);

it('a schema ajv refuses fails the request, and the thread serves the next one', async () => {
  const broken = { schemas: [{ $id: '/broken', type: 'object', properties: { a: { $ref: '/missing' } } }], exports: [{ name: 'Broken', id: '/broken' }] };
  await expect(compileOnWorker([{ mode: 'body', set: broken }], [])).rejects.toThrow(/compiling the validators failed: .*\/missing/);
  const fine = { schemas: [{ $id: '/fine', type: 'string' }], exports: [{ name: 'Fine', id: '/fine' }] };
  expect([...(await compileOnWorker([{ mode: 'body', set: fine }], []))[0]!.keys()]).toEqual(['compiled/bodies/Fine.gen.js']);
}, 60_000);
