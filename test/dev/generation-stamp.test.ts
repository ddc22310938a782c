/** `npm start` skips generation only when nothing generation reads or wrote changed (scripts/generation-stamp.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generationIsCurrent, recordGeneration } from '../../scripts/generation-stamp.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function fakeRepo(): { root: string; stamp: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-stamp-'));
  roots.push(root);
  const files: Record<string, string> = {
    'spec/openapi.yaml': 'openapi: 3.1.0\n',
    'templates/client/index.hbs': '{{name}}\n',
    'generator/index.ts': 'export {};\n',
    'generated/openapi.json': '{}\n',
    'generated/client/node_modules/dep/index.js': 'ignored\n',
    'package-lock.json': '{}\n',
    'release/changelog/@scope/client.md': '## 0.1.0\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return { root, stamp: path.join(root, 'node_modules/.cache/tunnel-api/generation.sha256') };
}

describe('generation stamp', () => {
  it('is not current without a recorded generation (a fresh clone generates once)', () => {
    const { root, stamp } = fakeRepo();
    expect(generationIsCurrent(stamp, root)).toBe(false);
    recordGeneration(stamp, root);
    expect(generationIsCurrent(stamp, root)).toBe(true);
  });

  it.each([
    ['an edited spec file', 'spec/openapi.yaml', 'openapi: 3.1.1\n'],
    ['a new template', 'templates/client/extra.hbs', 'x\n'],
    ['an edited generator file', 'generator/index.ts', 'export const x = 1;\n'],
    ['a hand edit in generated/', 'generated/openapi.json', '{"edited":true}\n'],
    ['other locked tool versions', 'package-lock.json', '{"v":2}\n'],
    ['a changelog entry edited by hand', 'release/changelog/@scope/client.md', '## 0.1.0\n\n- Fixed.\n'],
    ['other package versions', 'release/versions.json', '{"@scope/client":"0.2.0"}\n'],
  ])('is stale after %s', (_what, file, text) => {
    const { root, stamp } = fakeRepo();
    recordGeneration(stamp, root);
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    expect(generationIsCurrent(stamp, root)).toBe(false);
  });

  it('is stale when a generated file is deleted, and ignores node_modules inside generated packages', () => {
    const { root, stamp } = fakeRepo();
    recordGeneration(stamp, root);
    fs.writeFileSync(path.join(root, 'generated/client/node_modules/dep/index.js'), 'changed\n');
    expect(generationIsCurrent(stamp, root)).toBe(true);
    fs.rmSync(path.join(root, 'generated/openapi.json'));
    expect(generationIsCurrent(stamp, root)).toBe(false);
  });
});
