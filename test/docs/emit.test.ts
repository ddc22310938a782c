// The docs target end to end on the real bundle: deterministic (same spec → same bytes, equal to the
// committed generated/docs), offline, with the error table, samples and our page template; and
// buildDocs({ bundlePath, outDir }) writes only when something changed and stops on a broken spec.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { buildDocs } from '../../generator/emit/docs/build-docs.js';
import { emit } from '../../generator/emit/docs/index.js';
import { externalResources } from '../../generator/emit/docs/offline.js';
import type { EmittedFile } from '../../generator/emit/types.js';
import { createEmitContext, REPO_ROOT } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';

const bundlePath = path.join(REPO_ROOT, 'generated', 'openapi.json');
const bundle = JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as Record<string, unknown>;

function run(): EmittedFile[] {
  const diagnostics = new Diagnostics();
  const ir = buildIr(bundle, diagnostics);
  const files = emit(ir, createEmitContext(ir, diagnostics, { name: 'tunnel-api', errorPrefix: 'Tunnel' }));
  expect(diagnostics.all).toEqual([]);
  return files;
}

describe('docs target on the real bundle', () => {
  let first: EmittedFile[];
  beforeAll(() => {
    first = run();
  });

  it('emits the page and the samples, byte-identical on a second run and to what is committed', () => {
    expect(first.map((f) => f.path)).toEqual(['docs/index.html', 'docs/code-samples.json']);
    const second = run();
    for (const [i, file] of first.entries()) {
      expect(second[i]?.contents === file.contents, `${file.path} differs between two runs`).toBe(true);
      const committed = fs.readFileSync(path.join(REPO_ROOT, 'generated', file.path), 'utf8');
      expect(committed === file.contents, `generated/${file.path} is stale: run npx tsx generator/emit/docs/build.ts`).toBe(true);
    }
  });

  it('uses our page template and loads nothing from another host', () => {
    const html = first[0]!.contents;
    expect(html).toContain('<meta name="description" content="Backends, SSH certificates');
    expect(html).toContain('<noscript>');
    expect(externalResources(html)).toEqual([]);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toContain('"disableTelemetry":true');
  });

  it('carries the error table with every registered code and a curl and TypeScript sample per operation', () => {
    const html = first[0]!.contents;
    const registry = (bundle['components'] as { 'x-error-codes': Array<{ code: string }> })['x-error-codes'];
    expect(html).toContain('## Error codes');
    expect(registry.filter((e) => !html.includes(`| \`${e.code}\` |`)).map((e) => e.code)).toEqual([]);
    const samples = JSON.parse(first[1]!.contents) as Record<string, unknown[]>;
    const operationCount = Object.values(bundle['paths'] as Record<string, Record<string, unknown>>)
      .flatMap((item) => Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(key))).length;
    expect(Object.keys(samples)).toHaveLength(operationCount);
    expect(html.match(/"x-codeSamples":\[\{"lang":"bash","label":"curl"/g)).toHaveLength(operationCount);
  });
});

describe('buildDocs', () => {
  let outDir: string;
  beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-'));
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('writes docs/ into the output folder, and on a second run changes nothing', () => {
    const once = buildDocs({ bundlePath, outDir });
    expect(once.diagnostics).toEqual([]);
    expect([...once.written].sort()).toEqual(['docs/code-samples.json', 'docs/index.html']);
    const twice = buildDocs({ bundlePath, outDir });
    expect(twice.written).toEqual([]);
    expect([...twice.unchanged].sort()).toEqual(['docs/code-samples.json', 'docs/index.html']);
  });

  it('reports a broken document as a coded diagnostic and writes nothing', () => {
    const broken = path.join(outDir, 'broken.json');
    fs.writeFileSync(broken, JSON.stringify({
      openapi: '3.1.0', info: { title: 'Broken', version: '1' },
      paths: { '/things': { get: { operationId: 'getThing', responses: { '200': { description: 'ok' } } }, post: { operationId: 'getThing', responses: { '200': { description: 'ok' } } } } },
    }));
    const brokenOut = path.join(outDir, 'broken-out');
    const result = buildDocs({ bundlePath: broken, outDir: brokenOut });
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([['GEN008', 'error', 'operationId "getThing" of POST /things is already used by GET /things']]);
    expect(result.written).toEqual([]);
    expect(fs.existsSync(brokenOut)).toBe(false);
  });
});
