// The generator is a tool, not a one-off (docs/decisions/0029-generator-for-any-spec.md): it generates a
// strictly compiling client from large public specs (../shared/public-specs, read in place, never copied into
// the repository).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { compileStrict, emitFiles, writeUnder } from './support.js';

const PUBLIC_SPECS = path.resolve(REPO_ROOT, '../shared/public-specs');
const specs = ['twilio_api_v2010.json', 'openai-openapi.yaml'];
const available = specs.every((s) => fs.existsSync(path.join(PUBLIC_SPECS, s)));
if (!available) console.warn(`public-specs test skipped: ${PUBLIC_SPECS} (${specs.join(', ')}) is missing`);

describe.skipIf(!available)('public specs', () => {
  it('Twilio (3.0.1) and OpenAI (3.1.0) generate clients that compile under strict settings', async () => {
    const files = [];
    for (const spec of specs) {
      const name = spec.replace(/\..*$/, '');
      const emitted = await emitFiles(path.join(PUBLIC_SPECS, spec), ['client']);
      const sdk = emitted.find((f) => f.path === 'client/src/sdk.gen.ts')?.contents ?? '';
      expect(sdk.match(/^ {6}[\w$]+: \(/gm)?.length ?? 0, `${name}: methods`).toBeGreaterThan(150);
      files.push(...emitted.filter((f) => f.path.startsWith('client/src/')).map((f) => ({ path: `${name}/${f.path}`, contents: f.contents })));
    }
    const root = writeUnder('compile-public-specs', files);
    const { status, output } = compileStrict(root, ['*/client/src/**/*.ts']);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 180_000);
});
