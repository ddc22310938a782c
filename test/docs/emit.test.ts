// The docs target end to end on the real bundle: deterministic (same spec → same bytes, equal to the
// committed generated/docs), offline, with the error table, samples and our page template. The docs are
// built by the one pipeline (`npm run generate -- --target docs`); writing is write/'s (test/generator/write.test.ts).
// Both runs render the page (the cache of rendered pages off: test/docs/page-cache.test.ts covers it), so that the
// second shows the renderer itself gives the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetInProcess } from '../../generator/cache/code-cache.js';
import { Diagnostics } from '../../generator/diagnostics.js';
import { emit } from '../../generator/emit/docs/index.js';
import { externalResources } from '../../generator/emit/docs/offline.js';
import type { EmittedFile } from '../../generator/emit/types.js';
import { createEmitContext, REPO_ROOT } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';

const bundlePath = path.join(REPO_ROOT, 'generated', 'openapi.json');
const bundle = JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as Record<string, unknown>;

const cacheSetting = process.env['TUNNEL_API_GENERATOR_CACHE'];
beforeAll(() => {
  process.env['TUNNEL_API_GENERATOR_CACHE'] = 'off';
});
afterAll(() => {
  if (cacheSetting === undefined) delete process.env['TUNNEL_API_GENERATOR_CACHE'];
  else process.env['TUNNEL_API_GENERATOR_CACHE'] = cacheSetting;
});

async function run(): Promise<EmittedFile[]> {
  forgetInProcess();
  const diagnostics = new Diagnostics();
  const ir = buildIr(bundle, diagnostics);
  const files = await emit(ir, createEmitContext(ir, diagnostics, { name: 'tunnel-api', errorPrefix: 'Tunnel' }));
  expect(diagnostics.all).toEqual([]);
  return files;
}

describe('docs target on the real bundle', () => {
  let first: EmittedFile[];
  beforeAll(async () => {
    first = await run();
  });

  it('emits the page and the samples, byte-identical on a second run and to what is committed', async () => {
    expect(first.map((f) => f.path)).toEqual(['docs/index.html', 'docs/console.html', 'docs/code-samples.json']);
    const second = await run();
    for (const [i, file] of first.entries()) {
      expect(second[i]?.contents === file.contents, `${file.path} differs between two runs`).toBe(true);
      const committed = fs.readFileSync(path.join(REPO_ROOT, 'generated', file.path), 'utf8');
      expect(committed === file.contents, `generated/${file.path} is stale: run npm run generate`).toBe(true);
    }
  });

  it('drops the patterns that only keep out NUL; one that excludes more stays (every pattern: view-model.test.ts)', () => {
    const html = first[0]!.contents;
    expect(JSON.stringify(bundle)).toContain('"pattern":"^[^\\\\u0000]*$"');
    expect(html).not.toContain('"pattern":"^[^\\\\u0000]*$"');
    expect(html).toContain('"pattern":"^[^\\\\r\\\\n\\\\u0000]*$"');
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
    expect(html).toContain('{"name":"error_codes","x-displayName":"Error codes","description":"Every error the API returns');
    expect(registry.filter((e) => !html.includes(`| \`${e.code}\` |`)).map((e) => e.code)).toEqual([]);
    const samples = JSON.parse(first.find((f) => f.path === 'docs/code-samples.json')!.contents) as Record<string, unknown[]>;
    const operationCount = Object.values(bundle['paths'] as Record<string, Record<string, unknown>>).flatMap((item) =>
      Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(key)),
    ).length;
    expect(Object.keys(samples)).toHaveLength(operationCount);
    expect(html.match(/"x-codeSamples":\[\{"lang":"bash","label":"curl"/g)).toHaveLength(operationCount);
  });
});
